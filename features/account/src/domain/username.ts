import { USERNAME_MAX, USERNAME_MIN } from './limits';

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * A username proposed from an email address: the local part, lower case, reduced to the
 * allowed characters (letters and digits, '.', '_', '-'), never shorter than USERNAME_MIN.
 * A number is added by the repository when the proposal is taken.
 */
export function proposeUsername(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\+.*$/, '')
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+/, '')
    .slice(0, USERNAME_MAX - 4);
  return cleaned.length >= USERNAME_MIN ? cleaned : `user${cleaned}`.slice(0, USERNAME_MAX - 4);
}

/** The n-th alternative for a taken username: 'jane', 'jane2', 'jane3', … */
export function usernameCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}${attempt}`;
}
