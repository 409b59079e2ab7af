import type { FeatureModule } from '@lightbox/platform';
import { expireInactivePacks } from './manage';
import { plansMessages } from './messages/index';
import { plansDb } from './repository/db';
import { type PlansRouteDeps, registerPlans } from './routes/index';
import { plansMigrationsDir } from './schema';

const remote = (file: string, sites: readonly ('premium' | 'subscription')[]) => ({
  entry: new URL(file, import.meta.url).pathname,
  sites,
});

/** Plans: credit packs, subscriptions, image packs, agreements, custom media; renewals; billing. */
export const plansFeature: FeatureModule<PlansRouteDeps> = {
  name: 'plans',
  migrationsDir: plansMigrationsDir,
  messages: plansMessages,
  globalStyles: [
    new URL('./ui/plans.css', import.meta.url).pathname,
    new URL('./ui/spend.css', import.meta.url).pathname,
  ],
  client: { pricing: new URL('./client/pricing.ts', import.meta.url).pathname },
  remotes: {
    PremiumAccessSelfRenewalPage: remote('./remotes/PremiumAccessSelfRenewalPage.entry.ts', ['premium']),
    PremiumAccessAutoRenewalPage: remote('./remotes/PremiumAccessAutoRenewalPage.entry.ts', ['premium']),
    CustomMedia: remote('./remotes/CustomMedia.entry.ts', ['premium', 'subscription']),
  },
  register: registerPlans,
  housekeeping: (db) => expireInactivePacks(plansDb(db), new Date()),
};
