import { AGREEMENT_CODES as AGREEMENT_TYPES, type AgreementCode, type Site } from '@lightbox/core';
import type { AuthState, TeamRole } from '@lightbox/ui';
import { FRESH_SIGN_IN_MAX_AGE_MS } from './limits';

/**
 * Authentication and tracking states of spec section 4, as pure functions.
 *
 * - anonymous (the spec's unregistered): nothing is known about the visitor.
 * - logged_out: this browser has been signed in before, but is not now.
 * - remembered: recognised by the long-lived remember-me cookie only; no password was typed in
 *   this browser session, so sensitive pages ask for it.
 * - remembered_secure: the password was typed in this session and remember-me is on.
 * - authenticated: the password was typed in this session, without remember-me.
 */
export type { AuthState, TeamRole };

export interface SessionFacts {
  /** When the password was last typed in this session; null for a session restored by remember-me. */
  passwordAt: Date | null;
  rememberMe: boolean;
}

export function authStateOf(session: SessionFacts | undefined, knownBrowser: boolean): AuthState {
  if (!session) return knownBrowser ? 'logged_out' : 'anonymous';
  if (session.passwordAt === null) return 'remembered';
  return session.rememberMe ? 'remembered_secure' : 'authenticated';
}

/** Recognised visitors: they have an account, boards and a name in the header. */
export function isRecognised(state: AuthState): boolean {
  return state === 'authenticated' || state === 'remembered_secure' || state === 'remembered';
}

/** Whether a sensitive page may open without asking for the password again. */
export function hasFreshSignIn(session: SessionFacts | undefined, now: Date): boolean {
  if (!session?.passwordAt) return false;
  const age = now.getTime() - session.passwordAt.getTime();
  return age >= 0 && age <= FRESH_SIGN_IN_MAX_AGE_MS;
}

/**
 * Reported labels per site. The spec names unregistered_logged_out, 'registered - remembered'
 * and 'registered - signedin' for the premium site and Authenticated or Remembered for the
 * subscription site; the logged-out and anonymous labels of the subscription site and the
 * premium logged-out label follow the same patterns (our choice).
 */
const LABELS: Record<Site, Record<AuthState, string>> = {
  premium: {
    anonymous: 'unregistered_logged_out',
    logged_out: 'registered_logged_out',
    remembered: 'registered - remembered',
    remembered_secure: 'registered - signedin',
    authenticated: 'registered - signedin',
  },
  subscription: {
    anonymous: 'Anonymous',
    logged_out: 'LoggedOut',
    remembered: 'Remembered',
    remembered_secure: 'Authenticated',
    authenticated: 'Authenticated',
  },
};

export function authLabel(site: Site, state: AuthState): string {
  return LABELS[site][state];
}

/** Agreement codes of spec section 4 (defined once, in core), in the order they are reported. */
export const AGREEMENT_CODES = Object.keys(AGREEMENT_TYPES) as readonly AgreementCode[];
export type { AgreementCode };
/** Each code's name as people read it ('premium access'). */
export const AGREEMENT_NAMES = Object.fromEntries(
  AGREEMENT_CODES.map((code) => [code, AGREEMENT_TYPES[code].replace(/_/g, ' ')]),
) as Record<AgreementCode, string>;

export interface RegistrationFacts {
  registered: boolean;
  agreements: readonly AgreementCode[];
  expansionBundle: boolean;
  liteRegistration: boolean;
  socialSignIn: boolean;
}

/**
 * Registration status for analytics: 'registered' or 'unregistered', then the customer's
 * agreement types (`:PA,RF`, in AGREEMENT_CODES order, once each), then a suffix each for an
 * expansion bundle (`+eb`), a lite registration (`+lite`) and social sign-in (`+social`).
 * The spec names the parts, not the format: this format is ours.
 */
export function registrationStatus(facts: RegistrationFacts): string {
  if (!facts.registered) return 'unregistered';
  const held = AGREEMENT_CODES.filter((code) => facts.agreements.includes(code));
  return [
    'registered',
    held.length > 0 ? `:${held.join(',')}` : '',
    facts.expansionBundle ? '+eb' : '',
    facts.liteRegistration ? '+lite' : '',
    facts.socialSignIn ? '+social' : '',
  ].join('');
}

export type CustomerType = 'anonymous' | 'registered' | 'authenticated' | 'business';

/** Customer types of spec section 6: team members are business customers whenever recognised. */
export function customerType(state: AuthState, teamRole: TeamRole | undefined): CustomerType {
  if (state === 'anonymous') return 'anonymous';
  if (isRecognised(state) && teamRole) return 'business';
  if (state === 'authenticated' || state === 'remembered_secure') return 'authenticated';
  return 'registered';
}

/** Spec section 4: the team sign-in event is sent only for the roles Member and Leader. */
export function teamSignInRole(role: string | undefined): 'Member' | 'Leader' | undefined {
  if (role === 'member') return 'Member';
  if (role === 'leader') return 'Leader';
  return undefined;
}

/** Spec section 6: only a signed-in, non-bot visitor has the default board loaded. */
export function mayLoadDefaultBoard(viewer: { authState: AuthState; bot: boolean }): boolean {
  return !viewer.bot && isRecognised(viewer.authState);
}
