import './request';
import { buildUrl, isSafeReturnUrl, type Site, signInPath } from '@lightbox/core';
import { AppError, type CsrfProtection } from '@lightbox/platform';
import type { PageViewer } from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AuthState,
  authLabel,
  authStateOf,
  customerType,
  hasFreshSignIn,
  isRecognised,
  teamSignInRole,
} from './domain/auth-state';
import { isBot } from './domain/bots';
import {
  KNOWN_BROWSER_TTL_MS,
  REMEMBER_TTL_MS,
  SESSION_IDLE_TTL_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './domain/limits';
import type { AccountEvents } from './events';
import * as repo from './repository';
import type { TeamRole } from './schema';
import { hashToken, isTokenShaped, newToken } from './tokens';

/**
 * Who is asking: resolved once per request from the session cookie, else the remember-me
 * cookie (which opens a new, password-less session), else the known-browser marker.
 */
export const SESSION_COOKIE = 'lb_session';
export const REMEMBER_COOKIE = 'lb_remember';
export const KNOWN_COOKIE = 'lb_known';

export interface ViewerUser {
  id: number;
  email: string;
  username: string;
  displayName: string;
  countryCode: string | null;
  /** Search profile: stop offering people once a person filter is removed (spec §3, §4). */
  peopleDisambiguation: boolean;
}

export interface Viewer {
  state: AuthState;
  bot: boolean;
  user?: ViewerUser;
  session?: { id: number; passwordAt: Date | null; rememberMe: boolean };
  team?: { id: number; name: string; role: TeamRole };
}

export type SignedInViewer = Viewer & Required<Pick<Viewer, 'user' | 'session'>>;

export function isSignedIn(viewer: Viewer): viewer is SignedInViewer {
  return !!viewer.user && !!viewer.session && isRecognised(viewer.state);
}

const seconds = (ms: number) => Math.floor(ms / 1000);

function cookieOptions(request: FastifyRequest, maxAgeMs?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(maxAgeMs !== undefined && { maxAge: seconds(maxAgeMs) }),
  };
}

function viewerFromRow(row: repo.SessionRow, bot: boolean): Viewer {
  const session = { id: row.session_id, passwordAt: row.password_at, rememberMe: row.remember_me };
  return {
    state: authStateOf(session, true),
    bot,
    user: {
      id: row.user_id,
      email: row.email,
      username: row.username,
      displayName: row.display_name ?? row.username,
      countryCode: row.country_code,
      peopleDisambiguation: row.people_disambiguation_opt_in,
    },
    session,
    ...(row.team_id !== null &&
      row.team_role !== null && {
        team: { id: row.team_id, name: row.team_name ?? '', role: row.team_role },
      }),
  };
}

export interface SessionManagerDeps {
  db: repo.AccountDb;
  csrf: CsrfProtection;
  events: AccountEvents;
}

export function createSessionManager(deps: SessionManagerDeps) {
  const { db, csrf, events } = deps;
  const resolved = new WeakMap<FastifyRequest, Promise<Viewer>>();

  async function resolve(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
    const bot = isBot(request.headers['user-agent']);
    const known = request.cookies[KNOWN_COOKIE] === '1';
    const sessionToken = request.cookies[SESSION_COOKIE];
    if (isTokenShaped(sessionToken)) {
      const row = await repo.findSession(db, hashToken(sessionToken));
      if (row) {
        if (Date.now() - row.last_seen_at.getTime() > SESSION_TOUCH_INTERVAL_MS) {
          await repo.touchSession(db, row.session_id, SESSION_IDLE_TTL_MS);
        }
        return viewerFromRow(row, bot);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      csrf.bindSession(request, reply, null);
    }
    const rememberToken = request.cookies[REMEMBER_COOKIE];
    if (isTokenShaped(rememberToken)) {
      const userId = await repo.useRememberToken(db, hashToken(rememberToken));
      if (userId !== undefined) {
        const { token, hash } = newToken();
        await repo.insertSession(db, {
          tokenHash: hash,
          userId,
          withPassword: false,
          rememberMe: true,
          ttlMs: SESSION_IDLE_TTL_MS,
        });
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
        csrf.bindSession(request, reply, token);
        const row = await repo.findSession(db, hash);
        if (row) return viewerFromRow(row, bot);
      }
      reply.clearCookie(REMEMBER_COOKIE, { path: '/' });
    }
    return { state: authStateOf(undefined, known), bot };
  }

  function viewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = resolve(request, reply);
      resolved.set(request, pending);
    }
    return pending;
  }

  /**
   * Signs a user in after their password was checked. From a signed-out state (or another
   * user's session) this makes a new session; a remembered or stale session of the same user is
   * kept and given a new token. Either way the browser gets a new session id and CSRF secret,
   * and the sign-in event is emitted once per session.
   */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    options: { rememberMe: boolean },
  ): Promise<Viewer> {
    const current = await viewer(request, reply);
    const { token, hash } = newToken();
    const oldRemember = request.cookies[REMEMBER_COOKIE];
    const keepRemember = current.user?.id === userId && isTokenShaped(oldRemember);
    const rememberMe = options.rememberMe || (keepRemember && !!current.session?.rememberMe);
    const sessionId = await db.transaction().execute(async (tx) => {
      let id: number;
      if (current.session && current.user?.id === userId) {
        id = current.session.id;
        await repo.rotateSession(tx, id, { tokenHash: hash, rememberMe, ttlMs: SESSION_IDLE_TTL_MS });
      } else {
        if (current.session) await repo.deleteSession(tx, current.session.id);
        if (isTokenShaped(oldRemember)) await repo.deleteRememberToken(tx, hashToken(oldRemember));
        id = await repo.insertSession(tx, {
          tokenHash: hash,
          userId,
          withPassword: true,
          rememberMe,
          ttlMs: SESSION_IDLE_TTL_MS,
        });
      }
      if (rememberMe && !keepRemember) {
        const remember = newToken();
        await repo.insertRememberToken(tx, userId, remember.hash, REMEMBER_TTL_MS);
        reply.setCookie(REMEMBER_COOKIE, remember.token, cookieOptions(request, REMEMBER_TTL_MS));
      }
      return id;
    });
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
    reply.setCookie(KNOWN_COOKIE, '1', cookieOptions(request, KNOWN_BROWSER_TTL_MS));
    csrf.rotate(request, reply, { session: token });

    const row = await repo.findSession(db, hash);
    if (!row) throw new Error('The new session is missing');
    const signedIn = viewerFromRow(row, current.bot);
    resolved.set(request, Promise.resolve(signedIn));
    if (await repo.claimSignInReport(db, sessionId)) emitSignIn(request.site, signedIn, sessionId);
    return signedIn;
  }

  function emitSignIn(site: Site, signedIn: Viewer, sessionId: number) {
    const userId = signedIn.user!.id;
    events.emit({
      type: 'account.signed_in',
      event: 'event12',
      userId,
      sessionId,
      site,
      authLabel: authLabel(site, signedIn.state),
      customerType: customerType(signedIn.state, signedIn.team?.role),
    });
    const role = teamSignInRole(signedIn.team?.role);
    if (role && signedIn.team) {
      events.emit({ type: 'account.team_signed_in', userId, teamId: signedIn.team.id, role, site });
    }
  }

  /** Ends the session and forgets the remember-me token; the browser keeps only the known marker. */
  async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const current = await viewer(request, reply);
    const rememberToken = request.cookies[REMEMBER_COOKIE];
    await db.transaction().execute(async (tx) => {
      if (current.session) await repo.deleteSession(tx, current.session.id);
      if (isTokenShaped(rememberToken)) await repo.deleteRememberToken(tx, hashToken(rememberToken));
    });
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(REMEMBER_COOKIE, { path: '/' });
    if (current.user) {
      reply.setCookie(KNOWN_COOKIE, '1', cookieOptions(request, KNOWN_BROWSER_TTL_MS));
      events.emit({ type: 'account.signed_out', userId: current.user.id, site: request.site });
    }
    csrf.rotate(request, reply, { session: null });
    resolved.set(
      request,
      Promise.resolve({ state: authStateOf(undefined, !!current.user), bot: current.bot }),
    );
  }

  /** After a password change: this browser keeps its session under a new id, others are signed out. */
  async function keepOnlyThisSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const current = await viewer(request, reply);
    if (!isSignedIn(current)) return;
    const rememberToken = request.cookies[REMEMBER_COOKIE];
    const keepHash = isTokenShaped(rememberToken) ? hashToken(rememberToken) : undefined;
    const { token, hash } = newToken();
    await db.transaction().execute(async (tx) => {
      await repo.deleteSessionsOf(tx, current.user.id, current.session.id);
      await repo.deleteRememberTokensOf(tx, current.user.id, keepHash);
      await repo.rotateSession(tx, current.session.id, {
        tokenHash: hash,
        rememberMe: current.session.rememberMe,
        ttlMs: SESSION_IDLE_TTL_MS,
      });
    });
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
    csrf.rotate(request, reply, { session: token });
  }

  return { viewer, signIn, signOut, keepOnlyThisSession };
}

export type SessionManager = ReturnType<typeof createSessionManager>;

/** What a page's remotes may know about the viewer (no ids, no secrets). */
export function presentPageViewer(viewer: Viewer): PageViewer {
  return {
    authState: viewer.state,
    ...(viewer.user && isRecognised(viewer.state) && { displayName: viewer.user.displayName }),
    ...(viewer.team && isRecognised(viewer.state) && { teamRole: viewer.team.role }),
  };
}

// ---------------------------------------------------------------------------------------------
// Guards for pages and APIs that need a signed-in customer. Exported for downloads and boards.

export const SIGN_IN_REQUIRED_MESSAGE = 'Sign in to continue.';
export const FRESH_SIGN_IN_REQUIRED_MESSAGE = 'Enter your password again to continue.';

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (
    request.url.includes('/api/') ||
    request.url.split('?')[0]!.endsWith('.json') ||
    (accept.includes('application/json') && !accept.includes('text/html'))
  );
}

export interface GuardOptions {
  /** Where to come back after signing in; the current address for GET pages. */
  returnTo?: string;
}

/**
 * A page answers by sending the visitor to sign in (then back); an API answers 401 with
 * `details.forceSignIn`, which the shared HTTP client turns into the same redirect (spec section 6).
 */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  options: GuardOptions,
): FastifyReply | never {
  if (wantsJson(request)) {
    throw new AppError('sign_in_required', message, { status: 401, details: { forceSignIn: true } });
  }
  const returnTo = options.returnTo ?? (request.method === 'GET' ? request.url : undefined);
  return reply.redirect(signInPath(returnTo, { prefix: request.prefix }), 303);
}

export function createGuards(sessions: SessionManager) {
  return {
    /** The signed-in (or remembered) customer, or undefined once the refusal has been sent. */
    async requireSignedIn(
      request: FastifyRequest,
      reply: FastifyReply,
      options: GuardOptions = {},
    ): Promise<SignedInViewer | undefined> {
      const viewer = await sessions.viewer(request, reply);
      if (isSignedIn(viewer)) return viewer;
      refuse(request, reply, SIGN_IN_REQUIRED_MESSAGE, options);
      return undefined;
    },
    /**
     * For sensitive pages (billing, downloads): the password must have been typed in this
     * session, recently. Remembered visitors are asked to sign in again.
     */
    async requireFreshSignIn(
      request: FastifyRequest,
      reply: FastifyReply,
      options: GuardOptions = {},
    ): Promise<SignedInViewer | undefined> {
      const viewer = await sessions.viewer(request, reply);
      if (isSignedIn(viewer) && hasFreshSignIn(viewer.session, new Date())) return viewer;
      refuse(
        request,
        reply,
        isSignedIn(viewer) ? FRESH_SIGN_IN_REQUIRED_MESSAGE : SIGN_IN_REQUIRED_MESSAGE,
        options,
      );
      return undefined;
    },
  };
}

export type Guards = ReturnType<typeof createGuards>;

/** A same-site return address under the current prefix, or the fallback. */
export function safeReturn(request: FastifyRequest, returnUrl: unknown, fallback: string): string {
  const { prefix } = request;
  if (typeof returnUrl === 'string' && isSafeReturnUrl(returnUrl)) return buildUrl(returnUrl, { prefix });
  return buildUrl(fallback, { prefix });
}
