import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed to browsers and mailboxes (session cookies, remember-me cookies, links) are 256
 * random bits; the database keeps only their SHA-256, so a leaked table opens nothing.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A syntactically possible token; anything else is refused before touching the database. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}
