import type { Site } from '@lightbox/core';
import { sql } from 'kysely';
import type { BoardAssetRow, BoardsDb } from './repository';

/** All SQL of the site's curated sets (tables of the catalogue feature, read only). */

export interface CuratedSetRow {
  id: number;
  slug: string;
  media_kind: string;
  tier: string;
  name: string;
  asset_count: number;
  cover_asset_id: number | null;
}

/**
 * The sets with their members on this site: an asset imported for the other storefront only
 * (`assets.sites`) is not counted, shown or used as a cover here, as search leaves it out.
 */
export async function curatedSets(db: BoardsDb, site: Site): Promise<CuratedSetRow[]> {
  const rows = await db
    .selectFrom('curated_sets as s')
    .select((eb) => [
      's.id',
      's.slug',
      's.media_kind',
      's.tier',
      's.name',
      eb
        .selectFrom('curated_set_assets as c')
        .innerJoin('assets as a', 'a.id', 'c.asset_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.set_id', '=', 's.id')
        .where('a.withdrawn_at', 'is', null)
        .where(sql<boolean>`${site} = any(a.sites)`)
        .as('asset_count'),
      eb
        .selectFrom('curated_set_assets as c')
        .innerJoin('assets as a', 'a.id', 'c.asset_id')
        .select('c.asset_id')
        .whereRef('c.set_id', '=', 's.id')
        .where('a.withdrawn_at', 'is', null)
        .where(sql<boolean>`${site} = any(a.sites)`)
        .orderBy('c.position')
        .limit(1)
        .as('cover_asset_id'),
    ])
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    asset_count: r.asset_count ?? 0,
    cover_asset_id: r.cover_asset_id ?? null,
  }));
}

/** One set by id or slug. */
export async function findCuratedSet(db: BoardsDb, key: number | string) {
  return db
    .selectFrom('curated_sets')
    .select(['id', 'slug', 'media_kind', 'tier', 'name'])
    .where(typeof key === 'number' ? 'id' : 'slug', '=', key)
    .executeTakeFirst();
}

/** The set's assets on this site in its order, withdrawn ones left out. */
export async function curatedSetAssets(
  db: BoardsDb,
  setId: number,
  site: Site,
  limit: number,
): Promise<BoardAssetRow[]> {
  return db
    .selectFrom('curated_set_assets as c')
    .innerJoin('assets as a', 'a.id', 'c.asset_id')
    .select([
      'c.asset_id',
      'c.position',
      'a.title',
      'a.short_title',
      'a.asset_type',
      'a.family',
      'a.license_type',
      sql<boolean>`a.is_offline`.as('withdrawn'),
    ])
    .where('c.set_id', '=', setId)
    .where('a.withdrawn_at', 'is', null)
    .where(sql<boolean>`${site} = any(a.sites)`)
    .orderBy('c.position')
    .orderBy('c.asset_id')
    .limit(limit)
    .execute();
}
