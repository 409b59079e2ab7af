import { DOWNLOAD_EVENT_ENTRY } from '@lightbox/downloads/download-event';
import type { FeatureModule } from '@lightbox/platform';
import { expireInactivePacks } from './manage';
import { plansMessages } from './messages/index';
import { plansDb } from './repository/db';
import { type PlansRouteDeps, registerPlans } from './routes/index';
import { plansMigrationsDir } from './schema';

const BOTH_SITES = ['premium', 'subscription'] as const;
const remote = (file: string, sites: readonly ('premium' | 'subscription')[] = BOTH_SITES) => ({
  entry: new URL(file, import.meta.url).pathname,
  sites,
});
const style = (file: string) => new URL(file, import.meta.url).pathname;

/** Plans: credit packs, subscriptions, image packs, agreements, custom media; renewals; billing. */
export const plansFeature: FeatureModule<PlansRouteDeps> = {
  name: 'plans',
  migrationsDir: plansMigrationsDir,
  messages: plansMessages,
  globalStyles: [style('./ui/plans.css'), style('./ui/spend.css'), style('./ui/billing.css')],
  // The licensed page's download link reports "Asset Downloaded" with the downloads feature's script.
  client: {
    pricing: new URL('./client/pricing.ts', import.meta.url).pathname,
    'download-event': DOWNLOAD_EVENT_ENTRY,
  },
  remotes: {
    BillingSchedules: remote('./remotes/BillingSchedules.entry.ts'),
    AccountBillingInfo: remote('./remotes/AccountBillingInfo.entry.ts'),
    UpdateBillingInfo: remote('./remotes/UpdateBillingInfo.entry.ts'),
    CustomMedia: remote('./remotes/CustomMedia.entry.ts'),
    PremiumAccessSelfRenewalPage: remote('./remotes/PremiumAccessSelfRenewalPage.entry.ts', ['premium']),
    PremiumAccessAutoRenewalPage: remote('./remotes/PremiumAccessAutoRenewalPage.entry.ts', ['premium']),
  },
  register: registerPlans,
  housekeeping: (db) => expireInactivePacks(plansDb(db), new Date()),
};
