import { type CurrencyCode, convert, isCurrencyCode, money, type ProductType } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import { priceCartItems } from './cart-pricing';
import { acceptsPayment, isPaid, type OrderState } from './domain/order-machine';
import type { OrderHooks } from './order-hooks';
import type { CardInput, PaymentOutcome, PaymentProvider } from './payments/provider';
import { type RefundLinesInput, refundLines } from './refund-lines';
import { cartItems } from './repository/carts';
import { purchaseDb } from './repository/db';
import { invoiceSeries, issueInvoice } from './repository/invoices';
import * as orders from './repository/orders';

/** The version of the licence agreement a buyer accepts (texts at /purchase/agreements). */
export const AGREEMENT_VERSION = 'lightbox-licence-2026-11';
/** A payment still "pending" after this long lost its answer (the server stopped): look it up. */
export const STALE_PAYMENT_MS = 60_000;

export interface CheckoutInput {
  userId: number;
  teamId: number | null;
  email: string;
  site: 'premium' | 'subscription';
  cartId: number;
  currency: CurrencyCode;
  billingName: string;
  billingCountry: string;
  licenseeName: string | null;
  agreementAccepted: boolean;
  idempotencyKey: string;
  card?: CardInput;
  paymentMethod?: string;
  /** Pay with one of the customer's saved cards (purchase_payment_methods.id). */
  savedMethodId?: number;
  /** Keep the new card for next time. */
  saveCard?: boolean;
  /** Where the buyer comes back after a challenge. */
  returnUrl: string;
  now: Date;
}

export interface RenewalChargeInput {
  userId: number;
  teamId: number | null;
  site: 'premium' | 'subscription';
  currency: CurrencyCode;
  billingName: string;
  billingCountry: string;
  /** A renewal of a term, or the prorated charge of an upgrade. */
  kind: 'renewal' | 'upgrade';
  lines: ReadonlyArray<{
    sku: string;
    productType: ProductType;
    description: string;
    /** Price of one, in `currency`, before tax. */
    unitMinor: number;
    quantity: number;
  }>;
  paymentMethodId: number | null;
  idempotencyKey: string;
}

export type RefundResult =
  | { ok: true; amountMinor: number; currency: string }
  | { ok: false; message: string };

export type CheckoutResult =
  | { status: 'paid'; orderId: number }
  | { status: 'placed'; orderId: number }
  | { status: 'requires_action'; orderId: number; challengeUrl: string }
  | { status: 'declined'; orderId: number; message: string }
  | { status: 'in_progress'; orderId: number }
  | { status: 'invalid'; field?: string; message: string };

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  /** Seller details printed on invoices. */
  seller: { name: string; address: string; taxId?: string };
  /** After an order is paid and its licences granted (mail, analytics); never throws into checkout. */
  onPaid?(orderId: number): Promise<void> | void;
  /** Other features' part in a paid order (plans), inside the order's transaction. */
  hooks?: OrderHooks;
}

type Prepared =
  | { kind: 'result'; result: CheckoutResult }
  | { kind: 'pay'; orderId: number; paymentId: number; amountMinor: number; currency: string };

/**
 * Pays for a customer's cart: (1) in one transaction with the cart locked, the cart's order is
 * written (one per cart) and a payment attempt recorded under the request's idempotency key;
 * (2) the provider is asked, outside any transaction; (3) its answer is applied in a second
 * transaction with the payment and order locked. A retried request with the same key finds its
 * attempt and gets the same answer; a second attempt while one is with the provider is refused.
 */
export function createCheckout(deps: CheckoutDeps) {
  const db = purchaseDb(deps.db);

  async function prepare(input: CheckoutInput, options: { pay: boolean } = { pay: true }): Promise<Prepared> {
    return db.transaction().execute(async (tx): Promise<Prepared> => {
      const cart = await orders.lockCart(tx, input.cartId, input.userId);
      if (!cart) return { kind: 'result', result: { status: 'invalid', message: 'Your cart is empty.' } };
      const earlier = await orders.paymentByKey(tx, input.idempotencyKey);
      if (earlier) {
        if (earlier.status === 'pending')
          return {
            kind: 'pay',
            orderId: earlier.order_id,
            paymentId: earlier.id,
            amountMinor: earlier.amount_minor,
            currency: earlier.currency,
          };
        return { kind: 'result', result: await resultOfPayment(tx, earlier.id) };
      }
      const order = await orders.orderOfCart(tx, cart.id);
      if (order && isPaid(order.state as OrderState))
        return { kind: 'result', result: { status: 'paid', orderId: order.id } };
      if (order && !acceptsPayment(order.state as OrderState))
        return {
          kind: 'result',
          result: { status: 'invalid', message: 'This order can no longer be paid.' },
        };
      if (!order && cart.status !== 'open')
        return { kind: 'result', result: { status: 'invalid', message: 'Your cart is empty.' } };
      if (order && (await orders.pendingPayment(tx, order.id)))
        return { kind: 'result', result: { status: 'in_progress', orderId: order.id } };
      if (!input.agreementAccepted)
        return {
          kind: 'result',
          result: {
            status: 'invalid',
            field: 'agreement',
            message: 'Accept the licence agreement to continue.',
          },
        };
      const pricing = await priceCartItems(tx, await cartItems(tx, cart.id), cart.promo_code, {
        site: input.site,
        currency: input.currency,
        country: input.billingCountry,
        now: input.now,
      });
      if (!pricing.ok) return { kind: 'result', result: { status: 'invalid', message: pricing.message } };
      if (pricing.problems.length > 0)
        return { kind: 'result', result: { status: 'invalid', message: pricing.problems[0]!.message } };
      if (pricing.items.length === 0)
        return { kind: 'result', result: { status: 'invalid', message: 'Your cart is empty.' } };
      const usd = convert(pricing.priced.total, 'USD');
      if (!usd.ok) return { kind: 'result', result: { status: 'invalid', message: usd.error.message } };
      const orderId = await orders.writeOrder(
        tx,
        order?.id,
        {
          cartId: cart.id,
          userId: input.userId,
          teamId: input.teamId,
          site: input.site,
          billingName: input.billingName,
          billingCountry: input.billingCountry,
          licenseeName: input.licenseeName,
          agreementVersion: AGREEMENT_VERSION,
          totalUsdMinor: usd.money.amount,
        },
        pricing,
      );
      await orders.cancelChallenges(tx, orderId);
      await orders.setOrderState(tx, orderId, 'payment_pending');
      if (!options.pay) return { kind: 'result', result: { status: 'placed', orderId } };
      const payment = await orders.insertPayment(tx, {
        orderId,
        provider: deps.provider.name,
        key: input.idempotencyKey,
        amountMinor: pricing.priced.total.amount,
        currency: pricing.priced.currency,
      });
      return {
        kind: 'pay',
        orderId,
        paymentId: payment.id,
        amountMinor: payment.amount_minor,
        currency: payment.currency,
      };
    });
  }

  async function resultOfPayment(tx: typeof db, paymentId: number): Promise<CheckoutResult> {
    const payment = await orders.lockPayment(tx, paymentId);
    const order = await orders.lockOrder(tx, payment.order_id);
    if (isPaid(order.state as OrderState)) return { status: 'paid', orderId: order.id };
    if (payment.status === 'declined')
      return {
        status: 'declined',
        orderId: order.id,
        message: payment.decline_reason ?? 'Your card was declined.',
      };
    if (payment.status === 'requires_action' && payment.provider_ref) {
      const outcome = await deps.provider.confirm(payment.provider_ref);
      if (outcome.status === 'requires_action')
        return { status: 'requires_action', orderId: order.id, challengeUrl: outcome.challengeUrl };
    }
    if (payment.status === 'pending') return { status: 'in_progress', orderId: order.id };
    return { status: 'invalid', message: 'This payment attempt has ended; try again.' };
  }

  /** Applies a provider's answer to an attempt; idempotent, and safe against late answers. */
  async function apply(paymentId: number, outcome: PaymentOutcome): Promise<CheckoutResult> {
    let refundAfter: { ref: string; minor: number; currency: string } | undefined;
    let newlyPaid = false;
    const result = await db.transaction().execute(async (tx): Promise<CheckoutResult> => {
      // Locks in the order checkout takes them (cart, then order and payment), so the two never deadlock.
      await orders.lockCartOfPayment(tx, paymentId);
      const payment = await orders.lockPayment(tx, paymentId);
      const order = await orders.lockOrder(tx, payment.order_id);
      const card = {
        cardBrand: 'cardBrand' in outcome ? (outcome.cardBrand ?? null) : null,
        cardLast4: 'cardLast4' in outcome ? (outcome.cardLast4 ?? null) : null,
      };
      if (outcome.status === 'captured') {
        if (payment.status === 'captured' || payment.status === 'refunded')
          return { status: 'paid', orderId: order.id };
        await orders.updatePayment(tx, payment.id, {
          status: 'captured',
          providerRef: outcome.providerRef,
          ...card,
        });
        await orders.markEventsApplied(tx, deps.provider.name, outcome.providerRef);
        if (isPaid(order.state as OrderState)) {
          // Another attempt paid first (an abandoned challenge completed late): give this money back.
          refundAfter = { ref: outcome.providerRef, minor: payment.amount_minor, currency: payment.currency };
          return { status: 'paid', orderId: order.id };
        }
        if (!acceptsPayment(order.state as OrderState)) {
          refundAfter = { ref: outcome.providerRef, minor: payment.amount_minor, currency: payment.currency };
          return { status: 'invalid', message: 'This order can no longer be paid; the payment is refunded.' };
        }
        if (outcome.savedCard)
          await tx
            .insertInto('purchase_payment_methods')
            .values({ user_id: order.user_id, provider: deps.provider.name, ...outcome.savedCard })
            .onConflict((oc) => oc.columns(['provider', 'token']).doNothing())
            .execute();
        await orders.setOrderState(tx, order.id, 'paid', true);
        if (order.cart_id !== null) await orders.markCartOrdered(tx, order.cart_id);
        await orders.grantLicences(tx, order.id);
        if (deps.hooks && deps.hooks.onOrderPaid.length > 0) {
          const paid = await orders.paidOrder(tx, order.id);
          for (const hook of deps.hooks.onOrderPaid) await hook(tx, paid);
        }
        const buyer = await tx
          .selectFrom('account_users')
          .select(['email'])
          .where('id', '=', order.user_id)
          .executeTakeFirst();
        await issueInvoice(tx, {
          orderId: order.id,
          series: invoiceSeries(order.site, new Date()),
          seller: deps.seller,
          buyer: {
            name: order.billing_name,
            country: order.billing_country,
            email: buyer?.email ?? null,
            licensee: order.licensee_name,
          },
        });
        await orders.setOrderState(tx, order.id, 'fulfilled');
        newlyPaid = true;
        return { status: 'paid', orderId: order.id };
      }
      if (payment.status !== 'pending' && payment.status !== 'requires_action') {
        // A late answer about an attempt already settled changes nothing.
        return resultOfPayment(tx, payment.id);
      }
      if (outcome.status === 'requires_action') {
        await orders.updatePayment(tx, payment.id, {
          status: 'requires_action',
          providerRef: outcome.providerRef,
        });
        return { status: 'requires_action', orderId: order.id, challengeUrl: outcome.challengeUrl };
      }
      await orders.updatePayment(tx, payment.id, {
        status: 'declined',
        providerRef: outcome.providerRef,
        declineReason: outcome.reason,
        ...card,
      });
      if (outcome.providerRef) await orders.markEventsApplied(tx, deps.provider.name, outcome.providerRef);
      return isPaid(order.state as OrderState)
        ? { status: 'paid', orderId: order.id }
        : { status: 'declined', orderId: order.id, message: outcome.reason };
    });
    if (refundAfter)
      await deps.provider.refund(
        refundAfter.ref,
        { minor: refundAfter.minor, currency: refundAfter.currency },
        `refund-${paymentId}`,
      );
    if (newlyPaid)
      await Promise.resolve(deps.onPaid?.(result.status === 'paid' ? result.orderId : 0)).catch(
        () => undefined,
      );
    return result;
  }

  return {
    async checkout(input: CheckoutInput): Promise<CheckoutResult> {
      // An attempt left pending by a stopped server would hold its order: settle such ones first.
      await this.recoverStalePayments(input.now);
      let savedToken: string | undefined;
      if (input.savedMethodId !== undefined) {
        const method = await db
          .selectFrom('purchase_payment_methods')
          .select('token')
          .where('id', '=', input.savedMethodId)
          .where('user_id', '=', input.userId)
          .where('provider', '=', deps.provider.name)
          .executeTakeFirst();
        if (!method)
          return { status: 'invalid', field: 'method', message: 'That saved card is no longer available.' };
        savedToken = method.token;
      }
      const prepared = await prepare(input);
      if (prepared.kind === 'result') return prepared.result;
      const outcome = await deps.provider.pay({
        amount: { minor: prepared.amountMinor, currency: prepared.currency },
        idempotencyKey: input.idempotencyKey,
        description: `Lightbox order ${prepared.orderId}`,
        ...(input.card && !savedToken && { card: input.card }),
        ...((savedToken ?? input.paymentMethod) && { paymentMethod: savedToken ?? input.paymentMethod }),
        ...(input.saveCard && !savedToken && { saveCard: true }),
        returnUrl: `${input.returnUrl}${input.returnUrl.includes('?') ? '&' : '?'}order=${prepared.orderId}`,
      });
      return apply(prepared.paymentId, outcome);
    },

    /**
     * Writes the cart's order, ready to be paid, without paying it: the buyer sends someone else
     * the order's payment link (AnonPaymentPage). Card fields of the input are ignored.
     */
    async placeOrder(
      input: Omit<CheckoutInput, 'card' | 'savedMethodId' | 'saveCard'>,
    ): Promise<CheckoutResult> {
      const prepared = await prepare(input, { pay: false });
      return prepared.kind === 'result'
        ? prepared.result
        : { status: 'invalid', message: 'The order could not be placed.' };
    },

    /**
     * Pays an order placed by its owner, for whoever holds its payment link: the owner's cart,
     * billing and licences, someone else's card. The order is priced again from its cart.
     */
    async payOrder(
      orderId: number,
      payment: Pick<CheckoutInput, 'card' | 'idempotencyKey' | 'returnUrl' | 'now'>,
    ): Promise<CheckoutResult> {
      const order = await orders.orderById(db, orderId);
      if (!order) return { status: 'invalid', message: 'There is no such order.' };
      if (isPaid(order.state as OrderState)) return { status: 'paid', orderId };
      if (order.cart_id === null) return { status: 'invalid', message: 'This order cannot be paid here.' };
      if (!isCurrencyCode(order.currency))
        return { status: 'invalid', message: 'This order cannot be paid.' };
      const owner = await db
        .selectFrom('account_users')
        .select('email')
        .where('id', '=', order.user_id)
        .executeTakeFirst();
      return this.checkout({
        ...payment,
        userId: order.user_id,
        teamId: order.team_id,
        email: owner?.email ?? '',
        site: order.site,
        cartId: order.cart_id,
        currency: order.currency,
        billingName: order.billing_name,
        billingCountry: order.billing_country,
        licenseeName: order.licensee_name,
        agreementAccepted: true,
      });
    },

    /**
     * Charges a plan's renewal to the customer's saved card, without a cart: an order of kind
     * 'renewal' with one line, paid like any other. The key names the renewal attempt, so a
     * retried job gets the first answer. A card that asks its holder to confirm cannot be
     * charged while they are away: the attempt counts as declined.
     */
    async chargeRenewal(input: RenewalChargeInput): Promise<CheckoutResult> {
      const earlier = await orders.paymentByKey(db, input.idempotencyKey);
      if (earlier && earlier.status !== 'pending')
        return db.transaction().execute((tx) => resultOfPayment(tx, earlier.id));
      const method =
        input.paymentMethodId === null
          ? undefined
          : await db
              .selectFrom('purchase_payment_methods')
              .select('token')
              .where('id', '=', input.paymentMethodId)
              .where('user_id', '=', input.userId)
              .where('provider', '=', deps.provider.name)
              .executeTakeFirst();
      if (!method)
        return { status: 'invalid', field: 'method', message: 'There is no saved card to charge.' };
      const payment =
        earlier ??
        (await db.transaction().execute(async (tx) => {
          const orderId = await orders.writeRenewalOrder(tx, input, AGREEMENT_VERSION);
          return orders.insertPayment(tx, {
            orderId,
            provider: deps.provider.name,
            key: input.idempotencyKey,
            amountMinor: (await orders.orderById(tx, orderId))!.total_minor,
            currency: input.currency,
          });
        }));
      const outcome = await deps.provider.pay({
        amount: { minor: payment.amount_minor, currency: payment.currency },
        idempotencyKey: input.idempotencyKey,
        description: `Lightbox ${input.kind}, order ${payment.order_id}`,
        paymentMethod: method.token,
        offSession: true,
        returnUrl: '/account/billing',
      });
      if (outcome.status === 'requires_action')
        return apply(payment.id, {
          status: 'declined',
          providerRef: outcome.providerRef,
          reason: 'Your bank asks you to confirm this payment.',
        });
      return apply(payment.id, outcome);
    },

    /**
     * Gives back what one order line cost (an unused pack): the refund is recorded before the
     * provider is asked, so a line is never refunded twice; a refusal removes the record.
     */
    async refundLine(orderLineId: number, idempotencyKey: string): Promise<RefundResult> {
      const found = await db
        .selectFrom('purchase_order_lines as l')
        .innerJoin('purchase_orders as o', 'o.id', 'l.order_id')
        .innerJoin('purchase_payments as p', 'p.order_id', 'o.id')
        .select(['l.id', 'l.total_minor', 'o.currency', 'o.id as order_id', 'p.provider_ref'])
        .where('l.id', '=', orderLineId)
        .where('p.status', '=', 'captured')
        .executeTakeFirst();
      if (!found?.provider_ref) return { ok: false, message: 'This purchase has no payment to refund.' };
      const recorded = await db
        .insertInto('purchase_refunds')
        .values({
          order_line_id: found.id,
          order_id: found.order_id,
          amount_minor: found.total_minor,
          currency: found.currency,
        })
        .onConflict((oc) => oc.column('order_line_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!recorded) return { ok: true, amountMinor: found.total_minor, currency: found.currency };
      const answer = await deps.provider
        .refund(found.provider_ref, { minor: found.total_minor, currency: found.currency }, idempotencyKey)
        .catch(() => ({ refunded: false }));
      if (!answer.refunded) {
        await db.deleteFrom('purchase_refunds').where('id', '=', recorded.id).execute();
        return { ok: false, message: 'The refund could not be made; try again later.' };
      }
      return { ok: true, amountMinor: found.total_minor, currency: found.currency };
    },

    /** Gives back chosen lines of a paid order (the operator console). */
    refundLines: (input: RefundLinesInput) => refundLines(db, deps.provider, input),

    /** After a challenge: asks the provider how the attempt ended and applies it. */
    async confirm(userId: number, orderId: number): Promise<CheckoutResult> {
      const payment = await db
        .selectFrom('purchase_payments as p')
        .innerJoin('purchase_orders as o', 'o.id', 'p.order_id')
        .select(['p.id', 'p.provider_ref'])
        .where('o.id', '=', orderId)
        .where('o.user_id', '=', userId)
        .where('p.status', '=', 'requires_action')
        .orderBy('p.id', 'desc')
        .executeTakeFirst();
      if (!payment?.provider_ref) {
        const order = await orders.orderById(db, orderId);
        if (order && order.user_id === userId && isPaid(order.state as OrderState))
          return { status: 'paid', orderId };
        return { status: 'invalid', message: 'There is no payment waiting for confirmation.' };
      }
      return apply(payment.id, await deps.provider.confirm(payment.provider_ref));
    },

    /**
     * A provider's webhook: stored once by its id; applied when it names an attempt we know.
     * One that arrives before its attempt is stored and applied when the attempt's answer comes.
     */
    async receiveEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      if (!deps.provider.parseEvent) throw new Error(`${deps.provider.name} sends no events`);
      const event = deps.provider.parseEvent(rawBody, headers);
      const fresh = await orders.storeEvent(db, {
        provider: deps.provider.name,
        id: event.id,
        type: event.type,
        providerRef: event.providerRef ?? null,
        payload: event.payload,
      });
      if (!fresh || !event.providerRef) return { stored: fresh, applied: false };
      const payment = await orders.paymentByRef(db, deps.provider.name, event.providerRef);
      if (!payment) return { stored: true, applied: false };
      // Stripe's "capturable" event means authorised: the provider's own state decides, and
      // confirm() captures what is only authorised, so an order is never paid without the money.
      if (event.type === 'payment.captured')
        await apply(payment.id, await deps.provider.confirm(event.providerRef));
      else if (event.type === 'payment.declined')
        await apply(payment.id, {
          status: 'declined',
          providerRef: event.providerRef,
          reason: 'Your card was declined.',
        });
      else return { stored: true, applied: false };
      return { stored: true, applied: true };
    },

    /** Attempts whose answer was lost when the server stopped: ask the provider, or end them. */
    async recoverStalePayments(now = new Date()): Promise<number> {
      const stale = await orders.stalePendingPayments(db, new Date(now.getTime() - STALE_PAYMENT_MS));
      for (const payment of stale) {
        const outcome = await deps.provider.lookup?.(payment.idempotency_key);
        if (outcome) await apply(payment.id, outcome);
        else if (deps.provider.lookup)
          await db
            .updateTable('purchase_payments')
            .set({ status: 'cancelled', updated_at: sql`now()` })
            .where('id', '=', payment.id)
            .where('status', '=', 'pending')
            .execute();
      }
      return stale.length;
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;

/** The order total in USD for analytics, or undefined. */
export const usdOf = (minor: number, currency: CurrencyCode) => {
  const c = convert(money(minor, currency), 'USD');
  return c.ok ? c.money : undefined;
};
