import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';
import type { FacetSource } from './facets';
import { phraseRank } from './phrase';
import { BITMAPS_ONLY, inPlan, type ScanKind, scanFence, WALKS_ONLY } from './planner';
import type { PreparedSearch } from './prepared-search';
import { bestScore, whereClause } from './query';

/**
 * The candidates of a search: its matches with the highest prior (popularity and freshness),
 * at most `cap` of them. "Best match" ranks them by relevance, the facets are counted over
 * them, and when there are no more than `cap` they are every match, which counts the search.
 *
 * Sorting every match of a common word by the prior is what does not scale. The search table
 * is kept in prior order instead (CLUSTER, migration 202611221600_search_layout.sql), so the
 * first matches in its physical order are the best ones, and a read can stop at `cap + 1`:
 * - first within the top of the layout (LAYOUT_TOP_ROWS rows, a bounded scan whatever the
 *   planner expects), which holds `cap` matches of any common search;
 * - else over the whole table through its indexes only (a planner that overestimates a
 *   phrase whose words rarely go together would scan the whole table for matches that are
 *   not there: "sports event" among creative assets has none);
 * and each time also the best of the rows written since the layout, so a new or re-ranked
 * asset takes its place at once.
 */
export const LAYOUT_TOP_ROWS = 20_000;
/** The layout is re-read this often; it only grows, and an older one is merely slower. */
const LAYOUT_TTL_MS = 10_000;

export interface CandidateRow extends Partial<FacetSource> {
  id: number;
  prior: number;
  /** Best match's score; the prior when the search is not ranked by it. */
  score: number;
}

/** What a read of candidates fetches beyond ids and prior (a thousand rows' worth each). */
export interface CandidateNeeds {
  /** Best match's relevance score (only "best" pages are ranked on it). */
  score: boolean;
  /** The values facets are counted over. */
  facets: boolean;
}

export interface Layout {
  /** Rows with a higher version were written after the layout. */
  through: number;
  pages: number;
  rows: number;
  /** The server's shared buffers, in pages: whether the table can stay in them (isDense). */
  buffers: number;
}

const layouts = new WeakMap<Db, { at: number; layout: Layout }>();

export async function searchLayout(db: Db): Promise<Layout> {
  const cached = layouts.get(db);
  if (cached && Date.now() - cached.at < LAYOUT_TTL_MS) return cached.layout;
  const result = await sql<{ through: string; pages: number; rows: number; buffers: number }>`select
      clustered_through::text as through, clustered_pages as pages, clustered_rows as rows,
      (select setting::int from pg_settings where name = 'shared_buffers') as buffers
    from search_layout`.execute(db);
  const row = result.rows[0];
  const layout = {
    through: Number(row?.through ?? 0),
    pages: row?.pages ?? 0,
    rows: row?.rows ?? 0,
    buffers: row?.buffers ?? 0,
  };
  layouts.set(db, { at: Date.now(), layout });
  return layout;
}

/** Pages of the layout that hold its best LAYOUT_TOP_ROWS rows; all of them in a small catalogue. Pure. */
export function topPages(layout: Layout): number {
  if (layout.rows <= LAYOUT_TOP_ROWS) return layout.pages;
  return Math.ceil((layout.pages * LAYOUT_TOP_ROWS) / layout.rows);
}

/** Pages `from` (included) to `to` (excluded) of the layout. */
export interface PageRange {
  from: number;
  to: number;
}

/** Up to `limit` matches in layout order, within `pages` when given. */
export function layoutPart<T>(
  s: PreparedSearch,
  columns: Columns<T>,
  limit: number,
  pages: PageRange | undefined,
) {
  if (pages === undefined) {
    return sql<T>`select ${columns.list} from asset_search a where ${whereClause(s, true)} limit ${limit}`;
  }
  // The pages in order, and no index (planner.ts).
  return sql<T>`select ${columns.list} from asset_search a
    where a.ctid >= ${`(${pages.from},0)`}::tid and a.ctid < ${`(${pages.to},0)`}::tid
      and ${scanFence(whereClause(s, true, 'rows'))}
    limit ${limit}`;
}

/** The best `limit` matches by prior among the rows written since the layout. */
export function recentPart<T>(s: PreparedSearch, columns: Columns<T>, limit: number, layout: Layout) {
  return sql<T>`select ${columns.list} from asset_search a where a.version > ${layout.through} and ${whereClause(s, true)}
    order by a.prior desc, a.id desc limit ${limit}`;
}

/**
 * Runs the reads above until one is conclusive: `complete` when every match was read, else
 * at least `limit` matches were found (the best of them by layout, plus the recent ones).
 * `expected` is the planner's estimate of the matches: the top of the layout is scanned only
 * when it should hold `limit` of them (a scan of it costs the same whatever it finds); a
 * sparser search goes straight to the indexes. Each read fixes its own plan (planner.ts): a
 * scan of the pages of the top (left to choose, the planner uses an index and then drops most
 * of what it found as outside the top), or bitmaps of indexes only. See README "Measured
 * figures behind the search engine" and bench/search.ts.
 */
export async function readInLayout<T extends { id: number; prior: number }>(
  db: Db,
  s: PreparedSearch,
  columns: Columns<T>,
  limit: number,
  expected: number,
): Promise<{ rows: T[]; complete: boolean }> {
  const layout = await searchLayout(db);
  const top = topPages(layout);
  const dense = isDense(layout, expected, limit);
  const recentRows = recentPart<T>(s, columns, limit, layout);
  if (dense) {
    const { rows: first, recent } = await withRecent(
      db,
      WALKS_ONLY,
      layoutPart<T>(s, columns, limit, { from: 0, to: top }),
      recentRows,
      columns.names,
    );
    let rows = first;
    let scanned = top;
    // A top that held a good share of the limit is followed by as many pages again as it
    // should take to find the rest (up to EXTEND_FACTOR times the top in all): cheaper than
    // an index read of a common word.
    if (rows.length < limit && rows.length * EXTEND_FACTOR >= limit && top < layout.pages) {
      const to = Math.min(layout.pages, Math.ceil((top * limit * 1.25) / Math.max(1, rows.length)));
      const more = await withPlan(
        db,
        WALKS_ONLY,
        layoutPart<T>(s, columns, limit - rows.length, { from: top, to }),
        columns.names,
      );
      rows = [...rows, ...more];
      scanned = to;
    }
    if (rows.length >= limit) return { rows: distinctByPrior([...rows, ...recent]), complete: false };
    // When the whole layout was scanned, it and the recent rows hold every match, unless the
    // recent rows alone reached the limit.
    if (scanned >= layout.pages && recent.length < limit) {
      return { rows: distinctByPrior([...rows, ...recent]), complete: true };
    }
  }
  const { rows, recent } = await withRecent(
    db,
    BITMAPS_ONLY,
    layoutPart<T>(s, columns, limit, undefined),
    recentRows,
    columns.names,
  );
  return { rows: distinctByPrior([...rows, ...recent]), complete: rows.length < limit };
}

/**
 * A read of the layout and the best rows written since (recentPart) in one statement: one
 * round trip and one plan instead of two. The recent rows are few, found by the version index
 * under either plan.
 */
async function withRecent<T>(
  db: Db,
  off: readonly ScanKind[],
  part: RawBuilder<T>,
  recent: RawBuilder<T>,
  names: ReadonlyArray<keyof T & string>,
): Promise<{ rows: T[]; recent: T[] }> {
  const both = sql<T & { lb_recent: boolean }>`(select m.*, false as lb_recent from (${part}) m)
    union all (select r.*, true from (${recent}) r)`;
  const read = await withPlan(db, off, both, [...names, 'lb_recent']);
  const split = { rows: [] as T[], recent: [] as T[] };
  for (const { lb_recent, ...row } of read) (lb_recent ? split.recent : split.rows).push(row as T);
  return split;
}

/** How far past the top a scan may go, as a multiple of the top (see readInLayout). */
const EXTEND_FACTOR = 4;

/**
 * A search matching less than this share of a table held in shared buffers is read through
 * its indexes (see isDense).
 */
export const CACHED_DENSE_SHARE = 0.25;

/**
 * Whether to read a search from the top of the layout: the top should hold `limit` of its
 * `expected` matches, and scanning for them should cost less than reading them through the
 * indexes. The scan costs a little per row and finds `limit` matches in `limit / share` rows;
 * the index read costs about one page visit a match. Where the table does not fit in shared
 * buffers a visit is dear, the scan wins for any search the top can fill, and the top holding
 * `limit` decides. Where it fits, a visit is cheap and the scan wins only past
 * CACHED_DENSE_SHARE (README "Measured figures behind the search engine"). Pure.
 */
export function isDense(layout: Layout, expected: number, limit: number): boolean {
  const rows = Math.max(1, layout.rows);
  const cached = layout.pages <= layout.buffers;
  if (cached && expected < CACHED_DENSE_SHARE * rows) return false;
  return topPages(layout) > 0 && expected * Math.min(1, LAYOUT_TOP_ROWS / rows) >= limit;
}

/** A query's rows, in no particular order, read as inPlan says. */
export function withPlan<T>(
  db: Db,
  off: readonly ScanKind[],
  query: RawBuilder<T>,
  names: ReadonlyArray<keyof T & string>,
): Promise<T[]> {
  return inPlan(db, off, (tx) => readRows(tx, query, names));
}

/** A read's columns: the select list, each column named (`as`), and those names. */
export interface Columns<T> {
  names: ReadonlyArray<keyof T & string>;
  list: RawBuilder<unknown>;
}

export function columnsOf<T>(expressions: { [K in keyof T]: RawBuilder<unknown> }): Columns<T> {
  const names = Object.keys(expressions) as Array<keyof T & string>;
  return { names, list: sql.join(names.map((n) => sql`${expressions[n]} as ${sql.ref(n)}`)) };
}

/**
 * A query's rows, fetched as one JSON value of one array per column: the cheapest way for
 * PGlite (and node-postgres) to hand over many rows, cheaper than row by row or an array of
 * row objects that spell out their keys (README "Searching", bench/search.ts).
 */
export async function readRows<T>(
  db: Db,
  query: RawBuilder<T>,
  names: ReadonlyArray<keyof T & string>,
): Promise<T[]> {
  const arrays = names.map((n) => sql`${n}::text, json_agg(r.${sql.ref(n)})`);
  const result = await sql<{ columns: string }>`select json_build_object(${sql.join(arrays)})::text as columns
    from (${query}) r`.execute(db);
  const columns = JSON.parse(result.rows[0]?.columns ?? '{}') as Record<string, unknown[] | null>;
  const first = columns[names[0]!];
  if (!first) return [];
  return first.map((_, i) => {
    const row: Record<string, unknown> = {};
    for (const n of names) row[n] = columns[n]![i];
    return row as T;
  });
}

/** Rows by prior, best first, each once (a recent row may also be in the layout's part). */
function distinctByPrior<T extends { id: number; prior: number }>(rows: T[]): T[] {
  const seen = new Set<number>();
  return [...rows]
    .sort((x, y) => y.prior - x.prior || y.id - x.id)
    .filter((r) => !seen.has(r.id) && seen.add(r.id) !== undefined);
}

function candidateColumns(s: PreparedSearch, needs: CandidateNeeds): Columns<CandidateRow> {
  const rank = needs.score ? phraseRank(s) : undefined;
  const base = { id: sql`a.id`, prior: sql`a.prior`, score: rank ? bestScore(rank) : sql`a.prior` };
  if (!needs.facets) return columnsOf<CandidateRow>(base);
  return columnsOf<CandidateRow>({
    ...base,
    specific_people: sql`a.specific_people`,
    locations: sql`a.locations`,
    event_id: sql`a.event_id`,
    collection_code: sql`a.collection_code`,
    collection_name: sql`a.collection_name`,
  });
}

/**
 * The best `cap` matches by prior (all of them when `complete`, which also counts the search),
 * with what the caller needs of them.
 */
export async function readCandidates(
  db: Db,
  s: PreparedSearch,
  cap: number,
  expected: number,
  needs: CandidateNeeds = { score: true, facets: true },
): Promise<{ rows: CandidateRow[]; complete: boolean }> {
  const read = await readInLayout<CandidateRow>(db, s, candidateColumns(s, needs), cap + 1, expected);
  return read.complete ? read : { rows: read.rows.slice(0, cap), complete: false };
}
