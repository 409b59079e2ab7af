import {
  convert,
  FX_RATES_DATE,
  formatMoney,
  money,
  PACK_REFUND_DAYS,
  RENEWAL_NOTICE_DAYS,
} from '@lightbox/core';
import { parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The whole server, so the pages are tested with the purchase feature's real cart behind them.
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';

const PREMIUM = 'premium.localhost';
const SUBSCRIPTION = 'subscription.localhost';
const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
/** Pages render without built bundles: these routes need none to answer. */
const MANIFEST = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };

/** The amount a page must show: core's conversion of a USD price, formatted for the locale. */
function shown(usdMinor: number, currency: string, locale: string): string {
  const converted = convert(money(usdMinor, 'USD'), currency);
  if (!converted.ok) throw new Error(converted.error.message);
  return formatMoney(converted.money, locale);
}

// The page's own content (its messages are also embedded as JSON for hydration), with React's
// escapes of apostrophes undone: the text a visitor reads.
const text = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

describe.each(testDatabaseKinds())('plans and pricing pages on %s', (kind) => {
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

  const get = async (host: string, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
    return { status: res.statusCode, body: text(res.body) };
  };

  it('lists every kind of plan on the subscription site, each card linking to its page', async () => {
    const page = await get(SUBSCRIPTION, '/plans-and-pricing');
    expect(page.status).toBe(200);
    for (const id of [
      'credit-packs',
      'subscriptions',
      'premium-plus-video',
      'image-packs',
      'custom-media',
      'faq',
    ])
      expect(page.body).toContain(`id="${id}"`);
    expect(page.body).toContain('href="/purchase/credits/credits-25"');
    expect(page.body).toContain('href="/purchase/subscriptions/sub-signature-50-annual"');
    expect(page.body).toContain('href="/purchase/subscriptions/imagepack-high-5"');
    // The signature plus plans sit in the video section, not among the image subscriptions.
    const video = page.body.slice(
      page.body.indexOf('id="premium-plus-video"'),
      page.body.indexOf('id="image-packs"'),
    );
    expect(video).toContain('sub-signatureplus-25-monthly');
    expect(video).not.toContain('sub-signature-50-monthly');
    // Custom media has no page of its own: its terms and cart form stand in the listing.
    const custom = page.body.slice(page.body.indexOf('id="custom-media"'), page.body.indexOf('id="faq"'));
    expect(custom).toContain('Total commitment');
    expect(custom).toContain('name="sku" value="custom-media-10"');
    expect(page.body.match(/<details data-faq=/g)?.length).toBeGreaterThanOrEqual(5);
  });

  it('checks the monthly term unless the address asks for the annual one', async () => {
    const checked = (html: string) =>
      /<input type="radio" name="lb-term" checked="" value="(\w+)"/.exec(html)?.[1];
    expect(checked((await get(SUBSCRIPTION, '/plans-and-pricing')).body)).toBe('monthly');
    expect(checked((await get(SUBSCRIPTION, '/plans-and-pricing?term=annual')).body)).toBe('annual');
    expect(checked((await get(SUBSCRIPTION, '/plans-and-pricing?term=weekly')).body)).toBe('monthly');
  });

  it('shows the operator’s current prices, converted for the visitor’s country', async () => {
    await sql`update purchase_products set price_usd_minor = 12345 where sku = 'credits-25'`.execute(
      database.db,
    );
    const us = await get(SUBSCRIPTION, '/plans-and-pricing');
    expect(us.body).toContain(shown(12345, 'USD', 'en-us'));
    const german = await get(SUBSCRIPTION, '/de/purchase/credits/credits-25');
    expect(german.status).toBe(200);
    expect(german.body).toContain(shown(12345, 'EUR', 'de'));
    expect(german.body).toContain(FX_RATES_DATE.slice(0, 4));
    await sql`update purchase_products set price_usd_minor = 23000 where sku = 'credits-25'`.execute(
      database.db,
    );
  });

  it('states a credit pack’s payment, refund window and credit costs before the cart form', async () => {
    const page = await get(SUBSCRIPTION, '/purchase/credits/credits-25');
    expect(page.status).toBe(200);
    const form = page.body.indexOf('action="/purchase/cart/plans"');
    const terms = page.body.indexOf('Commitment and cancellation');
    expect(terms).toBeGreaterThan(0);
    expect(form).toBeGreaterThan(terms);
    expect(page.body).toContain(`${shown(23000, 'USD', 'en-us')}, one payment.`);
    expect(page.body).toContain(`An unused pack can be refunded within ${PACK_REFUND_DAYS} days.`);
    expect(page.body).toContain('Credits never expire while you sign in at least once a year.');
    expect(page.body).toMatch(/Signature video<\/th><td>18 credits/);
    expect(page.body).toContain('name="sku" value="credits-25"');
  });

  it('states an annual subscription’s year, renewal mail, retries, rollover and use-by rule', async () => {
    const page = await get(SUBSCRIPTION, '/purchase/subscriptions/sub-essentials-10-annual');
    expect(page.status).toBe(200);
    expect(page.body).toContain('one payment for 12 months. It renews each year unless you cancel.');
    expect(page.body).toContain(`We mail you ${RENEWAL_NOTICE_DAYS} days before each renewal.`);
    expect(page.body).toContain(
      'A failed renewal payment is retried 3 times over 7 days, then the plan lapses.',
    );
    expect(page.body).toContain('no refund of a year already begun');
    expect(page.body).toContain('Unused monthly downloads roll over within the year');
    expect(page.body).toContain('Essentials (non-exclusive) images only.');
    expect(page.body).toContain('within 30 days of the plan’s end loses its license');
  });

  it('states a monthly subscription’s charge and that nothing binds beyond the month', async () => {
    const page = await get(SUBSCRIPTION, '/purchase/subscriptions/sub-signatureplus-25-monthly');
    expect(page.body).toContain('charged each month. No commitment beyond the month you paid for.');
    expect(page.body).toContain('All royalty-free images and video.');
    expect(page.body).not.toContain('roll over');
  });

  it('answers the site’s 404 for a plan of another kind, an unknown one, a retired one or the other site', async () => {
    expect((await get(SUBSCRIPTION, '/purchase/credits/sub-signature-10-monthly')).status).toBe(404);
    expect((await get(SUBSCRIPTION, '/purchase/subscriptions/credits-25')).status).toBe(404);
    expect((await get(SUBSCRIPTION, '/purchase/subscriptions/no-such-plan')).status).toBe(404);
    const long = (await get(SUBSCRIPTION, `/purchase/credits/${'x'.repeat(300)}`)).status;
    expect(long >= 400 && long < 500).toBe(true);
    expect((await get(PREMIUM, '/purchase/credits/credits-25')).status).toBe(404);
    expect((await get(PREMIUM, '/plans-and-pricing')).status).toBe(404);
    expect((await get(SUBSCRIPTION, '/premium-access')).status).toBe(404);
    await sql`update purchase_products set active = false where sku = 'credits-3'`.execute(database.db);
    expect((await get(SUBSCRIPTION, '/purchase/credits/credits-3')).status).toBe(404);
    expect((await get(SUBSCRIPTION, '/plans-and-pricing')).body).not.toContain('credits-3"');
    await sql`update purchase_products set active = true where sku = 'credits-3'`.execute(database.db);
  });

  it('lists the premium site’s agreements with cap, project code and overage price', async () => {
    const page = await get(PREMIUM, '/premium-access');
    expect(page.status).toBe(200);
    for (const sku of [
      'pa-annual-250',
      'pa-annual-1000',
      'ed-annual-500',
      'ea-annual-100',
      'custom-media-10',
    ])
      expect(page.body).toContain(`name="sku" value="${sku}"`);
    // Custom media is sold once, not yearly: its own section, after the annual agreements.
    expect(page.body.indexOf('id="custom-media"')).toBeGreaterThan(
      page.body.indexOf('value="ea-annual-100"'),
    );
    expect(page.body).toContain('Up to 250 downloads a year.');
    expect(page.body).toContain('Each download asks for a project code.');
    expect(page.body).toContain(
      `Downloads past the cap are charged at ${shown(15000, 'USD', 'en-us')} each with the next renewal.`,
    );
    // The premium site's header links here (the chrome feature's main navigation).
    const raw = await app.inject({ method: 'GET', url: '/', headers: { host: PREMIUM } });
    expect(raw.body).toMatch(/<nav class="lb-nav"[^>]*>(?:(?!<\/nav>).)*href="\/premium-access"/s);
    // Easy Access asks for no project code and charges no overage.
    const easy = page.body.slice(page.body.indexOf('data-sku="ea-annual-100"'));
    expect(easy.slice(0, easy.indexOf('</li>'))).not.toContain('project code');
  });

  it('puts a plan from its page into the cart, and refuses a bad one with a 4xx', async () => {
    const jar = new Map<string, string>();
    const send = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
      const res = await app.inject({
        method,
        url,
        headers: {
          host: SUBSCRIPTION,
          accept: 'text/html',
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        ...(form && { payload: new URLSearchParams(form).toString() }),
      });
      for (const cookie of res.cookies) jar.set(cookie.name, cookie.value);
      return res;
    };
    const page = await send('GET', '/purchase/credits/credits-12');
    const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page.body)![1]!;
    const added = await send('POST', '/purchase/cart/plans', { _csrf: csrf, sku: 'credits-12' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toMatch(/^\/purchase\/cart\?added=\d+$/);
    const cart = await send('GET', '/purchase/cart');
    expect(cart.body).toContain('12 credits');
    expect(cart.body).toContain(shown(12000, 'USD', 'en-us'));
    expect((await send('POST', '/purchase/cart/plans', { _csrf: csrf, sku: 'NOT A SKU' })).statusCode).toBe(
      400,
    );
    expect(
      (await send('POST', '/purchase/cart/plans', { _csrf: csrf, sku: 'credits-9999' })).statusCode,
    ).toBe(404);
  });
});
