import type { Config } from '@lightbox/platform';
import type { FastifyInstance } from 'fastify';
import { createCartService } from '../cart-service';
import { createCheckout } from '../checkout-service';
import { sendOrderConfirmation } from '../order-mail';
import { createPaymentMethods } from '../payment-methods';
import type { createTestProcessor } from '../payments/test-processor';
import { registerAnonPaymentRoutes } from './anon-pay';
import { registerPurchaseApi } from './api';
import { registerCartRoutes } from './cart';
import { registerCheckoutRoutes } from './checkout';
import type { PurchaseRouteDeps, PurchaseServices } from './context';
import { registerEntryRoutes } from './entry';
import { registerOrderRoutes } from './orders';
import { registerPaymentMethodRoutes } from './payment-methods';
import { paymentProvider } from './provider';
import { registerWebhookRoute } from './webhooks';

export type { PurchaseRouteDeps } from './context';

/** Seller details for invoices, from configuration. */
export const sellerOf = (config: Config) => ({
  name: config.seller.name,
  address: config.seller.address,
  ...(config.seller.taxId && { taxId: config.seller.taxId }),
});

export function createPurchaseServices(deps: PurchaseRouteDeps): PurchaseServices {
  const provider = paymentProvider(deps);
  const testProcessor =
    provider.name === 'test' ? (provider as ReturnType<typeof createTestProcessor>) : undefined;
  const checkout = createCheckout({
    db: deps.db,
    provider,
    seller: sellerOf(deps.config),
    onPaid: (orderId) => sendOrderConfirmation(deps, orderId),
    ...(deps.orderHooks && { hooks: deps.orderHooks }),
  });
  if (deps.orderHooks) {
    deps.orderHooks.chargeRenewal = (input) => checkout.chargeRenewal(input);
    deps.orderHooks.refundLine = (lineId, key) => checkout.refundLine(lineId, key);
    deps.orderHooks.refundLines = (input) => checkout.refundLines(input);
    deps.orderHooks.resendConfirmation = (orderId) => sendOrderConfirmation(deps, orderId);
  }
  return {
    carts: createCartService(deps.db, deps.orderHooks),
    checkout,
    methods: createPaymentMethods(deps.db, provider),
    ...(testProcessor && { testProcessor }),
  };
}

/** Every route of the purchase feature (spec section 2: /purchase/cart, /purchase/checkout, …). */
export async function registerPurchaseRoutes(app: FastifyInstance, deps: PurchaseRouteDeps) {
  const services = createPurchaseServices(deps);
  registerCartRoutes(app, deps, services);
  registerCheckoutRoutes(app, deps, services);
  registerOrderRoutes(app, deps, services);
  registerPurchaseApi(app, deps, services);
  registerPaymentMethodRoutes(app, deps, services);
  registerAnonPaymentRoutes(app, deps, services);
  registerEntryRoutes(app);
  await registerWebhookRoute(app, services);
  // Answers lost when the server stopped mid-payment are looked up at start.
  await services.checkout
    .recoverStalePayments()
    .catch((error: unknown) => app.log.error({ err: error }, 'payment recovery failed'));
  return services;
}
