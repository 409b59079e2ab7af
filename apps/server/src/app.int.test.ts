import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedCatalogue } from '@lightbox/catalogue';
import { createFolderTransport, parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { buildClient } from './build/build-client';
import { FEATURES } from './features';

const PREMIUM = 'premium.localhost';
const SUBSCRIPTION = 'subscription.localhost';

describe.each(testDatabaseKinds())('storefront server on %s', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  let mediaDir: string;
  let sample: { id: number; title: string; keyword: string };

  beforeAll(async () => {
    const manifest = await buildClient();
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    await seedCatalogue(database.db, { count: 300, seed: 7 });
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-media-'));
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const mail = createFolderTransport({
      dir: path.join(mediaDir, 'mail'),
      from: 'Lightbox <no-reply@lightbox.test>',
    });
    app = await createApp({ config, database, manifest, mediaDir, mail });
    const row = await sql<{
      id: number;
      title: string;
      keywords: string[];
    }>`select id, title, keywords from assets
      where asset_type = 'image' order by popularity desc, id limit 1`.execute(database.db);
    const first = row.rows[0]!;
    sample = { id: first.id, title: first.title, keyword: first.keywords[0]! };
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  const get = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host } });

  it('serves each site by host name, with its own theme', async () => {
    const premium = await get(PREMIUM, '/');
    const subscription = await get(`${SUBSCRIPTION}:3000`, '/');
    expect(premium.statusCode).toBe(200);
    expect(premium.body).toContain('data-site="premium"');
    expect(subscription.statusCode).toBe(200);
    expect(subscription.body).toContain('data-site="subscription"');
  });

  it('answers an unknown host with directions to both sites, not a storefront', async () => {
    const res = await get('elsewhere.example', '/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('premium.localhost');
    expect(res.body).toContain('subscription.localhost');
  });

  it('reports health with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('server-renders search results with counts and marked remote mount points', async () => {
    const res = await get(PREMIUM, `/search/2/image?phrase=${encodeURIComponent(sample.keyword)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`/detail/${sample.id}`);
    for (const name of ['Header', 'SearchBar', 'Footer']) expect(res.body).toContain(`data-remote="${name}"`);
    // Deferred, or (with the page boot in the build) preloaded and started after the first paint.
    expect(res.body).toMatch(
      /(<script defer src|<link rel="preload" as="script" href)="\/search\/assets\/app\.[A-Z0-9]+\.js" integrity="sha384-/,
    );
  });

  it('defaults the search type to image', async () => {
    const res = await get(PREMIUM, '/search/2?phrase=x');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/search/2/image?phrase=x');
  });

  it('normalises a malformed page address instead of failing', async () => {
    const res = await get(SUBSCRIPTION, '/search/2/image?page=-4&sortorder=sideways&family=nope');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Page 1 of');
  });

  it('answers a bad API parameter with 400 naming it', async () => {
    const res = await get(PREMIUM, '/search/api/assets?page=0&assettype=audio');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/assettype/);
    expect(res.json().message).toMatch(/page/);
    const { error, message, details } = res.json() as {
      error: string;
      message: string;
      details: Array<{ parameter: string }>;
    };
    expect(error).toBe('bad_request');
    expect(details.map((d) => d.parameter).sort()).toEqual(['assettype', 'page']);
    expect(message).toBe(`Invalid search parameters: ${details.map((d) => d.parameter).join(', ')}`);
  });

  it('pages through results without repeating an asset', async () => {
    const one = (await get(PREMIUM, '/search/api/assets?page=1')).json();
    const two = (await get(PREMIUM, '/search/api/assets?page=2')).json();
    expect(one.assets).toHaveLength(60);
    const ids = new Set(one.assets.map((a: { id: number }) => a.id));
    expect(two.assets.some((a: { id: number }) => ids.has(a.id))).toBe(false);
    expect(one.counts.images).toBe(one.total);
  });

  it('shows an asset detail page with title, licence and related assets', async () => {
    const res = await get(PREMIUM, `/detail/${sample.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(sample.title.replace(/&/g, '&amp;'));
    expect(res.body).toMatch(/Royalty-free|Rights-managed/);
    expect(res.body).toContain(`/media/${sample.id}/comp.jpg`);
    // Licence metadata for search engines (schema.org), with the site's absolute addresses.
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      acquireLicensePage: `http://premium.localhost:3000/detail/${sample.id}`,
      license: expect.stringMatching(/^http:\/\/premium\.localhost:3000\/purchase\/agreements\//),
    });
  });

  it('answers a missing asset with FourOhFour and a withdrawn one with FourTen', async () => {
    expect((await get(PREMIUM, '/detail/123')).statusCode).toBe(404);
    expect((await get(PREMIUM, '/detail/not-a-number')).statusCode).toBe(404);
    await sql`update assets set withdrawn_at = now() where id = ${sample.id}`.execute(database.db);
    const gone = await get(PREMIUM, `/detail/${sample.id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('data-page="FourTen"');
    const search = (await get(PREMIUM, '/search/api/assets?page=1')).json();
    expect(search.assets.some((a: { id: number }) => a.id === sample.id)).toBe(false);
    await sql`update assets set withdrawn_at = null where id = ${sample.id}`.execute(database.db);
  });

  it("declares the first screen's remotes in the page with their integrity, and leaves the Footer to remote.json when idle", async () => {
    const res = await get(PREMIUM, `/search/2/image?phrase=${encodeURIComponent(sample.keyword)}`);
    const declared = [
      ...res.body.matchAll(
        /<link rel="preload" as="script" href="([^"]+)" integrity="(sha384-[^"]+)" crossorigin="anonymous" fetchpriority="low" data-boot-script data-remote-entry="([^"]+)">/g,
      ),
    ];
    expect(declared.map((m) => m[3]).sort()).toEqual(['Header', 'SearchBar']);
    for (const [, src, integrity, name] of declared) {
      const manifest = (await get(PREMIUM, `/components/${name}/static/remote.json`)).json();
      expect({ src, integrity }).toEqual({ src: manifest.remoteEntry, integrity: manifest.integrity });
    }
    // The boot runs them in the order declared: the host runtime, which shares React, comes first,
    // and the page's own application last.
    expect(res.body).toMatch(
      /<link rel="preload" as="script" href="\/assets\/host\.[^"]+" integrity="sha384-/,
    );
    expect(res.body.indexOf('/assets/host.')).toBeLessThan(res.body.indexOf('data-remote-entry='));
    expect(res.body.lastIndexOf('data-remote-entry=')).toBeLessThan(res.body.indexOf('/search/assets/app.'));
    // Nothing of the first screen runs before the boot lets it: the boot is its only script.
    expect(res.body).toMatch(
      /<script defer src="\/assets\/boot\.[^"]+" integrity="sha384-[^"]+" crossorigin="anonymous">/,
    );
    expect(res.body).not.toMatch(/<script[^>]*src="\/(assets\/host|components\/|search\/assets)/);
    expect(res.body).toMatch(/data-remote="Footer"[^>]*data-remote-hydrate="idle"/);
  });

  it("asks the browser to compile the first screen's scripts while they download (V8's compile hint on their first line)", async () => {
    const page = (await get(PREMIUM, `/search/2/image?phrase=${encodeURIComponent(sample.keyword)}`)).body;
    const scripts = [...page.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const src of scripts) {
      const body = (await get(PREMIUM, src)).body;
      expect(body.split('\n', 1)[0], src).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  it('sends each page only the translations its scripts can use, with ICU messages already parsed', async () => {
    const pageMessages = async (url: string) => {
      const body = (await get(PREMIUM, url)).body;
      const json = /<script type="application\/json" id="lb-page">(.*?)<\/script>/s.exec(body)?.[1] ?? '{}';
      return (JSON.parse(json) as { messages: Record<string, unknown> }).messages;
    };
    const search = await pageMessages(`/search/2/image?phrase=${encodeURIComponent(sample.keyword)}`);
    const keys = Object.keys(search);
    expect(keys).toContain('header.signIn');
    expect(keys.some((key) => key.startsWith('search.'))).toBe(true);
    expect(keys.some((key) => key.startsWith('plans.'))).toBe(false);
    expect(keys.some((key) => key.startsWith('marketing.'))).toBe(false);
    const icu = Object.values(search).filter((value) => Array.isArray(value));
    expect(icu.length).toBeGreaterThan(0);
    expect(Object.values(search).some((value) => typeof value === 'string' && value.includes('{'))).toBe(
      false,
    );
    const cart = await pageMessages('/purchase/cart');
    expect(Object.keys(cart).some((key) => key.startsWith('purchase.'))).toBe(true);
  });

  it('returns remote.json with remoteEntry and integrity for a mapped component', async () => {
    const res = await get(SUBSCRIPTION, '/components/Header/static/remote.json');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.remoteEntry).toMatch(/^\/components\/Header\/static\/remoteEntry\.[A-Z0-9]+\.js$/);
    expect(body.integrity).toMatch(/^sha384-/);
    const script = await get(SUBSCRIPTION, body.remoteEntry);
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
  });

  it('maps the components features declare, on the sites they declare, and serves built files compressed', async () => {
    for (const name of [
      'PurchaseCart',
      'ThankYouPage',
      'ConfirmationPage',
      'AnonPaymentPage',
      'PaymentMethods',
      'UpdatePaymentDetails',
    ]) {
      for (const host of [PREMIUM, SUBSCRIPTION])
        expect((await get(host, `/components/${name}/static/remote.json`)).statusCode).toBe(200);
    }
    const entry = (await get(PREMIUM, '/components/PurchaseCart/static/remote.json')).json()
      .remoteEntry as string;
    const plain = await get(PREMIUM, entry);
    const brotli = await app.inject({
      method: 'GET',
      url: entry,
      headers: { host: PREMIUM, 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const page = await app.inject({
      method: 'GET',
      url: '/search/2/image',
      headers: { host: PREMIUM, 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('takes payment webhooks without a CSRF token (they sign themselves) and nothing else', async () => {
    const webhook = await app.inject({
      method: 'POST',
      url: '/purchase/webhooks/payments',
      headers: { host: PREMIUM, 'content-type': 'application/json' },
      payload: '{"id":"evt_1"}',
    });
    // The built-in test processor sends no events; the point is that CSRF did not refuse it.
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json().message).toBe('This store takes no payment events.');
    const cart = await app.inject({
      method: 'POST',
      url: '/purchase/webhooks/payments-other',
      headers: { host: PREMIUM, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(cart.statusCode).toBe(403);
  });

  it("answers an unmapped component with 'No component mapped for {site}:{component}'", async () => {
    const res = await get(SUBSCRIPTION, '/components/PremiumAccessSelfRenewalPage/static/remote.json');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No component mapped for subscription:PremiumAccessSelfRenewalPage');
  });

  it('accepts error beacons on /pulse and rejects malformed ones with 400', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/pulse',
      headers: { host: PREMIUM, 'content-type': 'text/plain' },
      payload: JSON.stringify({
        kind: 'error',
        page: 'search',
        errors: [{ type: 'RemoteAppError', message: 'x' }],
      }),
    });
    expect(ok.statusCode).toBe(204);
    const bad = await app.inject({
      method: 'POST',
      url: '/pulse',
      headers: { host: PREMIUM, 'content-type': 'text/plain' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await app.inject({
      method: 'POST',
      url: '/pulse',
      headers: { host: PREMIUM },
      payload: {
        kind: 'error',
        page: 'p',
        errors: Array.from({ length: 4 }, () => ({ type: 't', message: 'm' })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('renders the FourOhFour page for unknown page addresses and JSON for unknown API addresses', async () => {
    const page = await get(PREMIUM, '/nowhere');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await get(PREMIUM, '/search/api/nowhere');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not_found');
  });

  it('serves a page under a country-language prefix in that language, with prefixed links', async () => {
    const res = await get(PREMIUM, '/de/search/2/image');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de"');
    expect(res.body).toMatch(/href="\/de\/detail\/\d+"/);
    expect(res.body).not.toMatch(/href="\/detail\//);
    const ja = await get(SUBSCRIPTION, '/jp/');
    expect(ja.body).toContain('<html lang="ja"');
  });

  it('answers related previews apart from the search, and refuses malformed terms with 400', async () => {
    const search = (
      await get(PREMIUM, `/search/api/assets?phrase=${encodeURIComponent(sample.keyword)}`)
    ).json();
    expect(search.relatedTerms.length).toBeGreaterThan(0);
    expect(search).not.toHaveProperty('relatedPreviews');
    const terms = search.relatedTerms.slice(0, 3) as string[];
    const query = `phrase=${encodeURIComponent(sample.keyword)}${terms.map((t, i) => `&term${i + 1}=${encodeURIComponent(t)}`).join('')}`;
    const answer = await get(PREMIUM, `/search/api/related-previews?${query}`);
    expect(answer.statusCode).toBe(200);
    const previews = answer.json().relatedPreviews as Array<{ term: string; assets: Array<{ id: number }> }>;
    expect(previews.length).toBeGreaterThan(0);
    for (const preview of previews) {
      expect(terms).toContain(preview.term);
      expect(preview.assets.length).toBeGreaterThan(0);
      expect(preview.assets.length).toBeLessThanOrEqual(4);
    }
    for (const bad of [
      'phrase=sea',
      `term1=${'x'.repeat(101)}`,
      'term1=%20',
      'term1=sea&term2=',
      'term1=sea&page=0',
    ]) {
      const refused = await get(PREMIUM, `/search/api/related-previews?${bad}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('bad_request');
    }
    // A bad term names term1 alone; a bad search parameter comes with its details.
    expect((await get(PREMIUM, '/search/api/related-previews?phrase=sea')).json()).toEqual({
      error: 'bad_request',
      message: 'Invalid parameter: term1',
    });
    const page = (await get(PREMIUM, '/search/api/related-previews?term1=&page=0')).json();
    expect(page.message).toBe('Invalid parameters: page, term1');
    expect(page.details.map((d: { parameter: string }) => d.parameter)).toEqual(['page']);
  });

  it('searches in the language of the address, and marks metadata with its own language', async () => {
    const max = await sql<{ id: number }>`select max(id) as id from assets`.execute(database.db);
    const id = max.rows[0]!.id + 1;
    await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
        short_title, caption, keywords, width, height, orientation, number_of_people, release_status,
        collection_code, collection_name, contributor, date_taken, uploaded_at, popularity, metadata_language)
      values (${id}, 'creative', 'image', 'photography', 'jpg', 'rf', 'Fachwerkhäuser am Marktplatz',
        'Fachwerkhäuser', '', array['Häuser', 'Marktplatz']::text[], 3000, 2000, 'horizontal', 'none',
        'released', 'lbx', 'Lightbox', 'Fixture', '2024-01-01', '2024-01-01', 0, 'de')`.execute(database.db);
    try {
      const found = (url: string) =>
        get(PREMIUM, url).then((r) => r.json().assets.map((a: { id: number }) => a.id) as number[]);
      // German stemming finds "Häuser" from "Haus"; English stemming does not.
      expect(await found('/de/search/api/assets?phrase=Haus')).toEqual([id]);
      expect(await found('/search/api/assets?phrase=H%C3%A4user')).toEqual([]);
      const page = await get(PREMIUM, '/de/search/2/image?phrase=H%C3%A4user');
      expect(page.body).toContain('Fachwerkhäuser am Marktplatz');
      const detail = await get(PREMIUM, `/de/detail/${id}`);
      expect(detail.body).toContain('<h1 lang="de">Fachwerkhäuser am Marktplatz</h1>');
    } finally {
      await sql`delete from assets where id = ${id}`.execute(database.db);
    }
  });

  it('redirects an alias prefix to the canonical one', async () => {
    const res = await get(PREMIUM, '/en/search/2/image?phrase=sea');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/search/2/image?phrase=sea');
  });

  it('remembers a country and language choice and returns to the same page in it', async () => {
    const res = await get(PREMIUM, '/locale?choice=deu-de&returnurl=%2Fsearch%2F2%2Fimage%3Fphrase%3Dsea');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/de/search/2/image?phrase=sea');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('lb_locale=de;') && c.includes('HttpOnly'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('lb_country=DEU;'))).toBe(true);

    const remembered = await app.inject({
      method: 'GET',
      url: '/search/2/film',
      headers: { host: PREMIUM, accept: 'text/html', cookie: 'lb_locale=fr' },
    });
    expect(remembered.statusCode).toBe(302);
    expect(remembered.headers.location).toBe('/fr/search/2/film');
  });

  it('refuses an unknown choice and never follows an off-site return URL', async () => {
    expect((await get(PREMIUM, '/locale?choice=xyz-qq')).statusCode).toBe(400);
    const res = await get(PREMIUM, '/locale?choice=fra-fr&returnurl=%2F%2Fevil.example%2F');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/fr');
  });

  it('gives every page a CSRF meta tag and Header sign-in links, and refuses a form without the token', async () => {
    const page = await app.inject({ method: 'GET', url: '/de/search/2/image', headers: { host: PREMIUM } });
    const token = /<meta name="csrf-token" content="([A-Za-z0-9_-]+)">/.exec(page.body)?.[1];
    expect(token).toBeDefined();
    expect(page.body).toContain('href="/de/sign-in?returnurl=%2Fsearch%2F2%2Fimage"');
    expect(page.body).toContain('href="/de/register?returnurl=');
    const subscription = await get(SUBSCRIPTION, '/');
    expect(subscription.body).toContain('href="/join"');
    const cookies = ([] as string[]).concat(page.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('lb_csrf=') && c.includes('HttpOnly'))).toBe(true);
    expect(cookies.some((c) => c.startsWith(`XSRF-TOKEN=${token};`) && !c.includes('HttpOnly'))).toBe(true);

    const stale = await app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: { host: PREMIUM, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'identifier=a%40b.co&password=x',
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.headers['content-type']).toContain('text/html');
    expect(stale.body).toContain('This form has expired');
    const api = await app.inject({ method: 'POST', url: '/sign-out', headers: { host: PREMIUM } });
    expect(api.statusCode).toBe(403);
    expect(api.json().error).toBe('csrf_failed');
  });

  it('signs a customer in under a prefix and shows the account menu with a sign-out form in the Header', async () => {
    const email = `app-${Date.now()}@example.com`;
    const jar = new Map<string, string>();
    const send = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
      const res = await app.inject({
        method,
        url,
        headers: {
          host: PREMIUM,
          accept: 'text/html',
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        ...(form && { payload: new URLSearchParams(form).toString() }),
      });
      for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        const [pair] = c.split(';');
        const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      return res;
    };
    const csrfOf = (html: string) => /<meta name="csrf-token" content="([^"]+)">/.exec(html)![1]!;
    let page = await send('GET', '/de/register');
    expect(page.statusCode).toBe(200);
    const registered = await send('POST', '/de/register', {
      _csrf: csrfOf(page.body),
      name: 'App Tester',
      email,
      password: 'correct horse battery',
      country: 'DEU',
    });
    expect(registered.headers.location).toBe('/de/register/sent');
    await sql`update account_users set email_verified_at = now() where email = ${email}`.execute(database.db);
    page = await send('GET', '/de/sign-in');
    const signedIn = await send('POST', '/de/sign-in', {
      _csrf: csrfOf(page.body),
      identifier: email,
      password: 'correct horse battery',
    });
    expect(signedIn.headers.location).toBe('/de/account');
    const account = await send('GET', '/de/account');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('class="lb-menu lb-account-menu"');
    expect(account.body).toContain('action="/de/sign-out?returnurl=%2Faccount"');
    expect(account.body).toContain('"viewer":{"authState":"authenticated","displayName":"App Tester"}');
    // The sign-out form carries the page's token (the same as its meta tag) in a hidden field.
    expect(account.body).toContain(`<input type="hidden" name="_csrf" value="${csrfOf(account.body)}"/>`);
  });
});
