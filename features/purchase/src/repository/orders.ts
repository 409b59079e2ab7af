import { convert, money, type PricedCart, priceCart } from '@lightbox/core';
import { sql } from 'kysely';
import type { CartPricing, PricedItem } from '../cart-pricing';
import type { RenewalChargeInput } from '../checkout-service';
import type { PaidOrder } from '../order-hooks';
import type { OrderStateColumn, PaymentStatus } from '../schema';
import { taxRateOf } from './catalogue';
import type { PurchaseDb } from './db';

/** Orders, their lines, payment attempts and provider events. */

export const lockCart = (db: PurchaseDb, cartId: number, userId: number) =>
  db
    .selectFrom('purchase_carts')
    .selectAll()
    .where('id', '=', cartId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();

/** Locks the cart a payment's order came from; a renewal's order has none. */
export const lockCartOfPayment = (db: PurchaseDb, paymentId: number) =>
  db
    .selectFrom('purchase_carts as c')
    .innerJoin('purchase_orders as o', 'o.cart_id', 'c.id')
    .innerJoin('purchase_payments as p', 'p.order_id', 'o.id')
    .select('c.id')
    .where('p.id', '=', paymentId)
    .forUpdate('c')
    .executeTakeFirst();

export const orderOfCart = (db: PurchaseDb, cartId: number) =>
  db.selectFrom('purchase_orders').selectAll().where('cart_id', '=', cartId).forUpdate().executeTakeFirst();

export const orderById = (db: PurchaseDb, orderId: number) =>
  db.selectFrom('purchase_orders').selectAll().where('id', '=', orderId).executeTakeFirst();

export const lockOrder = (db: PurchaseDb, orderId: number) =>
  db
    .selectFrom('purchase_orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const paymentByKey = (db: PurchaseDb, key: string) =>
  db.selectFrom('purchase_payments').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

export const lockPayment = (db: PurchaseDb, paymentId: number) =>
  db
    .selectFrom('purchase_payments')
    .selectAll()
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const pendingPayment = (db: PurchaseDb, orderId: number) =>
  db
    .selectFrom('purchase_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();

export interface OrderHeader {
  cartId: number;
  userId: number;
  teamId: number | null;
  site: 'premium' | 'subscription';
  billingName: string;
  billingCountry: string;
  licenseeName: string | null;
  agreementVersion: string;
  totalUsdMinor: number;
}

const totalsOf = (priced: PricedCart) => ({
  currency: priced.currency,
  subtotal_minor: priced.subtotal.amount,
  discount_minor: priced.discount.amount,
  tax_minor: priced.tax.amount,
  total_minor: priced.total.amount,
});

/** Creates the cart's order in draft, or rewrites an unpaid one to the cart as it is now. */
export async function writeOrder(
  db: PurchaseDb,
  existingId: number | undefined,
  header: OrderHeader,
  pricing: Extract<CartPricing, { ok: true }>,
): Promise<number> {
  const values = {
    ...totalsOf(pricing.priced),
    total_usd_minor: header.totalUsdMinor,
    promo_code: pricing.promoCode,
    billing_name: header.billingName,
    billing_country: header.billingCountry,
    licensee_name: header.licenseeName,
    agreement_version: header.agreementVersion,
    team_id: header.teamId,
  };
  let orderId: number;
  if (existingId !== undefined) {
    await db
      .updateTable('purchase_orders')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', existingId)
      .execute();
    await db.deleteFrom('purchase_order_lines').where('order_id', '=', existingId).execute();
    orderId = existingId;
  } else {
    const row = await db
      .insertInto('purchase_orders')
      .values({
        ...values,
        cart_id: header.cartId,
        user_id: header.userId,
        site: header.site,
        state: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orderId = row.id;
  }
  await db
    .insertInto('purchase_order_lines')
    .values(pricing.items.map((item, index) => lineValues(orderId, index, item, pricing.priced)))
    .execute();
  return orderId;
}

function lineValues(orderId: number, index: number, item: PricedItem, priced: PricedCart) {
  const line = priced.lines[index];
  if (!line) throw new Error('priced line missing');
  const { quote, asset } = item;
  const size = quote.size ? ` · ${quote.size.toUpperCase()} ${quote.width}×${quote.height}` : '';
  return {
    order_id: orderId,
    position: index + 1,
    asset_id: asset?.id ?? null,
    sku: quote.sku,
    product_type: quote.productType,
    licence_model: quote.model,
    size: quote.size,
    usage: quote.usage ? JSON.stringify(quote.usage) : null,
    add_ons: quote.addOns,
    description: asset
      ? `${asset.title} (#${asset.id}) · ${quote.model.toUpperCase()}${size}`
      : (item.planTitle ?? quote.sku),
    unit_minor: line.gross.amount,
    discount_minor: line.discount.amount,
    tax_rate_bp: item.line.taxRateBasisPoints,
    tax_minor: line.tax.amount,
    total_minor: line.total.amount,
  };
}

export async function setOrderState(db: PurchaseDb, orderId: number, state: OrderStateColumn, paid = false) {
  await db
    .updateTable('purchase_orders')
    .set({ state, updated_at: sql`now()`, ...(paid && { paid_at: sql`now()` }) })
    .where('id', '=', orderId)
    .execute();
}

export async function insertPayment(
  db: PurchaseDb,
  payment: { orderId: number; provider: string; key: string; amountMinor: number; currency: string },
) {
  return db
    .insertInto('purchase_payments')
    .values({
      order_id: payment.orderId,
      provider: payment.provider,
      idempotency_key: payment.key,
      status: 'pending',
      amount_minor: payment.amountMinor,
      currency: payment.currency,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePayment(
  db: PurchaseDb,
  paymentId: number,
  change: {
    status: PaymentStatus;
    providerRef?: string | null;
    cardBrand?: string | null;
    cardLast4?: string | null;
    declineReason?: string | null;
  },
) {
  await db
    .updateTable('purchase_payments')
    .set({
      status: change.status,
      updated_at: sql`now()`,
      ...(change.providerRef !== undefined && { provider_ref: change.providerRef || null }),
      ...(change.cardBrand !== undefined && { card_brand: change.cardBrand }),
      ...(change.cardLast4 !== undefined && { card_last4: change.cardLast4 }),
      ...(change.declineReason !== undefined && { decline_reason: change.declineReason }),
    })
    .where('id', '=', paymentId)
    .execute();
}

export const cancelChallenges = (db: PurchaseDb, orderId: number) =>
  db
    .updateTable('purchase_payments')
    .set({ status: 'cancelled', updated_at: sql`now()` })
    .where('order_id', '=', orderId)
    .where('status', '=', 'requires_action')
    .execute();

export const markCartOrdered = (db: PurchaseDb, cartId: number) =>
  db
    .updateTable('purchase_carts')
    .set({ status: 'ordered', updated_at: sql`now()` })
    .where('id', '=', cartId)
    .execute();

/** One licence per order line: a line applied twice grants nothing the second time. */
export async function grantLicences(db: PurchaseDb, orderId: number): Promise<number> {
  const result = await sql`
    insert into purchase_licences (user_id, team_id, asset_id, licence_model, size, usage, add_ons, order_line_id)
    select o.user_id, o.team_id, l.asset_id, l.licence_model, l.size, l.usage, l.add_ons, l.id
    from purchase_order_lines l join purchase_orders o on o.id = l.order_id
    where l.order_id = ${orderId} and l.asset_id is not null
    on conflict (order_line_id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Stores a provider event once; false when it was already stored (a duplicate delivery). */
export async function storeEvent(
  db: PurchaseDb,
  event: { provider: string; id: string; type: string; providerRef: string | null; payload: unknown },
): Promise<boolean> {
  const row = await db
    .insertInto('purchase_provider_events')
    .values({
      provider: event.provider,
      event_id: event.id,
      type: event.type,
      provider_ref: event.providerRef,
      payload: JSON.stringify(event.payload ?? null),
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export const markEventsApplied = (db: PurchaseDb, provider: string, providerRef: string) =>
  db
    .updateTable('purchase_provider_events')
    .set({ applied_at: sql`now()` })
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .where('applied_at', 'is', null)
    .execute();

export const paymentByRef = (db: PurchaseDb, provider: string, providerRef: string) =>
  db
    .selectFrom('purchase_payments')
    .select('id')
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();

/** Payments whose answer was lost (the server stopped while the provider was asked). */
export const stalePendingPayments = (db: PurchaseDb, olderThan: Date) =>
  db
    .selectFrom('purchase_payments')
    .select(['id', 'idempotency_key'])
    .where('status', '=', 'pending')
    .where('updated_at', '<', olderThan)
    .execute();

/** A paid order and its lines, for the features that fulfil part of it. */
export async function paidOrder(db: PurchaseDb, orderId: number): Promise<PaidOrder> {
  const order = await db
    .selectFrom('purchase_orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('purchase_order_lines')
    .select(['id', 'sku', 'product_type', 'asset_id', 'unit_minor', 'discount_minor'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return {
    id: order.id,
    kind: order.kind,
    userId: order.user_id,
    teamId: order.team_id,
    site: order.site,
    currency: order.currency,
    billingName: order.billing_name,
    billingCountry: order.billing_country,
    paidAt: order.paid_at ?? new Date(),
    lines: lines.map((l) => ({
      id: l.id,
      sku: l.sku,
      productType: l.product_type,
      assetId: l.asset_id,
      unitMinor: l.unit_minor,
      discountMinor: l.discount_minor,
    })),
  };
}

/** A renewal's or an upgrade's order (no cart) with its lines, ready to be paid. */
export async function writeRenewalOrder(
  db: PurchaseDb,
  input: RenewalChargeInput,
  agreementVersion: string,
): Promise<number> {
  const taxRateBp = await taxRateOf(db, input.billingCountry);
  const result = priceCart(
    input.lines.map((line) => ({
      product: line.productType,
      sku: line.sku,
      licenceModel: 'rf' as const,
      unitPrice: money(line.unitMinor, input.currency),
      quantity: line.quantity,
      taxRateBasisPoints: taxRateBp,
    })),
    input.currency,
  );
  if (!result.ok) throw new Error(`${input.kind} cannot be priced: ${result.error.message}`);
  const priced = result.cart;
  const usd = convert(priced.total, 'USD');
  if (!usd.ok) throw new Error(`${input.kind} cannot be converted: ${usd.error.message}`);
  const order = await db
    .insertInto('purchase_orders')
    .values({
      ...totalsOf(priced),
      cart_id: null,
      kind: input.kind,
      user_id: input.userId,
      team_id: input.teamId,
      site: input.site,
      state: 'payment_pending',
      total_usd_minor: usd.money.amount,
      promo_code: null,
      billing_name: input.billingName,
      billing_country: input.billingCountry,
      licensee_name: null,
      agreement_version: agreementVersion,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('purchase_order_lines')
    .values(
      input.lines.map((line, index) => {
        const priced_ = priced.lines[index]!;
        return {
          order_id: order.id,
          position: index + 1,
          asset_id: null,
          sku: line.sku,
          product_type: line.productType,
          licence_model: 'rf' as const,
          size: null,
          usage: null,
          description: line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description,
          unit_minor: priced_.gross.amount,
          discount_minor: priced_.discount.amount,
          tax_rate_bp: taxRateBp,
          tax_minor: priced_.tax.amount,
          total_minor: priced_.total.amount,
        };
      }),
    )
    .execute();
  return order.id;
}
