import { MediaStore } from '@lightbox/catalogue';
import { href, type Translator } from '@lightbox/ui';
import type { FastifyInstance } from 'fastify';
import { checkDownloadLink, type LinkRefusal, licenceById } from '../anonymous';
import type { DownloadsMessageKey } from '../messages/en-us';
import { downloadsDb } from '../repository';
import { type DownloadRouteDeps, sendLicensedFile } from './licence-download';

const asDownloads = (t: Translator) => t as unknown as Translator<DownloadsMessageKey>;

/**
 * `/downloads/anonymous/{licenceId}?expires=…&sig=…`: the licensed file for whoever holds the
 * signed link from the order mail, without signing in (spec download type `anonymous`). A
 * forged, malformed or out-of-date link gets a page saying so, never a file.
 */
export function registerAnonymousDownload(app: FastifyInstance, deps: DownloadRouteDeps) {
  const store = new MediaStore(deps.mediaDir);
  const db = downloadsDb(deps.db);
  app.get<{ Params: { id: string }; Querystring: { expires?: unknown; sig?: unknown } }>(
    '/downloads/anonymous/:id',
    async (request, reply) => {
      const link = checkDownloadLink(
        deps.signingKey,
        { id: request.params.id, expires: request.query.expires, sig: request.query.sig },
        new Date(),
      );
      const licence = link.ok ? await licenceById(db, link.licenceId) : undefined;
      if (!licence) {
        const refusal: LinkRefusal = link.ok ? 'invalid' : link.refusal;
        reply.header('cache-control', 'no-store');
        return deps.render(request, reply, {
          name: 'downloads-link-refused',
          title: (t) => asDownloads(t).t(`downloads.anon.${refusal}.title`),
          status: refusal === 'expired' ? 410 : 403,
          noindex: true,
          content: ({ page, t }) => (
            <div className="container lb-error">
              <p className="lb-error__code">{refusal === 'expired' ? 410 : 403}</p>
              <h1>{asDownloads(t).t(`downloads.anon.${refusal}.title`)}</h1>
              <p>{asDownloads(t).t(`downloads.anon.${refusal}.body`)}</p>
              <a className="lb-button" href={href(page, '/account/download')}>
                {asDownloads(t).t('downloads.anon.history')}
              </a>
            </div>
          ),
        });
      }
      return sendLicensedFile(deps, store, request, reply, licence, {
        userId: null,
        teamId: null,
        via: 'anonymous',
      });
    },
  );
}
