import { randomUUID } from 'node:crypto';
import { type TestDatabase, testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartService } from './cart-service';
import { type CheckoutInput, createCheckout } from './checkout-service';
import { createStripeProvider } from './payments/stripe';
import { createCustomer, purchaseTestDatabase, sampleAssets } from './test-fixtures';
import { type StripeFake, startStripeFake } from './testing/stripe-fake';

/**
 * Checkout through Stripe (the adapter against the local fake of Stripe's API) and the events
 * Stripe sends: stored once by their id, applied once, harmless when late, repeated, out of
 * order, or before the payment they name exists.
 */
describe.each(testDatabaseKinds())('Stripe webhooks on %s', (kind) => {
  let database: TestDatabase;
  let fake: StripeFake;
  let checkout: ReturnType<typeof createCheckout>;
  let images: number[];
  let next = 0;

  beforeAll(async () => {
    database = await purchaseTestDatabase(kind);
    fake = await startStripeFake();
    images = (await sampleAssets(database)).rfImages;
    checkout = createCheckout({
      db: database.db,
      provider: createStripeProvider({
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
        apiBase: fake.url,
      }),
      seller: { name: 'Lightbox test', address: '' },
    });
  });
  afterAll(async () => {
    await fake.close();
    await database.dispose();
  });

  async function buyer(paymentMethod: string) {
    const userId = await createCustomer(database);
    const owner = { site: 'premium' as const, userId };
    await createCartService(database.db).add(
      owner,
      images[next++ % images.length]!,
      { sku: 'rf-image-medium' },
      new Date(),
    );
    const cartId = (await createCartService(database.db).find(owner))!;
    const input: CheckoutInput = {
      userId,
      teamId: null,
      email: 'buyer@example.test',
      site: 'premium',
      cartId,
      currency: 'GBP',
      billingName: 'Grace Buyer',
      billingCountry: 'GBR',
      licenseeName: null,
      agreementAccepted: true,
      idempotencyKey: randomUUID(),
      paymentMethod,
      returnUrl: '/purchase/checkout/return',
      now: new Date(),
    };
    return { userId, cartId, input };
  }

  const deliver = (event: object) => {
    const { rawBody, headers } = fake.signWebhook(event);
    return checkout.receiveEvent(rawBody, headers);
  };
  const eventsFor = (intentId: string, type?: string) =>
    fake.ledger.events.filter(
      (e) =>
        (e.data.object as { id?: string; payment_intent?: string }).id === intentId &&
        (!type || e.type === type),
    );
  const counts = async (userId: number) => {
    const row = await sql<{ licences: number; captured: number; states: string }>`
      select (select count(*)::int from purchase_licences where user_id = ${userId}) as licences,
        (select count(*)::int from purchase_payments p join purchase_orders o on o.id = p.order_id
          where o.user_id = ${userId} and p.status = 'captured') as captured,
        (select string_agg(state, ',') from purchase_orders where user_id = ${userId}) as states`.execute(
      database.db,
    );
    return row.rows[0]!;
  };
  const intentOf = async (userId: number) =>
    (
      await sql<{ provider_ref: string }>`
        select p.provider_ref from purchase_payments p join purchase_orders o on o.id = p.order_id
        where o.user_id = ${userId} order by p.id desc limit 1`.execute(database.db)
    ).rows[0]!.provider_ref;

  it('pays with a card through Stripe, and the events that follow change nothing, however often they come', async () => {
    const { userId, input } = await buyer('pm_card_visa');
    expect(await checkout.checkout(input)).toMatchObject({ status: 'paid' });
    const intent = await intentOf(userId);
    const events = eventsFor(intent);
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
    ]);
    for (const event of [...events, ...events]) await deliver(event);
    expect(await deliver(events[0]!)).toEqual({ stored: false, applied: false });
    expect(await counts(userId)).toEqual({ licences: 1, captured: 1, states: 'fulfilled' });
    expect(fake.ledger.captures.filter((c) => c === intent)).toHaveLength(1);
  });

  it('a challenge completed at the bank is paid by the webhook alone, capturing once', async () => {
    const { userId, input } = await buyer('pm_card_authenticationRequired');
    expect(await checkout.checkout(input)).toMatchObject({ status: 'requires_action' });
    const intent = await intentOf(userId);
    fake.completeChallenge(intent, true);
    const [authorised] = eventsFor(intent, 'payment_intent.amount_capturable_updated');
    expect(await deliver(authorised!)).toEqual({ stored: true, applied: true });
    expect(await counts(userId)).toEqual({ licences: 1, captured: 1, states: 'fulfilled' });
    // The buyer's own return to the store after the bank finds the order paid.
    const orderId = (
      await sql<{ id: number }>`select id from purchase_orders where user_id = ${userId}`.execute(database.db)
    ).rows[0]!.id;
    expect(await checkout.confirm(userId, orderId)).toEqual({ status: 'paid', orderId });
    expect(fake.ledger.captures.filter((c) => c === intent)).toHaveLength(1);
  });

  it('an out-of-order failure event after the payment leaves the order paid', async () => {
    const { userId, input } = await buyer('pm_card_visa');
    await checkout.checkout(input);
    const intent = await intentOf(userId);
    const succeeded = eventsFor(intent, 'payment_intent.succeeded')[0]!;
    const stale = { ...succeeded, id: `evt_late_${randomUUID()}`, type: 'payment_intent.payment_failed' };
    expect(await deliver(stale)).toMatchObject({ stored: true });
    expect(await counts(userId)).toEqual({ licences: 1, captured: 1, states: 'fulfilled' });
  });

  it('an event naming a payment this store has not recorded yet is kept, not applied, and harms nothing', async () => {
    const event = {
      id: `evt_early_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_not_yet_known', object: 'payment_intent', status: 'succeeded' } },
    };
    expect(await deliver(event)).toEqual({ stored: true, applied: false });
    const kept = await sql<{ applied_at: Date | null }>`
      select applied_at from purchase_provider_events where event_id = ${event.id}`.execute(database.db);
    expect(kept.rows).toEqual([{ applied_at: null }]);
  });

  it('refuses an event with a forged signature and stores nothing', async () => {
    const { rawBody, headers } = fake.signWebhook(
      {
        id: 'evt_forged',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_x' } },
      },
      { secret: 'whsec_someoneelse000000000000' },
    );
    await expect(checkout.receiveEvent(rawBody, headers)).rejects.toThrow(/signature/i);
    const stored = await sql`select 1 from purchase_provider_events where event_id = 'evt_forged'`.execute(
      database.db,
    );
    expect(stored.rows).toHaveLength(0);
  });
});
