import type { SearchParameters } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';

/**
 * Windows of a sort order's values, for the searches whose page a walk of the order's index
 * did not fill (repository.ts orderedIds): the matches within the first 5 %, then 25 %, of
 * the table by that order are read through the indexes (the phrase's bitmap ANDed with the
 * range's) and sorted. When a window holds the page, the page is exact: every match outside
 * it comes later in the order (README, "Measured figures behind the search engine").
 */
export const ORDER_WINDOWS = [0.05, 0.25] as const;
/** The column statistics are re-read this often. */
const HISTOGRAM_TTL_MS = 10 * 60 * 1000;

type OrderColumn = 'uploaded_at' | 'date_taken' | 'popularity';

/** The column a sort order sorts by first, and its direction; none for best match. Pure. */
export function orderKey(p: SearchParameters): { column: OrderColumn; descending: boolean } | undefined {
  const date: OrderColumn = p.family === 'editorial' ? 'date_taken' : 'uploaded_at';
  switch (p.sortorder) {
    case 'newest':
      return { column: date, descending: true };
    case 'oldest':
      return { column: date, descending: false };
    case 'mostpopular':
      return { column: 'popularity', descending: true };
    default:
      return undefined;
  }
}

/** The value that bounds the first `share` of ascending histogram bounds in the given direction. Pure. */
export function windowBound(
  bounds: readonly string[],
  share: number,
  descending: boolean,
): string | undefined {
  if (bounds.length < 3) return undefined;
  const last = bounds.length - 1;
  return bounds[Math.round((descending ? 1 - share : share) * last)];
}

const histograms = new WeakMap<Db, Map<OrderColumn, { at: number; bounds: string[] }>>();

async function histogram(db: Db, column: OrderColumn): Promise<string[]> {
  let cache = histograms.get(db);
  if (!cache) {
    cache = new Map();
    histograms.set(db, cache);
  }
  const cached = cache.get(column);
  if (cached && Date.now() - cached.at < HISTOGRAM_TTL_MS) return cached.bounds;
  const result = await sql<{ bounds: string | null }>`select histogram_bounds::text as bounds from pg_stats
    where tablename = 'asset_search' and attname = ${column} limit 1`.execute(db);
  const raw = result.rows[0]?.bounds;
  const bounds = raw
    ? raw
        .replace(/^\{|\}$/g, '')
        .split(',')
        .map((v) => v.replace(/^"|"$/g, ''))
    : [];
  cache.set(column, { at: Date.now(), bounds });
  return bounds;
}

/** The conditions that keep a search within each window of its order, narrowest first. */
export async function orderWindows(db: Db, p: SearchParameters): Promise<RawBuilder<unknown>[]> {
  const key = orderKey(p);
  if (!key) return [];
  const bounds = await histogram(db, key.column);
  const column = sql.ref(`a.${key.column}`);
  return ORDER_WINDOWS.flatMap((share) => {
    const bound = windowBound(bounds, share, key.descending);
    if (bound === undefined) return [];
    const value = key.column === 'popularity' ? sql`${Number(bound)}::int` : sql`${bound}::timestamptz`;
    return [key.descending ? sql`${column} >= ${value}` : sql`${column} <= ${value}`];
  });
}
