import { createReadStream } from 'node:fs';
import type { Accounts } from '@lightbox/account';
import { ensureOriginal, MediaStore, type Renderer } from '@lightbox/catalogue';
import { parseAssetId } from '@lightbox/core';
import type { BuiltFile, Config, Db } from '@lightbox/platform';
import { type OrderHooks, siteOrigin } from '@lightbox/purchase';
import type { PageSpec } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { type LicenceRecord, licenceRecord } from '../history';
import { JpegXmpWriter } from '../jpeg-xmp';
import { downloadsDb, recordDownload } from '../repository';
import { rightsXmp } from '../rights-xmp';
import { isVectorSourceFormat, longEdgeOf } from '../vector-source';
import { sendLicensedClip } from './film-download';
import { sendVectorSource } from './vector-download';

export interface DownloadRouteDeps {
  db: Db;
  accounts: Pick<Accounts, 'guards'>;
  render: (request: FastifyRequest, reply: FastifyReply, spec: PageSpec) => Promise<FastifyReply>;
  notFound: PageSpec;
  mediaDir: string;
  config: Pick<Config, 'seller' | 'publicPort' | 'publicScheme' | 'sites'>;
  /** The server's key; it signs the anonymous download links in the order mail. */
  signingKey: string;
  /** The plans feature's bulk licensing, for the selection bar's "license the rest with my plan". */
  orderHooks?: Pick<OrderHooks, 'planLicense'>;
  /** Draws comps, thumbnails and certificates off the server's thread (a RenderPool). */
  renderer?: Renderer | undefined;
  /** This feature's built browser files (the download-event script). */
  client?: Record<string, BuiltFile>;
}

/**
 * `/account/licences/{id}/download`: a licensed asset's file, for its licence holder (or their
 * team), at the licence's size — streamed from the media store, never held whole in memory,
 * named for saving. Every download is recorded; downloading again never costs anything. With
 * `?format=eps` or `?format=ai`, an imported vector's own file (see vector-download.ts).
 */
export function registerLicenceDownload(app: FastifyInstance, deps: DownloadRouteDeps) {
  const store = new MediaStore(deps.mediaDir);
  const db = downloadsDb(deps.db);
  app.get<{ Params: { id: string } }>('/account/licences/:id/download', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = parseAssetId(request.params.id);
    const teamId = viewer.team?.id ?? null;
    const licence =
      id === undefined ? undefined : await licenceRecord(db, { userId: viewer.user.id, teamId }, id);
    if (!licence) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const format = (request.query as { format?: unknown }).format;
    if (format !== undefined) {
      // Only the vector file this asset was imported from, under its own format, is there.
      if (!isVectorSourceFormat(format) || licence.vectorFormat !== format)
        return deps.render(request, reply, { ...deps.notFound, status: 404 });
      return sendVectorSource(deps, store, reply, licence, format, { userId: viewer.user.id, teamId });
    }
    return sendLicensedFile(deps, store, request, reply, licence, {
      userId: viewer.user.id,
      teamId,
      via: 'single',
    });
  });
}

/**
 * Streams a licence's file at the licence's size with its rights in XMP, and records the
 * download (signed-in or through an anonymous link).
 */
export async function sendLicensedFile(
  deps: DownloadRouteDeps,
  store: MediaStore,
  request: FastifyRequest,
  reply: FastifyReply,
  licence: LicenceRecord,
  who: { userId: number | null; teamId: number | null; via: 'single' | 'anonymous' },
) {
  if (licence.assetType !== 'image') return sendLicensedClip(deps, request, reply, licence, who);
  if ((request.query as { check?: unknown }).check === '1')
    return reply.header('cache-control', 'private, no-store').send({ ready: true, percent: 100 });
  const file = await ensureOriginal(deps.db, store, licence.assetId);
  if (!file.ok)
    return reply
      .code(409)
      .send({ error: 'not_available', message: 'This file cannot be downloaded here yet.' });
  await recordDownload(downloadsDb(deps.db), {
    licenceId: licence.id,
    ...who,
    assetId: licence.assetId,
    size: licence.size,
  });
  reply
    .header('cache-control', 'private, no-store')
    .header('content-type', 'image/jpeg')
    .header('content-disposition', `attachment; filename="lightbox-${licence.assetId}.jpg"`);
  // The licence's rights travel in the file (XMP), so they stay with it wherever it goes.
  const origin = siteOrigin(deps.config, request.site);
  const xmp = rightsXmp({
    licence,
    seller: deps.config.seller,
    agreementUrl: `${origin}/purchase/agreements`,
    siteUrl: origin,
  });
  // A licence for a smaller size (small or medium) gets that size, not more; the full size is
  // the original's own bytes, its rights added without decoding the picture.
  const edge = longEdgeOf(licence.size);
  if (edge === undefined) return reply.send(createReadStream(file.file.path).pipe(new JpegXmpWriter(xmp)));
  const resize = sharp()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .withXmp(xmp);
  return reply.send(createReadStream(file.file.path).pipe(resize));
}
