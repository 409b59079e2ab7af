import type { Db } from '@lightbox/platform';
/**
 * The accounts feature (issue 5): registration (full and lite), email verification, sign-in
 * with remember-me, sign-out, username and password recovery, profile, billing, teams, the
 * session and auth-state model of spec section 4, and the guards other features use.
 */
import type { PageSpec, Translator } from '@lightbox/ui';
import { accountDb } from './repository/db';
import { deleteExpired } from './repository/housekeeping';
import { claimSigningKey } from './repository/signing-key';
import { CSRF_TITLE_KEY, CsrfRejectedPage } from './ui/CsrfRejectedPage';

export { type Accounts, type AccountsDeps, createAccounts } from './accounts';
export {
  AGREEMENT_CODES,
  AGREEMENT_NAMES,
  type AgreementCode,
  type AuthState,
  authLabel,
  authStateOf,
  type CustomerType,
  customerType,
  hasFreshSignIn,
  isRecognised,
  mayLoadDefaultBoard,
  registrationStatus,
  teamSignInRole,
} from './domain/auth-state';
export { isBot } from './domain/bots';
export * from './domain/limits';
export {
  type AccountEvent,
  type AccountEventListener,
  type AccountEvents,
  createAccountEvents,
} from './events';
export { accountMessageBundle } from './messages/index';
export type { AccountMessageKey } from './messages/keys';
export { type AccountRouteDeps, type RenderPage, registerAccountRoutes } from './routes/index';
export { accountMigrationsDir } from './schema';
export { countryChoices, suggestedCountry } from './ui/countries';
/** The account area's frame and tabs, for other features' account pages (plans). */
export { AccountShell } from './ui/kit';

/** Deletes expired sessions, remember-me tokens and long-spent mailed links. */
export const purgeExpiredAccountRows = (db: Db) => deleteExpired(accountDb(db));
/**
 * The key every server process on this database signs CSRF tokens and links with, when
 * SESSION_SECRET is unset: the first process stores its candidate, the others adopt it.
 */
export const sharedSigningKey = (db: Db, candidate: string) => claimSigningKey(accountDb(db), candidate);
export { accountFeature } from './feature';
export {
  type GuardOptions,
  type Guards,
  isSignedIn,
  KNOWN_COOKIE,
  presentPageViewer,
  REMEMBER_COOKIE,
  SESSION_COOKIE,
  type SignedInViewer,
  type Viewer,
} from './sessions';

/** The 403 page for a form posted without a valid CSRF token (the server app renders it). */
export const csrfRejectedSpec: PageSpec = {
  name: 'csrf-rejected',
  title: (t: Translator) => (t as unknown as Translator<string>).t(CSRF_TITLE_KEY),
  status: 403,
  noindex: true,
  content: (ctx) => <CsrfRejectedPage {...ctx} />,
};
