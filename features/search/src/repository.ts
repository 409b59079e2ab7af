import type { SearchParameters } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';
import { countMatches } from './engine/counts';
import { phraseQuery } from './engine/phrase';
import { orderClause, whereClause } from './engine/query';
import { visualOrder } from './engine/similar';

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

const CARD_COLUMNS = sql`a.id, a.title, a.short_title, a.asset_type, a.family, a.license_type, a.width, a.height,
  a.duration_seconds, a.is_offline`;

function tsQuery(phrase: string): RawBuilder<unknown> {
  return sql`websearch_to_tsquery('english', ${phrase})`;
}

/**
 * Ranking every match of a common term does not scale (DESIGN.md section 8): "best match"
 * ranks only the RANK_CANDIDATES most popular matches (more when paging deeper), which an
 * index on popularity yields without touching the rest.
 */
export const RANK_CANDIDATES = 1000;

function pageQuery(p: SearchParameters, offset: number, pageSize: number) {
  const where = whereClause(p, true);
  const visual = visualOrder(p);
  if (visual) {
    return sql<AssetCardRow>`select ${CARD_COLUMNS} from assets a
      where ${where} order by ${visual} limit ${pageSize} offset ${offset}`;
  }
  const q = phraseQuery(p);
  if ((p.sortorder ?? 'best') !== 'best' || !q) {
    return sql<AssetCardRow>`select ${CARD_COLUMNS} from assets a
      where ${where} order by ${orderClause(p)} limit ${pageSize} offset ${offset}`;
  }
  const cap = Math.max(RANK_CANDIDATES, offset + pageSize);
  return sql<AssetCardRow>`with candidates as materialized (
      select ${CARD_COLUMNS}, a.document, a.popularity from assets a
      where ${where} order by a.popularity desc, a.id desc limit ${cap})
    select ${CARD_COLUMNS} from candidates a
    order by ts_rank_cd(a.document, ${q}) * ln(10 + a.popularity) desc, a.id desc
    limit ${pageSize} offset ${offset}`;
}

const TYPES = ['image', 'film', 'videotemplate'] as const;

/** One page of results and the count of each asset type for the same search. */
export async function searchAssets(db: Db, p: SearchParameters, page: number, pageSize: number) {
  const rows = await pageQuery(p, (page - 1) * pageSize, pageSize).execute(db);
  const [images, films, videotemplates] = await Promise.all(
    TYPES.map((type) => countMatches(db, whereClause({ ...p, assettype: type }, true))),
  );
  return { rows: rows.rows, counts: { images: images!, films: films!, videotemplates: videotemplates! } };
}

/** How many matching assets the option lists look at: enough to show the common values, cheap at any size. */
export const OPTION_SAMPLE = 2000;
export const OPTION_LIMIT = 12;

export interface FilterOptionRow {
  kind: 'people' | 'locations' | 'events' | 'collections';
  value: string;
  label: string;
  n: number;
}

/**
 * Values to offer in the data-driven filter lists, from a bounded sample of the matches (not
 * ranked: ranking the sample would cost as much as the search itself).
 */
export async function filterOptions(db: Db, p: SearchParameters): Promise<FilterOptionRow[]> {
  const result = await sql<FilterOptionRow>`with sample as (
      select a.specific_people, a.locations, a.event_id, a.collection_code, a.collection_name from assets a
      where ${whereClause(p, true)} limit ${OPTION_SAMPLE}
    ),
    people as (select 'people' as kind, lb_slug(v) as value, min(v) as label, count(*)::int as n
      from sample, unnest(specific_people) v group by 2 order by n desc, value limit ${OPTION_LIMIT}),
    places as (select 'locations' as kind, lb_slug(v) as value, min(v) as label, count(*)::int as n
      from sample, unnest(locations) v group by 2 order by n desc, value limit ${OPTION_LIMIT}),
    evs as (select 'events' as kind, e.id::text as value, min(e.name) as label, count(*)::int as n
      from sample s join events e on e.id = s.event_id group by e.id order by n desc, value limit ${OPTION_LIMIT}),
    cols as (select 'collections' as kind, collection_code as value, min(collection_name) as label, count(*)::int as n
      from sample group by collection_code order by n desc, value limit ${OPTION_LIMIT})
    select * from people union all select * from places union all select * from evs union all select * from cols`.execute(
    db,
  );
  return result.rows;
}

export async function eventAssetCounts(db: Db, ids: number[]): Promise<{ images: number; films: number }> {
  const result = await sql<{ images: number; films: number }>`select
      count(*) filter (where asset_type = 'image')::int as images,
      count(*) filter (where asset_type <> 'image')::int as films
    from assets where event_id = any(${ids}::int[]) and withdrawn_at is null`.execute(db);
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
  const result = await sql<AssetDetailRow>`select ${CARD_COLUMNS}, a.caption, a.keywords, a.media_type,
      a.collection_name, a.contributor, a.date_taken, a.uploaded_at, a.locations, a.specific_people,
      a.release_status, a.film_definition, a.frame_rate, a.withdrawn_at, e.name as event_name
    from assets a left join events e on e.id = a.event_id where a.id = ${id}`.execute(db);
  return result.rows[0];
}

export const RELATED_LIMIT = 12;

/** Assets that share the most of this asset's leading keywords, same media type first. */
export async function findRelated(db: Db, asset: AssetDetailRow): Promise<AssetCardRow[]> {
  const terms = asset.keywords.slice(0, 6).filter((k) => /\w/.test(k));
  if (terms.length === 0) return [];
  const orQuery = terms
    .map((k) => k.replace(/"/g, ''))
    .map((k) => `"${k}"`)
    .join(' or ');
  const result = await sql<AssetCardRow>`select ${CARD_COLUMNS} from assets a
    where a.withdrawn_at is null and a.id <> ${asset.id} and a.asset_type = ${asset.asset_type}
      and a.document @@ ${tsQuery(orQuery)}
    order by ts_rank_cd(a.document, ${tsQuery(orQuery)}) desc, a.popularity desc, a.id
    limit ${RELATED_LIMIT}`.execute(db);
  return result.rows;
}

export async function popularAssets(db: Db, limit: number): Promise<AssetCardRow[]> {
  const result = await sql<AssetCardRow>`select ${CARD_COLUMNS} from assets a
    where a.withdrawn_at is null and a.asset_type = 'image'
    order by a.popularity desc, a.id limit ${limit}`.execute(db);
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
