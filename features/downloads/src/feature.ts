import type { FeatureModule } from '@lightbox/platform';
import { downloadsMessages } from './messages/index';
import { registerCertificate } from './routes/certificate';
import { registerHistory } from './routes/history';
import { type DownloadRouteDeps, registerLicenceDownload } from './routes/licence-download';
import { registerZipDownload } from './routes/zip';
import { downloadsMigrationsDir } from './schema';

/** Downloads (issue 18): every way a licensed file leaves the store, and the record of it. */
export const downloadsFeature: FeatureModule<DownloadRouteDeps> = {
  name: 'downloads',
  migrationsDir: downloadsMigrationsDir,
  messages: downloadsMessages,
  client: { zip: new URL('./zip/client.ts', import.meta.url).pathname },
  globalStyles: [new URL('./ui/downloads.css', import.meta.url).pathname],
  register: (app, deps) => {
    registerLicenceDownload(app, deps);
    registerHistory(app, deps);
    registerCertificate(app, deps);
    registerZipDownload(app, deps);
  },
};
