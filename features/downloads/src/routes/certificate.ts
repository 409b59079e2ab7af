import fs from 'node:fs/promises';
import { ensureDerivative, inThreadRenderer, MediaStore } from '@lightbox/catalogue';
import { parseAssetId } from '@lightbox/core';
import { siteOrigin } from '@lightbox/purchase';
import { loadMessages } from '@lightbox/ui';
import type { FastifyInstance } from 'fastify';
import { CERTIFICATE_ENGLISH_LOCALES, CERTIFICATE_MESSAGE_PREFIXES } from '../certificate';
import { licenceRecord } from '../history';
import { downloadsDb } from '../repository';
import type { DownloadRouteDeps } from './licence-download';

/** The module that draws the certificate (certificate.ts), for the render worker that runs it. */
export const CERTIFICATE_PDF_MODULE = new URL('../certificate.ts', import.meta.url).href;

/**
 * `/account/licences/{id}/certificate.pdf`: the proof of a licence, for its holder or their
 * team; anyone else gets the not-found page, as if there were no such licence.
 */
export function registerCertificate(app: FastifyInstance, deps: DownloadRouteDeps) {
  const store = new MediaStore(deps.mediaDir);
  const db = downloadsDb(deps.db);
  const renderer = deps.renderer ?? inThreadRenderer;
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
      const made = await ensureDerivative(deps.db, store, licence.assetId, kind, { renderer });
      if (made.ok) {
        thumbnail = await fs.readFile(made.file.path);
        break;
      }
    }
    const locale = CERTIFICATE_ENGLISH_LOCALES.includes(request.locale) ? 'en-us' : request.locale;
    const messages = Object.fromEntries(
      Object.entries(await loadMessages(locale)).filter(([key]) =>
        CERTIFICATE_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix)),
      ),
    );
    const input = {
      licence,
      seller: deps.config.seller,
      agreementUrl: `${siteOrigin(deps.config, request.site)}/purchase/agreements`,
      thumbnail,
    };
    // The PDF is laid out in a render worker, not on the server's thread.
    const pdf = await renderer.call<Uint8Array>(
      CERTIFICATE_PDF_MODULE,
      'certificatePdfIn',
      [locale, messages, input],
      'request',
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="licence-${licence.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
