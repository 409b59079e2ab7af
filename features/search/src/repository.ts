import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';
import { PAGE_SIZE, type SearchQuery } from './domain/query';

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

function filters(query: SearchQuery, withType: boolean): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`a.withdrawn_at is null`];
  if (withType) parts.push(sql`a.asset_type = ${query.assettype}`);
  if (query.phrase) parts.push(sql`a.document @@ ${tsQuery(query.phrase)}`);
  if (query.family !== 'creative,editorial') parts.push(sql`a.family = ${query.family}`);
  if (query.mediatype) parts.push(sql`a.media_type = ${query.mediatype}`);
  return sql.join(parts, sql` and `);
}

function ordering(query: SearchQuery): RawBuilder<unknown> {
  switch (query.sortorder) {
    case 'newest':
      return sql`a.uploaded_at desc, a.id desc`;
    case 'oldest':
      return sql`a.uploaded_at asc, a.id asc`;
    case 'mostpopular':
      return sql`a.popularity desc, a.id desc`;
    case 'best':
      return query.phrase
        ? sql`ts_rank_cd(a.document, ${tsQuery(query.phrase)}) * ln(10 + a.popularity) desc, a.id desc`
        : sql`a.popularity desc, a.id desc`;
  }
}

export async function searchAssets(db: Db, query: SearchQuery) {
  const offset = (query.page - 1) * PAGE_SIZE;
  const rows = await sql<AssetCardRow>`select ${CARD_COLUMNS} from assets a
    where ${filters(query, true)} order by ${ordering(query)} limit ${PAGE_SIZE} offset ${offset}`.execute(
    db,
  );
  const counts = await sql<{ images: number; films: number }>`select
      count(*) filter (where a.asset_type = 'image')::int as images,
      count(*) filter (where a.asset_type in ('film', 'videotemplate'))::int as films
    from assets a where ${filters(query, false)}`.execute(db);
  const { images = 0, films = 0 } = counts.rows[0] ?? {};
  return { rows: rows.rows, counts: { images, films } };
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
