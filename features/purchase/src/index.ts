/**
 * Buying licences (issue 16): the operator's products and prices, licence options on the detail
 * page, the cart, checkout with the test processor or Stripe, orders, licences and invoices.
 */

export type { PlanAnalytics } from './cart-pricing';
export type { CheckoutResult, RefundResult, RenewalChargeInput } from './checkout-service';
export {
  DOWNLOAD_LINK_DAYS,
  downloadLinkExpiry,
  downloadLinkPath,
  validDownloadSignature,
} from './download-link';
export { purchaseFeature } from './feature';
export {
  createOrderHooks,
  type OrderHooks,
  type PaidOrder,
  type PlanLicenseRequest,
  type PlanLicenseResult,
} from './order-hooks';
export { siteOrigin } from './order-mail';
export type { RefundLinesInput, RefundLinesResult, RefundRefusal } from './refund-lines';
export type { PurchaseDb } from './repository/db';
export { licencePanelHtml } from './routes/api';
export { CART_COOKIE, createCartCounter, visitorCountry } from './routes/context';
export type { PurchaseRouteDeps } from './routes/index';
export { createBillingPanel } from './routes/payment-methods';
export { type PurchaseTables, purchaseMigrationsDir } from './schema';
export { createCartProducts } from './tracking-products';
