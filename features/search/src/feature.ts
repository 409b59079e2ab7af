import type { FeatureModule } from '@lightbox/platform';
import { purgeExpiredImageQueries } from './image-queries/service';
import { searchMessageBundle } from './messages/index';
import { registerSearchRoutes, type SearchRouteDeps } from './routes';
import { searchMigrationsDir } from './schema';

/** The search application: landing, results, asset detail, search by image, error pages. */
export const searchFeature: FeatureModule<Omit<SearchRouteDeps, 'client'>> = {
  name: 'search',
  migrationsDir: searchMigrationsDir,
  messages: searchMessageBundle,
  client: { app: new URL('./client.tsx', import.meta.url).pathname },
  globalStyles: [
    new URL('./ui/search.css', import.meta.url).pathname,
    new URL('./ui/editorial.css', import.meta.url).pathname,
  ],
  register: registerSearchRoutes,
  housekeeping: (db) => purgeExpiredImageQueries(db),
};
