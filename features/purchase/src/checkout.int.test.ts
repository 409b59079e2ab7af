import { randomUUID } from 'node:crypto';
import { type TestDatabase, testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartService } from './cart-service';
import { type CheckoutInput, createCheckout } from './checkout-service';
import { createPaymentMethods } from './payment-methods';
import type { PaymentProvider } from './payments/provider';
import { createTestProcessor } from './payments/test-processor';
import {
  CHALLENGE_CARD,
  createCustomer,
  createTeam,
  DECLINED_CARD,
  GOOD_CARD,
  purchaseTestDatabase,
  sampleAssets,
} from './test-fixtures';

const now = new Date();
const SELLER = { name: 'Lightbox Demo Agency', address: '1 Example Street, Springfield' };

describe.each(testDatabaseKinds())('checkout on %s', (kind) => {
  let database: TestDatabase;
  let assets: Awaited<ReturnType<typeof sampleAssets>>;
  let processor: ReturnType<typeof createTestProcessor>;
  let checkout: ReturnType<typeof createCheckout>;
  const paid: number[] = [];

  beforeAll(async () => {
    database = await purchaseTestDatabase(kind);
    assets = await sampleAssets(database);
    processor = createTestProcessor(database.db);
    checkout = createCheckout({
      db: database.db,
      provider: processor,
      seller: SELLER,
      onPaid: (id) => void paid.push(id),
    });
  });
  afterAll(() => database.dispose());

  const carts = () => createCartService(database.db);

  async function cartWith(userId: number, assetIds: number[], sku = 'rf-image-small') {
    const owner = { site: 'premium' as const, userId };
    for (const id of assetIds) {
      const added = await carts().add(owner, id, { sku }, now);
      expect(added).toMatchObject({ ok: true });
    }
    return (await carts().find(owner))!;
  }

  const input = (userId: number, cartId: number, extra: Partial<CheckoutInput> = {}): CheckoutInput => ({
    userId,
    teamId: null,
    email: 'buyer@example.test',
    site: 'premium',
    cartId,
    currency: 'USD',
    billingName: 'Ada Buyer',
    billingCountry: 'USA',
    licenseeName: null,
    agreementAccepted: true,
    idempotencyKey: randomUUID(),
    card: GOOD_CARD,
    returnUrl: '/purchase/checkout',
    now,
    ...extra,
  });

  const count = async (table: string, where: ReturnType<typeof sql>) =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(table)} where ${where}`.execute(
          database.db,
        )
      ).rows[0]!.n,
    );

  it('a good card pays the order, grants one licence per line, issues an invoice and closes the cart', async () => {
    const user = await createCustomer(database);
    const cartId = await cartWith(user, assets.rfImages.slice(0, 2));
    const result = await checkout.checkout(input(user, cartId));
    expect(result).toMatchObject({ status: 'paid' });
    const orderId = (result as { orderId: number }).orderId;
    const order = (
      await sql<{
        state: string;
        total_minor: number;
        subtotal_minor: number;
      }>`select * from purchase_orders where id = ${orderId}`.execute(database.db)
    ).rows[0]!;
    expect(order.state).toBe('fulfilled');
    expect(order.total_minor).toBe(2 * 5000);
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(2);
    expect(await count('purchase_invoices', sql`order_id = ${orderId}`)).toBe(1);
    expect(
      (
        await sql<{ status: string }>`select status from purchase_carts where id = ${cartId}`.execute(
          database.db,
        )
      ).rows[0]!.status,
    ).toBe('ordered');
    expect(paid).toContain(orderId);
  });

  it('the same idempotency key retried gives the same answer and never pays twice', async () => {
    const user = await createCustomer(database);
    const cartId = await cartWith(user, [assets.rfImages[2]!]);
    const request = input(user, cartId);
    const first = await checkout.checkout(request);
    const again = await checkout.checkout(request);
    const concurrent = await Promise.all([checkout.checkout(request), checkout.checkout(request)]);
    expect([again, ...concurrent]).toEqual([first, first, first]);
    expect(
      await count(
        'purchase_payments p join purchase_orders o on o.id = p.order_id',
        sql`o.user_id = ${user}`,
      ),
    ).toBe(1);
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(1);
  });

  it('a declined card leaves the cart payable, and another card then pays the same order', async () => {
    const user = await createCustomer(database);
    const cartId = await cartWith(user, [assets.rfImages[3]!]);
    const declined = await checkout.checkout(input(user, cartId, { card: DECLINED_CARD }));
    expect(declined).toMatchObject({ status: 'declined', message: expect.stringContaining('declined') });
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(0);
    const good = await checkout.checkout(input(user, cartId));
    expect(good).toEqual({ status: 'paid', orderId: (declined as { orderId: number }).orderId });
    expect(await count('purchase_orders', sql`user_id = ${user}`)).toBe(1);
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(1);
  });

  it('the challenge card waits for the buyer, then pays once the challenge is completed', async () => {
    const user = await createCustomer(database);
    const cartId = await cartWith(user, [assets.rfImages[4]!]);
    const first = await checkout.checkout(input(user, cartId, { card: CHALLENGE_CARD }));
    expect(first).toMatchObject({
      status: 'requires_action',
      challengeUrl: expect.stringContaining('/purchase/test-processor/challenge/'),
    });
    const orderId = (first as { orderId: number }).orderId;
    expect(await checkout.confirm(user, orderId)).toMatchObject({ status: 'requires_action' });
    const ref = (first as { challengeUrl: string }).challengeUrl.split('/').pop()!.split('?')[0]!;
    await processor.completeChallenge(ref, true);
    expect(await checkout.confirm(user, orderId)).toEqual({ status: 'paid', orderId });
    expect(await checkout.confirm(user, orderId)).toEqual({ status: 'paid', orderId });
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(1);
  });

  it('a failed challenge declines, and another customer cannot confirm the order', async () => {
    const user = await createCustomer(database);
    const other = await createCustomer(database);
    const cartId = await cartWith(user, [assets.rfImages[5]!]);
    const first = await checkout.checkout(input(user, cartId, { card: CHALLENGE_CARD }));
    const orderId = (first as { orderId: number }).orderId;
    expect(await checkout.confirm(other, orderId)).toMatchObject({ status: 'invalid' });
    const ref = (first as { challengeUrl: string }).challengeUrl.split('/').pop()!.split('?')[0]!;
    await processor.completeChallenge(ref, false);
    expect(await checkout.confirm(user, orderId)).toMatchObject({ status: 'declined' });
    expect(await checkout.checkout(input(user, cartId))).toEqual({ status: 'paid', orderId });
  });

  it('50 concurrent completions of one cart make exactly one order and one captured payment', async () => {
    const user = await createCustomer(database);
    const cartId = await cartWith(user, [assets.rfImages[6]!, assets.rfImages[7]!]);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => checkout.checkout(input(user, cartId))),
    );
    expect(results.filter((r) => r.status === 'paid').length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 'paid' || r.status === 'in_progress')).toBe(true);
    expect(await count('purchase_orders', sql`cart_id = ${cartId}`)).toBe(1);
    expect(
      await count(
        'purchase_payments p join purchase_orders o on o.id = p.order_id',
        sql`o.cart_id = ${cartId} and p.status = 'captured'`,
      ),
    ).toBe(1);
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(2);
  });

  it('invoice numbers run without gaps or repeats when many orders are paid at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createCustomer(database)));
    const cartIds: number[] = [];
    for (const [i, user] of buyers.entries()) cartIds.push(await cartWith(user, [assets.rfImages[i % 10]!]));
    const results = await Promise.all(buyers.map((user, i) => checkout.checkout(input(user, cartIds[i]!))));
    expect(results.every((r) => r.status === 'paid')).toBe(true);
    const numbers = (
      await sql<{
        number: number;
      }>`select number from purchase_invoices where series like 'LBP-%' order by number`.execute(database.db)
    ).rows.map((r) => r.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('licences bought by a team member belong to the team too', async () => {
    const user = await createCustomer(database);
    const team = await createTeam(database, user);
    const cartId = await cartWith(user, [assets.rfImages[8]!]);
    await checkout.checkout(input(user, cartId, { teamId: team }));
    expect(await count('purchase_licences', sql`team_id = ${team} and user_id = ${user}`)).toBe(1);
  });

  it('refuses an empty cart, another customer\u2019s cart and a checkout without the agreement, writing nothing', async () => {
    const user = await createCustomer(database);
    const other = await createCustomer(database);
    const cartId = await cartWith(user, [assets.rfImages[9]!]);
    expect(await checkout.checkout(input(other, cartId))).toMatchObject({
      status: 'invalid',
      message: 'Your cart is empty.',
    });
    expect(await checkout.checkout(input(user, cartId, { agreementAccepted: false }))).toMatchObject({
      status: 'invalid',
      field: 'agreement',
    });
    expect(await count('purchase_orders', sql`cart_id = ${cartId}`)).toBe(0);
  });

  it('an attempt whose answer was lost is recovered from the processor after a restart', async () => {
    const user = await createCustomer(database);
    const cartId = await cartWith(user, [assets.rfImages[0]!]);
    const request = input(user, cartId);
    // The processor charged, but the server stopped before it could record the answer.
    const stalled = createCheckout({
      db: database.db,
      provider: {
        ...processor,
        pay: async (r) => {
          await processor.pay(r);
          throw new Error('killed');
        },
      } as PaymentProvider,
      seller: SELLER,
    });
    await expect(stalled.checkout(request)).rejects.toThrow('killed');
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(0);
    expect(await checkout.recoverStalePayments(new Date(Date.now() + 120_000))).toBe(1);
    expect(await count('purchase_orders', sql`cart_id = ${cartId} and state = 'fulfilled'`)).toBe(1);
    expect(await checkout.checkout(request)).toMatchObject({ status: 'paid' });
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(1);
  });
  it('keeps a card the buyer asks to save, pays the next order with it, and only for its owner', async () => {
    const user = await createCustomer(database);
    const other = await createCustomer(database);
    const methods = createPaymentMethods(database.db, processor);
    const first = await cartWith(user, [assets.rfImages[1]!]);
    expect(await checkout.checkout(input(user, first, { saveCard: true }))).toMatchObject({ status: 'paid' });
    const [saved] = await methods.list(user);
    expect(saved).toMatchObject({ brand: 'Visa', last4: '4242', expiry: '12/34' });
    const stored = await sql<{
      token: string;
    }>`select token from purchase_payment_methods where id = ${saved!.id}`.execute(database.db);
    expect(stored.rows[0]!.token).not.toContain('4242');

    const second = await cartWith(user, [assets.rfImages[2]!]);
    const { card: _unused, ...withoutCard } = input(user, second);
    expect(await checkout.checkout({ ...withoutCard, savedMethodId: saved!.id })).toMatchObject({
      status: 'paid',
    });
    const theirs = await cartWith(other, [assets.rfImages[3]!]);
    const { card: _none, ...otherInput } = input(other, theirs);
    expect(await checkout.checkout({ ...otherInput, savedMethodId: saved!.id })).toMatchObject({
      status: 'invalid',
      field: 'method',
    });
    expect(await methods.list(other)).toEqual([]);
    expect(await methods.remove(other, saved!.id)).toBe(false);
    expect(await methods.remove(user, saved!.id)).toBe(true);
    expect(await methods.list(user)).toEqual([]);
  });

  it('adds a card from the billing page: test cards only, checked like at checkout', async () => {
    const user = await createCustomer(database);
    const methods = createPaymentMethods(database.db, processor);
    expect(
      await methods.add(user, { number: '4111 1111 1111 1111', expiry: '12/34', cvc: '123' }),
    ).toMatchObject({ ok: false, field: 'number' });
    expect(
      await methods.add(user, { number: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' }),
    ).toMatchObject({ ok: false, field: 'expiry' });
    expect(await methods.add(user, { number: '5555 5555 5555 4444', expiry: '10/31', cvc: '123' })).toEqual({
      ok: true,
    });
    expect(await methods.list(user)).toEqual([
      expect.objectContaining({ brand: 'Mastercard', last4: '4444', expiry: '10/31' }),
    ]);
  });

  it('an order placed without paying is paid from its link by someone else, licensed to its owner, once', async () => {
    const user = await createCustomer(database);
    const cartId = await cartWith(user, [assets.rfImages[4]!]);
    const { card: _none, ...placeInput } = input(user, cartId);
    const placed = await checkout.placeOrder(placeInput);
    expect(placed).toMatchObject({ status: 'placed' });
    const orderId = (placed as { orderId: number }).orderId;
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(0);
    const payment = { card: DECLINED_CARD, idempotencyKey: randomUUID(), returnUrl: '/purchase/pay', now };
    expect(await checkout.payOrder(orderId, payment)).toMatchObject({ status: 'declined' });
    const good = { ...payment, card: GOOD_CARD, idempotencyKey: randomUUID() };
    expect(await checkout.payOrder(orderId, good)).toEqual({ status: 'paid', orderId });
    expect(await checkout.payOrder(orderId, { ...good, idempotencyKey: randomUUID() })).toEqual({
      status: 'paid',
      orderId,
    });
    expect(await count('purchase_licences', sql`user_id = ${user}`)).toBe(1);
    expect(await count('purchase_payments', sql`order_id = ${orderId} and status = 'captured'`)).toBe(1);
    expect(await checkout.payOrder(999_999, good)).toMatchObject({ status: 'invalid' });
  });
});
