import type { FeatureModule } from '@lightbox/platform';
import { pruneDownloadCaches } from './cache-prune';
import { DOWNLOAD_EVENT_ENTRY } from './download-event';
import { downloadsMessages } from './messages/index';
import { registerAnonymousDownload } from './routes/anonymous';
import { registerCertificate } from './routes/certificate';
import { registerCompDownload } from './routes/comp-download';
import { registerHistory } from './routes/history';
import { type DownloadRouteDeps, registerLicenceDownload } from './routes/licence-download';
import { registerRecentDownloads } from './routes/recent';
import { registerUsingFiles } from './routes/using-files';
import { registerZipDownload } from './routes/zip';
import { downloadsMigrationsDir } from './schema';

/** Downloads (issue 18): every way a licensed file leaves the store, and the record of it. */
export const downloadsFeature: FeatureModule<DownloadRouteDeps> = {
  name: 'downloads',
  migrationsDir: downloadsMigrationsDir,
  messages: downloadsMessages,
  client: {
    zip: new URL('./zip/client.ts', import.meta.url).pathname,
    clip: new URL('./client/clip.ts', import.meta.url).pathname,
    'download-event': DOWNLOAD_EVENT_ENTRY,
  },
  globalStyles: [
    new URL('./ui/downloads.css', import.meta.url).pathname,
    new URL('./ui/drawer.css', import.meta.url).pathname,
  ],
  remotes: {
    DownloadDrawerModal: {
      entry: new URL('./remotes/DownloadDrawerModal.entry.ts', import.meta.url).pathname,
      sites: ['premium'],
    },
  },
  housekeeping: (_db, { mediaDir }) => pruneDownloadCaches(mediaDir, new Date()),
  register: (app, deps) => {
    registerLicenceDownload(app, deps);
    registerCompDownload(app, deps);
    registerHistory(app, deps);
    registerCertificate(app, deps);
    registerZipDownload(app, deps);
    registerRecentDownloads(app, deps);
    registerAnonymousDownload(app, deps);
    registerUsingFiles(app, deps);
  },
};
