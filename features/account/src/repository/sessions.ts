// account_sessions and account_remember_tokens: who is signed in, and who asked to be remembered.
import { sql } from 'kysely';
import type { TeamRole } from '../schema';
import { type AccountDb, inMs } from './db';

export interface SessionRow {
  session_id: number;
  password_at: Date | null;
  remember_me: boolean;
  last_seen_at: Date;
  sign_in_reported_at: Date | null;
  user_id: number;
  email: string;
  username: string;
  display_name: string | null;
  country_code: string | null;
  lite: boolean;
  people_disambiguation_opt_in: boolean;
  email_verified_at: Date | null;
  team_id: number | null;
  team_name: string | null;
  team_role: TeamRole | null;
}

export async function findSession(db: AccountDb, tokenHash: string): Promise<SessionRow | undefined> {
  const result =
    await sql<SessionRow>`select s.id as session_id, s.password_at, s.remember_me, s.last_seen_at,
      s.sign_in_reported_at, u.id as user_id, u.email, u.username, u.display_name, u.country_code, u.lite,
      u.people_disambiguation_opt_in,
      u.email_verified_at, t.id as team_id, t.name as team_name, m.role as team_role
    from account_sessions s
    join account_users u on u.id = s.user_id
    left join account_team_members m on m.user_id = u.id
    left join account_teams t on t.id = m.team_id
    where s.token_hash = ${tokenHash} and s.expires_at > now()`.execute(db);
  return result.rows[0];
}

export async function insertSession(
  db: AccountDb,
  session: { tokenHash: string; userId: number; withPassword: boolean; rememberMe: boolean; ttlMs: number },
): Promise<number> {
  const row = await db
    .insertInto('account_sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      password_at: session.withPassword ? sql`now()` : null,
      remember_me: session.rememberMe,
      expires_at: inMs(session.ttlMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('account_users')
    .set({ last_sign_in_at: sql`now()` })
    .where('id', '=', session.userId)
    .execute();
  return row.id;
}

/** A new token for the same session, after the password was typed again (privileges changed). */
export async function rotateSession(
  db: AccountDb,
  id: number,
  change: { tokenHash: string; rememberMe: boolean; ttlMs: number },
): Promise<void> {
  await db
    .updateTable('account_sessions')
    .set({
      token_hash: change.tokenHash,
      password_at: sql`now()`,
      remember_me: change.rememberMe,
      last_seen_at: sql`now()`,
      expires_at: inMs(change.ttlMs),
    })
    .where('id', '=', id)
    .execute();
}

export async function touchSession(db: AccountDb, id: number, ttlMs: number): Promise<void> {
  await db
    .updateTable('account_sessions')
    .set({ last_seen_at: sql`now()`, expires_at: inMs(ttlMs) })
    .where('id', '=', id)
    .execute();
}

/** True for exactly one caller per session: the sign-in event is emitted once per session. */
export async function claimSignInReport(db: AccountDb, sessionId: number): Promise<boolean> {
  const result = await db
    .updateTable('account_sessions')
    .set({ sign_in_reported_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('sign_in_reported_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSession(db: AccountDb, id: number): Promise<void> {
  await db.deleteFrom('account_sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOf(
  db: AccountDb,
  userId: number,
  exceptSessionId?: number,
): Promise<number> {
  let query = db.deleteFrom('account_sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertRememberToken(
  db: AccountDb,
  userId: number,
  tokenHash: string,
  ttlMs: number,
): Promise<void> {
  await db
    .insertInto('account_remember_tokens')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: inMs(ttlMs) })
    .execute();
}

/** The user a remember-me token stands for, if it is still valid; records its use. */
export async function useRememberToken(db: AccountDb, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .updateTable('account_remember_tokens')
    .set({ last_used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where(sql<boolean>`expires_at > now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteRememberToken(db: AccountDb, tokenHash: string): Promise<void> {
  await db.deleteFrom('account_remember_tokens').where('token_hash', '=', tokenHash).execute();
}

export async function deleteRememberTokensOf(
  db: AccountDb,
  userId: number,
  exceptHash?: string,
): Promise<void> {
  let query = db.deleteFrom('account_remember_tokens').where('user_id', '=', userId);
  if (exceptHash !== undefined) query = query.where('token_hash', '<>', exceptHash);
  await query.execute();
}
