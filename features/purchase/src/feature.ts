import type { Config, FeatureModule } from '@lightbox/platform';
import { purchaseMessageBundle } from './messages/index';
import { type PurchaseRouteDeps, registerPurchaseRoutes } from './routes/index';
import { WEBHOOK_PATH } from './routes/webhooks';
import { purchaseMigrationsDir } from './schema';

/** Buying licences: products and prices, cart, checkout, payments, orders, invoices. */
export const purchaseFeature: FeatureModule<PurchaseRouteDeps & { config: Config }> = {
  name: 'purchase',
  migrationsDir: purchaseMigrationsDir,
  messages: purchaseMessageBundle,
  globalStyles: [new URL('./ui/purchase.css', import.meta.url).pathname],
  csrfExempt: [WEBHOOK_PATH],
  register: async (app, deps) => {
    await registerPurchaseRoutes(app, deps);
  },
};
