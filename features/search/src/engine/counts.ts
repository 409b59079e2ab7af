import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';

/**
 * Counting every match of a common term costs a visit to every matching row. Up to
 * EXACT_COUNT_LIMIT matches are counted exactly; past that the planner's estimate (from the
 * table statistics, typically within a few per cent) is shown, rounded, as "about N".
 */
export const EXACT_COUNT_LIMIT = 1000;
/**
 * The other scope tabs are counted exactly up to this many: a tab is a hint of what a click
 * finds, and a smaller cap halves the cost of a common word's counts.
 */
export const TAB_EXACT_COUNT_LIMIT = 200;
/**
 * A search the planner expects to have this many times the exact limit is not counted at all:
 * its estimate is shown straight away. Estimates err low for phrases whose words go together
 * ("sports event"), rarely high; when one errs high the candidate read finds every match and
 * the count becomes exact again (candidates.ts).
 */
export const SKIP_COUNT_FACTOR = 4;
const ESTIMATE_SIGNIFICANT_DIGITS = 2;

export interface Count {
  value: number;
  exact: boolean;
}

export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - (ESTIMATE_SIGNIFICANT_DIGITS - 1));
  return Math.round(n / magnitude) * magnitude;
}

/** A count past `counted`: the planner's estimate, rounded, never below what was counted. */
export async function estimateCount(db: Db, where: RawBuilder<unknown>, counted: number): Promise<Count> {
  return estimated(await plannerEstimate(db, where), counted);
}

/** An estimate as shown: rounded, never below what was counted. */
export function estimated(estimate: number, counted: number): Count {
  return { value: Math.max(counted, roundEstimate(estimate)), exact: false };
}

export async function plannerEstimate(db: Db, where: RawBuilder<unknown>): Promise<number> {
  return (await plannerEstimates(db, [where]))[0]!;
}

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * The planner's estimates of several searches in one statement: the explained plan of their
 * UNION ALL has one branch per search, in order. One statement instead of one each saves
 * PGlite, which runs them one after another, about a millisecond per search.
 */
export async function plannerEstimates(db: Db, wheres: readonly RawBuilder<unknown>[]): Promise<number[]> {
  if (wheres.length === 0) return [];
  const branches = wheres.map((w) => sql`select 1 from asset_search a where ${w}`);
  const plan = await sql<{
    'QUERY PLAN': unknown;
  }>`explain (format json) ${sql.join(branches, sql` union all `)}`.execute(db);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const top = parsed[0]?.Plan;
  if (!top) return wheres.map(() => 0);
  if (wheres.length === 1) return [top['Plan Rows']];
  const parts = top['Node Type'] === 'Append' ? (top.Plans ?? []) : [];
  if (parts.length === wheres.length) return parts.map((p) => p['Plan Rows']);
  // A branch the planner proved empty leaves the union: ask for each apart.
  return Promise.all(wheres.map((w) => plannerEstimate(db, w)));
}

/**
 * The capped count of each asset type in one statement (one round trip instead of three),
 * then the planner's estimate for each type past the cap. Each type has its own conditions
 * (the scope tabs count what following them would show), which must include the type.
 */
export async function countPerType<T extends string>(
  db: Db,
  conditions: Record<T, RawBuilder<unknown>>,
  limit = EXACT_COUNT_LIMIT,
  known?: Record<T, number>,
): Promise<Record<T, Count>> {
  const types = Object.keys(conditions) as T[];
  const estimates = known
    ? types.map((t) => known[t])
    : await plannerEstimates(
        db,
        types.map((t) => conditions[t]),
      );
  const counted = types.filter((_, i) => estimates[i]! < SKIP_COUNT_FACTOR * limit);
  const row: Partial<Record<T, number>> = {};
  if (counted.length > 0) {
    const columns = counted.map(
      (t) => sql`(select count(*)::int from (select 1 from asset_search a
        where ${conditions[t]} limit ${limit + 1}) m) as ${sql.ref(t)}`,
    );
    Object.assign(row, (await sql<Record<T, number>>`select ${sql.join(columns)}`.execute(db)).rows[0]);
  }
  return Object.fromEntries(
    types.map((t, i) => {
      const n = row[t];
      const count =
        n !== undefined && n <= limit ? { value: n, exact: true } : estimated(estimates[i]!, limit + 1);
      return [t, count];
    }),
  ) as Record<T, Count>;
}
