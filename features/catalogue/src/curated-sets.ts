import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';

/**
 * The site's fixed curated sets: a signature and an essentials set for photos, illustrations
 * and vectors, and video. Signature sets take the most licensed exclusive work; essentials the
 * most licensed of the rest.
 */
export const CURATED_SET_SIZE = 48;

const SETS = [
  { id: 1, slug: 'signature-photos', kind: 'photos', tier: 'signature', name: 'Signature photos' },
  { id: 2, slug: 'essentials-photos', kind: 'photos', tier: 'essentials', name: 'Essentials photos' },
  {
    id: 3,
    slug: 'signature-illustrations',
    kind: 'illustrations',
    tier: 'signature',
    name: 'Signature illustrations and vectors',
  },
  {
    id: 4,
    slug: 'essentials-illustrations',
    kind: 'illustrations',
    tier: 'essentials',
    name: 'Essentials illustrations and vectors',
  },
  { id: 5, slug: 'signature-video', kind: 'video', tier: 'signature', name: 'Signature video' },
  { id: 6, slug: 'essentials-video', kind: 'video', tier: 'essentials', name: 'Essentials video' },
] as const;

const KIND_CONDITION = {
  photos: sql`a.asset_type = 'image' and a.media_type = 'photography'`,
  illustrations: sql`a.asset_type = 'image' and a.media_type in ('illustration', 'vector')`,
  video: sql`a.asset_type <> 'image'`,
};

/** Fills the curated sets from the catalogue once; later calls leave them as they are. */
export async function seedCuratedSets(db: Db): Promise<{ sets: number; assets: number }> {
  const existing = await sql<{ n: number }>`select count(*)::int as n from curated_sets`.execute(db);
  if ((existing.rows[0]?.n ?? 0) > 0) return { sets: 0, assets: 0 };
  let assets = 0;
  await db.transaction().execute(async (tx) => {
    for (const set of SETS) {
      await sql`insert into curated_sets (id, slug, media_kind, tier, name)
        values (${set.id}, ${set.slug}, ${set.kind}, ${set.tier}, ${set.name})`.execute(tx);
      const tier = set.tier === 'signature' ? sql`a.exclusive` : sql`not a.exclusive`;
      const added = await sql`insert into curated_set_assets (set_id, asset_id, position)
        select ${set.id}, a.id, (row_number() over (order by a.popularity desc, a.id) - 1)::int
        from assets a
        where a.withdrawn_at is null and a.family = 'creative' and ${KIND_CONDITION[set.kind]} and ${tier}
        order by a.popularity desc, a.id limit ${CURATED_SET_SIZE}`.execute(tx);
      assets += Number(added.numAffectedRows ?? 0);
    }
  });
  return { sets: SETS.length, assets };
}
