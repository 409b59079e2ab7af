/**
 * Crash safety of plan renewals (issue 17): N monthly subscriptions, a year of renewals run by a
 * worker that is killed with SIGKILL at random moments and restarted on the same data, then the
 * books are checked: renewals lost, terms charged twice, balances granted twice, jobs left.
 *
 *   npm run bench:renewals-crash -- [subscriptions=40]                 # PGlite in a temp folder
 *   DATABASE_URL=postgres://… npm run bench:renewals-crash -- 40       # a fresh database on that server
 *
 * The worker's clock stands a year and a day after the subscriptions began, so every one of the
 * twelve monthly renewals is due; a killed worker's job is taken again once its lease (1 s here)
 * runs out. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { accountMigrationsDir } from '@lightbox/account';
import { catalogueMigrationsDir } from '@lightbox/catalogue';
import { plansMigrationsDir } from '@lightbox/plans';
import { plansWorld } from '@lightbox/plans/test-fixtures';
import { type Database, loadMigrations, migrate, openDatabase } from '@lightbox/platform';
import { purchaseMigrationsDir } from '@lightbox/purchase/schema';
import { searchMigrationsDir } from '@lightbox/search/schema';
import { sql } from 'kysely';
import pg from 'pg';

const START = new Date('2027-01-15T10:00:00Z');
const YEAR_LATER = new Date('2028-01-16T10:00:00Z');
const RENEWALS_PER_PLAN = 12;
const KILL_AFTER_MS = { pglite: [1600, 2600], postgres: [800, 1500] } as const;

const open = (target: string): Promise<Database> =>
  target.startsWith('postgres') ? openDatabase({ url: target }) : openDatabase({ pgliteDir: target });

/** The worker: runs every due job, then says DONE. */
async function worker(target: string) {
  const database = await open(target);
  const world = plansWorld(database, YEAR_LATER, { leaseMs: 1000 });
  for (;;) {
    const ran = await world.plans.renewals.runDue(50);
    if (ran === 0) break;
    process.stdout.write(`RAN ${ran}\n`);
  }
  // Jobs a killed worker leased are taken again once the lease has run out.
  const leased = await sql<{ n: number }>`
    select count(*)::int as n from plan_jobs where done_at is null and run_at <= ${YEAR_LATER}`.execute(
    database.db,
  );
  await database.close();
  if (leased.rows[0]!.n > 0) {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    process.exit(3);
  }
  process.stdout.write('DONE\n');
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
      plansMigrationsDir,
    ]),
  );
  const world = plansWorld(database, START);
  for (let i = 0; i < count; i++) {
    const user = await sql<{ id: number }>`
      insert into account_users (email, username, password_hash, display_name, country_code, registered_site)
      values (${`renew${i}@example.test`}, ${`renew${i}`}, 'x', 'Renewing Customer', 'DEU', 'subscription') returning id`.execute(
      database.db,
    );
    const paid = await world.buy(user.rows[0]!.id, ['sub-signature-10-monthly'], { country: 'DEU' });
    if (paid.status !== 'paid') throw new Error(`subscription ${i} was not paid: ${paid.status}`);
  }
  await database.close();
}

async function books(target: string, count: number) {
  const database = await open(target);
  const one = async (query: ReturnType<typeof sql>) => {
    const row = (await query.execute(database.db)).rows[0] as Record<string, unknown> | undefined;
    return Number(row ? Object.values(row)[0] : 0);
  };
  const renewalOrders = await one(
    sql`select count(*)::int from purchase_orders where kind = 'renewal' and state = 'fulfilled'`,
  );
  const charges = await one(sql`
    select count(*)::int from purchase_test_processor_payments t
    join purchase_payments p on p.idempotency_key = t.idempotency_key
    join purchase_orders o on o.id = p.order_id
    where o.kind = 'renewal' and t.status = 'captured'`);
  const termsChargedTwice = await one(sql`
    select count(*)::int from (
      select a.id, p.idempotency_key from plan_agreements a
      join purchase_payments p on p.idempotency_key like 'renew:' || a.id || ':%'
      where p.status = 'captured' group by a.id, p.idempotency_key having count(*) > 1) x`);
  const renewalsRecorded = await one(sql`select count(*)::int from plan_ledger where kind = 'renewal'`);
  const wrongTerm = await one(sql`
    select count(*)::int from plan_agreements
    where term_ends_at <> ${new Date('2028-02-15T10:00:00Z')} or status <> 'active' or remaining <> 10`);
  const jobsLeft = await one(
    sql`select count(*)::int from plan_jobs where done_at is null and run_at <= ${YEAR_LATER}`,
  );
  await database.close();
  return {
    expectedRenewals: count * RENEWALS_PER_PLAN,
    renewalOrders,
    charges,
    renewalsRecorded,
    lost: count * RENEWALS_PER_PLAN - renewalOrders,
    chargedTwice: termsChargedTwice + Math.max(0, charges - renewalOrders),
    plansInWrongState: wrongTerm,
    jobsLeft,
  };
}

async function main() {
  if (process.argv[2] === '--worker') return worker(process.argv[3]!);
  const count = Number(process.argv[2] ?? 40);
  let target: string;
  let drop: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `lightbox_renewals_${Date.now().toString(36)}`;
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
    target = await fs.mkdtemp(path.join(os.tmpdir(), 'lightbox-renewals-'));
  }
  console.log(
    `renewals crash test: ${count} monthly subscriptions, a year of renewals, on ${target.startsWith('postgres') ? 'PostgreSQL' : 'PGlite (folder)'}`,
  );
  await prepare(target, count);
  let kills = 0;
  let runs = 0;
  const started = performance.now();
  for (;;) {
    runs += 1;
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--worker', target], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let done = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('DONE')) done = true;
    });
    const [from, to] = KILL_AFTER_MS[target.startsWith('postgres') ? 'postgres' : 'pglite'];
    const timer = setTimeout(
      () => {
        kills += 1;
        child.kill('SIGKILL');
      },
      from + Math.random() * (to - from),
    );
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    clearTimeout(timer);
    if (code === 0 && done) break;
    if (code !== null && code !== 0 && code !== 3) throw new Error(`worker failed with exit code ${code}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const result = await books(target, count);
  console.log(`worker runs: ${runs}, killed: ${kills}, time: ${seconds.toFixed(1)} s`);
  console.log(JSON.stringify(result, null, 2));
  if (drop) await drop();
  else await fs.rm(target, { recursive: true, force: true });
}

await main();
