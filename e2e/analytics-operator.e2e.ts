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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../apps/server/src/app';
import { readClientManifest } from '../apps/server/src/build/manifest';
import { FEATURES } from '../apps/server/src/features';
import { useChromium } from './helpers/chromium';

/**
 * Issue 20's operator view, drawn from real stored events: a visitor searches in the browser
 * (the page's sender stores the events), staff granted as `npm run staff -- add` does then
 * open /operator and see the charts drawn and the zero-result query listed. The server runs
 * in this file, on its own database, so the test can grant the staff role as the command does.
 */
const chromium = useChromium();
const WAIT_MS = 20_000;
let database: TestDatabase;
let app: Awaited<ReturnType<typeof createApp>>;
let baseUrl: string;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-e2e-operator-'));
  database = await createTestDatabase(
    'pglite',
    FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
  );
  await seedCatalogue(database.db, { count: 120, seed: 3 });
  const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dir });
  app = await createApp({
    config,
    database,
    manifest: await readClientManifest(),
    mediaDir: path.join(dir, 'media'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://premium.localhost:${(app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await fs.rm(dir, { recursive: true, force: true });
});

async function storedSearches(): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from analytics_events where event_name = 'Search Results Viewed'`.execute(
      database.db,
    );
    if (rows[0]!.n >= 2 || Date.now() > deadline) return rows[0]!.n;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the operator view', () => {
  it('shows staff the searches visitors made, as charts and lists', { timeout: 90_000 }, async () => {
    const { rows } = await sql<{ keyword: string }>`
      select keywords[1] as keyword from assets where asset_type = 'image' order by id limit 1`.execute(
      database.db,
    );
    const keyword = rows[0]!.keyword;
    const visitor = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/search/2/image?phrase=${encodeURIComponent(keyword)}`);
    await page.goto(`${baseUrl}/search/2/image?phrase=zzqxnothing`);
    expect(await storedSearches()).toBeGreaterThanOrEqual(2);
    await visitor.close();

    const { rows: users } = await sql<{ id: number }>`
      insert into account_users (email, username, password_hash, display_name, country_code, registered_site)
      values ('ops@example.com', 'ops', 'x', 'Olga Ops', 'DEU', 'premium') returning id`.execute(database.db);
    const token = randomBytes(32).toString('base64url');
    await sql`insert into account_sessions (token_hash, user_id, password_at, remember_me, expires_at)
      values (${createHash('sha256').update(token).digest('hex')}, ${users[0]!.id}, now(), false,
        now() + interval '1 hour')`.execute(database.db);
    expect(await grantStaff(database.db, 'ops@example.com')).toMatchObject({ ok: true });

    const staff = await chromium.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await staff.addCookies([{ name: 'lb_session', value: token, url: baseUrl }]);
    const view = await staff.newPage();
    await view.goto(`${baseUrl}/operator`);
    // Searches per day, the funnel and top queries; no consent was chosen, so no consent chart.
    await view.waitForFunction(
      () => document.querySelectorAll('canvas[data-drawn="true"]').length === 3,
      undefined,
      {
        timeout: WAIT_MS,
      },
    );
    expect(await view.locator('#consent-chart').count()).toBe(0);
    const zero = view.getByRole('region', { name: 'Searches with no results' });
    expect(await zero.getByRole('cell', { name: 'zzqxnothing' }).count()).toBe(1);
    const top = view.getByRole('region', { name: 'Top queries' });
    expect(await top.getByRole('cell', { name: keyword.toLowerCase() }).count()).toBe(1);
    const funnel = await view
      .getByRole('region', { name: 'From search to purchase' })
      .locator('td')
      .allTextContents();
    expect(funnel.slice(0, 2)).toEqual(['Search Results Viewed', '1']);
    if (process.env.OPERATOR_SCREENSHOTS) {
      await view.screenshot({
        path: path.join(process.env.OPERATOR_SCREENSHOTS, 'operator-1440.png'),
        fullPage: true,
      });
      await view.setViewportSize({ width: 390, height: 900 });
      await view.screenshot({ path: path.join(process.env.OPERATOR_SCREENSHOTS, 'operator-390.png') });
    }
    await staff.close();
  });
});
