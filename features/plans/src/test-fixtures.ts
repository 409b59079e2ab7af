import { randomUUID } from 'node:crypto';
import { accountMigrationsDir } from '@lightbox/account';
import { catalogueMigrationsDir, seedCatalogue } from '@lightbox/catalogue';
import type { MailMessage, MailTransport } from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { createOrderHooks, purchaseMigrationsDir } from '@lightbox/purchase';
import { createCartService } from '@lightbox/purchase/cart-service';
import { createCheckout } from '@lightbox/purchase/checkout-service';
import { createTestProcessor } from '@lightbox/purchase/payments/test-processor';
import { GOOD_CARD } from '@lightbox/purchase/test-fixtures';
import { searchMigrationsDir } from '@lightbox/search/schema';
import { sql } from 'kysely';
import { manualClock } from './clock';
import { joinOrders } from './routes/index';
import { plansMigrationsDir } from './schema';
import { createPlansService } from './service';

export { createCustomer, createTeam, DECLINED_CARD, GOOD_CARD } from '@lightbox/purchase/test-fixtures';

/** A database with everything plans stand on: catalogue, accounts, purchase, plans. */
export async function plansTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  const database = await createTestDatabase(kind, [
    catalogueMigrationsDir,
    searchMigrationsDir,
    accountMigrationsDir,
    purchaseMigrationsDir,
    plansMigrationsDir,
  ]);
  await seedCatalogue(database.db, { count: 160, seed: 17 });
  return database;
}

/** Mail kept in memory, for assertions on what customers were sent. */
export function mailbox(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'folder',
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: String(sent.length) };
    },
  };
}

const CONFIG = {
  publicPort: 3000,
  sites: { premium: { hosts: ['premium.localhost'] }, subscription: { hosts: ['subscription.localhost'] } },
} as const;

/**
 * The real purchase pipeline (cart, checkout, test processor) joined to the plans service, on a
 * clock the test moves.
 */
export function plansWorld(
  database: Pick<TestDatabase, 'db'>,
  start = new Date('2027-01-15T10:00:00Z'),
  options: { leaseMs?: number } = {},
) {
  const clock = manualClock(start);
  const hooks = createOrderHooks();
  const processor = createTestProcessor(database.db);
  const checkout = createCheckout({
    db: database.db,
    provider: processor,
    seller: { name: 'Lightbox Demo Agency', address: '1 Example Street' },
    hooks,
  });
  hooks.chargeRenewal = (input) => checkout.chargeRenewal(input);
  hooks.refundLine = (lineId, key) => checkout.refundLine(lineId, key);
  const mail = mailbox();
  const plans = createPlansService({
    db: database.db,
    hooks,
    clock,
    mail,
    config: CONFIG as never,
    ...(options.leaseMs !== undefined && { leaseMs: options.leaseMs }),
  });
  joinOrders(hooks, plans);
  const carts = createCartService(database.db, hooks);

  /** Buys plans through the cart and checkout; the card is kept (renewals charge it). */
  async function buy(
    userId: number,
    skus: string[],
    options: { site?: 'premium' | 'subscription'; card?: typeof GOOD_CARD; country?: string } = {},
  ) {
    const site = options.site ?? 'subscription';
    const owner = { site, userId };
    for (const sku of skus) {
      const added = await carts.addPlan(owner, sku);
      if (!added.ok) throw new Error(added.message);
    }
    const cartId = (await carts.find(owner))!;
    return checkout.checkout({
      userId,
      teamId: null,
      email: 'buyer@example.test',
      site,
      cartId,
      currency: 'USD',
      billingName: 'Buyer',
      billingCountry: options.country ?? 'USA',
      licenseeName: null,
      agreementAccepted: true,
      idempotencyKey: randomUUID(),
      card: options.card ?? GOOD_CARD,
      saveCard: true,
      returnUrl: '/purchase/checkout/return',
      now: clock.now(),
    });
  }

  return { clock, hooks, processor, checkout, carts, plans, mail, buy };
}

/** Asset ids by what decides their cost on a plan. */
export async function planAssets(database: TestDatabase) {
  const pick = async (where: ReturnType<typeof sql>) =>
    (await sql<{ id: number }>`select id from assets where ${where} order by id limit 1`.execute(database.db))
      .rows[0]?.id;
  return {
    essentialsImage: await pick(sql`license_type = 'rf' and asset_type = 'image' and not exclusive`),
    signatureImage: await pick(sql`license_type = 'rf' and asset_type = 'image' and exclusive`),
    essentialsFilm: await pick(sql`license_type = 'rf' and asset_type = 'film' and not exclusive`),
    rmImage: await pick(sql`license_type = 'rm'`),
    paImage: await pick(sql`license_type = 'rf' and 'PA' = any(agreements)`),
    essentialsImages: (
      await sql<{
        id: number;
      }>`select id from assets where license_type = 'rf' and asset_type = 'image' and not exclusive order by id limit 40`.execute(
        database.db,
      )
    ).rows.map((r) => r.id),
  };
}
