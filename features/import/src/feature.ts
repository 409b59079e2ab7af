import { fileURLToPath } from 'node:url';
import type { FeatureModule } from '@lightbox/platform';

export const importMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/** Bringing a library in (`npm run import`): no routes, only its ledger of imported files. */
export const importFeature: FeatureModule<unknown> = {
  name: 'import',
  migrationsDir: importMigrationsDir,
};
