import type { FeatureModule } from '@lightbox/platform';
import { purchaseMessageBundle } from './messages/index';
import { type PurchaseRouteDeps, registerPurchaseRoutes } from './routes/index';
import { WEBHOOK_PATH } from './routes/webhooks';
import { purchaseMigrationsDir } from './schema';

const BOTH_SITES = ['premium', 'subscription'] as const;
const remote = (file: string) => ({ entry: new URL(file, import.meta.url).pathname, sites: BOTH_SITES });

/** Buying licences: products and prices, cart, checkout, payments, orders, invoices. */
export const purchaseFeature: FeatureModule<PurchaseRouteDeps> = {
  name: 'purchase',
  migrationsDir: purchaseMigrationsDir,
  messages: purchaseMessageBundle,
  globalStyles: [new URL('./ui/purchase.css', import.meta.url).pathname],
  csrfExempt: [WEBHOOK_PATH],
  client: { 'licence-panel': new URL('./client/licence-panel.ts', import.meta.url).pathname },
  remotes: {
    PurchaseCart: remote('./remotes/PurchaseCart.entry.ts'),
    ThankYouPage: remote('./remotes/ThankYouPage.entry.ts'),
    ConfirmationPage: remote('./remotes/ConfirmationPage.entry.ts'),
    PaymentMethods: remote('./remotes/PaymentMethods.entry.ts'),
    AnonPaymentPage: remote('./remotes/AnonPaymentPage.entry.ts'),
    UpdatePaymentDetails: remote('./remotes/UpdatePaymentDetails.entry.ts'),
  },
  register: async (app, deps) => {
    await registerPurchaseRoutes(app, deps);
  },
};
