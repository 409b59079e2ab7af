import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link in the order mail works (spec download type `anonymous`). */
export const DOWNLOAD_LINK_DAYS = 7;

/**
 * The signature of an anonymous download link: the licence id and the expiry, signed with the
 * server's key, so neither can be changed and a link for one licence opens no other. It lives
 * here, not in the downloads feature, because the order mail (this feature) hands the links out
 * and the downloads feature already depends on this one.
 */
export function downloadLinkSignature(key: string, licenceId: number, expires: number): string {
  return createHmac('sha256', key).update(`download:${licenceId}:${expires}`).digest('base64url');
}

/** The link's path and query; `expires` is in seconds since the epoch. */
export function downloadLinkPath(key: string, licenceId: number, expires: number): string {
  return `/downloads/anonymous/${licenceId}?expires=${expires}&sig=${downloadLinkSignature(key, licenceId, expires)}`;
}

/** The expiry of a link made at `now`. */
export function downloadLinkExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_DAYS * 24 * 60 * 60;
}

/** Whether `sig` is the link's signature, compared in constant time. */
export function validDownloadSignature(
  key: string,
  licenceId: number,
  expires: number,
  sig: string,
): boolean {
  const expected = Buffer.from(downloadLinkSignature(key, licenceId, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
