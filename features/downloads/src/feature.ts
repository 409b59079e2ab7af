import type { FeatureModule } from '@lightbox/platform';
import { type DownloadRouteDeps, registerLicenceDownload } from './routes/licence-download';
import { downloadsMigrationsDir } from './schema';

/** Downloads (issue 18): every way a licensed file leaves the store, and the record of it. */
export const downloadsFeature: FeatureModule<DownloadRouteDeps> = {
  name: 'downloads',
  migrationsDir: downloadsMigrationsDir,
  register: (app, deps) => {
    registerLicenceDownload(app, deps);
  },
};
