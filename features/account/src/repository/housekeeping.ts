// Deleting expired sessions, remember-me tokens and long-spent mailed links.
import { sql } from 'kysely';
import type { AccountDb } from './db';

/**
 * Housekeeping: sessions and remember-me tokens past their expiry are of no use to anyone.
 * Mailed-link tokens stay a month longer, so an old link still gets "already used" or
 * "expired" rather than "not found".
 */
export const SPENT_LINK_RETENTION = '30 days';

export async function deleteExpired(db: AccountDb): Promise<void> {
  await db.deleteFrom('account_sessions').where(sql<boolean>`expires_at <= now()`).execute();
  await db.deleteFrom('account_remember_tokens').where(sql<boolean>`expires_at <= now()`).execute();
  await db.deleteFrom('account_rate_limits').where(sql<boolean>`reset_at <= now()`).execute();
  await db
    .deleteFrom('account_tokens')
    .where(sql<boolean>`expires_at <= now() - ${SPENT_LINK_RETENTION}::interval`)
    .execute();
}
