import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { Landing } from './landings';
import { type LandingRow, landingRows } from './rows';

/** How much each part of a landing shows. */
export const POPULAR_SEARCHES_MAX = 12;
export const ROW_ASSETS_MAX = 6;
/** A page of one collection shows more of it in its one row; the unreleased page a little more. */
export const COLLECTION_PAGE_ASSETS_MAX = 24;
export const UNRELEASED_ROW_ASSETS_MAX = 12;

export interface LandingAsset {
  id: number;
  title: string;
  width: number;
  height: number;
}
/** One row of a landing, as the page draws it: a heading, its pictures and where "see all" goes. */
export interface LandingRowView {
  /** Unique on the page: the anchor of its heading. */
  id: string;
  /** The operator's heading, or else the collection's or the set's own name. */
  title?: string;
  source: { kind: 'collection'; code: string; name: string } | { kind: 'set'; slug: string; name: string };
  total: number;
  assets: LandingAsset[];
}
export interface LandingData {
  total: number;
  keywords: string[];
  rows: LandingRowView[];
  sets: Array<{ slug: string; name: string; tier: string }>;
  /** The catalogue's name of a collection page's collection. */
  collectionName?: string;
}

/** An asset offered on the landing's site (`assets.sites`: an import may name one site only). */
const onSite = (l: Landing) => sql`${l.site} = any(a.sites)`;

/** The landing's slice of the catalogue, as a SQL condition on `assets a`. */
const slice = (l: Landing) =>
  sql`a.withdrawn_at is null and ${onSite(l)} and a.family = ${l.family} and a.asset_type = ${l.assetType}
    ${l.mediaType ? sql`and a.media_type = ${l.mediaType}` : sql``}
    ${l.editorialProduct ? sql`and ${l.editorialProduct} = any(a.editorial_products)` : sql``}
    ${l.collectionCode ? sql`and a.collection_code = ${l.collectionCode}` : sql``}
    ${l.unreleased ? sql`and a.release_status = 'notreleased'` : sql``}`;

/** Everything a landing shows, read from the catalogue: nothing on it is written by hand. */
export async function landingData(db: Db, landing: Landing): Promise<LandingData> {
  const [total, keywords, defined, sets] = await Promise.all([
    sql<{ n: string }>`select count(*) as n from assets a where ${slice(landing)}`.execute(db),
    // The keywords most used in the slice, as the "popular searches" to start from.
    sql<{ keyword: string }>`select k.keyword from assets a, unnest(a.keywords) as k(keyword)
      where ${slice(landing)} group by k.keyword order by count(*) desc, k.keyword
      limit ${POPULAR_SEARCHES_MAX}`.execute(db),
    landingRows(db, landing),
    // The curated sets holding pictures of this slice, as the console leaves their members
    // (curated_set_assets): a set the operator fills shows here, one emptied of them goes.
    sql<{ slug: string; name: string; tier: string }>`select s.slug, s.name, s.tier from curated_sets s
      where exists (select 1 from curated_set_assets m join assets a on a.id = m.asset_id
        where m.set_id = s.id and ${slice(landing)})
      order by s.tier desc, s.id`.execute(db),
  ]);
  const perRow = landing.collectionCode
    ? COLLECTION_PAGE_ASSETS_MAX
    : landing.unreleased
      ? UNRELEASED_ROW_ASSETS_MAX
      : ROW_ASSETS_MAX;
  const rows = (await Promise.all(defined.map((row) => rowView(db, landing, row, perRow)))).flat();
  const named = landing.collectionCode
    ? await sql<{ name: string }>`select collection_name as name from assets
        where collection_code = ${landing.collectionCode} limit 1`.execute(db)
    : undefined;
  const collectionName = named?.rows[0]?.name;
  return {
    ...(collectionName && { collectionName }),
    total: Number(total.rows[0]?.n ?? 0),
    keywords: keywords.rows.map((r) => r.keyword),
    rows,
    sets: sets.rows,
  };
}

/** A written-down row, filled from the catalogue: a "biggest collections" row becomes several. */
async function rowView(db: Db, landing: Landing, row: LandingRow, perRow: number): Promise<LandingRowView[]> {
  const title = row.title ?? undefined;
  const collection = async (code: string, name: string, total: number): Promise<LandingRowView> => {
    const assets = await sql<LandingAsset>`select a.id, a.title, a.width, a.height from assets a
      where ${slice(landing)} and a.collection_code = ${code}
      order by a.popularity desc, a.id limit ${perRow}`.execute(db);
    return {
      id: `${row.id}-${code}`,
      ...(title && { title }),
      source: { kind: 'collection', code, name },
      total,
      assets: assets.rows,
    };
  };
  if (row.kind === 'biggest_collections') {
    const biggest = await sql<{ code: string; name: string; n: string }>`select
        a.collection_code as code, min(a.collection_name) as name, count(*) as n
      from assets a where ${slice(landing)} group by a.collection_code
      order by count(*) desc, a.collection_code limit ${row.collectionCount ?? 1}`.execute(db);
    return Promise.all(biggest.rows.map((c) => collection(c.code, c.name, Number(c.n))));
  }
  if (row.kind === 'collection') {
    const [found] = (
      await sql<{ name: string; n: string }>`select min(a.collection_name) as name, count(*) as n
        from assets a where ${slice(landing)} and a.collection_code = ${row.collectionCode}`.execute(db)
    ).rows;
    // A collection with nothing in this slice (any more) leaves no empty row behind.
    if (!found || Number(found.n) === 0) return [];
    return [await collection(row.collectionCode ?? '', found.name, Number(found.n))];
  }
  const [set] = (
    await sql<{ id: number; name: string; n: string }>`select s.id, s.name,
        (select count(*) from curated_set_assets m join assets a on a.id = m.asset_id
          where m.set_id = s.id and a.withdrawn_at is null and ${onSite(landing)}) as n
      from curated_sets s where s.slug = ${row.setSlug}`.execute(db)
  ).rows;
  if (!set || Number(set.n) === 0) return [];
  const assets = await sql<LandingAsset>`select a.id, a.title, a.width, a.height
    from curated_set_assets m join assets a on a.id = m.asset_id
    where m.set_id = ${set.id} and a.withdrawn_at is null and ${onSite(landing)}
    order by m.position, a.id limit ${perRow}`.execute(db);
  return [
    {
      id: `${row.id}-set`,
      ...(title && { title }),
      source: { kind: 'set', slug: row.setSlug ?? '', name: set.name },
      total: Number(set.n),
      assets: assets.rows,
    },
  ];
}
