import { type Config, createObjectStore, type Db, type FeatureModule } from '@lightbox/platform';
import { registerMediaRoutes } from './media/routes';
import type { Renderer } from './render/pool';
import { catalogueMigrationsDir } from './schema';

/** The catalogue: assets and events, and the media routes that serve their renditions. */
export const catalogueFeature: FeatureModule<{
  db: Db;
  mediaDir: string;
  config: Config;
  renderer?: Renderer | undefined;
}> = {
  name: 'catalogue',
  migrationsDir: catalogueMigrationsDir,
  register: (app, { db, mediaDir, config, renderer }) =>
    registerMediaRoutes(app, {
      db,
      mediaDir,
      // In the default local mode the media folder is the store itself.
      remote: config.media?.kind === 's3' ? createObjectStore(config.media, config.dataDir) : undefined,
      renderer,
    }),
};
