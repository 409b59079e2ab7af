import type { Translator } from '@lightbox/ui';
import type { FastifyInstance } from 'fastify';
import type { DownloadsMessageKey } from '../messages/en-us';
import { UsingFilesPage } from '../ui/UsingFilesPage';
import type { DownloadRouteDeps } from './licence-download';

const asDownloads = (t: Translator) => t as unknown as Translator<DownloadsMessageKey>;

/** `/faq/using-files` on both sites (spec's shared paths): help on the files this store delivers. */
export function registerUsingFiles(app: FastifyInstance, deps: DownloadRouteDeps) {
  app.get('/faq/using-files', (request, reply) =>
    deps.render(request, reply, {
      name: 'faq-using-files',
      title: (t) => asDownloads(t).t('downloads.faq.title'),
      content: ({ page, t }) => <UsingFilesPage page={page} t={asDownloads(t)} />,
    }),
  );
}
