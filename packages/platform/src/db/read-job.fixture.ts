import { isMainThread } from 'node:worker_threads';
import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Read jobs for the read-job tests (database.readJob): where they ran, and what they read
 * through the handle they were given, including statements made side by side.
 */
export async function codesAndThread(db: Db, table: string, prefix: string) {
  const [codes, count] = await Promise.all([
    sql<{
      code: string;
    }>`select code from ${sql.table(table)} where code like ${`${prefix}%`} order by code`.execute(db),
    sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where code like ${`${prefix}%`}`.execute(db),
  ]);
  return { codes: codes.rows.map((r) => r.code), count: count.rows[0]!.n, onMainThread: isMainThread };
}

export async function failingRead(db: Db) {
  await sql`select 1 / 0`.execute(db);
}

export const notAFunction = 'a value';
