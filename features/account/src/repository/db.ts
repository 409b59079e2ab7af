// The accounts feature's database handle and what every table group's SQL shares.
import type { Db } from '@lightbox/platform';
import { type Kysely, sql } from 'kysely';
import type { AccountTables } from '../schema';

/** All SQL of the accounts feature lives in this folder. Times are the database's (now()), so every node agrees. */
export type AccountDb = Kysely<AccountTables>;

export const accountDb = (db: Db): AccountDb => db.withTables<AccountTables>();

/** The database's clock plus a duration, for expiry columns. */
export const inMs = (ms: number) => sql<Date>`now() + (${ms / 1000}::double precision * interval '1 second')`;

/** PostgreSQL's unique_violation, from pg and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | undefined;
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
}
