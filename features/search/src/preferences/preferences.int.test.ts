import { createHash, randomBytes } from 'node:crypto';
import { parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The whole server: who is signed in is the accounts feature's, CSRF the platform's.
import { createApp } from '../../../../apps/server/src/app';
import { FEATURES } from '../../../../apps/server/src/features';
import { findPreferences, patchPreferences } from './repository';
import { PREFERENCES_MAX_KEYS } from './rules';
import { PREFERENCES_COOKIE } from './service';

const HOST = 'premium.localhost';
const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
const MANIFEST = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };
const PATH = '/search/api/preferences';

describe.each(testDatabaseKinds())('search preferences on %s', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    app = await createApp({ config, database, manifest: MANIFEST, mediaDir: '/nonexistent' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  let emails = 0;
  /** A customer and a session for them; returns their id and session cookie value. */
  async function customer() {
    const email = `prefs${Date.now().toString(36)}${emails++}@example.com`;
    const { rows } = await sql<{ id: number }>`
      insert into account_users (email, username, password_hash, display_name, country_code, registered_site)
      values (${email}, ${email.split('@')[0]}, 'x', 'Pat', 'DEU', 'premium') returning id`.execute(
      database.db,
    );
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await sql`insert into account_sessions (token_hash, user_id, password_at, remember_me, expires_at)
      values (${hash}, ${rows[0]!.id}, now(), false, now() + interval '1 hour')`.execute(database.db);
    return { id: Number(rows[0]!.id), session: token };
  }

  /** A browser: keeps cookies and the page's CSRF token. */
  function browser() {
    const cookies = new Map<string, string>();
    let csrf = '';
    const remember = (res: LightMyRequestResponse) => {
      for (const raw of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        const [pair] = raw.split(';');
        const at = pair!.indexOf('=');
        const value = pair!.slice(at + 1);
        if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(raw))
          cookies.delete(pair!.slice(0, at));
        else cookies.set(pair!.slice(0, at), value);
      }
      const meta = /<meta name="csrf-token" content="([^"]+)">/.exec(res.body);
      if (meta) csrf = meta[1]!;
      return res;
    };
    const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return {
      cookies,
      page: async (url = '/search/2/image') =>
        remember(await app.inject({ method: 'GET', url, headers: { host: HOST, cookie: cookie() } })),
      get: async () =>
        remember(
          await app.inject({
            method: 'GET',
            url: PATH,
            headers: { host: HOST, accept: 'application/json', cookie: cookie() },
          }),
        ),
      put: async (body: unknown, options: { csrf?: boolean; method?: 'PUT' | 'PATCH' } = {}) =>
        remember(
          await app.inject({
            method: options.method ?? 'PUT',
            url: PATH,
            headers: {
              host: HOST,
              accept: 'application/json',
              'content-type': 'application/json',
              cookie: cookie(),
              ...(options.csrf !== false && { 'x-csrf-token': csrf }),
            },
            payload: JSON.stringify(body),
          }),
        ),
    };
  }

  it('a guest keeps the map in a first-party cookie; the search page state carries it', async () => {
    const b = browser();
    await b.page();
    expect((await b.get()).json()).toEqual({ preferences: {} });
    const put = await b.put({ filterPanel: 'closed' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ preferences: { filterPanel: 'closed' } });
    const set = ([] as string[])
      .concat(put.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(PREFERENCES_COOKIE));
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\//);
    expect((await b.get()).json()).toEqual({ preferences: { filterPanel: 'closed' } });
    expect((await b.page()).body).toContain('"searchPreferences":{"filterPanel":"closed"}');
    expect((await b.put({ filterPanel: null }, { method: 'PATCH' })).json()).toEqual({ preferences: {} });
  });

  it('refuses a change without the CSRF token', async () => {
    const b = browser();
    await b.page();
    const forged = await b.put({ filterPanel: 'closed' }, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await b.get()).json()).toEqual({ preferences: {} });
  });

  it('a bad name, value or body is a 400 with a message, and nothing of it is kept', async () => {
    const { session } = await customer();
    for (const signedIn of [false, true]) {
      const b = browser();
      if (signedIn) b.cookies.set('lb_session', session);
      await b.page();
      await b.put({ filterPanel: 'open' });
      for (const [body, words] of [
        [{ filterPanel: 'closed', 'Bad-Name': 'x' }, 'is not a preference name'],
        [{ filterPanel: 'closed', note: 'x'.repeat(101) }, 'too long'],
        [{ filterPanel: 'closed', count: 3 }, 'must be text'],
        [['closed'], 'JSON object'],
        [{}, 'at least one'],
      ] as const) {
        const res = await b.put(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toContain(words);
      }
      expect((await b.get()).json()).toEqual({ preferences: { filterPanel: 'open' } });
    }
  });

  it('a signed-in customer’s map is one row, and a change beyond the key limit writes nothing', async () => {
    const { id, session } = await customer();
    const b = browser();
    b.cookies.set('lb_session', session);
    await b.page();
    const keys = Object.fromEntries(
      Array.from({ length: PREFERENCES_MAX_KEYS - 1 }, (_, i) => [`k${i}`, 'v']),
    );
    expect((await b.put(keys)).statusCode).toBe(200);
    expect((await b.put({ filterPanel: 'closed' })).statusCode).toBe(200);
    expect(b.cookies.has(PREFERENCES_COOKIE)).toBe(false);
    const full = await findPreferences(database.db, id);
    expect(Object.keys(full ?? {})).toHaveLength(PREFERENCES_MAX_KEYS);

    const over = await b.put({ filterPanel: 'open', extra: 'x' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain(`at most ${PREFERENCES_MAX_KEYS}`);
    expect(await findPreferences(database.db, id)).toEqual(full);
    // Removing one while adding one stays within the limit.
    expect((await b.put({ k0: null, extra: 'x' })).statusCode).toBe(200);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from search_preferences where user_id = ${id}`.execute(database.db);
    expect(rows[0]!.n).toBe(1);
  });

  it('the repository refuses a merged map beyond the byte limit in the same statement', async () => {
    const { id } = await customer();
    const big = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, 'x'.repeat(100)]));
    expect(await patchPreferences(database.db, id, big, [])).toEqual(big);
    expect(await patchPreferences(database.db, id, { k9: 'x'.repeat(100) }, [])).toBeUndefined();
    expect(await findPreferences(database.db, id)).toEqual(big);
  });

  it('at sign-in the guest map joins the account’s, the account’s values win, and the cookie goes', async () => {
    const { id, session } = await customer();
    await patchPreferences(database.db, id, { filterPanel: 'open', kept: 'account' }, []);
    const b = browser();
    await b.page();
    await b.put({ filterPanel: 'closed', guestOnly: 'yes' });
    expect(b.cookies.has(PREFERENCES_COOKIE)).toBe(true);

    b.cookies.set('lb_session', session);
    const page = await b.page();
    expect(page.body).toContain('"searchPreferences":{');
    expect(b.cookies.has(PREFERENCES_COOKIE)).toBe(false);
    const merged = { filterPanel: 'open', kept: 'account', guestOnly: 'yes' };
    expect(await findPreferences(database.db, id)).toEqual(merged);
    expect((await b.get()).json()).toEqual({ preferences: merged });
  });

  it('a guest map that would break the limits with the account’s leaves the account’s as it was', async () => {
    const { id, session } = await customer();
    const own = Object.fromEntries(Array.from({ length: PREFERENCES_MAX_KEYS }, (_, i) => [`k${i}`, 'v']));
    await patchPreferences(database.db, id, own, []);
    const b = browser();
    await b.page();
    await b.put({ guestOnly: 'yes' });
    b.cookies.set('lb_session', session);
    expect((await b.get()).json()).toEqual({ preferences: own });
    expect(b.cookies.has(PREFERENCES_COOKIE)).toBe(false);
  });
});
