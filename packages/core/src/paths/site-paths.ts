import { buildUrl } from './build-url';
import { encodeComponentStrict } from './encoding';
import type { PathContext } from './prefixes';
import { isSafeReturnUrl } from './return-url';

export const SIGN_IN_PATH = '/sign-in';
export const SIGN_OUT_PATH = '/sign-out';
export const PULSE_PATH = '/pulse';
export const RETURN_URL_PARAM = 'returnurl';

// An unsafe return URL is dropped rather than reported: it usually comes from a crafted link, and
// the visitor still gets to sign in, landing on the home page instead.
function returnUrlQuery(returnUrl: string | undefined): { [RETURN_URL_PARAM]: string } | undefined {
  if (returnUrl === undefined || !isSafeReturnUrl(returnUrl)) return undefined;
  // Strict encoding, not "unless already encoded": the return URL's own escapes must survive the
  // server's decode of the query value.
  return { [RETURN_URL_PARAM]: encodeComponentStrict(returnUrl) };
}

export function signInPath(returnUrl: string | undefined, context: PathContext): string {
  return buildUrl(SIGN_IN_PATH, returnUrlQuery(returnUrl), context);
}

export function signOutPath(returnUrl: string | undefined, context: PathContext): string {
  return buildUrl(SIGN_OUT_PATH, returnUrlQuery(returnUrl), context);
}

/** The telemetry beacon endpoint, under the optional prefix like every other path. */
export function pulsePath(context: PathContext): string {
  return buildUrl(PULSE_PATH, context);
}
