import type { Site } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { type Kysely, sql } from 'kysely';
import type { AccountTables, TeamRole, TokenPurpose } from './schema';

/** All SQL of the accounts feature. Times are the database's (now()), so every node agrees. */
export type AccountDb = Kysely<AccountTables>;

export const accountDb = (db: Db): AccountDb => db.withTables<AccountTables>();

const inMs = (ms: number) => sql<Date>`now() + (${ms / 1000}::double precision * interval '1 second')`;

/** PostgreSQL's unique_violation, from pg and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | undefined;
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

// ---------------------------------------------------------------------------------------------
// Users

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string | null;
  display_name: string | null;
  country_code: string | null;
  lite: boolean;
  email_verified_at: Date | null;
  registered_site: Site;
}

const USER_COLUMNS = [
  'id',
  'email',
  'username',
  'password_hash',
  'display_name',
  'country_code',
  'lite',
  'email_verified_at',
  'registered_site',
] as const;

export function findUserByEmail(db: AccountDb, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('account_users')
    .select(USER_COLUMNS)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: AccountDb, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('account_users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Sign-in takes an email address or a username; usernames never contain '@'. */
export function findUserByIdentifier(db: AccountDb, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  if (value.includes('@')) return findUserByEmail(db, value);
  return db
    .selectFrom('account_users')
    .select(USER_COLUMNS)
    .where(sql<boolean>`lower(username) = ${value}`)
    .executeTakeFirst();
}

/** The first of base, base2, base3, … nobody uses (case-insensitively). */
export async function freeUsername(db: AccountDb, base: string): Promise<string> {
  const taken = await db
    .selectFrom('account_users')
    .select(sql<string>`lower(username)`.as('u'))
    .where(sql<boolean>`lower(username) like ${`${base.replace(/[\\%_]/g, '\\$&')}%`}`)
    .execute();
  const used = new Set(taken.map((r) => r.u));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string | null;
  displayName: string | null;
  countryCode: string | null;
  lite: boolean;
  site: Site;
}

export async function insertUser(db: AccountDb, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('account_users')
    .values({
      email: user.email.toLowerCase(),
      username: user.username,
      password_hash: user.passwordHash,
      display_name: user.displayName,
      country_code: user.countryCode,
      lite: user.lite,
      registered_site: user.site,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function completeLiteUser(
  db: AccountDb,
  id: number,
  fields: { passwordHash: string; displayName: string; countryCode: string },
): Promise<void> {
  await db
    .updateTable('account_users')
    .set({
      password_hash: fields.passwordHash,
      display_name: fields.displayName,
      country_code: fields.countryCode,
      lite: false,
      email_verified_at: sql`coalesce(email_verified_at, now())`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function updateProfile(
  db: AccountDb,
  id: number,
  fields: { displayName: string; username: string; countryCode: string },
): Promise<void> {
  await db
    .updateTable('account_users')
    .set({
      display_name: fields.displayName,
      username: fields.username,
      country_code: fields.countryCode,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(db: AccountDb, id: number, hash: string): Promise<void> {
  await db
    .updateTable('account_users')
    .set({ password_hash: hash, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Returns true when this call confirmed the address (false if it already was). */
export async function markEmailVerified(db: AccountDb, id: number): Promise<boolean> {
  const result = await db
    .updateTable('account_users')
    .set({ email_verified_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------------------------------------
// Single-use links

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

// ---------------------------------------------------------------------------------------------
// Sessions and remember-me tokens

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
  email_verified_at: Date | null;
  team_id: number | null;
  team_name: string | null;
  team_role: TeamRole | null;
}

export async function findSession(db: AccountDb, tokenHash: string): Promise<SessionRow | undefined> {
  const result =
    await sql<SessionRow>`select s.id as session_id, s.password_at, s.remember_me, s.last_seen_at,
      s.sign_in_reported_at, u.id as user_id, u.email, u.username, u.display_name, u.country_code, u.lite,
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

/**
 * Housekeeping: sessions and remember-me tokens past their expiry are of no use to anyone.
 * Mailed-link tokens stay a month longer, so an old link still gets "already used" or
 * "expired" rather than "not found".
 */
export const SPENT_LINK_RETENTION = '30 days';

export async function deleteExpired(db: AccountDb): Promise<void> {
  await db.deleteFrom('account_sessions').where(sql<boolean>`expires_at <= now()`).execute();
  await db.deleteFrom('account_remember_tokens').where(sql<boolean>`expires_at <= now()`).execute();
  await db
    .deleteFrom('account_tokens')
    .where(sql<boolean>`expires_at <= now() - ${SPENT_LINK_RETENTION}::interval`)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Billing

export function findBilling(db: AccountDb, userId: number) {
  return db
    .selectFrom('account_billing_details')
    .select(['billing_name', 'country_code'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveBilling(
  db: AccountDb,
  userId: number,
  fields: { billingName: string; countryCode: string },
): Promise<void> {
  await db
    .insertInto('account_billing_details')
    .values({ user_id: userId, billing_name: fields.billingName, country_code: fields.countryCode })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        billing_name: fields.billingName,
        country_code: fields.countryCode,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Teams

export interface MembershipRow {
  team_id: number;
  team_name: string;
  role: TeamRole;
}

export function findMembership(db: AccountDb, userId: number): Promise<MembershipRow | undefined> {
  return db
    .selectFrom('account_team_members as m')
    .innerJoin('account_teams as t', 't.id', 'm.team_id')
    .select(['m.team_id', 't.name as team_name', 'm.role'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertTeam(db: AccountDb, name: string, createdBy: number): Promise<number> {
  const row = await db
    .insertInto('account_teams')
    .values({ name, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMember(
  db: AccountDb,
  teamId: number,
  userId: number,
  role: TeamRole,
): Promise<void> {
  await db.insertInto('account_team_members').values({ team_id: teamId, user_id: userId, role }).execute();
}

export interface MemberRow {
  user_id: number;
  display_name: string | null;
  email: string;
  role: TeamRole;
  joined_at: Date;
}

export function listMembers(db: AccountDb, teamId: number): Promise<MemberRow[]> {
  return db
    .selectFrom('account_team_members as m')
    .innerJoin('account_users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.display_name', 'u.email', 'm.role', 'm.joined_at'])
    .where('m.team_id', '=', teamId)
    .orderBy(sql`m.role = 'leader'`, 'desc')
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
}

export async function countMembers(db: AccountDb, teamId: number, role?: TeamRole): Promise<number> {
  let query = db
    .selectFrom('account_team_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('team_id', '=', teamId);
  if (role) query = query.where('role', '=', role);
  return (await query.executeTakeFirstOrThrow()).n;
}

export async function removeMember(db: AccountDb, teamId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('account_team_members')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteTeam(db: AccountDb, teamId: number): Promise<void> {
  await db.deleteFrom('account_teams').where('id', '=', teamId).execute();
}

export interface InvitationRow {
  id: number;
  email: string;
  role: TeamRole;
  expires_at: Date;
  expired: boolean;
}

export function listOpenInvitations(db: AccountDb, teamId: number): Promise<InvitationRow[]> {
  return db
    .selectFrom('account_team_invitations')
    .select(['id', 'email', 'role', 'expires_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('team_id', '=', teamId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A new open invitation, or a refreshed one (new link, new expiry, new role) for the same address. */
export async function upsertInvitation(
  db: AccountDb,
  invitation: {
    teamId: number;
    email: string;
    role: TeamRole;
    tokenHash: string;
    invitedBy: number;
    ttlMs: number;
  },
): Promise<number> {
  const result = await sql<{ id: number }>`insert into account_team_invitations
      (team_id, email, role, token_hash, invited_by, expires_at)
    values (${invitation.teamId}, ${invitation.email}, ${invitation.role}, ${invitation.tokenHash},
      ${invitation.invitedBy}, ${inMs(invitation.ttlMs)})
    on conflict (team_id, email) where accepted_at is null and revoked_at is null
    do update set role = excluded.role, token_hash = excluded.token_hash, invited_by = excluded.invited_by,
      expires_at = excluded.expires_at, created_at = now()
    returning id`.execute(db);
  return result.rows[0]!.id;
}

export interface InvitationLookup {
  id: number;
  team_id: number;
  team_name: string;
  email: string;
  role: TeamRole;
  inviter_name: string | null;
  accepted_at: Date | null;
  revoked_at: Date | null;
  expired: boolean;
}

export async function findInvitation(
  db: AccountDb,
  tokenHash: string,
): Promise<InvitationLookup | undefined> {
  const result = await sql<InvitationLookup>`select i.id, i.team_id, t.name as team_name, i.email, i.role,
      u.display_name as inviter_name, i.accepted_at, i.revoked_at, i.expires_at <= now() as expired
    from account_team_invitations i
    join account_teams t on t.id = i.team_id
    left join account_users u on u.id = i.invited_by
    where i.token_hash = ${tokenHash}`.execute(db);
  return result.rows[0];
}

/** True for exactly one caller: the invitation was open and is now accepted by this user. */
export async function acceptInvitation(db: AccountDb, id: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('account_team_invitations')
    .set({ accepted_at: sql`now()`, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeInvitation(db: AccountDb, teamId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('account_team_invitations')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('team_id', '=', teamId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
