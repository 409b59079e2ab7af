import type { FeatureModule } from '@lightbox/platform';
import { expireInactivePacks } from './manage';
import { plansMessages } from './messages/index';
import { plansDb } from './repository/db';
import { type PlansRouteDeps, registerPlans } from './routes/index';
import { plansMigrationsDir } from './schema';

const BOTH_SITES = ['premium', 'subscription'] as const;
const remote = (file: string) => ({ entry: new URL(file, import.meta.url).pathname, sites: BOTH_SITES });

/** Plans: credit packs, subscriptions, image packs, agreements, custom media; renewals; billing. */
export const plansFeature: FeatureModule<PlansRouteDeps> = {
  name: 'plans',
  migrationsDir: plansMigrationsDir,
  messages: plansMessages,
  register: registerPlans,
  globalStyles: [new URL('./ui/billing.css', import.meta.url).pathname],
  remotes: {
    BillingSchedules: remote('./remotes/BillingSchedules.entry.ts'),
    AccountBillingInfo: remote('./remotes/AccountBillingInfo.entry.ts'),
    UpdateBillingInfo: remote('./remotes/UpdateBillingInfo.entry.ts'),
  },
  housekeeping: (db) => expireInactivePacks(plansDb(db), new Date()),
};
