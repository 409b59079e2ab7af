import { ASSET_TYPES, type AssetType, type MetadataLanguage, type SiteId } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';
import { type CandidateRow, readCandidates } from './engine/candidates';
import { readCards } from './engine/cards';
import {
  type Count,
  countPerType,
  estimated,
  plannerEstimates,
  TAB_EXACT_COUNT_LIMIT,
} from './engine/counts';
import { countFacets, type FacetSource, type FacetValue } from './engine/facets';
import type { ConditionForm } from './engine/filters';
import { orderWindows } from './engine/order-windows';
import { phraseCorrelation } from './engine/phrase';
import { BITMAPS_ONLY, inPlan, WALKS_ONLY } from './engine/planner';
import type { PreparedSearch } from './engine/prepared-search';
import { orderClause, whereClause } from './engine/query';
import { visualOrder } from './engine/similar';

/** The search feature's queries: a search's page, counts and facets, asset details, the landing page. */

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
  /** The language title, caption and keywords are written in. */
  metadata_language: MetadataLanguage;
  /** As the file's IPTC/XMP said (npm run import); empty when it said nothing. */
  credit_line: string;
  copyright: string;
}

const CARD_COLUMNS = sql`d.id, d.title, d.short_title, d.asset_type, d.family, d.license_type, d.width, d.height,
  d.duration_seconds, d.is_offline`;

/**
 * Ranking every match of a common term does not scale (DESIGN.md section 8): "best match"
 * ranks the RANK_CANDIDATES matches with the highest prior (popularity and freshness; more
 * when paging deeper), read as engine/candidates.ts describes.
 */
export const RANK_CANDIDATES = 1000;

/**
 * Facet counts (events, people, places, plus collections) are counted over the same
 * candidates: exact whenever the search has at most RANK_CANDIDATES matches; past that they
 * cover the RANK_CANDIDATES matches with the highest prior, and say so (facetsExact false).
 */
export const FACET_EXACT_LIMIT = RANK_CANDIDATES;

export type FilterOptionRow = FacetValue;

export interface Facets {
  rows: FilterOptionRow[];
  /** True when the counts cover every match. */
  exact: boolean;
}

export interface SearchOutcome {
  rows: ResultCardRow[];
  counts: Record<'images' | 'films' | 'videotemplates', Count>;
  facets: Facets | undefined;
  /** The matches with the highest prior (SAMPLE_SIZE of them), when they were read. */
  sampleIds: number[] | undefined;
}

/**
 * A page in a stored order: a sort order's index, or nearness to the picture of a search by
 * image. When every match is already known (`among`), only those are sorted. Otherwise the
 * order's index is walked first, at most WALK_BUDGET rows of the asset type: when they hold
 * the page, no later row can come before it; then windows of the order's values
 * (engine/order-windows.ts). Only a search too sparse for those reads every match through the
 * indexes and sorts it (the planner, left to choose, walked the whole index
 * for a phrase it thought common, and sorted 78,000 matches of one it thought rare).
 */
async function orderedIds(
  db: Db,
  s: PreparedSearch,
  offset: number,
  pageSize: number,
  among: readonly number[] | undefined,
): Promise<number[]> {
  const p = s.params;
  const order = visualOrder(p) ?? orderClause(s);
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
  const page = (from: RawBuilder<unknown>, known: RawBuilder<unknown>, form: ConditionForm = 'index') => sql<{
    id: number;
  }>`select a.id from ${from} where ${known}${whereClause(s, true, form)}
    order by ${order} limit ${pageSize} offset ${offset}`;
  if (among)
    return ids(
      (await page(sql`asset_search a`, sql`a.id = any(${[...among]}::int[]) and `).execute(db)).rows,
    );
  if (!visualOrder(p)) {
    const first = sql`(select * from asset_search a where a.asset_type = ${p.assettype ?? 'image'}
      order by ${order} limit ${WALK_BUDGET}) a`;
    const walked = await inPlan(
      db,
      WALKS_ONLY,
      async (tx) => (await page(first, sql``, 'rows').execute(tx)).rows,
    );
    if (walked.length === pageSize) return ids(walked);
    for (const within of await orderWindows(db, p)) {
      const rows = await inPlan(
        db,
        BITMAPS_ONLY,
        async (tx) => (await page(sql`asset_search a`, sql`${within} and `).execute(tx)).rows,
      );
      if (rows.length === pageSize) return ids(rows);
    }
  }
  return ids(
    await inPlan(db, BITMAPS_ONLY, async (tx) => (await page(sql`asset_search a`, sql``).execute(tx)).rows),
  );
}

/** Rows of a sort order's index walked before a search is read whole (see orderedIds). */
export const WALK_BUDGET = 5000;

/**
 * One page of results, the count of each asset type (`tabs`: the search each scope tab leads
 * to), and (unless left out) the facets. One read of the candidates (engine/candidates.ts)
 * counts the search when it finds every match; past that the planner's estimate is shown.
 */
export async function searchAssets(
  db: Db,
  asked: PreparedSearch,
  tabs: Record<AssetType, PreparedSearch>,
  page: number,
  pageSize: number,
  options: {
    /** Count facets (default); the benchmark measures results with and without them. */
    facets?: boolean;
    /** Told the best matches as soon as they are read (related searches start from them). */
    onSample?: (ids: readonly number[]) => void;
  } = {},
): Promise<SearchOutcome> {
  const { facets: withFacets = true, onSample } = options;
  const offset = (page - 1) * pageSize;
  const p = asked.params;
  const type = p.assettype ?? 'image';
  const otherTypes = ASSET_TYPES.filter((t) => t !== type);
  const otherTabs = Object.fromEntries(otherTypes.map((t) => [t, whereClause(tabs[t], true)])) as Record<
    AssetType,
    RawBuilder<unknown>
  >;
  // "Best" pages come from the candidates: ranked by relevance and prior, or by the prior
  // alone without a phrase (the candidates are read in that order, so no second walk).
  const ranked = (p.sortorder ?? 'best') === 'best' && visualOrder(p) === undefined;
  const cap = ranked ? Math.max(RANK_CANDIDATES, offset + pageSize) : RANK_CANDIDATES;
  // One statement estimates the search and the other tabs; the tabs are then counted alongside
  // the whole search (a connection each on a server).
  const [expected = 0, ...tabEstimates] = await plannerEstimates(db, [
    whereClause(asked, true, 'estimate'),
    ...otherTypes.map((t) => whereClause(tabs[t], true, 'estimate')),
  ]);
  const counting = countPerType(
    db,
    otherTabs,
    TAB_EXACT_COUNT_LIMIT,
    Object.fromEntries(otherTypes.map((t, i) => [t, tabEstimates[i]!])) as Record<AssetType, number>,
  );
  counting.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
  // Where to read from is chosen on the estimate corrected for words that go together; the
  // count shown stays the planner's.
  const read = await readCandidates(db, asked, cap, expected * phraseCorrelation(asked), {
    score: ranked,
    facets: withFacets,
  });
  const candidates = read.rows;
  const sampleIds = candidates.slice(0, SAMPLE_SIZE).map((c) => c.id);
  onSample?.(sampleIds);
  const current: Count = read.complete
    ? { value: candidates.length, exact: true }
    : estimated(expected, cap + 1);
  const ordered = ranked
    ? undefined
    : await orderedIds(db, asked, offset, pageSize, read.complete ? candidates.map((r) => r.id) : undefined);
  const others = await counting;
  const perType = { ...others, [type]: current } as Record<AssetType, Count>;
  const counts = { images: perType.image, films: perType.film, videotemplates: perType.videotemplate };
  const pageIds = ordered
    ? ordered
    : [...candidates]
        .sort((x, y) => y.score - x.score || y.id - x.id)
        .slice(offset, offset + pageSize)
        .map((r) => r.id);
  const [rows, facets] = await Promise.all([
    readCards(db, pageIds),
    withFacets ? facetsOf(db, candidates, current) : undefined,
  ]);
  return { rows, counts, facets, sampleIds };
}

/** How many of the candidates (highest prior first) related searches look at. */
export const SAMPLE_SIZE = 100;

/** A result card's row, with its stack (the stack's first id and size) when it has one. */
export interface ResultCardRow extends AssetCardRow {
  stack_id: number | null;
  stack_size: number | null;
}

async function facetsOf(db: Db, candidates: CandidateRow[], current: Count): Promise<Facets> {
  // Read with their facet values (readCandidates' needs.facets follows the same option).
  const rows = countFacets(candidates as Array<CandidateRow & FacetSource>);
  const eventIds = rows.filter((r) => r.kind === 'events').map((r) => Number(r.value));
  for (const e of await eventNames(db, eventIds)) {
    const row = rows.find((r) => r.kind === 'events' && r.value === String(e.id));
    if (row) row.label = e.name;
  }
  return { rows, exact: current.exact && current.value <= FACET_EXACT_LIMIT };
}

export async function eventAssetCounts(db: Db, ids: number[]): Promise<{ images: number; films: number }> {
  const result = await sql<{ images: number; films: number }>`select
      count(*) filter (where asset_type = 'image')::int as images,
      count(*) filter (where asset_type <> 'image')::int as films
    from asset_search where event_id = any(${ids}::int[]) and withdrawn_at is null`.execute(db);
  return result.rows[0] ?? { images: 0, films: 0 };
}

/** The events the given assets were taken at, with how many of them each holds (most first). */
export async function eventsOfAssets(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; name: string; parent_id: number | null; children: number; assets: number }>> {
  if (ids.length === 0) return [];
  const result = await sql<{
    id: number;
    name: string;
    parent_id: number | null;
    children: number;
    assets: number;
  }>`select e.id, e.name, e.parent_id,
      (select count(*)::int from events c where c.parent_id = e.id) as children, count(*)::int as assets
    from assets a join events e on e.id = a.event_id
    where a.id = any(${[...ids]}::int[])
    group by e.id order by assets desc, e.id`.execute(db);
  return result.rows;
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

/** The asset as the given site shows it; none when it is not offered there (assets.sites). */
export async function findAsset(db: Db, site: SiteId, id: number): Promise<AssetDetailRow | undefined> {
  const result = await sql<AssetDetailRow>`select ${CARD_COLUMNS}, d.caption, d.keywords, d.media_type,
      d.collection_name, d.contributor, d.date_taken, d.uploaded_at, d.locations, d.specific_people,
      d.release_status, d.film_definition, d.frame_rate, d.withdrawn_at, d.metadata_language,
      d.credit_line, d.copyright, e.name as event_name
    from assets d left join events e on e.id = d.event_id where d.id = ${id} and ${site} = any(d.sites)`.execute(
    db,
  );
  return result.rows[0];
}

export const RELATED_LIMIT = 12;

/**
 * Assets of the same type that share the most of this asset's leading keywords, ranked among
 * the RANK_CANDIDATES best-prior assets sharing any of them (an OR of common words matches much
 * of the catalogue).
 */
export async function findRelated(db: Db, site: SiteId, asset: AssetDetailRow): Promise<AssetCardRow[]> {
  const terms = asset.keywords.slice(0, 6).filter((k) => /\w/.test(k));
  if (terms.length === 0) return [];
  const orQuery = terms
    .map((k) => k.replace(/"/g, ''))
    .map((k) => `"${k}"`)
    .join(' or ');
  const q = sql`websearch_to_tsquery(lb_text_config(${asset.metadata_language}), ${orQuery})`;
  const ranked = await sql<{ id: number }>`select a.id from (
      select a.id, a.document, a.prior from asset_search a
      where a.withdrawn_at is null and a.id <> ${asset.id} and a.asset_type = ${asset.asset_type}
        and (a.site_only is null or a.site_only = ${site}) and a.document @@ ${q}
      order by a.prior desc, a.id desc limit ${RANK_CANDIDATES}) a
    order by ts_rank(a.document, ${q}) desc, a.prior desc, a.id limit ${RELATED_LIMIT}`.execute(db);
  return readCards(
    db,
    ranked.rows.map((r) => r.id),
  );
}

export async function popularAssets(db: Db, site: SiteId, limit: number): Promise<AssetCardRow[]> {
  const result = await sql<AssetCardRow>`select ${CARD_COLUMNS} from assets d
    where d.withdrawn_at is null and d.asset_type = 'image' and ${site} = any(d.sites)
    order by d.popularity desc, d.id limit ${limit}`.execute(db);
  return result.rows;
}

/** How many assets the store offers: the home page states the real size of the collection. */
export async function catalogueSize(db: Db, site: SiteId): Promise<number> {
  const result = await sql<{
    n: string;
  }>`select count(*) as n from assets where withdrawn_at is null and ${site} = any(sites)`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** One strong picture per category for the landing page tiles. */
export async function categoryCovers(db: Db, site: SiteId): Promise<Record<string, number | undefined>> {
  const result = await sql<{ category: string; id: number }>`select distinct on (category) category, id from (
      select case
        when asset_type = 'film' then 'video'
        when family = 'editorial' then 'editorial'
        when media_type = 'illustration' then 'illustrations'
        when media_type = 'vector' then 'vectors'
        else 'creativeImages' end as category, id, popularity
      from assets where withdrawn_at is null and asset_type in ('image', 'film') and ${site} = any(sites)
    ) c order by category, popularity desc, id`.execute(db);
  return Object.fromEntries(result.rows.map((r) => [r.category, r.id]));
}
