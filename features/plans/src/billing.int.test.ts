import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedCatalogue } from '@lightbox/catalogue';
import { parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';
import { mailbox, plansWorld } from './test-fixtures';

const HOST = 'subscription.localhost';
const PASSWORD = 'correct horse battery';
/** The pages are server-rendered: no client bundles are needed to read them. */
const NO_BUNDLES = {
  host: { url: '/host.js', integrity: '' },
  styles: { url: '/styles.css', integrity: '' },
  features: {},
  remotes: {},
};

type App = Awaited<ReturnType<typeof createApp>>;

/** A browser as the server sees it: a cookie jar and the last page's CSRF token. */
class Browser {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(
    private readonly app: App,
    private readonly host = HOST,
  ) {}
  private keep(res: LightMyRequestResponse) {
    for (const raw of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair] = raw.split(';');
      const at = pair!.indexOf('=');
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0\b/i.test(raw)) this.cookies.delete(pair!.slice(0, at));
      else this.cookies.set(pair!.slice(0, at), value);
    }
    const meta = /<meta name="csrf-token" content="([^"]+)"/.exec(res.body);
    if (meta) this.csrf = meta[1]!;
    return res;
  }
  private headers() {
    return {
      host: this.host,
      accept: 'text/html',
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
  }
  async get(url: string) {
    return this.keep(await this.app.inject({ method: 'GET', url, headers: this.headers() }));
  }
  async post(url: string, form: Record<string, string> = {}, options: { csrf?: false } = {}) {
    const fields = options.csrf === false ? form : { _csrf: this.csrf, ...form };
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        headers: { ...this.headers(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    );
  }
}

/** What a person reads on the page: tags, scripts (the page context's strings) and entities gone. */
const text = (html: string) =>
  html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe.each(testDatabaseKinds())('plan billing pages on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let world: ReturnType<typeof plansWorld>;
  let mediaDir: string;
  const mail = mailbox();

  beforeAll(async () => {
    // Every feature's tables: the whole store's routes are registered.
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    await seedCatalogue(database.db, { count: 120, seed: 17 });
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-plans-billing-'));
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    app = await createApp({ config, database, manifest: NO_BUNDLES, mediaDir, mail });
    world = plansWorld(database, new Date());
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  /** Registers through the pages, follows the mailed link, signs in. */
  async function customer(name = 'Ada Buyer', host = HOST) {
    const email = `${randomUUID()}@example.test`;
    const browser = new Browser(app, host);
    await browser.get('/register');
    const registered = await browser.post('/register', { name, email, password: PASSWORD, country: 'USA' });
    expect(registered.statusCode).toBe(303);
    const sent = mail.sent.findLast((m) => m.to.includes(email));
    const link = sent?.text.split('\n').find((line) => line.includes('/verify-email'));
    await browser.get(new URL(link!.trim()).pathname + new URL(link!.trim()).search);
    await browser.get('/sign-in');
    expect((await browser.post('/sign-in', { identifier: email, password: PASSWORD })).statusCode).toBe(303);
    await browser.get('/account/plans');
    const row = await sql<{ id: number }>`select id from account_users where email = ${email}`.execute(
      database.db,
    );
    return { browser, userId: row.rows[0]!.id };
  }

  async function planOf(userId: number, sku: string) {
    const rows = await sql<{ id: number; status: string; term_ends_at: Date | null; remaining: number }>`
      select id, status, term_ends_at, remaining from plan_agreements where user_id = ${userId} and sku = ${sku} order by id desc`.execute(
      database.db,
    );
    return rows.rows[0]!;
  }

  it('sends a visitor who is not signed in to sign in, and back', async () => {
    const res = await new Browser(app).get('/account/plans');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/sign-in\?returnurl=%2Faccount%2Fplans/);
  });
  it("lists a customer's plan with its balance, next charge and card; the account billing page shows its schedule", async () => {
    const { browser, userId } = await customer();
    expect((await world.buy(userId, ['sub-signature-10-monthly'])).status).toBe('paid');
    const page = text((await browser.get('/account/plans')).body);
    expect(page).toContain('Signature, 10 images a month');
    expect(page).toContain('10 of 10 downloads left this month');
    expect(page).toContain('Active');
    expect(page).toMatch(/Next charge \$40\.00 on/);
    expect(page).toContain('Visa ending 4242');
    const billing = await browser.get('/account/billing');
    expect(billing.statusCode).toBe(200);
    expect(billing.body).toContain('data-remote="BillingSchedules"');
    expect(billing.body).toContain('data-remote="AccountBillingInfo"');
    expect(billing.body).toContain('data-remote="UpdateBillingInfo"');
    expect(text(billing.body)).toMatch(/Billing schedules.*Signature, 10 images a month.*\$40\.00/);
  });

  it("edits billing details through UpdateBillingInfo, with the account feature's checks", async () => {
    const { browser, userId } = await customer();
    await browser.get('/account/billing');
    const refused = await browser.post('/account/billing', { name: '', country: 'DEU' });
    expect(refused.statusCode).toBe(400);
    const form = refused.body.slice(refused.body.indexOf('data-remote="UpdateBillingInfo"'));
    expect(form).toMatch(/<p id="lb-billing-update-name-error" class="lb-field__error">[^<]+<\/p>/);
    expect(form).toContain('<option value="DEU" selected="">');
    const saved = await browser.post('/account/billing', { name: 'Ada & Co', country: 'DEU' });
    expect(saved.headers.location).toBe('/account/billing?done=billingSaved');
    const page = text((await browser.get('/account/billing')).body);
    expect(page).toMatch(/Name on invoices Ada & Co Country Germany/);
    const row = await sql<{
      billing_name: string;
    }>`select billing_name from account_billing_details where user_id = ${userId}`.execute(database.db);
    expect(row.rows[0]?.billing_name).toBe('Ada & Co');
  });

  it("answers 404 for another customer's plan, and changes nothing", async () => {
    const owner = await customer();
    await world.buy(owner.userId, ['sub-signature-10-monthly']);
    const plan = await planOf(owner.userId, 'sub-signature-10-monthly');
    const { browser } = await customer('Eve Other');
    expect((await browser.get(`/account/plans/${plan.id}`)).statusCode).toBe(404);
    expect((await browser.get(`/account/plans/${plan.id}/upgrade`)).statusCode).toBe(404);
    expect((await browser.post(`/account/plans/${plan.id}/cancel`)).statusCode).toBe(404);
    const key = randomUUID();
    expect(
      (await browser.post(`/account/plans/${plan.id}/upgrade`, { sku: 'sub-signature-10-annual', key }))
        .statusCode,
    ).toBe(404);
    expect((await browser.get('/account/plans/not-a-number')).statusCode).toBe(404);
    expect(await planOf(owner.userId, 'sub-signature-10-monthly')).toMatchObject({
      id: plan.id,
      status: 'active',
    });
  });

  it('refuses a form posted without its CSRF token', async () => {
    const { browser, userId } = await customer();
    await world.buy(userId, ['sub-signature-10-monthly']);
    const plan = await planOf(userId, 'sub-signature-10-monthly');
    const res = await browser.post(`/account/plans/${plan.id}/cancel`, {}, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await planOf(userId, 'sub-signature-10-monthly')).status).toBe('active');
  });

  it('answers bad input with 400 and the form again', async () => {
    const { browser, userId } = await customer();
    await world.buy(userId, ['sub-signature-10-monthly']);
    const plan = await planOf(userId, 'sub-signature-10-monthly');
    const card = await browser.post(`/account/plans/${plan.id}/card`, { methodId: 'abc' });
    expect(card.statusCode).toBe(400);
    expect(text(card.body)).toContain('Choose one of your saved cards.');
    expect(card.body).toContain('name="methodId"');
    const upgrade = await browser.post(`/account/plans/${plan.id}/upgrade`, {
      sku: 'credits-12',
      key: randomUUID(),
    });
    expect(upgrade.statusCode).toBe(400);
    expect(text(upgrade.body)).toContain('Choose one of the plans listed.');
    expect(upgrade.body).toContain('value="sub-signature-10-annual"');
    const noKey = await browser.post(`/account/plans/${plan.id}/upgrade`, {
      sku: 'sub-signature-10-annual',
      key: '',
    });
    expect(noKey.statusCode).toBe(400);
    expect((await planOf(userId, 'sub-signature-10-monthly')).status).toBe('active');
  });

  it('cancels after a confirm step (the plan runs to its end), and resumes', async () => {
    const { browser, userId } = await customer();
    await world.buy(userId, ['sub-signature-10-monthly']);
    const plan = await planOf(userId, 'sub-signature-10-monthly');
    const confirm = text((await browser.get(`/account/plans/${plan.id}/cancel`)).body);
    expect(confirm).toMatch(/runs to its end on/);
    const cancelled = await browser.post(`/account/plans/${plan.id}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/account/plans?done=cancelled');
    expect((await planOf(userId, 'sub-signature-10-monthly')).status).toBe('cancelled');
    const list = text((await browser.get('/account/plans?done=cancelled')).body);
    expect(list).toContain('Cancelled — runs to');
    expect(list).toContain('Your plan will not renew.');
    expect((await browser.post(`/account/plans/${plan.id}/resume`)).statusCode).toBe(303);
    expect((await planOf(userId, 'sub-signature-10-monthly')).status).toBe('active');
    const again = await browser.post(`/account/plans/${plan.id}/resume`);
    expect(again.statusCode).toBe(409);
    expect(text(again.body)).toContain('Only a cancelled plan that has not ended can be resumed.');
  });

  it('refunds an unused pack once, and says so the second time', async () => {
    const { browser, userId } = await customer();
    await world.buy(userId, ['credits-12']);
    const pack = await planOf(userId, 'credits-12');
    expect(text((await browser.get('/account/plans')).body)).toContain('12 credits');
    const refunded = await browser.post(`/account/plans/${pack.id}/refund`);
    expect(refunded.headers.location).toBe('/account/plans?done=refunded');
    expect(await planOf(userId, 'credits-12')).toMatchObject({ status: 'refunded', remaining: 0 });
    expect(text((await browser.get('/account/plans?done=refunded')).body)).toMatch(
      /The pack was refunded to your card\..*You have no plans yet\..*Past plans 12 credits .* Refunded/,
    );
    expect(text((await browser.get('/account/plans?done=refunded')).body)).toMatch(
      /The pack was refunded to your card\..*You have no plans yet\..*Past plans 12 credits .* Refunded/,
    );
    const twice = await browser.post(`/account/plans/${pack.id}/refund`);
    expect(twice.statusCode).toBe(409);
    expect(text(twice.body)).toContain('A pack can be refunded within 14 days of purchase');
  });

  it("upgrades monthly to annual once per key: a year ahead, this month's downloads carried over", async () => {
    const { browser, userId } = await customer();
    await world.buy(userId, ['sub-signature-10-monthly']);
    const monthly = await planOf(userId, 'sub-signature-10-monthly');
    const offer = text((await browser.get(`/account/plans/${monthly.id}/upgrade`)).body);
    expect(offer).toMatch(
      /Signature, 10 images a month, yearly Charged now \$400\.00 Then renews at \$400\.00 on/,
    );
    expect(offer).toContain('A new year starts today, and this month’s unused downloads carry over.');
    expect(offer).toMatch(
      /Signature, 50 images a month Charged now \$0\.00 .*The new plan’s downloads start on/,
    );
    const key = randomUUID();
    const form = { sku: 'sub-signature-10-annual', key };
    const upgraded = await browser.post(`/account/plans/${monthly.id}/upgrade`, form);
    expect(upgraded.statusCode).toBe(303);
    expect(upgraded.headers.location).toBe('/account/plans?done=upgraded');
    expect((await browser.post(`/account/plans/${monthly.id}/upgrade`, form)).statusCode).toBe(303);
    const annuals = await sql<{ id: number; term_ends_at: Date; remaining: number }>`
      select id, term_ends_at, remaining from plan_agreements where user_id = ${userId} and sku = 'sub-signature-10-annual'`.execute(
      database.db,
    );
    expect(annuals.rows).toHaveLength(1);
    const annual = annuals.rows[0]!;
    expect(annual.remaining).toBe(20);
    const days = (annual.term_ends_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(days).toBeLessThan(370);
    expect((await planOf(userId, 'sub-signature-10-monthly')).status).toBe('replaced');
    const list = text((await browser.get('/account/plans')).body);
    expect(list).toContain('20 downloads left this month (10 carried over)');
    expect(list).not.toContain('Signature, 10 images a month Active');
    const history = text((await browser.get(`/account/plans/${annual.id}`)).body);
    expect(history).toMatch(/History.*Added \+20/);
  });

  it("shows a declined card's reason when an upgrade cannot be paid, and changes nothing", async () => {
    const { browser, userId } = await customer();
    await world.buy(userId, ['sub-signature-10-monthly']);
    const plan = await planOf(userId, 'sub-signature-10-monthly');
    await browser.get('/account/billing');
    const added = await browser.post('/account/billing/cards', {
      cardNumber: '4000000000000002',
      cardExpiry: '12/34',
      cardCvc: '123',
    });
    expect(added.headers.location).toContain('card=added');
    const declined = await sql<{ id: number }>`
      select id from purchase_payment_methods where user_id = ${userId} and last4 = '0002'`.execute(
      database.db,
    );
    await browser.get('/account/plans');
    const chosen = await browser.post(`/account/plans/${plan.id}/card`, {
      methodId: String(declined.rows[0]!.id),
    });
    expect(chosen.headers.location).toBe('/account/plans?done=card');
    expect(text((await browser.get('/account/plans')).body)).toContain('Visa ending 0002');
    await browser.get(`/account/plans/${plan.id}/upgrade`);
    const refused = await browser.post(`/account/plans/${plan.id}/upgrade`, {
      sku: 'sub-signature-10-annual',
      key: randomUUID(),
    });
    expect(refused.statusCode).toBe(402);
    expect(text(refused.body)).toMatch(/The payment did not go through: \S+/);
    expect((await planOf(userId, 'sub-signature-10-monthly')).status).toBe('active');
  });

  it('lets a team leader share a plan with a member, who sees it read-only', async () => {
    const leader = await customer('Lea Leader');
    const member = await customer('Max Member');
    const team = await sql<{ id: number }>`
      insert into account_teams (name, created_by) values ('Studio', ${leader.userId}) returning id`.execute(
      database.db,
    );
    const teamId = team.rows[0]!.id;
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${leader.userId}, 'leader'), (${teamId}, ${member.userId}, 'member')`.execute(
      database.db,
    );
    await world.buy(leader.userId, ['sub-signature-10-monthly']);
    const plan = await planOf(leader.userId, 'sub-signature-10-monthly');
    const detail = await leader.browser.get(`/account/plans/${plan.id}`);
    expect(text(detail.body)).toContain('This plan is not shared with anyone.');
    const bad = await leader.browser.post(`/account/plans/${plan.id}/shares`, {
      memberId: String(member.userId),
      mode: 'fixed',
      amount: '0',
    });
    expect(bad.statusCode).toBe(400);
    expect(text(bad.body)).toContain('Enter a whole number from 1 to 100,000.');
    const shared = await leader.browser.post(`/account/plans/${plan.id}/shares`, {
      memberId: String(member.userId),
      mode: 'fixed',
      amount: '4',
    });
    expect(shared.headers.location).toBe(`/account/plans/${plan.id}?done=shared`);
    expect(text((await leader.browser.get(`/account/plans/${plan.id}`)).body)).toMatch(
      /Max Member 4 downloads · 0 used/,
    );
    const seen = text((await member.browser.get('/account/plans')).body);
    expect(seen).toContain('Signature, 10 images a month');
    expect(seen).toContain('Your team leader manages this plan.');
    expect(seen).not.toContain('Cancel renewal');
    expect((await member.browser.get(`/account/plans/${plan.id}`)).statusCode).toBe(200);
    expect((await member.browser.post(`/account/plans/${plan.id}/cancel`)).statusCode).toBe(404);
    expect(
      (
        await member.browser.post(`/account/plans/${plan.id}/shares`, {
          memberId: String(leader.userId),
          mode: 'all',
        })
      ).statusCode,
    ).toBe(404);
    const removed = await leader.browser.post(`/account/plans/${plan.id}/shares/${member.userId}/delete`);
    expect(removed.headers.location).toBe(`/account/plans/${plan.id}?done=unshared`);
    expect(text((await leader.browser.get(`/account/plans/${plan.id}`)).body)).toContain(
      'This plan is not shared with anyone.',
    );
  });

  it('keeps each site to its own plans: a subscription plan is not listed on the premium site', async () => {
    const { browser, userId } = await customer('Pia Premium', 'premium.localhost');
    await world.buy(userId, ['sub-signature-10-monthly']);
    const plan = await planOf(userId, 'sub-signature-10-monthly');
    const page = text((await browser.get('/account/plans')).body);
    expect(page).toContain('You have no plans yet.');
    expect(page).not.toContain('Signature, 10 images a month');
    expect((await browser.get(`/account/plans/${plan.id}`)).statusCode).toBe(404);
  });

  it('does not offer a smaller plan of a lower tier as an upgrade', async () => {
    const { userId } = await customer();
    await world.buy(userId, ['sub-signature-750-monthly']);
    const plan = await planOf(userId, 'sub-signature-750-monthly');
    const quoted = await world.plans.quoteUpgrade(userId, plan.id, 'sub-essentials-10-annual');
    expect(quoted.ok).toBe(false);
  });
});
