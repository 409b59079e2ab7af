import type { Accounts } from '@lightbox/account';
import type { Config, Db, FeatureModule } from '@lightbox/platform';
import type { FastifyInstance } from 'fastify';
import { forwardAccountEvents } from './account-signals';
import { analyticsMessages } from './messages/index';
import { type ConsentRouteDeps, registerConsent } from './routes/consent';
import { type OperatorRouteDeps, registerOperator } from './routes/operator';
import { registerSignals } from './routes/signals';
import { analyticsMigrationsDir } from './schema';
import { createSignalStore } from './store';

export interface AnalyticsDeps extends ConsentRouteDeps, Omit<OperatorRouteDeps, 'client'> {
  db: Db;
  config: Config;
  accounts: Accounts;
}

const entry = (file: string) => new URL(file, import.meta.url).pathname;

/** Analytics (issue 20): consent, the page's tracking data, /signals and its store. */
export const analyticsFeature: FeatureModule<AnalyticsDeps> = {
  name: 'analytics',
  migrationsDir: analyticsMigrationsDir,
  messages: analyticsMessages,
  client: {
    consent: entry('./client/consent.ts'),
    signals: entry('./client/signals.ts'),
    operator: entry('./client/operator.ts'),
  },
  globalStyles: [entry('./ui/analytics.css')],
  // Beacons (navigator.sendBeacon) cannot carry a CSRF header; a forged signal changes nothing
  // a visitor owns. The consent form carries its token like every form.
  csrfExempt: ['/signals'],
  register: (app: FastifyInstance, deps) => {
    const store = createSignalStore(deps.db, (error, lost) =>
      app.log.error({ err: error, lost }, 'analytics: a batch of signals could not be stored'),
    );
    app.addHook('onClose', async () => store.close());
    registerSignals(app, store);
    registerConsent(app, deps);
    registerOperator(app, deps);
    forwardAccountEvents(deps.accounts.events, store);
  },
};
