import { type Db, loadMigrations, migrate } from '@lightbox/platform';
import { FEATURES } from './features';

/** Applies every feature's migrations (the server at start, and the maintenance commands). */
export async function migrateAll(db: Db) {
  const dirs = FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : []));
  return migrate(db, await loadMigrations(dirs));
}
