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
  }>`explain (format json) select 1 from assets a where ${where}`.execute(db);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

export async function countMatches(db: Db, where: RawBuilder<unknown>): Promise<Count> {
  const capped = await sql<{ n: number }>`select count(*)::int as n from (
      select 1 from assets a where ${where} limit ${EXACT_COUNT_LIMIT + 1}) m`.execute(db);
  const n = capped.rows[0]?.n ?? 0;
  if (n <= EXACT_COUNT_LIMIT) return { value: n, exact: true };
  const estimate = await plannerEstimate(db, where);
  // The estimate can undershoot what was just counted; never show fewer than that.
  return { value: Math.max(EXACT_COUNT_LIMIT + 1, roundEstimate(estimate)), exact: false };
}
