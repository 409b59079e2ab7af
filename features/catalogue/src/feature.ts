import type { Db, FeatureModule } from '@lightbox/platform';
import { registerMediaRoutes } from './media/routes';
import type { Renderer } from './render/pool';
import { catalogueMigrationsDir } from './schema';

/** The catalogue: assets and events, and the media routes that serve their renditions. */
export const catalogueFeature: FeatureModule<{ db: Db; mediaDir: string; renderer?: Renderer | undefined }> =
  {
    name: 'catalogue',
    migrationsDir: catalogueMigrationsDir,
    register: (app, { db, mediaDir, renderer }) => registerMediaRoutes(app, { db, mediaDir, renderer }),
  };
