import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { Landing } from './landings';

/** How much each part of a landing shows. */
export const POPULAR_SEARCHES_MAX = 12;
export const COLLECTION_ROWS_MAX = 3;
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
export interface CollectionRow {
  code: string;
  name: string;
  total: number;
  assets: LandingAsset[];
}
export interface LandingData {
  total: number;
  keywords: string[];
  rows: CollectionRow[];
  sets: Array<{ slug: string; name: string; tier: string }>;
  /** The catalogue's name of a collection page's collection. */
  collectionName?: string;
}

/** The landing's slice of the catalogue, as a SQL condition on `assets a`. */
const slice = (l: Landing) =>
  sql`a.withdrawn_at is null and a.family = ${l.family} and a.asset_type = ${l.assetType}
    ${l.mediaType ? sql`and a.media_type = ${l.mediaType}` : sql``}
    ${l.editorialProduct ? sql`and ${l.editorialProduct} = any(a.editorial_products)` : sql``}
    ${l.collectionCode ? sql`and a.collection_code = ${l.collectionCode}` : sql``}
    ${l.unreleased ? sql`and a.release_status = 'notreleased'` : sql``}`;

/** Everything a landing shows, read from the catalogue: nothing on it is written by hand. */
export async function landingData(db: Db, landing: Landing): Promise<LandingData> {
  const [total, keywords, collections, sets] = await Promise.all([
    sql<{ n: string }>`select count(*) as n from assets a where ${slice(landing)}`.execute(db),
    // The keywords most used in the slice, as the "popular searches" to start from.
    sql<{ keyword: string }>`select k.keyword from assets a, unnest(a.keywords) as k(keyword)
      where ${slice(landing)} group by k.keyword order by count(*) desc, k.keyword
      limit ${POPULAR_SEARCHES_MAX}`.execute(db),
    sql<{ code: string; name: string; n: string }>`select a.collection_code as code,
        min(a.collection_name) as name, count(*) as n
      from assets a where ${slice(landing)} group by a.collection_code
      order by count(*) desc, a.collection_code limit ${COLLECTION_ROWS_MAX}`.execute(db),
    landing.setKind
      ? sql<{ slug: string; name: string; tier: string }>`select slug, name, tier from curated_sets
          where media_kind = ${landing.setKind} order by tier desc, id`.execute(db)
      : { rows: [] },
  ]);
  const perRow = landing.collectionCode
    ? COLLECTION_PAGE_ASSETS_MAX
    : landing.unreleased
      ? UNRELEASED_ROW_ASSETS_MAX
      : ROW_ASSETS_MAX;
  const rows = await Promise.all(
    collections.rows.map(async (c) => {
      const assets = await sql<LandingAsset>`select a.id, a.title, a.width, a.height from assets a
        where ${slice(landing)} and a.collection_code = ${c.code}
        order by a.popularity desc, a.id limit ${perRow}`.execute(db);
      return { code: c.code, name: c.name, total: Number(c.n), assets: assets.rows };
    }),
  );
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
