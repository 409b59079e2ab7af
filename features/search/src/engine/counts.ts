import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';

/**
 * Counting every match of a common term costs a visit to every matching row. Up to
 * EXACT_COUNT_LIMIT matches are counted exactly; past that the planner's estimate (from the
 * table statistics, typically within a few per cent) is shown, rounded, as "about N".
 */
export const EXACT_COUNT_LIMIT = 1000;
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

async function plannerEstimate(db: Db, where: RawBuilder<unknown>): Promise<number> {
  const plan = await sql<{
    'QUERY PLAN': unknown;
  }>`explain (format json) select 1 from asset_search a where ${where}`.execute(db);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The capped count of each asset type in one statement (one round trip instead of three),
 * then the planner's estimate for each type past the cap. Each type has its own conditions
 * (the scope tabs count what following them would show), which must include the type.
 */
export async function countPerType<T extends string>(
  db: Db,
  conditions: Record<T, RawBuilder<unknown>>,
): Promise<Record<T, Count>> {
  const types = Object.keys(conditions) as T[];
  const columns = types.map(
    (t) => sql`(select count(*)::int from (select 1 from asset_search a
      where ${conditions[t]} limit ${EXACT_COUNT_LIMIT + 1}) m) as ${sql.ref(t)}`,
  );
  const capped = await sql<Record<T, number>>`select ${sql.join(columns)}`.execute(db);
  const row = capped.rows[0]!;
  const counts = await Promise.all(
    types.map(async (t): Promise<Count> => {
      const n = row[t] ?? 0;
      if (n <= EXACT_COUNT_LIMIT) return { value: n, exact: true };
      const estimate = await plannerEstimate(db, conditions[t]);
      return { value: Math.max(EXACT_COUNT_LIMIT + 1, roundEstimate(estimate)), exact: false };
    }),
  );
  return Object.fromEntries(types.map((t, i) => [t, counts[i]!])) as Record<T, Count>;
}
