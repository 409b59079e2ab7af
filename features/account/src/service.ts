import { setTimeout as sleep } from 'node:timers/promises';
import type { Site } from '@lightbox/core';
import { type AccountContext, type Limited, mailAllowance, sendMail } from './context';
import { registrationStatus } from './domain/auth-state';
import { COMPLETE_REGISTRATION_TTL_MS, RESET_PASSWORD_TTL_MS, VERIFY_EMAIL_TTL_MS } from './domain/limits';
import { signInDelayMs } from './domain/throttle';
import { proposeUsername } from './domain/username';
import type { MailContext } from './mails';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import * as repo from './repository';
import { hashToken, newToken } from './tokens';

/**
 * Registration, sign-in checks, email verification, password and username recovery, profile
 * and billing. Services check and orchestrate; routes turn their results into pages.
 */

export interface RequestFacts {
  ip: string;
  site: Site;
  mail: MailContext;
}

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
export const retryMinutes = (limited: { retryAfterMs: number }) => minutesOf(limited.retryAfterMs);

// ---------------------------------------------------------------------------------------------
// Registration

export type RegisterResult = { kind: 'registered' } | Limited;

/**
 * The answer never says whether the address already has an account (that would list who shops
 * here): a taken address gets the same "check your inbox" as a new one, and its owner gets a
 * mail saying someone tried; an unfinished lite account gets its completion link again.
 */
export async function register(
  ctx: AccountContext,
  input: { email: string; password: string; name: string; country: string; returnUrl?: string | undefined },
  facts: RequestFacts,
): Promise<RegisterResult> {
  const existing = await repo.findUserByEmail(ctx.db, input.email);
  // Hashed in every case, so a taken address does not answer faster than a new one.
  const passwordHash = await hashPassword(input.password);
  if (existing?.lite) return (await sendCompletionLink(ctx, existing, facts)) ?? { kind: 'registered' };
  const limited = await mailAllowance(ctx, facts.ip, input.email);
  if (limited) return limited;
  if (existing) return tellOwner(ctx, input.email, facts);

  const link = newToken();
  let userId: number;
  try {
    userId = await ctx.db.transaction().execute(async (tx) => {
      const username = await repo.freeUsername(tx, proposeUsername(input.email));
      const id = await repo.insertUser(tx, {
        email: input.email,
        username,
        passwordHash,
        displayName: input.name,
        countryCode: input.country,
        lite: false,
        site: facts.site,
      });
      await repo.insertToken(tx, id, 'verify_email', link.hash, VERIFY_EMAIL_TTL_MS);
      return id;
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the second one finds it taken.
    if (repo.isUniqueViolation(error, 'account_users_email_key')) return tellOwner(ctx, input.email, facts);
    throw error;
  }
  await sendMail(
    ctx,
    input.email,
    { kind: 'verify', name: input.name, token: link.token, returnUrl: input.returnUrl },
    facts.mail,
  );
  ctx.events.emit({
    type: 'account.registered',
    userId,
    site: facts.site,
    registrationStatus: registrationStatus({
      registered: true,
      agreements: [],
      expansionBundle: false,
      liteRegistration: false,
      socialSignIn: false,
    }),
  });
  return { kind: 'registered' };
}

async function tellOwner(ctx: AccountContext, email: string, facts: RequestFacts): Promise<RegisterResult> {
  await sendMail(ctx, email, { kind: 'exists' }, facts.mail);
  return { kind: 'registered' };
}

async function sendCompletionLink(
  ctx: AccountContext,
  user: repo.UserRow,
  facts: RequestFacts,
): Promise<Limited | undefined> {
  const limited = await mailAllowance(ctx, facts.ip, user.email);
  if (limited) return limited;
  const link = newToken();
  await repo.insertToken(ctx.db, user.id, 'complete_registration', link.hash, COMPLETE_REGISTRATION_TTL_MS);
  await sendMail(ctx, user.email, { kind: 'complete', token: link.token }, facts.mail);
  return undefined;
}

/**
 * Lite registration: an email address only, completed later from a link. The answer is the same
 * whether or not the address already has an account (which is told by mail instead).
 */
export async function registerLite(
  ctx: AccountContext,
  email: string,
  facts: RequestFacts,
): Promise<{ kind: 'sent' } | Limited> {
  const existing = await repo.findUserByEmail(ctx.db, email);
  if (existing?.lite) return (await sendCompletionLink(ctx, existing, facts)) ?? { kind: 'sent' };
  const limited = await mailAllowance(ctx, facts.ip, email);
  if (limited) return limited;
  if (existing) {
    await sendMail(ctx, email, { kind: 'exists' }, facts.mail);
    return { kind: 'sent' };
  }
  const link = newToken();
  let userId: number;
  try {
    userId = await ctx.db.transaction().execute(async (tx) => {
      const username = await repo.freeUsername(tx, proposeUsername(email));
      const id = await repo.insertUser(tx, {
        email,
        username,
        passwordHash: null,
        displayName: null,
        countryCode: null,
        lite: true,
        site: facts.site,
      });
      await repo.insertToken(tx, id, 'complete_registration', link.hash, COMPLETE_REGISTRATION_TTL_MS);
      return id;
    });
  } catch (error) {
    if (repo.isUniqueViolation(error, 'account_users_email_key')) return { kind: 'sent' };
    throw error;
  }
  await sendMail(ctx, email, { kind: 'complete', token: link.token }, facts.mail);
  ctx.events.emit({
    type: 'account.registered',
    userId,
    site: facts.site,
    registrationStatus: registrationStatus({
      registered: true,
      agreements: [],
      expansionBundle: false,
      liteRegistration: true,
      socialSignIn: false,
    }),
  });
  return { kind: 'sent' };
}

export type LinkStatus = 'valid' | 'used' | 'expired' | 'unknown';

/** The lite account a completion link stands for, without using the link. */
export async function peekCompletion(ctx: AccountContext, token: string) {
  const found = await repo.peekToken(ctx.db, hashToken(token), 'complete_registration');
  if (found.status !== 'valid') return { status: found.status } as const;
  const user = await repo.findUserById(ctx.db, found.userId);
  if (!user?.lite) return { status: 'used' } as const;
  return { status: 'valid', email: user.email } as const;
}

export async function completeRegistration(
  ctx: AccountContext,
  input: { token: string; password: string; name: string; country: string },
): Promise<{ kind: 'completed'; userId: number } | { kind: 'invalid'; status: LinkStatus }> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (tx) => {
    const used = await repo.consumeToken(tx, hashToken(input.token), 'complete_registration');
    if (used.status !== 'valid') return { kind: 'invalid', status: used.status } as const;
    const user = await repo.findUserById(tx, used.userId);
    if (!user?.lite) return { kind: 'invalid', status: 'used' } as const;
    await repo.completeLiteUser(tx, user.id, {
      passwordHash,
      displayName: input.name,
      countryCode: input.country,
    });
    return { kind: 'completed', userId: user.id } as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Email verification

export type VerifyResult =
  | { status: 'verified'; email: string }
  | { status: 'used'; verified: boolean }
  | { status: 'expired' | 'unknown' };

export async function verifyEmail(ctx: AccountContext, token: string): Promise<VerifyResult> {
  const result = await ctx.db.transaction().execute(async (tx) => {
    const used = await repo.consumeToken(tx, hashToken(token), 'verify_email');
    if (used.status === 'unknown') return { status: 'unknown' } as const;
    const user = await repo.findUserById(tx, used.userId);
    if (!user) return { status: 'unknown' } as const;
    if (used.status === 'used') return { status: 'used', verified: !!user.email_verified_at } as const;
    if (used.status === 'expired') return { status: 'expired' } as const;
    const first = await repo.markEmailVerified(tx, user.id);
    return { status: 'verified', email: user.email, userId: user.id, first } as const;
  });
  if (result.status === 'verified') {
    if (result.first) ctx.events.emit({ type: 'account.email_verified', userId: result.userId });
    return { status: 'verified', email: result.email };
  }
  return result;
}

/** A new verification link (or completion link, for a lite account); the answer never says which. */
export async function resendVerification(
  ctx: AccountContext,
  email: string,
  facts: RequestFacts,
): Promise<{ kind: 'sent' } | Limited> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || (user.email_verified_at && !user.lite)) return { kind: 'sent' };
  if (user.lite) return (await sendCompletionLink(ctx, user, facts)) ?? { kind: 'sent' };
  const limited = await mailAllowance(ctx, facts.ip, email);
  if (limited) return limited;
  const link = newToken();
  await repo.insertToken(ctx.db, user.id, 'verify_email', link.hash, VERIFY_EMAIL_TTL_MS);
  await sendMail(
    ctx,
    email,
    { kind: 'verify', name: user.display_name ?? '', token: link.token },
    facts.mail,
  );
  return { kind: 'sent' };
}

// ---------------------------------------------------------------------------------------------
// Sign-in

export type SignInCheck =
  | { kind: 'ok'; userId: number }
  | { kind: 'invalid' }
  | { kind: 'unverified'; email: string }
  | { kind: 'incomplete'; email: string }
  | Limited;

const accountKey = (identifier: string) => `account:${identifier.trim().toLowerCase()}`;
const pairKey = (account: string, ip: string) => `${account}\n${ip}`;

/**
 * Checks a password. Failures are counted three ways (domain/limits.ts): an address that keeps
 * failing on one account, or on many, is refused; an account failing from everywhere is only
 * slowed down, so nobody can lock its owner out. A missing account costs the same scrypt work
 * (and the same delay) as a wrong password. Lite accounts get their completion link again.
 */
export async function checkSignIn(
  ctx: AccountContext,
  input: { identifier: string; password: string },
  facts: RequestFacts,
): Promise<SignInCheck> {
  const key = accountKey(input.identifier);
  const pair = pairKey(key, facts.ip);
  for (const [limiter, k] of [
    [ctx.limits.signInAddress, facts.ip],
    [ctx.limits.signInPair, pair],
  ] as const) {
    const status = await limiter.status(k);
    if (status.blocked) return { kind: 'rate_limited', retryAfterMs: status.retryAfterMs };
  }
  const delay = signInDelayMs((await ctx.limits.signInAccount.status(key)).count);
  if (delay > 0) await sleep(delay);
  const user = await repo.findUserByIdentifier(ctx.db, input.identifier);
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (user?.lite) {
    const limited = await sendCompletionLink(ctx, user, facts);
    return limited ?? { kind: 'incomplete', email: user.email };
  }
  if (!user || !ok) {
    await ctx.limits.signInAddress.hit(facts.ip);
    await ctx.limits.signInPair.hit(pair);
    await ctx.limits.signInAccount.hit(key);
    return { kind: 'invalid' };
  }
  await ctx.limits.signInPair.reset(pair);
  await ctx.limits.signInAccount.reset(key);
  if (!user.email_verified_at) return { kind: 'unverified', email: user.email };
  return { kind: 'ok', userId: user.id };
}

// ---------------------------------------------------------------------------------------------
// Recovery

export async function sendUsername(
  ctx: AccountContext,
  email: string,
  facts: RequestFacts,
): Promise<{ kind: 'sent' } | Limited> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return { kind: 'sent' };
  if (user.lite) return (await sendCompletionLink(ctx, user, facts)) ?? { kind: 'sent' };
  const limited = await mailAllowance(ctx, facts.ip, email);
  if (limited) return limited;
  await sendMail(
    ctx,
    email,
    { kind: 'username', name: user.display_name ?? user.username, username: user.username },
    facts.mail,
  );
  return { kind: 'sent' };
}

export async function sendPasswordReset(
  ctx: AccountContext,
  email: string,
  facts: RequestFacts,
): Promise<{ kind: 'sent' } | Limited> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return { kind: 'sent' };
  if (user.lite) return (await sendCompletionLink(ctx, user, facts)) ?? { kind: 'sent' };
  const limited = await mailAllowance(ctx, facts.ip, email);
  if (limited) return limited;
  const link = newToken();
  await repo.insertToken(ctx.db, user.id, 'reset_password', link.hash, RESET_PASSWORD_TTL_MS);
  await sendMail(
    ctx,
    email,
    { kind: 'reset', name: user.display_name ?? user.username, token: link.token },
    facts.mail,
  );
  return { kind: 'sent' };
}

export async function peekReset(ctx: AccountContext, token: string) {
  const found = await repo.peekToken(ctx.db, hashToken(token), 'reset_password');
  if (found.status !== 'valid') return { status: found.status } as const;
  const user = await repo.findUserById(ctx.db, found.userId);
  return user ? ({ status: 'valid', email: user.email } as const) : ({ status: 'unknown' } as const);
}

/**
 * Sets a new password from a reset link: the link and every other open reset link stop
 * working, the address counts as confirmed (the link reached it), and every session and
 * remember-me token of the account ends.
 */
export async function resetPassword(
  ctx: AccountContext,
  input: { token: string; password: string },
): Promise<{ kind: 'done' } | { kind: 'invalid'; status: LinkStatus }> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (tx) => {
    const used = await repo.consumeToken(tx, hashToken(input.token), 'reset_password');
    if (used.status !== 'valid') return { kind: 'invalid', status: used.status } as const;
    await repo.setPasswordHash(tx, used.userId, passwordHash);
    await repo.retireTokens(tx, used.userId, 'reset_password');
    await repo.markEmailVerified(tx, used.userId);
    await repo.deleteSessionsOf(tx, used.userId);
    await repo.deleteRememberTokensOf(tx, used.userId);
    return { kind: 'done' } as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Profile and billing

export async function saveProfile(
  ctx: AccountContext,
  userId: number,
  input: { name: string; username: string; country: string },
): Promise<{ kind: 'saved' } | { kind: 'username_taken' }> {
  try {
    await repo.updateProfile(ctx.db, userId, {
      displayName: input.name,
      username: input.username,
      countryCode: input.country,
    });
    return { kind: 'saved' };
  } catch (error) {
    if (repo.isUniqueViolation(error, 'account_users_username_key')) return { kind: 'username_taken' };
    throw error;
  }
}

/** The search profile's people-disambiguation opt-in (spec §3), one column: nothing else changes. */
export function saveSearchSettings(
  ctx: AccountContext,
  userId: number,
  input: { peopleDisambiguation: boolean },
): Promise<void> {
  return repo.setPeopleDisambiguation(ctx.db, userId, input.peopleDisambiguation);
}

/** Changing the password needs the current one; guesses count against the account's sign-in limit. */
export async function changePassword(
  ctx: AccountContext,
  userId: number,
  input: { current: string; password: string },
): Promise<{ kind: 'changed' } | { kind: 'wrong_current' } | Limited> {
  const key = `password:${userId}`;
  const status = await ctx.limits.passwordChange.status(key);
  if (status.blocked) return { kind: 'rate_limited', retryAfterMs: status.retryAfterMs };
  const user = await repo.findUserById(ctx.db, userId);
  if (!user?.password_hash || !(await verifyPassword(input.current, user.password_hash))) {
    await ctx.limits.passwordChange.hit(key);
    return { kind: 'wrong_current' };
  }
  await repo.setPasswordHash(ctx.db, userId, await hashPassword(input.password));
  return { kind: 'changed' };
}

export interface BillingDetails {
  name: string;
  country: string;
  saved: boolean;
}

/** Billing details, defaulting to the profile's name and country until the customer saves their own. */
export async function billingDetails(ctx: AccountContext, userId: number): Promise<BillingDetails> {
  const [saved, user] = await Promise.all([
    repo.findBilling(ctx.db, userId),
    repo.findUserById(ctx.db, userId),
  ]);
  if (saved) return { name: saved.billing_name, country: saved.country_code, saved: true };
  return { name: user?.display_name ?? '', country: user?.country_code ?? '', saved: false };
}

export async function saveBilling(
  ctx: AccountContext,
  userId: number,
  input: { name: string; country: string },
) {
  await repo.saveBilling(ctx.db, userId, { billingName: input.name, countryCode: input.country });
}
