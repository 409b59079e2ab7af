/** Longer return URLs are refused: they bloat the sign-in link and are a favourite of scanners. */
export const RETURN_URL_MAX_LENGTH = 2048;

// Only used to let the WHATWG parser resolve the candidate; '.invalid' can never be a real host.
const SENTINEL_ORIGIN = 'https://return-url.invalid';

const LAST_C0_CONTROL = 0x1f;
const DELETE = 0x7f;

// C0 controls and DEL, which browsers strip or choke on, and '\', which they read as '/'.
function hasUnsafeCharacter(url: string): boolean {
  for (let index = 0; index < url.length; index += 1) {
    const code = url.charCodeAt(index);
    if (code <= LAST_C0_CONTROL || code === DELETE || url[index] === '\\') return true;
  }
  return false;
}

// Browsers silently delete tab and newlines from URLs, so '/\t/evil.com' is '//evil.com'.
const STRIPPED_BY_BROWSERS = /[\t\n\r]/g;

function startsLikeHostReference(url: string): boolean {
  const stripped = url.replace(STRIPPED_BY_BROWSERS, '');
  return !stripped.startsWith('/') || stripped.startsWith('//') || stripped.startsWith('/\\');
}

function decodedOnce(url: string): string | undefined {
  try {
    return decodeURIComponent(url);
  } catch {
    return undefined;
  }
}

/**
 * A return URL is accepted only as a same-site relative path ('/search/2/image?phrase=x'). Besides
 * the raw string, its once-decoded form is checked too, so that a server that decodes before
 * redirecting cannot be turned into an open redirect by '/%2F%2Fevil.com'.
 */
export function isSafeReturnUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > RETURN_URL_MAX_LENGTH) return false;
  if (hasUnsafeCharacter(url) || startsLikeHostReference(url)) return false;
  const decoded = decodedOnce(url);
  if (decoded !== undefined && startsLikeHostReference(decoded)) return false;
  try {
    return new URL(url, SENTINEL_ORIGIN).origin === SENTINEL_ORIGIN;
  } catch {
    return false;
  }
}
