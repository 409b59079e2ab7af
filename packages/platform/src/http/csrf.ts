import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSRF protection (spec section 7) for every state-changing request of the storefront.
 *
 * Each browser holds a random secret in an HttpOnly cookie; its token is an HMAC of that
 * secret under the server's key, so a token cannot be forged or planted from another site.
 * A signed-in browser's token also covers its session cookie, so a token (and secret) taken
 * from another browser, or a fresh anonymous one, does not work with someone's session.
 * The token reaches the browser three ways: a `<meta name="csrf-token">` tag (the shared HTTP
 * client sends it as `X-CSRF-Token`), a hidden `_csrf` field in server-rendered forms (forms
 * work without JavaScript), and the `XSRF-TOKEN` cookie that the search application sends back
 * as `X-XSRF-TOKEN`. A non-GET request without a valid token is refused with 403.
 */
export const CSRF_SECRET_COOKIE = 'lb_csrf';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-csrf-token';
export const XSRF_HEADER = 'x-xsrf-token';
export const CSRF_FIELD = '_csrf';
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_REJECTED_CODE = 'csrf_failed';
export const CSRF_REJECTED_MESSAGE =
  'This request could not be verified (its security token is missing or out of date). Reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SECRET_BYTES = 32;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface CsrfOptions {
  /** HMAC key; at least 32 characters (SESSION_SECRET or the generated secret under DATA_DIR). */
  key: string;
  /** The session cookie a signed-in browser's token is bound to (anonymous tokens: the secret only). */
  sessionCookie?: string;
  /** Requests that cannot carry a token and change nothing a visitor owns (beacons). */
  isExempt?(request: FastifyRequest): boolean;
  /** Answers a refused request; the default is a JSON 403. */
  onReject?(request: FastifyRequest, reply: FastifyReply): Promise<unknown> | unknown;
}

export interface CsrfProtection {
  /** Adds the check to every non-GET request of the app. */
  register(app: FastifyInstance): void;
  /** This request's token, issuing a secret (and its cookies) to a browser that has none. */
  tokenFor(request: FastifyRequest, reply: FastifyReply): string;
  /**
   * A new secret, for sign-in and sign-out: tokens issued before stop working. `session` is the
   * session cookie's new value (sign-in) or null (sign-out), when it changes in this request.
   */
  rotate(request: FastifyRequest, reply: FastifyReply, binding?: { session: string | null }): string;
  /**
   * The session cookie changed in this request without a sign-in (a remembered visitor got a new
   * session, or a dead one was dropped): tokens issued from here on are bound to the new value.
   */
  bindSession(request: FastifyRequest, reply: FastifyReply, session: string | null): void;
  /** Whether a candidate token is valid for this request's secret. */
  verify(request: FastifyRequest, candidate: string | undefined): boolean;
}

export function createCsrfProtection(options: CsrfOptions): CsrfProtection {
  if (options.key.length < 32) throw new Error('The CSRF key must be at least 32 characters long');
  const issued = new WeakMap<FastifyRequest, string>();
  /** The session a request's tokens are bound to once it changed during the request. */
  const rebound = new WeakMap<FastifyRequest, string | null>();
  const sessionOf = (request: FastifyRequest): string | undefined => {
    if (rebound.has(request)) return rebound.get(request) ?? undefined;
    const value = options.sessionCookie ? request.cookies[options.sessionCookie] : undefined;
    return value || undefined;
  };
  const sign = (secret: string, session: string | undefined) => {
    const hmac = createHmac('sha256', options.key).update(secret);
    // The secret has a fixed shape, so the separator cannot be confused with part of it.
    if (session !== undefined) hmac.update('\n').update(session);
    return hmac.digest('base64url');
  };
  const validSecret = (request: FastifyRequest) => {
    const secret = request.cookies[CSRF_SECRET_COOKIE];
    return secret && SECRET_PATTERN.test(secret) ? secret : undefined;
  };
  const cookieOptions = (request: FastifyRequest, httpOnly: boolean) => ({
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    httpOnly,
  });

  const secrets = new WeakMap<FastifyRequest, string>();
  const issue = (request: FastifyRequest, reply: FastifyReply): string => {
    const secret = randomBytes(SECRET_BYTES).toString('base64url');
    const token = sign(secret, sessionOf(request));
    reply.setCookie(CSRF_SECRET_COOKIE, secret, cookieOptions(request, true));
    reply.setCookie(XSRF_COOKIE, token, cookieOptions(request, false));
    secrets.set(request, secret);
    issued.set(request, token);
    return token;
  };

  const expectedToken = (request: FastifyRequest): string | undefined => {
    const known = issued.get(request);
    if (known) return known;
    const secret = validSecret(request);
    return secret ? sign(secret, sessionOf(request)) : undefined;
  };

  const verify = (request: FastifyRequest, candidate: string | undefined): boolean => {
    const expected = expectedToken(request);
    if (!expected || !candidate) return false;
    const a = Buffer.from(candidate);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  const candidateOf = (request: FastifyRequest): string | undefined => {
    const header = request.headers[CSRF_HEADER] ?? request.headers[XSRF_HEADER];
    if (typeof header === 'string') return header;
    const type = request.headers['content-type'] ?? '';
    if (type.startsWith(FORM_TYPE) && request.body && typeof request.body === 'object') {
      const field = (request.body as Record<string, unknown>)[CSRF_FIELD];
      if (typeof field === 'string') return field;
    }
    return undefined;
  };

  return {
    register(app) {
      // preValidation: after the body is parsed (a plain form carries its token as a field).
      app.addHook('preValidation', async (request, reply) => {
        if (SAFE_METHODS.has(request.method)) return;
        if (options.isExempt?.(request)) return;
        if (verify(request, candidateOf(request))) return;
        request.log.info({ url: request.url, method: request.method }, 'CSRF check failed');
        if (options.onReject) return options.onReject(request, reply);
        return reply.code(403).send({ error: CSRF_REJECTED_CODE, message: CSRF_REJECTED_MESSAGE });
      });
    },
    tokenFor(request, reply) {
      const known = issued.get(request);
      if (known) return known;
      const secret = validSecret(request);
      if (!secret) return issue(request, reply);
      const token = sign(secret, sessionOf(request));
      if (request.cookies[XSRF_COOKIE] !== token) {
        reply.setCookie(XSRF_COOKIE, token, cookieOptions(request, false));
      }
      issued.set(request, token);
      return token;
    },
    rotate(request, reply, binding) {
      if (binding) rebound.set(request, binding.session);
      return issue(request, reply);
    },
    bindSession(request, reply, session) {
      rebound.set(request, session);
      const secret = secrets.get(request) ?? validSecret(request);
      if (!secret) {
        issued.delete(request);
        return;
      }
      const token = sign(secret, session ?? undefined);
      reply.setCookie(XSRF_COOKIE, token, cookieOptions(request, false));
      issued.set(request, token);
    },
    verify,
  };
}
