import type { FeatureModule } from '@lightbox/platform';
import { marketingMessages } from './messages/index';
import { type MarketingRouteDeps, registerMarketingRoutes } from './routes';
import { marketingMigrationsDir } from './schema';

/** The marketing pages and the contact-sales form. */
export const marketingFeature: FeatureModule<MarketingRouteDeps> = {
  name: 'marketing',
  migrationsDir: marketingMigrationsDir,
  messages: marketingMessages,
  globalStyles: [new URL('./ui/marketing.css', import.meta.url).pathname],
  register: registerMarketingRoutes,
};
