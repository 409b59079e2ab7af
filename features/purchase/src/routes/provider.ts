import type { Config, Db } from '@lightbox/platform';
import { createStripeProvider } from '../payments/stripe';
import { createTestProcessor } from '../payments/test-processor';

/** Payments go to Stripe when it is configured, else to the built-in test processor. */
export function paymentProvider(deps: { db: Db; config: Pick<Config, 'stripe'> }) {
  return deps.config.stripe ? createStripeProvider(deps.config.stripe) : createTestProcessor(deps.db);
}
