import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_REJECTED_MESSAGE,
  CSRF_SECRET_COOKIE,
  type CsrfProtection,
  createCsrfProtection,
  XSRF_COOKIE,
} from './csrf';

const KEY = 'k'.repeat(40);
let app: FastifyInstance;
let csrf: CsrfProtection;

function cookiesOf(setCookie: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of ([] as string[]).concat(setCookie ?? [])) {
    const [pair] = c.split(';');
    const at = pair!.indexOf('=');
    out[pair!.slice(0, at)] = pair!.slice(at + 1);
  }
  return out;
}

beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  csrf = createCsrfProtection({ key: KEY, isExempt: (r) => r.url === '/beacon' });
  csrf.register(app);
  app.get('/form', async (request, reply) => ({ token: csrf.tokenFor(request, reply) }));
  app.post('/change', async () => ({ ok: true }));
  app.post('/beacon', async () => ({ ok: true }));
  app.post('/rotate', async (request, reply) => ({ token: csrf.rotate(request, reply) }));
});
afterAll(() => app.close());

async function session() {
  const res = await app.inject({ method: 'GET', url: '/form' });
  const cookies = cookiesOf(res.headers['set-cookie']);
  return {
    token: res.json().token as string,
    cookies,
    header: `${CSRF_SECRET_COOKIE}=${cookies[CSRF_SECRET_COOKIE]}`,
  };
}

describe('CSRF protection', () => {
  it('issues an HttpOnly secret and a readable XSRF-TOKEN cookie holding the token', async () => {
    const res = await app.inject({ method: 'GET', url: '/form' });
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const secret = raw.find((c) => c.startsWith(`${CSRF_SECRET_COOKIE}=`))!;
    const xsrf = raw.find((c) => c.startsWith(`${XSRF_COOKIE}=`))!;
    expect(secret).toMatch(/HttpOnly/);
    expect(secret).toMatch(/SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(cookiesOf(raw)[XSRF_COOKIE]).toBe(res.json().token);
  });

  it('accepts the token as X-CSRF-Token, as X-XSRF-TOKEN and as a form field', async () => {
    const s = await session();
    for (const headers of [{ 'x-csrf-token': s.token }, { 'x-xsrf-token': s.token }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/change',
        headers: { ...headers, cookie: s.header },
      });
      expect(res.statusCode).toBe(200);
    }
    const form = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { cookie: s.header, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${encodeURIComponent(s.token)}&name=x`,
    });
    expect(form.statusCode).toBe(200);
  });

  it('refuses a missing, wrong or foreign token with 403 and a message', async () => {
    const s = await session();
    const other = await session();
    const attempts = [
      { cookie: s.header },
      { cookie: s.header, 'x-csrf-token': 'nope' },
      { cookie: s.header, 'x-csrf-token': other.token },
      { 'x-csrf-token': s.token },
    ];
    for (const headers of attempts) {
      const res = await app.inject({ method: 'POST', url: '/change', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'csrf_failed', message: CSRF_REJECTED_MESSAGE });
    }
    // A JSON body field is not a form: only headers count for JSON requests.
    const json = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { cookie: s.header },
      payload: { _csrf: s.token },
    });
    expect(json.statusCode).toBe(403);
  });

  it('lets exempt requests through and invalidates old tokens on rotation', async () => {
    expect((await app.inject({ method: 'POST', url: '/beacon', payload: {} })).statusCode).toBe(200);
    const s = await session();
    const rotated = await app.inject({
      method: 'POST',
      url: '/rotate',
      headers: { cookie: s.header, 'x-csrf-token': s.token },
    });
    const fresh = cookiesOf(rotated.headers['set-cookie']);
    expect(rotated.json().token).not.toBe(s.token);
    const stale = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { cookie: `${CSRF_SECRET_COOKIE}=${fresh[CSRF_SECRET_COOKIE]}`, 'x-csrf-token': s.token },
    });
    expect(stale.statusCode).toBe(403);
  });

  it('refuses a key too short to sign with', () => {
    expect(() => createCsrfProtection({ key: 'short' })).toThrow(/at least 32/);
  });
});

describe('CSRF protection bound to a session cookie', () => {
  let bound: FastifyInstance;
  beforeAll(async () => {
    bound = Fastify();
    await bound.register(fastifyCookie);
    const protection = createCsrfProtection({ key: KEY, sessionCookie: 'sid' });
    protection.register(bound);
    bound.get('/form', async (request, reply) => ({ token: protection.tokenFor(request, reply) }));
    bound.post('/change', async () => ({ ok: true }));
    // A GET only to keep the test short; the real sign-in is a POST.
    bound.get('/sign-in', async (request, reply) => {
      reply.setCookie('sid', 'session-two', { path: '/' });
      return { token: protection.rotate(request, reply, { session: 'session-two' }) };
    });
    bound.get('/renewed', async (request, reply) => {
      protection.bindSession(request, reply, 'session-three');
      return { token: protection.tokenFor(request, reply) };
    });
  });
  afterAll(() => bound.close());

  const tokenWith = async (url: string, cookie: string) => {
    const res = await bound.inject({ method: 'GET', url, headers: { cookie } });
    return { token: res.json().token as string, cookies: cookiesOf(res.headers['set-cookie']) };
  };
  const change = (cookie: string, token: string) =>
    bound.inject({ method: 'POST', url: '/change', headers: { cookie, 'x-csrf-token': token } });

  it('accepts a token only with the session it was issued for, and an anonymous one only without a session', async () => {
    const anonymous = await tokenWith('/form', '');
    const secret = `${CSRF_SECRET_COOKIE}=${anonymous.cookies[CSRF_SECRET_COOKIE]}`;
    const one = await tokenWith('/form', `${secret}; sid=session-one`);
    expect(one.token).not.toBe(anonymous.token);
    expect((await change(`${secret}; sid=session-one`, one.token)).statusCode).toBe(200);
    expect((await change(`${secret}; sid=session-two`, one.token)).statusCode).toBe(403);
    expect((await change(`${secret}; sid=session-one`, anonymous.token)).statusCode).toBe(403);
    expect((await change(secret, anonymous.token)).statusCode).toBe(200);
  });

  it('binds the token a sign-in rotates to the new session, and a renewed session rebinds the page token', async () => {
    const anonymous = await tokenWith('/form', '');
    const secret = `${CSRF_SECRET_COOKIE}=${anonymous.cookies[CSRF_SECRET_COOKIE]}`;
    const signedIn = await tokenWith('/sign-in', `${secret}; sid=old`);
    const fresh = `${CSRF_SECRET_COOKIE}=${signedIn.cookies[CSRF_SECRET_COOKIE]}`;
    expect(signedIn.cookies[XSRF_COOKIE]).toBe(signedIn.token);
    expect((await change(`${fresh}; sid=session-two`, signedIn.token)).statusCode).toBe(200);
    expect((await change(`${fresh}; sid=old`, signedIn.token)).statusCode).toBe(403);
    const renewed = await tokenWith('/renewed', `${fresh}; sid=gone`);
    expect(renewed.cookies[XSRF_COOKIE]).toBe(renewed.token);
    expect((await change(`${fresh}; sid=session-three`, renewed.token)).statusCode).toBe(200);
  });
});
