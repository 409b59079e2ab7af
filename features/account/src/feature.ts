import type { FeatureModule } from '@lightbox/platform';
import { accountMessageBundle } from './messages/index';
import { accountDb, deleteExpired } from './repository';
import { type AccountRouteDeps, registerAccountRoutes } from './routes/index';
import { accountMigrationsDir } from './schema';

/**
 * Accounts: registration, sign-in, recovery, profile, billing and teams. The server creates
 * the accounts service itself (`createAccounts`), since every page asks it who is looking.
 */
export const accountFeature: FeatureModule<AccountRouteDeps> = {
  name: 'account',
  migrationsDir: accountMigrationsDir,
  messages: accountMessageBundle,
  globalStyles: [new URL('./ui/account.css', import.meta.url).pathname],
  register: registerAccountRoutes,
  housekeeping: (db) => deleteExpired(accountDb(db)),
};
