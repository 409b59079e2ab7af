import type { SearchParameters } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';
import type { Count } from './counts';
import { phraseQuery } from './phrase';
import { bestScore, whereClause } from './query';

/**
 * The candidates of a search: its matches with the highest prior (popularity and freshness),
 * at most `cap` of them. "Best match" ranks them by relevance, and the facets are counted over
 * them, so one read serves both.
 *
 * Finding the top of a common term's matches is the expensive part at a million assets: an
 * ordered walk of the prior index visits cap / selectivity rows, and reading every match
 * visits all of them. So a search with more matches than the cap is first read within the top
 * prior tiers (TIERS, as fractions of the table, bounds from the table's own histogram of the
 * prior): the first tier that holds `cap` matches holds the top `cap` of them, exactly, and
 * each read touches at most that tier. The planner's estimates cannot choose the tier: they
 * assume a phrase's words are independent and were seen 25 times too low for "sports event".
 */
export const TIERS = [0.02, 0.1, 0.4] as const;
/** The prior histogram is re-read this often, so it follows the statistics after ANALYZE. */
const HISTOGRAM_TTL_MS = 10 * 60 * 1000;

export interface CandidateRow {
  id: number;
  score: number;
  specific_people: string[];
  locations: string[];
  event_id: number | null;
  collection_code: string;
  collection_name: string;
}

const histograms = new WeakMap<Db, { at: number; bounds: number[] }>();

/** Ascending bounds of the prior's histogram (about 100 buckets of equal row counts), or none yet. */
async function priorHistogram(db: Db): Promise<number[]> {
  const cached = histograms.get(db);
  if (cached && Date.now() - cached.at < HISTOGRAM_TTL_MS) return cached.bounds;
  const result = await sql<{ bounds: string | null }>`select histogram_bounds::text as bounds from pg_stats
    where tablename = 'asset_search' and attname = 'prior' limit 1`.execute(db);
  const raw = result.rows[0]?.bounds;
  const bounds = raw
    ? raw
        .replace(/[{}]/g, '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isFinite(n))
    : [];
  histograms.set(db, { at: Date.now(), bounds });
  return bounds;
}

/** The lowest prior of the top `fraction` of the table, from ascending histogram bounds. Pure. */
export function tierThreshold(bounds: readonly number[], fraction: number): number | undefined {
  if (bounds.length < 3 || fraction >= 1) return undefined;
  const buckets = bounds.length - 1;
  const index = Math.round((1 - fraction) * buckets);
  return bounds[Math.max(0, Math.min(buckets - 1, index))];
}

/**
 * Up to `limit` matches, in no order: the first read of a search that is not expected to be
 * large. When fewer come back, they are every match, which gives the exact count and the
 * candidates at once. Unordered, because ordering by the prior lets a planner that
 * underestimates the matches (a phrase whose words go together) sort all of them: 4 s for
 * "sports event" in editorial at a million assets.
 */
export function readMatches(p: SearchParameters, limit: number) {
  const q = phraseQuery(p);
  return sql<CandidateRow & { prior: number }>`select a.id, a.prior,
      ${q ? bestScore(q) : sql`a.prior`} as score, a.specific_people, a.locations, a.event_id,
      a.collection_code, a.collection_name
    from asset_search a where ${whereClause(p, true)} limit ${limit}`;
}

function read(p: SearchParameters, cap: number, threshold: number | undefined) {
  const q = phraseQuery(p);
  const tier: RawBuilder<unknown> = threshold === undefined ? sql`true` : sql`a.prior >= ${threshold}`;
  return sql<CandidateRow>`select a.id, ${q ? bestScore(q) : sql`a.prior`} as score, a.specific_people,
      a.locations, a.event_id, a.collection_code, a.collection_name
    from (select a.id, a.prior, a.document, a.specific_people, a.locations, a.event_id, a.collection_code,
        a.collection_name
      from asset_search a where ${whereClause(p, true)} and ${tier}
      order by a.prior desc, a.id desc limit ${cap}) a`;
}

/**
 * The top `cap` matches by prior. `count` is the current type's count from counts.ts: when it
 * is exact, every match fits under the cap and one read finds them all. A read of the whole
 * set that comes back short of the cap has found every match: `complete` says so, and the
 * caller can make its estimated count exact.
 */
export async function readCandidates(
  db: Db,
  p: SearchParameters,
  cap: number,
  count: Count,
): Promise<{ rows: CandidateRow[]; complete: boolean }> {
  if (!count.exact) {
    const bounds = await priorHistogram(db);
    // Every tier is tried, smallest first: the estimate errs too low to skip any.
    for (const fraction of TIERS) {
      const threshold = tierThreshold(bounds, fraction);
      if (threshold === undefined) break;
      const rows = (await read(p, cap, threshold).execute(db)).rows;
      if (rows.length >= cap) return { rows, complete: false };
    }
  }
  const rows = (await read(p, cap, undefined).execute(db)).rows;
  return { rows, complete: rows.length < cap };
}
