import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { grantStaff } from '@lightbox/analytics/staff';
import { seedCatalogue } from '@lightbox/catalogue';
import { parseConfig } from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../apps/server/src/app';
import { readClientManifest } from '../apps/server/src/build/manifest';
import { FEATURES } from '../apps/server/src/features';
import { useChromium } from './helpers/chromium';

/**
 * Issue 22's editorial console in the browser: staff create an event, attach an asset found by
 * the console's search and see it on the event page; rename a place; a signed-in customer gets
 * the not-found page. CONSOLE_SCREENSHOTS=dir saves each page at 1440 and 390 px.
 */
const chromium = useChromium();
const SHOTS = process.env.CONSOLE_SCREENSHOTS;
let database: TestDatabase;
let app: Awaited<ReturnType<typeof createApp>>;
let baseUrl: string;
let dir: string;
let customerToken: string;
let staffToken: string;

async function account(email: string): Promise<string> {
  const { rows } = await sql<{ id: number }>`
    insert into account_users (email, username, password_hash, display_name, country_code, registered_site, email_verified_at)
    values (${email}, ${email.split('@')[0]}, 'x', 'Person', 'USA', 'premium', now()) returning id`.execute(
    database.db,
  );
  const token = randomBytes(32).toString('base64url');
  await sql`insert into account_sessions (token_hash, user_id, password_at, remember_me, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${rows[0]!.id}, now(), false,
      now() + interval '1 hour')`.execute(database.db);
  return token;
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-e2e-console-editorial-'));
  database = await createTestDatabase(
    'pglite',
    FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
  );
  await seedCatalogue(database.db, { count: 120, seed: 7 });
  app = await createApp({
    config: parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dir }),
    database,
    manifest: await readClientManifest(),
    mediaDir: path.join(dir, 'media'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://premium.localhost:${(app.server.address() as AddressInfo).port}`;
  staffToken = await account('ops@example.com');
  expect(await grantStaff(database.db, 'ops@example.com')).toMatchObject({ ok: true });
  customerToken = await account('buyer@example.com');
}, 300_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await fs.rm(dir, { recursive: true, force: true });
});

async function browserOf(token: string): Promise<BrowserContext> {
  const context = await chromium.browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addCookies([{ name: 'lb_session', value: token, url: baseUrl }]);
  return context;
}

async function shoot(context: BrowserContext, url: string, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    await page.close();
  }
}

describe('the editorial console', () => {
  it('answers a signed-in customer with the not-found page on the editorial addresses', {
    timeout: 90_000,
  }, async () => {
    const context = await browserOf(customerToken);
    const page = await context.newPage();
    for (const address of [
      '/operator/events',
      '/operator/events/new',
      '/operator/events/1',
      '/operator/people',
      '/operator/locations',
    ]) {
      const response = await page.goto(`${baseUrl}${address}`);
      expect(response?.status(), address).toBe(404);
      expect(await page.locator('.lb-console').count()).toBe(0);
    }
    await context.close();
  });

  it('staff create an event, attach an asset found by search, and the event page shows it', {
    timeout: 180_000,
  }, async () => {
    const { rows } = await sql<{ id: number; title: string }>`select id, title from assets
      where family = 'editorial' and withdrawn_at is null order by id limit 1`.execute(database.db);
    const asset = rows[0]!;
    const context = await browserOf(staffToken);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/operator/events`);
    await page.getByRole('link', { name: 'New event' }).click();
    // A bad date range is refused next to its field; what was typed stays.
    await page.getByLabel('Name').fill('Lantern Festival');
    await page.getByLabel('First day').fill('2026-09-12');
    await page.getByLabel('Last day').fill('2026-09-10');
    await page.getByLabel('Place', { exact: true }).fill('Hoi An, Vietnam');
    await page.getByLabel('Country code (three letters)').fill('VNM');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.getByText('The last day cannot be before the first.').first().waitFor();
    await shoot(context, page.url(), 'console-event-new');
    await page.getByLabel('Last day').fill('2026-09-13');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.getByText('Event created.').waitFor();
    const eventUrl = page.url().split('?')[0]!;
    const eventId = Number(eventUrl.split('/').pop());

    await page.getByLabel('Find assets to attach').fill(String(asset.id));
    await page.getByRole('button', { name: 'Search' }).last().click();
    await page.getByRole('button', { name: `Attach ${asset.id}` }).click();
    await page.getByText('Asset attached to the event.').waitFor();
    expect(await page.locator('.lb-console__table').first().textContent()).toContain(asset.title);
    await shoot(context, eventUrl, 'console-event');
    await shoot(context, `${baseUrl}/operator/events`, 'console-events');

    const visitor = await chromium.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const eventPage = await visitor.newPage();
    const response = await eventPage.goto(`${baseUrl}/search/editorial?eventid=${eventId}`);
    expect(response?.status()).toBe(200);
    await eventPage.getByRole('heading', { name: 'Lantern Festival' }).first().waitFor();
    expect(await eventPage.locator(`a[href*="/detail/${asset.id}"]`).count()).toBeGreaterThan(0);
    await visitor.close();
    await context.close();
  });

  it('staff rename a place on every asset, and search by the new place finds them', {
    timeout: 120_000,
  }, async () => {
    const { rows } = await sql<{ place: string; n: number }>`select v.place, count(*)::int as n
      from assets a, unnest(a.locations) v(place) group by v.place order by n desc, v.place limit 1`.execute(
      database.db,
    );
    const { place, n } = rows[0]!;
    const context = await browserOf(staffToken);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/operator/locations`);
    await shoot(context, page.url(), 'console-locations');
    await page.getByRole('link', { name: place, exact: true }).click();
    await page.getByLabel('New name').fill('Harbour Quarter');
    await page.getByRole('button', { name: 'Rename on every asset' }).click();
    await page.getByText('Renamed on every asset.').waitFor();
    await shoot(context, page.url(), 'console-location');
    const found = await sql<{ n: number }>`select count(*)::int as n from asset_search d
      where exists (select 1 from unnest(d.locations) l where lb_slug(l) = 'harbour-quarter')`.execute(
      database.db,
    );
    expect(found.rows[0]!.n).toBe(n);
    await context.close();
  });
});
