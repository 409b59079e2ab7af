import type { CsrfProtection, MailTransport, PublicAddress } from '@lightbox/platform';
import {
  MAIL_ADDRESS_LIMIT,
  MAIL_RECIPIENT_LIMIT,
  PASSWORD_CHANGE_LIMIT,
  SIGN_IN_ACCOUNT_WINDOW_MS,
  SIGN_IN_ADDRESS_LIMIT,
  SIGN_IN_PAIR_LIMIT,
} from './domain/limits';
import type { AccountEvents } from './events';
import { createLimiter, type Limiter } from './limiter';
import { type AccountMail, composeMail, type MailContext } from './mails';
import type { AccountDb } from './repository/db';

/** What the services share: the database, mail, events and the rate limiters. */
export interface AccountContext {
  db: AccountDb;
  mail: MailTransport;
  csrf: CsrfProtection;
  /** Where links in mail point: each site's configured address, never a request's headers. */
  sites: PublicAddress;
  events: AccountEvents;
  limits: AccountLimiters;
}

export interface AccountLimiters {
  /** Failures for one account from one client address: refuses that pair at its limit. */
  signInPair: Limiter;
  /** Failures from one client address over all accounts: refuses that address at its limit. */
  signInAddress: Limiter;
  /** Failures for one account from everywhere: never refuses, only counts for the slow-down. */
  signInAccount: Limiter;
  passwordChange: Limiter;
  mailRecipient: Limiter;
  mailAddress: Limiter;
}

/** The limits, counted in the database (account_rate_limits), one scope each. */
export function createLimiters(db: AccountDb): AccountLimiters {
  return {
    signInPair: createLimiter(db, 'sign_in_pair', SIGN_IN_PAIR_LIMIT),
    signInAddress: createLimiter(db, 'sign_in_address', SIGN_IN_ADDRESS_LIMIT),
    signInAccount: createLimiter(db, 'sign_in_account', {
      limit: Number.MAX_SAFE_INTEGER,
      windowMs: SIGN_IN_ACCOUNT_WINDOW_MS,
    }),
    passwordChange: createLimiter(db, 'password_change', PASSWORD_CHANGE_LIMIT),
    mailRecipient: createLimiter(db, 'mail_recipient', MAIL_RECIPIENT_LIMIT),
    mailAddress: createLimiter(db, 'mail_address', MAIL_ADDRESS_LIMIT),
  };
}

export type Limited = { kind: 'rate_limited'; retryAfterMs: number };

/**
 * Mail a visitor's request causes: counted per client address and per recipient, so nobody can
 * flood a mailbox. Returns the refusal when a limit is reached, else sends (after the caller's
 * transaction has committed).
 */
export async function mailAllowance(
  ctx: AccountContext,
  ip: string,
  recipient: string,
): Promise<Limited | undefined> {
  const byAddress = await ctx.limits.mailAddress.status(ip);
  if (byAddress.blocked) return { kind: 'rate_limited', retryAfterMs: byAddress.retryAfterMs };
  const byRecipient = await ctx.limits.mailRecipient.status(recipient);
  if (byRecipient.blocked) return { kind: 'rate_limited', retryAfterMs: byRecipient.retryAfterMs };
  await ctx.limits.mailAddress.hit(ip);
  await ctx.limits.mailRecipient.hit(recipient);
  return undefined;
}

export async function sendMail(ctx: AccountContext, to: string, mail: AccountMail, where: MailContext) {
  await ctx.mail.send(await composeMail(to, mail, where));
}
