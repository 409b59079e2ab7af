/**
 * Crash safety of checkout (issue 16): 100 checkouts with the test processor while the process
 * doing them is killed with SIGKILL at random moments and restarted on the same data, then the
 * books are checked: orders lost, money taken twice, licences granted twice or missing.
 *
 *   npm run bench:checkout-crash -- [checkouts=100]                  # PGlite in a temp folder
 *   DATABASE_URL=postgres://… npm run bench:checkout-crash -- 100    # a fresh database on that server
 *
 * The worker retries each cart's checkout with the same idempotency key after a restart, as a
 * browser resubmitting its form does; every third cart also tries once with a fresh key, as a
 * buyer pressing "Pay" again on a reloaded page does. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { accountMigrationsDir } from '@lightbox/account';
import { catalogueMigrationsDir, seedCatalogue } from '@lightbox/catalogue';
import { type Database, loadMigrations, migrate, openDatabase } from '@lightbox/platform';
import { createCartService } from '@lightbox/purchase/cart-service';
import { createCheckout, STALE_PAYMENT_MS } from '@lightbox/purchase/checkout-service';
import { createTestProcessor } from '@lightbox/purchase/payments/test-processor';
import { purchaseMigrationsDir } from '@lightbox/purchase/schema';
import { searchMigrationsDir } from '@lightbox/search/schema';
import { sql } from 'kysely';
import pg from 'pg';

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
// A kill lands at a random moment after the worker has started: opening PGlite takes about
// 1.5 s, connecting to a server about 0.7 s (node and tsx start included).
const KILL_AFTER_MS = { pglite: [1500, 2300], postgres: [750, 1250] } as const;

async function open(target: string): Promise<Database> {
  return target.startsWith('postgres') ? openDatabase({ url: target }) : openDatabase({ pgliteDir: target });
}

/** The worker: checks out every cart not yet paid, printing PAID lines as answers come. */
async function worker(target: string) {
  const database = await open(target);
  const processor = createTestProcessor(database.db);
  const checkout = createCheckout({
    db: database.db,
    provider: processor,
    seller: { name: 'Bench', address: '' },
  });
  // Alone on the data at start, every attempt still pending lost its answer: settle them now.
  await checkout.recoverStalePayments(new Date(Date.now() + STALE_PAYMENT_MS + 1000));
  const open_ = await sql<{ id: number; user_id: number }>`
    select c.id, c.user_id from purchase_carts c
    where c.status = 'open' and c.user_id is not null order by c.id`.execute(database.db);
  for (const cart of open_.rows) {
    const base = {
      userId: cart.user_id,
      teamId: null,
      email: 'bench@example.test',
      site: 'premium' as const,
      cartId: cart.id,
      currency: 'EUR' as const,
      billingName: 'Bench Buyer',
      billingCountry: 'DEU',
      licenseeName: null,
      agreementAccepted: true,
      card: GOOD_CARD,
      returnUrl: '/purchase/checkout/return',
      now: new Date(),
    };
    if (cart.id % 3 === 0)
      await checkout.checkout({ ...base, idempotencyKey: `fresh-${cart.id}-${Date.now()}` });
    const result = await checkout.checkout({ ...base, idempotencyKey: `cart-${cart.id}` });
    if (result.status === 'paid') process.stdout.write(`PAID ${cart.id} ${result.orderId}\n`);
  }
  await database.close();
}

async function prepare(target: string, count: number) {
  const database = await open(target);
  await migrate(
    database.db,
    await loadMigrations([
      catalogueMigrationsDir,
      searchMigrationsDir,
      accountMigrationsDir,
      purchaseMigrationsDir,
    ]),
  );
  await seedCatalogue(database.db, { count: 300, seed: 5 });
  const images = (
    await sql<{
      id: number;
    }>`select id from assets where license_type = 'rf' and asset_type = 'image' order by id limit 50`.execute(
      database.db,
    )
  ).rows.map((r) => r.id);
  const carts = createCartService(database.db);
  for (let i = 0; i < count; i++) {
    const user = await sql<{ id: number }>`
      insert into account_users (email, username, password_hash, display_name, country_code, registered_site)
      values (${`crash${i}@example.test`}, ${`crash${i}`}, 'x', 'Crash Buyer', 'DEU', 'premium') returning id`.execute(
      database.db,
    );
    const owner = { site: 'premium' as const, userId: user.rows[0]!.id };
    for (const assetId of [images[i % images.length]!, images[(i * 7 + 3) % images.length]!])
      await carts.add(owner, assetId, { sku: 'rf-image-small' }, new Date());
  }
  await database.close();
}

async function books(target: string, acknowledged: Map<number, number>) {
  const database = await open(target);
  const one = async (query: ReturnType<typeof sql>) => {
    const row = (await query.execute(database.db)).rows[0] as Record<string, unknown> | undefined;
    return Number(row ? Object.values(row)[0] : 0);
  };
  const lost =
    [...acknowledged.entries()].length -
    (await one(
      sql`select count(*)::int from purchase_orders where state = 'fulfilled' and id in (${sql.join([...acknowledged.values(), 0])})`,
    ));
  const paidTwice = await one(sql`
    select count(*)::int from (
      select o.id from purchase_orders o
      join purchase_payments p on p.order_id = o.id
      join purchase_test_processor_payments t on t.idempotency_key = p.idempotency_key
      where t.status = 'captured' group by o.id having count(*) > 1) x`);
  const licencesTwice = await one(sql`
    select count(*)::int from (select order_line_id from purchase_licences group by order_line_id having count(*) > 1) x`);
  const licencesMissing = await one(sql`
    select count(*)::int from purchase_order_lines l join purchase_orders o on o.id = l.order_id
    where o.state = 'fulfilled' and not exists (select 1 from purchase_licences x where x.order_line_id = l.id)`);
  const unpaidCarts = await one(sql`select count(*)::int from purchase_carts where status = 'open'`);
  const orders = await one(sql`select count(*)::int from purchase_orders where state = 'fulfilled'`);
  const invoiceGaps = await one(sql`
    select (max(number) - count(*))::int from purchase_invoices`);
  await database.close();
  return { orders, lost, paidTwice, licencesTwice, licencesMissing, unpaidCarts, invoiceGaps };
}

async function main() {
  if (process.argv[2] === '--worker') return worker(process.argv[3]!);
  const count = Number(process.argv[2] ?? 100);
  let target: string;
  let drop: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `lightbox_crash_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    target = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    target = await fs.mkdtemp(path.join(os.tmpdir(), 'lightbox-crash-'));
  }
  console.log(
    `checkout crash test: ${count} checkouts on ${target.startsWith('postgres') ? 'PostgreSQL' : 'PGlite (folder)'}`,
  );
  await prepare(target, count);
  const acknowledged = new Map<number, number>();
  let kills = 0;
  let runs = 0;
  const started = performance.now();
  for (;;) {
    runs += 1;
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--worker', target], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        const m = /^PAID (\d+) (\d+)$/.exec(line);
        if (m) acknowledged.set(Number(m[1]), Number(m[2]));
      }
    });
    const [from, to] = KILL_AFTER_MS[target.startsWith('postgres') ? 'postgres' : 'pglite'];
    const delay = from + Math.random() * (to - from);
    const timer = setTimeout(() => {
      kills += 1;
      child.kill('SIGKILL');
    }, delay);
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    clearTimeout(timer);
    if (code === 0) break;
    if (code !== null) throw new Error(`worker failed with exit code ${code}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const result = await books(target, acknowledged);
  console.log(`runs ${runs}, kills (SIGKILL) ${kills}, ${seconds.toFixed(1)} s`);
  console.log(
    `paid orders ${result.orders} of ${count} carts; answers received before kills ${acknowledged.size}`,
  );
  console.log(
    `orders lost ${result.lost}; paid twice ${result.paidTwice}; licences granted twice ${result.licencesTwice}; licences missing ${result.licencesMissing}; carts left unpaid ${result.unpaidCarts}; invoice number gaps ${result.invoiceGaps}`,
  );
  await drop?.();
  if (!target.startsWith('postgres')) await fs.rm(target, { recursive: true, force: true });
}

await main();
