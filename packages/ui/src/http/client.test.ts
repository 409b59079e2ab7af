import { describe, expect, it } from 'vitest';
import { createHttpClient, type HttpEnvironment, HttpError, readCookie } from './client';

interface Call {
  url: string;
  init: RequestInit;
}

function environment(
  respond: (call: Call) => Response,
  page: { csrf?: string; cookies?: string; path?: string; search?: string } = {},
) {
  const calls: Call[] = [];
  const assigned: string[] = [];
  const env: HttpEnvironment = {
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return respond(call);
    }) as typeof fetch,
    csrfToken: () => page.csrf,
    cookies: () => page.cookies ?? '',
    location: {
      pathname: page.path ?? '/de/account/billing',
      search: page.search ?? '?tab=cards',
      assign: (url) => assigned.push(url),
    },
  };
  return { env, calls, assigned };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const headersOf = (call: Call) => call.init.headers as Record<string, string>;

describe('shared HTTP client', () => {
  it('asks for JSON under the country-language prefix and sends no CSRF header on GET', async () => {
    const { env, calls } = environment(() => json(200, { boards: [] }), { csrf: 'meta-token' });
    const client = createHttpClient({ prefix: '/de', env });
    expect(await client.get('/collaboration/boards.json', { query: { pageSize: 250 } })).toEqual({
      boards: [],
    });
    expect(calls[0]!.url).toBe('/de/collaboration/boards.json?pageSize=250');
    expect(headersOf(calls[0]!).accept).toBe('application/json');
    expect(headersOf(calls[0]!)['X-CSRF-Token']).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(calls[0]!.init.signal).toBeUndefined();
  });

  it('sends the meta-tag token and the XSRF cookie as headers on non-GET requests, with a JSON body', async () => {
    const { env, calls } = environment(() => new Response(null, { status: 204 }), {
      csrf: 'meta-token',
      cookies: 'lb_locale=de; XSRF-TOKEN=xsrf%2Dvalue; other=1',
    });
    const client = createHttpClient({ prefix: '', env });
    expect(await client.post('/components/collaboration/api/create-board', { name: 'Trip' })).toBeUndefined();
    const headers = headersOf(calls[0]!);
    expect(headers['X-CSRF-Token']).toBe('meta-token');
    expect(headers['X-XSRF-TOKEN']).toBe('xsrf-value');
    expect(headers['content-type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"name":"Trip"}');
    expect(calls[0]!.init.method).toBe('POST');
  });

  it('sends a Blob as itself under its own type, with the CSRF header', async () => {
    const { env, calls } = environment(() => json(201, { id: 'q1' }), { csrf: 'meta-token' });
    const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    expect(await createHttpClient({ prefix: '/de', env }).post('/search/api/image-queries', picture)).toEqual(
      {
        id: 'q1',
      },
    );
    expect(calls[0]!.url).toBe('/de/search/api/image-queries');
    expect(headersOf(calls[0]!)['content-type']).toBe('image/jpeg');
    expect(headersOf(calls[0]!)['X-CSRF-Token']).toBe('meta-token');
    expect(calls[0]!.init.body).toBe(picture);
  });

  it('counts every 2xx as success and anything else as an HttpError with the server’s message', async () => {
    const ok = environment(() => json(201, { id: 7 }));
    expect(await createHttpClient({ prefix: '', env: ok.env }).put('/x', {})).toEqual({ id: 7 });
    const bad = environment(() => json(403, { error: 'csrf_failed', message: 'Reload the page.' }));
    const error = (await createHttpClient({ prefix: '', env: bad.env })
      .delete('/x')
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect([error.status, error.code, error.message]).toEqual([403, 'csrf_failed', 'Reload the page.']);
    expect(bad.assigned).toEqual([]);
  });

  it('sends the browser to sign in, back to the current path and query, on a 401 with forceSignIn', async () => {
    const { env, assigned } = environment(() =>
      json(401, { error: 'sign_in_required', message: 'Sign in', details: { forceSignIn: true } }),
    );
    const error = (await createHttpClient({ prefix: '/de', env })
      .get('/account/api/billing')
      .catch((e: unknown) => e)) as HttpError;
    expect(error.redirectedToSignIn).toBe(true);
    expect(assigned).toEqual(['/de/sign-in?returnurl=%2Fde%2Faccount%2Fbilling%3Ftab%3Dcards']);
  });

  it('does not redirect on a 401 without forceSignIn', async () => {
    const { env, assigned } = environment(() => json(401, { error: 'unauthorized', message: 'No' }));
    await expect(createHttpClient({ prefix: '', env }).get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(assigned).toEqual([]);
  });

  it('reads one cookie by exact name', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc; XSRF-TOKEN2=zzz', 'XSRF-TOKEN')).toBe('abc');
    expect(readCookie('MY-XSRF-TOKEN=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});
