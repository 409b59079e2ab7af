import type { Accounts } from '@lightbox/account';
import type { FeatureModule } from '@lightbox/platform';
import type { OrderHooks } from '@lightbox/purchase';
import type { FastifyInstance } from 'fastify';
import { consoleMessages } from './messages/index';
import { type ConsoleRouteDeps, registerAssetRoutes } from './routes/assets';
import { registerEventRoutes } from './routes/events';
import { addStaffGate } from './routes/gate';
import { registerLandingRoutes } from './routes/landings';
import { registerOrderRoutes } from './routes/orders';
import { registerSetRoutes } from './routes/sets';
import { registerValueRoutes } from './routes/values';
import { consoleMigrationsDir } from './schema';

export interface ConsoleDeps extends ConsoleRouteDeps {
  accounts: Accounts;
  orderHooks: OrderHooks;
}

const entry = (file: string) => new URL(file, import.meta.url).pathname;

/** The operator console (issue 22): staff edit assets and curated sets, refund orders, see customers. */
export const consoleFeature: FeatureModule<ConsoleDeps> = {
  name: 'console',
  migrationsDir: consoleMigrationsDir,
  messages: consoleMessages,
  globalStyles: [entry('./ui/console.css')],
  register: async (app: FastifyInstance, deps) => {
    // Its own scope, so the staff gate guards these routes and no others.
    await app.register(async (scope) => {
      addStaffGate(scope, deps);
      registerAssetRoutes(scope, deps);
      registerOrderRoutes(scope, deps);
      registerSetRoutes(scope, deps);
      registerLandingRoutes(scope, deps);
      registerEventRoutes(scope, deps);
      registerValueRoutes(scope, deps);
    });
  },
};
