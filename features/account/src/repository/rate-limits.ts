// The counters of the sign-in and mail limits: one fixed window per scope and hashed key.
import { sql } from 'kysely';
import { type AccountDb, inMs } from './db';

export interface WindowRow {
  count: number;
  reset_at: Date;
}

/** The window still running for a key, if any. */
export async function currentWindow(
  db: AccountDb,
  scope: string,
  keyHash: string,
): Promise<WindowRow | undefined> {
  return db
    .selectFrom('account_rate_limits')
    .select(['count', 'reset_at'])
    .where('scope', '=', scope)
    .where('key_hash', '=', keyHash)
    .where(sql<boolean>`reset_at > now()`)
    .executeTakeFirst();
}

/**
 * Counts one hit in one statement (two processes counting at once both count): a window that
 * has ended starts again at 1.
 */
export async function countHit(
  db: AccountDb,
  scope: string,
  keyHash: string,
  windowMs: number,
): Promise<WindowRow> {
  const result = await sql<WindowRow>`
    insert into account_rate_limits as l (scope, key_hash, count, reset_at)
    values (${scope}, ${keyHash}, 1, ${inMs(windowMs)})
    on conflict (scope, key_hash) do update set
      count = case when l.reset_at <= now() then 1 else l.count + 1 end,
      reset_at = case when l.reset_at <= now() then excluded.reset_at else l.reset_at end
    returning count, reset_at`.execute(db);
  return result.rows[0]!;
}

export async function deleteWindow(db: AccountDb, scope: string, keyHash: string): Promise<void> {
  await db
    .deleteFrom('account_rate_limits')
    .where('scope', '=', scope)
    .where('key_hash', '=', keyHash)
    .execute();
}
