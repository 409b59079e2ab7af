import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlanAnalytics } from './cart-pricing';
import type { CheckoutResult, RefundResult, RenewalChargeInput } from './checkout-service';
import type { RefundLinesInput, RefundLinesResult } from './refund-lines';
import type { PurchaseDb } from './repository/db';

/** A paid order as the features that fulfil part of it see it (the plans feature). */
export interface PaidOrder {
  id: number;
  kind: 'sale' | 'renewal' | 'upgrade';
  userId: number;
  teamId: number | null;
  site: 'premium' | 'subscription';
  currency: string;
  billingName: string;
  billingCountry: string;
  paidAt: Date;
  lines: Array<{
    id: number;
    sku: string;
    productType: string;
    assetId: number | null;
    unitMinor: number;
    discountMinor: number;
  }>;
}

/**
 * How other features take part in an order. Filled by those features when they register (the
 * plans feature comes after purchase), read when an order is paid or a cart is priced.
 */
export interface OrderHooks {
  /**
   * Runs inside the transaction that marks the order paid, so what it writes lands with the
   * payment or not at all. It must not fail for an order that priced: a throw undoes the
   * payment's application, which is retried when the provider's answer is looked up again.
   */
  onOrderPaid: Array<(tx: PurchaseDb, order: PaidOrder) => Promise<void>>;
  /** A plan's duration, billing frequency and download limit for the cart's analytics. */
  planAnalytics?: (db: PurchaseDb, skus: readonly string[]) => Promise<Map<string, PlanAnalytics>>;
  /** Why a customer may not buy a plan now (already holds it, wrong site), or undefined. */
  planRefusal?: (db: PurchaseDb, userId: number, sku: string) => Promise<string | undefined>;
  /** Charges a renewal to a saved card; set by the purchase feature when it registers. */
  chargeRenewal?: (input: RenewalChargeInput) => Promise<CheckoutResult>;
  /** The plans feature's box for the asset detail page, shown above the licence options. */
  planPanel?: (request: FastifyRequest, reply: FastifyReply, assetId: number) => Promise<string | undefined>;
  /**
   * Licenses assets from the customer's plans, each from the first plan that may license it
   * without a project code (set by the plans feature). With `dryRun` nothing is spent: the
   * answer says what would be. Each asset is spent once per `idempotencyKey`.
   */
  planLicense?: (input: PlanLicenseRequest) => Promise<PlanLicenseResult>;
  /** Refunds one order line to the card that paid it; set by the purchase feature. */
  refundLine?: (orderLineId: number, idempotencyKey: string) => Promise<RefundResult>;
  /** Refunds chosen lines of a paid order in one request; set by the purchase feature. */
  refundLines?: (input: RefundLinesInput) => Promise<RefundLinesResult>;
  /** Sends an order's confirmation mail again; set by the purchase feature. */
  resendConfirmation?: (orderId: number) => Promise<void>;
}

export interface PlanLicenseRequest {
  userId: number;
  teamId: number | null;
  site: 'premium' | 'subscription';
  assetIds: readonly number[];
  idempotencyKey: string;
  dryRun: boolean;
}

export interface PlanLicenseResult {
  /** Licences made (or, dry, assets that would be licensed), by asset. */
  licensed: Array<{ assetId: number; licenceId: number | null; plan: string }>;
  /** Assets no plan of the customer's licenses as they are. */
  refused: number[];
}

export const createOrderHooks = (): OrderHooks => ({ onOrderPaid: [] });
