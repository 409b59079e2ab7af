// account_users: finding, creating and updating a person's account and profile.
import type { Site } from '@lightbox/core';
import { sql } from 'kysely';
import type { AccountDb } from './db';

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

export async function setPeopleDisambiguation(db: AccountDb, id: number, optedIn: boolean): Promise<void> {
  await db
    .updateTable('account_users')
    .set({ people_disambiguation_opt_in: optedIn, updated_at: sql`now()` })
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
