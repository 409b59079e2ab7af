import { badRequest, type Db } from '@lightbox/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as repo from './repository';
import { applyPatch, checkPatch, decodeCookie, encodeCookie, type SearchPreferences } from './rules';

/** Where a visitor who is not signed in keeps their map (first-party, read by the server only). */
export const PREFERENCES_COOKIE = 'lb_search_prefs';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface PreferencesDeps {
  db: Db;
  /** The signed-in customer's id, or undefined for anyone else. */
  customerId?: (request: FastifyRequest, reply: FastifyReply) => Promise<number | undefined>;
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/**
 * The viewer's map. A customer's first request after signing in that carries the map they kept
 * as a guest joins it to their account's (account values win) and clears the cookie.
 */
export async function preferencesOf(
  deps: PreferencesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SearchPreferences> {
  const userId = await deps.customerId?.(request, reply);
  const raw = request.cookies[PREFERENCES_COOKIE];
  if (userId === undefined) return decodeCookie(raw) ?? {};
  if (raw !== undefined) {
    reply.clearCookie(PREFERENCES_COOKIE, { path: '/' });
    const anonymous = decodeCookie(raw);
    if (anonymous && Object.keys(anonymous).length > 0)
      return repo.mergeAnonymous(deps.db, userId, anonymous);
  }
  return (await repo.findPreferences(deps.db, userId)) ?? {};
}

/** Sets (or, with null, removes) the keys of the body; a bad body or a broken limit is a 400. */
export async function changePreferences(
  deps: PreferencesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
): Promise<SearchPreferences> {
  const patch = checkPatch(body);
  if (!patch.ok) throw badRequest(patch.message);
  const userId = await deps.customerId?.(request, reply);
  if (userId === undefined) {
    const next = applyPatch(decodeCookie(request.cookies[PREFERENCES_COOKIE]) ?? {}, patch.value);
    if (!next.ok) throw badRequest(next.message);
    reply.setCookie(PREFERENCES_COOKIE, encodeCookie(next.value), {
      ...cookieOptions(request),
      maxAge: COOKIE_MAX_AGE_S,
    });
    return next.value;
  }
  // A guest map still in a cookie joins the account's first, so nothing of it is lost.
  await preferencesOf(deps, request, reply);
  const entries = Object.entries(patch.value);
  const sets = Object.fromEntries(entries.filter(([, v]) => v !== null)) as SearchPreferences;
  const removed = entries.filter(([, v]) => v === null).map(([k]) => k);
  const saved = await repo.patchPreferences(deps.db, userId, sets, removed);
  if (!saved) {
    const stored = (await repo.findPreferences(deps.db, userId)) ?? {};
    const next = applyPatch(stored, patch.value);
    throw badRequest(next.ok ? 'These search preferences would go beyond their limits.' : next.message);
  }
  return saved;
}
