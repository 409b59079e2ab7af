import { parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The whole server: /signals and /consent behind its locale prefixes, CSRF and page shell.
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';
import { PIPELINE_ID } from './domain/events';

const PREMIUM = 'premium.localhost';
const BUNDLE = (name: string) => ({ url: `/${name}.js`, integrity: `sha384-${name}` });
const MANIFEST = {
  host: BUNDLE('host'),
  styles: BUNDLE('styles'),
  features: { analytics: { consent: BUNDLE('consent'), signals: BUNDLE('signals') } },
  remotes: {},
};
const SETTLE_MS = 10_000;

const signal = (event: string, properties: Record<string, unknown> = {}) => ({
  source: 'web',
  event,
  properties,
  pipeline_id: PIPELINE_ID,
  app_name: 'storefront',
});

describe.each(testDatabaseKinds())('/signals and consent on %s', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      CONSENT_COUNTRIES: 'BRA',
      // Behind a proxy that ends HTTPS: X-Forwarded-Proto says how the visitor came.
      TRUST_PROXY: 'true',
    });
    app = await createApp({ config, database, manifest: MANIFEST, mediaDir: '/nonexistent' });
    // Every feature's migrations on PGlite take minutes when the two cores are shared.
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: PREMIUM, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  /** Events stored so far with this marker; batches are written within a moment. */
  async function stored(marker: string, expected: number) {
    const deadline = Date.now() + SETTLE_MS;
    for (;;) {
      const { rows } = await sql<{ event_name: string; visitor_id: string | null; site: string }>`
        select event_name, visitor_id, site from analytics_events
        where properties->>'marker' = ${marker} order by id`.execute(database.db);
      if (rows.length >= expected || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('stores valid signals, also under a locale prefix, with the visitor from the tracking cookie', async () => {
    const visitor = '0b8d3a51-2f7e-4c36-9a55-5f1c1d7d2c11';
    const a = await post('/signals', [signal('Page Loaded', { marker: 'ok' })], {
      cookie: `lb_vid=${visitor}.2`,
    });
    const b = await post('/de/signals', [signal('Search Results Viewed', { marker: 'ok' })]);
    expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
    const rows = await stored('ok', 2);
    expect(rows).toEqual([
      { event_name: 'Page Loaded', visitor_id: visitor, site: 'premium' },
      { event_name: 'Search Results Viewed', visitor_id: null, site: 'premium' },
    ]);
  });

  it('refuses what is not a list of spec signals with a 400 that says so', async () => {
    for (const body of [
      signal('Page Loaded'),
      [],
      [signal('Not An Event')],
      [signal('event12')],
      [{ ...signal('Page Loaded'), pipeline_id: 'other' }],
      Array.from({ length: 21 }, () => signal('Page Loaded')),
    ]) {
      const response = await post('/signals', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', message: 'Not a list of signals' });
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/signals',
      headers: { host: PREMIUM, 'content-type': 'text/plain' },
      payload: '[{not json',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('keeps nothing from bots or from visitors who ask not to be tracked', async () => {
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    expect((await post('/signals', [signal('Page Loaded', { marker: 'quiet' })], bot)).statusCode).toBe(204);
    expect(
      (await post('/signals', [signal('Page Loaded', { marker: 'quiet' })], { dnt: '1' })).statusCode,
    ).toBe(204);
    expect(
      (await post('/signals', [signal('Page Loaded', { marker: 'quiet' })], { 'sec-gpc': '1' })).statusCode,
    ).toBe(204);
    // A later signal is stored, so the three above had their chance to be written too.
    await post('/signals', [signal('Page Loaded', { marker: 'after-quiet' })]);
    expect(await stored('after-quiet', 1)).toHaveLength(1);
    expect(await stored('quiet', 0)).toEqual([]);
  });

  it('refuses to change a stored signal', async () => {
    await post('/signals', [signal('Page Loaded', { marker: 'fixed' })]);
    expect(await stored('fixed', 1)).toHaveLength(1);
    await expect(sql`update analytics_events set event_name = 'x'`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
  });

  const page = (url: string, cookie = '') =>
    app.inject({ method: 'GET', url, headers: { host: PREMIUM, accept: 'text/html', cookie } });

  it('asks German and operator-listed visitors first; the sender is left out until they allow it', async () => {
    for (const url of ['/de/', '/br/']) {
      const html = (await page(url)).body;
      expect(html).toMatch(/<section id="lb-consent"[^>]*role="dialog"(?![^>]*hidden)/);
      expect(html).toContain('/consent.js');
      expect(html).not.toContain('/signals.js');
    }
    const us = await page('/');
    expect(us.body).toMatch(/<section id="lb-consent"[^>]*hidden/);
    expect(us.body).toContain('/signals.js');
    expect(us.cookies.map((c) => c.name)).toContain('lb_vid');
    // The Footer's link without JavaScript: the same choices as a page, without the banner on top.
    const settings = await page('/de/cookie-settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.body).toContain('<h1>Cookie-Einstellungen</h1>');
    expect(settings.body).toMatch(/<section id="lb-consent"[^>]*hidden/);
    const dnt = await app.inject({ method: 'GET', url: '/', headers: { host: PREMIUM, dnt: '1' } });
    expect(dnt.body).not.toContain('/signals.js');
  });

  it('stores a choice in the cookie and counts it for the consent rates', async () => {
    const first = await page('/de/');
    const token = first.body.match(/name="_csrf" value="([^"]+)"/)?.[1];
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(token).toBeTruthy();
    const chosen = await app.inject({
      method: 'POST',
      url: '/de/consent',
      headers: { host: PREMIUM, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams([
        ['_csrf', token!],
        ['choice', 'save'],
        ['groups', 'C0002'],
        ['groups', 'C0005'],
        ['returnurl', '/search/2/image'],
      ]).toString(),
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/de/search/2/image');
    const consent = chosen.cookies.find((c) => c.name === 'lb_consent');
    expect(decodeURIComponent(consent?.value ?? '')).toBe('C0001:1,C0002:1,C0003:0,C0004:0,C0005:1');
    const after = await page('/de/', `${cookie}; lb_consent=${consent!.value}`);
    expect(after.body).toMatch(/<section id="lb-consent"[^>]*hidden/);
    expect(after.body).toContain('/signals.js');
    const { rows } = await sql<{ country: string; groups: string[]; accepted_all: boolean }>`
      select country, groups, accepted_all from analytics_consent_choices`.execute(database.db);
    expect(rows).toEqual([{ country: 'DEU', groups: ['C0001', 'C0002', 'C0005'], accepted_all: false }]);
    const bad = await app.inject({
      method: 'POST',
      url: '/consent',
      headers: { host: PREMIUM, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${token}&choice=maybe`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the tracking cookie 5 days, the visit flag for the session only, both Secure over HTTPS', async () => {
    const plain = await page('/');
    const tracking = plain.cookies.find((c) => c.name === 'lb_vid');
    const visit = plain.cookies.find((c) => c.name === 'lb_visit');
    expect(tracking?.maxAge).toBe(5 * 24 * 3600);
    expect(tracking?.value).toMatch(/^[0-9a-f-]{36}\.1$/);
    expect(visit).toBeDefined();
    expect(visit?.maxAge).toBeUndefined();
    expect(visit?.expires).toBeUndefined();
    expect(tracking?.secure).toBeFalsy();
    // The same visit counts once; a new session (no visit flag) counts one more.
    const again = await page('/', `lb_vid=${tracking?.value}; lb_visit=1`);
    expect(again.cookies.find((c) => c.name === 'lb_vid')?.value).toBe(tracking?.value);
    const next = await page('/', `lb_vid=${tracking?.value}`);
    expect(next.cookies.find((c) => c.name === 'lb_vid')?.value).toMatch(/\.2$/);

    const https = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: PREMIUM, accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    for (const name of ['lb_vid', 'lb_visit']) {
      expect(https.cookies.find((c) => c.name === name)?.secure).toBe(true);
    }
  });
});
