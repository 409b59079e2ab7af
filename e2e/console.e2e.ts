import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { grantStaff } from '@lightbox/analytics/staff';
import { seedCatalogue } from '@lightbox/catalogue';
import { parseConfig } from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { createCartService } from '@lightbox/purchase/cart-service';
import { createCheckout } from '@lightbox/purchase/checkout-service';
import { createTestProcessor } from '@lightbox/purchase/payments/test-processor';
import { GOOD_CARD } from '@lightbox/purchase/test-fixtures';
import { sql } from 'kysely';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../apps/server/src/app';
import { readClientManifest } from '../apps/server/src/build/manifest';
import { FEATURES } from '../apps/server/src/features';
import { useChromium } from './helpers/chromium';

/**
 * Issue 22's operator console in the browser: staff edit an asset and see the change audited,
 * withdraw it (visitors then get 410) and put it back, refund part of an order; a signed-in
 * customer gets the not-found page on every console address. The server runs in this file on
 * its own database, so the test can grant the staff role as `npm run staff -- add` does.
 */
const chromium = useChromium();
const SHOTS = process.env.CONSOLE_SCREENSHOTS;
let database: TestDatabase;
let app: Awaited<ReturnType<typeof createApp>>;
let baseUrl: string;
let dir: string;
let customerId: number;
let customerToken: string;
let staffToken: string;

async function account(email: string): Promise<{ id: number; token: string }> {
  const { rows } = await sql<{ id: number }>`
    insert into account_users (email, username, password_hash, display_name, country_code, registered_site, email_verified_at)
    values (${email}, ${email.split('@')[0]}, 'x', 'Person', 'USA', 'premium', now()) returning id`.execute(
    database.db,
  );
  const token = randomBytes(32).toString('base64url');
  await sql`insert into account_sessions (token_hash, user_id, password_at, remember_me, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${rows[0]!.id}, now(), false,
      now() + interval '1 hour')`.execute(database.db);
  return { id: rows[0]!.id, token };
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-e2e-console-'));
  database = await createTestDatabase(
    'pglite',
    FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
  );
  await seedCatalogue(database.db, { count: 120, seed: 7 });
  const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dir });
  app = await createApp({
    config,
    database,
    manifest: await readClientManifest(),
    mediaDir: path.join(dir, 'media'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://premium.localhost:${(app.server.address() as AddressInfo).port}`;
  staffToken = (await account('ops@example.com')).token;
  expect(await grantStaff(database.db, 'ops@example.com')).toMatchObject({ ok: true });
  const customer = await account('buyer@example.com');
  customerId = customer.id;
  customerToken = customer.token;
}, 300_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await fs.rm(dir, { recursive: true, force: true });
});

async function browserOf(token: string | undefined, width = 1440): Promise<BrowserContext> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 1000 } });
  if (token) await context.addCookies([{ name: 'lb_session', value: token, url: baseUrl }]);
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

describe('the operator console', () => {
  it('answers a signed-in customer with the not-found page on every console address, GET and POST', {
    timeout: 90_000,
  }, async () => {
    const { rows } = await sql<{ id: number }>`select id from assets order by id limit 1`.execute(
      database.db,
    );
    const id = rows[0]!.id;
    const context = await browserOf(customerToken);
    const page = await context.newPage();
    for (const address of [
      '/operator/assets',
      `/operator/assets/${id}`,
      '/operator/orders',
      '/operator/orders/1',
      `/operator/customers/${customerId}`,
      '/operator/sets',
    ]) {
      const response = await page.goto(`${baseUrl}${address}`);
      expect(response?.status(), address).toBe(404);
      expect(await page.locator('.lb-console').count()).toBe(0);
    }
    await page.goto(baseUrl);
    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    for (const address of [
      `/operator/assets/${id}`,
      `/operator/assets/${id}/withdraw`,
      '/operator/assets/bulk',
      '/operator/orders/1/refund',
      '/operator/orders/1/resend',
      '/operator/sets/1/add',
    ]) {
      // Posted from the page, as a forged form would be: the browser resolves *.localhost.
      const status = await page.evaluate(
        async ([url, body]) =>
          (
            await fetch(url, {
              method: 'POST',
              body: new URLSearchParams(body),
              headers: { accept: 'text/html' },
            })
          ).status,
        [`${baseUrl}${address}`, { _csrf: token ?? '', id: String(id), availability: 'withdraw' }] as const,
      );
      expect(status, address).toBe(404);
    }
    expect((await page.goto(`${baseUrl}/detail/${id}`))?.status()).toBe(200);
    await context.close();
  });

  it('lets staff edit an asset, shows the change in its history and in search, withdraws and restores it', {
    timeout: 120_000,
  }, async () => {
    const { rows } = await sql<{ id: number }>`
      select id from assets where asset_type = 'image' and withdrawn_at is null order by id desc limit 1`.execute(
      database.db,
    );
    const id = rows[0]!.id;
    const context = await browserOf(staffToken);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/operator`);
    await page.getByRole('link', { name: 'Operator console' }).click();
    await page.waitForURL(`${baseUrl}/operator/assets`);
    await page.getByLabel('ID, words or collection').fill(String(id));
    await page.locator('form.lb-console__search').getByRole('button').click();
    await page.getByRole('link', { name: String(id), exact: true }).click();
    await page.waitForURL(`${baseUrl}/operator/assets/${id}`);

    await page.getByLabel('Title').fill('Lighthouse keeper quorvex at dusk');
    await page.getByLabel('Credit line').fill('Ada Lens / Lightbox');
    await page.getByLabel('Price tier').selectOption('signature');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Changes saved.' }).waitFor();
    const history = page.getByRole('region', { name: 'History of changes' });
    expect(await history.getByRole('cell', { name: 'ops@example.com' }).count()).toBe(1);
    expect(await history.locator('pre').last().textContent()).toContain('Lighthouse keeper quorvex at dusk');

    const visitor = await browserOf(undefined);
    const look = await visitor.newPage();
    await look.goto(`${baseUrl}/search/2/image?phrase=quorvex`);
    await look.locator(`a[href*="/detail/${id}"]`).first().waitFor();

    await page.getByRole('button', { name: 'Withdraw from sale' }).click();
    await page.getByRole('button', { name: 'Put back on sale' }).waitFor();
    expect((await look.goto(`${baseUrl}/detail/${id}`))?.status()).toBe(410);
    await shoot(context, `${baseUrl}/operator/assets/${id}`, 'console-asset');
    await shoot(context, `${baseUrl}/operator/assets?status=withdrawn`, 'console-assets');
    await page.getByRole('button', { name: 'Put back on sale' }).click();
    await page.getByRole('button', { name: 'Withdraw from sale' }).waitFor();
    expect((await look.goto(`${baseUrl}/detail/${id}`))?.status()).toBe(200);
    expect(await history.locator('tbody tr').count()).toBe(3);

    // On a phone the history reads down the page, each line labelled, with nothing to scroll sideways.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 900 });
    await phone.goto(`${baseUrl}/operator/assets/${id}`);
    const narrow = phone.getByRole('region', { name: 'History of changes' });
    expect(await narrow.getByRole('cell', { name: 'ops@example.com' }).count()).toBe(3);
    const fits = await phone.evaluate(() => {
      const table = document.querySelector('.lb-console__audit');
      const scroller = table?.parentElement;
      return {
        page: document.documentElement.scrollWidth <= window.innerWidth,
        table: !!scroller && scroller.scrollWidth <= scroller.clientWidth,
        label: table ? getComputedStyle(table.querySelector('td') as Element, '::before').content : '',
      };
    });
    expect(fits).toEqual({ page: true, table: true, label: '"When"' });
    await phone.close();
    await visitor.close();
    await context.close();
  });

  it('lets staff find an order by email and refund one of its lines', { timeout: 120_000 }, async () => {
    const { rows } = await sql<{ id: number }>`
      select id from assets where license_type = 'rf' and asset_type = 'image' and withdrawn_at is null order by id limit 2`.execute(
      database.db,
    );
    const carts = createCartService(database.db);
    const owner = { site: 'premium' as const, userId: customerId };
    for (const { id } of rows)
      expect(await carts.add(owner, id, { sku: 'rf-image-small' }, new Date())).toMatchObject({ ok: true });
    const checkout = createCheckout({
      db: database.db,
      provider: createTestProcessor(database.db),
      seller: { name: 'Agency', address: 'Street 1' },
    });
    const paid = await checkout.checkout({
      userId: customerId,
      teamId: null,
      email: 'buyer@example.com',
      site: 'premium',
      cartId: (await carts.find(owner))!,
      currency: 'USD',
      billingName: 'Ada Buyer',
      billingCountry: 'USA',
      licenseeName: null,
      agreementAccepted: true,
      idempotencyKey: randomUUID(),
      card: GOOD_CARD,
      returnUrl: '/purchase/checkout',
      now: new Date(),
    });
    expect(paid.status).toBe('paid');
    const orderId = (paid as { orderId: number }).orderId;

    const context = await browserOf(staffToken);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/operator/orders`);
    await page.getByLabel('Order number or email').fill('buyer@example');
    await page.locator('form.lb-console__search').getByRole('button').click();
    await page.getByRole('link', { name: `#${orderId}` }).click();
    await page.waitForURL(`${baseUrl}/operator/orders/${orderId}`);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Refund the selected lines' }).click();
    await page.getByRole('status').filter({ hasText: 'refunded' }).waitFor();
    expect(await page.getByText('Refunded', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('checkbox').count()).toBe(1);
    const state = await sql<{ refunded: number; revoked: number }>`
      select (select count(*)::int from purchase_refunds where order_id = ${orderId}) as refunded,
        (select count(*)::int from purchase_licences l join purchase_order_lines o on o.id = l.order_line_id
          where o.order_id = ${orderId} and l.revoked_at is not null) as revoked`.execute(database.db);
    expect(state.rows[0]).toEqual({ refunded: 1, revoked: 1 });
    await shoot(context, `${baseUrl}/operator/orders/${orderId}`, 'console-order');
    await shoot(context, `${baseUrl}/operator/customers/${customerId}`, 'console-customer');
    await context.close();
  });
});
