import fs from 'node:fs/promises';
import { ensureDerivative, MediaStore } from '@lightbox/catalogue';
import { parseAssetId } from '@lightbox/core';
import { siteOrigin } from '@lightbox/purchase';
import { createTranslator, loadMessages, type Translator } from '@lightbox/ui';
import type { FastifyInstance } from 'fastify';
import { CERTIFICATE_ENGLISH_LOCALES, certificatePdf } from '../certificate';
import { licenceRecord } from '../history';
import type { DownloadsMessageKey } from '../messages/en-us';
import { downloadsDb } from '../repository';
import type { DownloadRouteDeps } from './licence-download';

/**
 * `/account/licences/{id}/certificate.pdf`: the proof of a licence, for its holder or their
 * team; anyone else gets the not-found page, as if there were no such licence.
 */
export function registerCertificate(app: FastifyInstance, deps: DownloadRouteDeps) {
  const store = new MediaStore(deps.mediaDir);
  const db = downloadsDb(deps.db);
  app.get<{ Params: { id: string } }>('/account/licences/:id/certificate.pdf', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = parseAssetId(request.params.id);
    const scope = { userId: viewer.user.id, teamId: viewer.team?.id ?? null };
    const licence = id === undefined ? undefined : await licenceRecord(db, scope, id);
    if (!licence) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    // Films have a poster where images have a thumbnail; a certificate without either still stands.
    let thumbnail: Uint8Array | undefined;
    for (const kind of ['thumb', 'poster'] as const) {
      const made = await ensureDerivative(deps.db, store, licence.assetId, kind);
      if (made.ok) {
        thumbnail = await fs.readFile(made.file.path);
        break;
      }
    }
    const locale = CERTIFICATE_ENGLISH_LOCALES.includes(request.locale) ? 'en-us' : request.locale;
    const t = createTranslator(
      locale,
      await loadMessages(locale),
    ) as unknown as Translator<DownloadsMessageKey>;
    const pdf = await certificatePdf(t, {
      licence,
      seller: deps.config.seller,
      agreementUrl: `${siteOrigin(deps.config, request.site)}/purchase/agreements`,
      thumbnail,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="licence-${licence.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
