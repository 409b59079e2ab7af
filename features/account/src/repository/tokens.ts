// account_tokens: the single-use links mailed for verification, completion and password reset.
import { sql } from 'kysely';
import type { TokenPurpose } from '../schema';
import { type AccountDb, inMs } from './db';

export async function insertToken(
  db: AccountDb,
  userId: number,
  purpose: TokenPurpose,
  tokenHash: string,
  ttlMs: number,
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({ user_id: userId, purpose, token_hash: tokenHash, expires_at: inMs(ttlMs) })
    .execute();
}

export type TokenLookup = { status: 'valid' | 'used' | 'expired'; userId: number } | { status: 'unknown' };

async function lookupToken(db: AccountDb, tokenHash: string, purpose: TokenPurpose): Promise<TokenLookup> {
  const row = await db
    .selectFrom('account_tokens')
    .select(['user_id', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.used_at) return { status: 'used', userId: row.user_id };
  if (row.expired) return { status: 'expired', userId: row.user_id };
  return { status: 'valid', userId: row.user_id };
}

/** What a link would do, without using it (to show a form behind it). */
export const peekToken = lookupToken;

/** Uses a link: exactly one caller ever gets 'valid' for a token. */
export async function consumeToken(
  db: AccountDb,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<TokenLookup> {
  const used = await db
    .updateTable('account_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .returning('user_id')
    .executeTakeFirst();
  if (used) return { status: 'valid', userId: used.user_id };
  return lookupToken(db, tokenHash, purpose);
}

/** Retires every open link of one purpose (after a password reset, the others must not work). */
export async function retireTokens(db: AccountDb, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
