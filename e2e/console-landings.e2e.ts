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
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../apps/server/src/app';
import { readClientManifest } from '../apps/server/src/build/manifest';
import { FEATURES } from '../apps/server/src/features';
import { useChromium } from './helpers/chromium';

/**
 * Issue 22's landing rows in the browser: staff add a row to /creative-images and see it there,
 * move it up, remove it; a signed-in customer gets the not-found page. CONSOLE_SCREENSHOTS=dir
 * saves the console pages at 1440 and 390 px.
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
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-e2e-console-landings-'));
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

/** The page as it stands (a form sent back with its errors has no address to load again). */
async function shootHere(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

const headings = async (context: BrowserContext) => {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/creative-images`);
  const texts = await page.locator('.lb-browse__row-head h2').allTextContents();
  await page.close();
  return texts;
};

describe('the landing rows in the console', () => {
  it('answers a signed-in customer with the not-found page', { timeout: 90_000 }, async () => {
    const context = await browserOf(customerToken);
    const page = await context.newPage();
    for (const address of ['/operator/landings', '/operator/landings/premium/images']) {
      const response = await page.goto(`${baseUrl}${address}`);
      expect(response?.status(), address).toBe(404);
      expect(await page.locator('.lb-console').count()).toBe(0);
    }
    await context.close();
  });

  it('staff add a row to /creative-images, see it there, move it up and remove it', {
    timeout: 180_000,
  }, async () => {
    const { rows } = await sql<{ code: string; name: string }>`select collection_code as code,
        min(collection_name) as name from assets
      where family = 'creative' and asset_type = 'image' and withdrawn_at is null
      group by collection_code order by count(*) asc, collection_code limit 1`.execute(database.db);
    const smallest = rows[0]!;
    const context = await browserOf(staffToken);
    const before = await headings(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/operator/landings`);
    await shoot(context, page.url(), 'console-landings');
    await page.getByRole('link', { name: '/creative-images', exact: true }).click();
    await page.getByRole('heading', { name: '/creative-images' }).waitFor();

    // A code no collection has is refused next to its field; what was typed stays.
    const add = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the row' }) });
    await add.getByLabel('Kind of row').selectOption('collection');
    await add.getByLabel('How many, collection code or set slug').fill('NOSUCH');
    await add.getByLabel('Title (optional)').fill('Quiet corners');
    await add.getByRole('button', { name: 'Add the row' }).click();
    await page.getByText('No asset belongs to a collection with this code.').first().waitFor();
    await shootHere(page, 'console-landing-error');
    const again = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the row' }) });
    expect(await again.getByLabel('Title (optional)').inputValue()).toBe('Quiet corners');
    await again.getByLabel('How many, collection code or set slug').fill(smallest.code);
    await again.getByRole('button', { name: 'Add the row' }).click();
    await page.getByText('Row added.').waitFor();
    const landingUrl = page.url().split('?')[0]!;
    await shoot(context, landingUrl, 'console-landing');

    const added = await headings(context);
    expect(added.at(-1)).toBe('Quiet corners');
    expect(added.slice(0, -1)).toEqual(before);

    // Move it up with the keyboard: focus the button and press Enter.
    await page.getByRole('button', { name: 'Move up: Row 2' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Row moved.').waitFor();
    expect((await headings(context))[0]).toBe('Quiet corners');

    await page.getByRole('button', { name: 'Remove: Row 1' }).click();
    await page.getByText('Row removed.').waitFor();
    expect(await headings(context)).toEqual(before);
    expect(await page.locator('.lb-console__audit, table').last().textContent()).toContain('remove_row');
    await context.close();
  });
});
