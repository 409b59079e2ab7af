import { SIGN_IN_FIRST_DELAY_MS, SIGN_IN_MAX_DELAY_MS, SIGN_IN_SLOWDOWN_AFTER } from './limits';

/**
 * How long a sign-in attempt for an account waits before its password is checked, given the
 * account's recent failures from every address: nothing at first, then a delay that doubles
 * with each further failure up to a ceiling. Slow, never locked: guessing gets expensive while
 * the owner still gets in.
 */
export function signInDelayMs(accountFailures: number): number {
  if (accountFailures < SIGN_IN_SLOWDOWN_AFTER) return 0;
  const doublings = Math.min(accountFailures - SIGN_IN_SLOWDOWN_AFTER, 16);
  return Math.min(SIGN_IN_MAX_DELAY_MS, SIGN_IN_FIRST_DELAY_MS * 2 ** doublings);
}
