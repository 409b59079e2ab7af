import type { SearchParameters } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';
import { countPerType } from './engine/counts';
import { phraseQuery } from './engine/phrase';
import { bestScore, orderClause, whereClause } from './engine/query';

/** All SQL of the search feature. The search engine issue replaces the ranking here. */

export interface AssetCardRow {
  id: number;
  title: string;
  short_title: string;
  asset_type: 'image' | 'film' | 'videotemplate';
  family: 'creative' | 'editorial';
  license_type: 'rf' | 'rm' | 'rr';
  width: number;
  height: number;
  duration_seconds: number | null;
  is_offline: boolean;
}

export interface AssetDetailRow extends AssetCardRow {
  caption: string;
  keywords: string[];
  media_type: string;
  collection_name: string;
  contributor: string;
  date_taken: Date | string;
  uploaded_at: Date | string;
  locations: string[];
  specific_people: string[];
  release_status: string;
  film_definition: string | null;
  frame_rate: number | null;
  event_name: string | null;
  withdrawn_at: Date | string | null;
}

const CARD_COLUMNS = sql`d.id, d.title, d.short_title, d.asset_type, d.family, d.license_type, d.width, d.height,
  d.duration_seconds, d.is_offline`;

/** Cards for asset ids in the given order (the ids come from the narrow search table). */
function cardsInOrder(ids: RawBuilder<unknown>) {
  return sql<AssetCardRow>`select ${CARD_COLUMNS}
    from unnest(array(${ids})) with ordinality as p (id, n) join assets d on d.id = p.id order by p.n`;
}

/**
 * Ranking every match of a common term does not scale (DESIGN.md section 8): "best match"
 * ranks only the RANK_CANDIDATES matches with the highest prior (popularity and freshness;
 * more when paging deeper), which an index on the prior yields without touching the rest.
 */
export const RANK_CANDIDATES = 1000;

function pageIds(p: SearchParameters, offset: number, pageSize: number): RawBuilder<unknown> {
  const where = whereClause(p, true);
  const q = phraseQuery(p);
  if ((p.sortorder ?? 'best') !== 'best' || !q) {
    return sql`select a.id from asset_search a where ${where}
      order by ${orderClause(p)} limit ${pageSize} offset ${offset}`;
  }
  const cap = Math.max(RANK_CANDIDATES, offset + pageSize);
  return sql`select a.id from (
      select a.id, a.document, a.prior from asset_search a
      where ${where} order by a.prior desc, a.id desc limit ${cap}) a
    order by ${bestScore(q)} desc, a.id desc limit ${pageSize} offset ${offset}`;
}

const TYPES = ['image', 'film', 'videotemplate'] as const;

/** One page of results and the count of each asset type for the same search. */
export async function searchAssets(db: Db, p: SearchParameters, page: number, pageSize: number) {
  const [rows, counts] = await Promise.all([
    cardsInOrder(pageIds(p, (page - 1) * pageSize, pageSize)).execute(db),
    countPerType(db, whereClause(p, false), TYPES),
  ]);
  return {
    rows: rows.rows,
    counts: { images: counts.image, films: counts.film, videotemplates: counts.videotemplate },
  };
}

/**
 * Facet counts (events, people, places, plus collections) are exact over every match up to
 * FACET_EXACT_LIMIT matches. Past that they are counted over the FACET_EXACT_LIMIT matches
 * with the highest prior, the results a visitor actually pages through, and flagged as such:
 * counting a million rows to label a checkbox is not worth a slow page.
 */
export const FACET_EXACT_LIMIT = 5000;
export const OPTION_LIMIT = 12;

export interface FilterOptionRow {
  kind: 'people' | 'locations' | 'events' | 'collections';
  value: string;
  label: string;
  n: number;
}

export interface Facets {
  rows: FilterOptionRow[];
  /** True when the counts cover every match. */
  exact: boolean;
}

export async function facets(db: Db, p: SearchParameters): Promise<Facets> {
  const result = await sql<FilterOptionRow & { matched: number }>`with m as materialized (
      select a.specific_people, a.locations, a.event_id, a.collection_code, a.collection_name
      from asset_search a where ${whereClause(p, true)}
      order by a.prior desc, a.id desc limit ${FACET_EXACT_LIMIT + 1}
    ),
    people as (select 'people' as kind, lb_slug(v) as value, min(v) as label, sum(n)::int as n
      from (select v, count(*) as n from m, unnest(m.specific_people) v group by v) t
      group by 2 order by n desc, value limit ${OPTION_LIMIT}),
    places as (select 'locations' as kind, lb_slug(v) as value, min(v) as label, sum(n)::int as n
      from (select v, count(*) as n from m, unnest(m.locations) v group by v) t
      group by 2 order by n desc, value limit ${OPTION_LIMIT}),
    evs as (select 'events' as kind, e.id::text as value, e.name as label, t.n
      from (select event_id, count(*)::int as n from m where event_id is not null group by event_id
        order by n desc, event_id limit ${OPTION_LIMIT}) t join events e on e.id = t.event_id),
    cols as (select 'collections' as kind, collection_code as value, min(collection_name) as label, count(*)::int as n
      from m group by collection_code order by n desc, value limit ${OPTION_LIMIT}),
    total as (select count(*)::int as matched from m)
    select f.*, total.matched from (select * from people union all select * from places
      union all select * from evs union all select * from cols) f right join total on true`.execute(db);
  const matched = result.rows[0]?.matched ?? 0;
  return {
    rows: result.rows.filter((r) => r.kind !== null).map(({ matched: _, ...r }) => r),
    exact: matched <= FACET_EXACT_LIMIT,
  };
}

export async function eventAssetCounts(db: Db, ids: number[]): Promise<{ images: number; films: number }> {
  const result = await sql<{ images: number; films: number }>`select
      count(*) filter (where asset_type = 'image')::int as images,
      count(*) filter (where asset_type <> 'image')::int as films
    from asset_search where event_id = any(${ids}::int[]) and withdrawn_at is null`.execute(db);
  return result.rows[0] ?? { images: 0, films: 0 };
}

/** Labels for values a visitor chose that the sample may not contain. */
export async function eventNames(db: Db, ids: number[]): Promise<Array<{ id: number; name: string }>> {
  if (ids.length === 0) return [];
  const result = await sql<{
    id: number;
    name: string;
  }>`select id, name from events where id = any(${ids}::int[])`.execute(db);
  return result.rows;
}

export async function findAsset(db: Db, id: number): Promise<AssetDetailRow | undefined> {
  const result = await sql<AssetDetailRow>`select ${CARD_COLUMNS}, d.caption, d.keywords, d.media_type,
      d.collection_name, d.contributor, d.date_taken, d.uploaded_at, d.locations, d.specific_people,
      d.release_status, d.film_definition, d.frame_rate, d.withdrawn_at, e.name as event_name
    from assets d left join events e on e.id = d.event_id where d.id = ${id}`.execute(db);
  return result.rows[0];
}

export const RELATED_LIMIT = 12;

/**
 * Assets of the same type that share the most of this asset's leading keywords, ranked among
 * the RANK_CANDIDATES best-prior assets sharing any of them (an OR of common words matches much
 * of the catalogue).
 */
export async function findRelated(db: Db, asset: AssetDetailRow): Promise<AssetCardRow[]> {
  const terms = asset.keywords.slice(0, 6).filter((k) => /\w/.test(k));
  if (terms.length === 0) return [];
  const orQuery = terms
    .map((k) => k.replace(/"/g, ''))
    .map((k) => `"${k}"`)
    .join(' or ');
  const q = sql`websearch_to_tsquery('english', ${orQuery})`;
  const result = await cardsInOrder(sql`select a.id from (
      select a.id, a.document, a.prior from asset_search a
      where a.withdrawn_at is null and a.id <> ${asset.id} and a.asset_type = ${asset.asset_type}
        and a.document @@ ${q}
      order by a.prior desc, a.id desc limit ${RANK_CANDIDATES}) a
    order by ts_rank_cd(a.document, ${q}) desc, a.prior desc, a.id limit ${RELATED_LIMIT}`).execute(db);
  return result.rows;
}

export async function popularAssets(db: Db, limit: number): Promise<AssetCardRow[]> {
  const result = await sql<AssetCardRow>`select ${CARD_COLUMNS} from assets d
    where d.withdrawn_at is null and d.asset_type = 'image'
    order by d.popularity desc, d.id limit ${limit}`.execute(db);
  return result.rows;
}

/** One strong picture per category for the landing page tiles. */
export async function categoryCovers(db: Db): Promise<Record<string, number | undefined>> {
  const result = await sql<{ category: string; id: number }>`select distinct on (category) category, id from (
      select case
        when asset_type = 'film' then 'video'
        when family = 'editorial' then 'editorial'
        when media_type = 'illustration' then 'illustrations'
        when media_type = 'vector' then 'vectors'
        else 'creativeImages' end as category, id, popularity
      from assets where withdrawn_at is null and asset_type in ('image', 'film')
    ) c order by category, popularity desc, id`.execute(db);
  return Object.fromEntries(result.rows.map((r) => [r.category, r.id]));
}
