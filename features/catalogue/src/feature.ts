import type { Db, FeatureModule } from '@lightbox/platform';
import { registerMediaRoutes } from './media/routes';
import { catalogueMigrationsDir } from './schema';

/** The catalogue: assets and events, and the media routes that serve their renditions. */
export const catalogueFeature: FeatureModule<{ db: Db; mediaDir: string }> = {
  name: 'catalogue',
  migrationsDir: catalogueMigrationsDir,
  register: (app, { db, mediaDir }) => registerMediaRoutes(app, { db, mediaDir }),
};
