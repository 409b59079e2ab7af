import { accountMigrationsDir } from '@lightbox/account';
import { boardsMigrationsDir } from '@lightbox/boards';
import { catalogueMigrationsDir } from '@lightbox/catalogue';
import { marketingMigrationsDir } from '@lightbox/marketing';
import { type Db, loadMigrations, migrate } from '@lightbox/platform';

/** Applies every feature's migrations (the server at start, and the maintenance commands). */
export async function migrateAll(db: Db) {
  return migrate(
    db,
    await loadMigrations([
      catalogueMigrationsDir,
      marketingMigrationsDir,
      accountMigrationsDir,
      boardsMigrationsDir,
    ]),
  );
}
