import { createReadStream } from 'node:fs';
import { ensureDerivative, inThreadRenderer, MediaStore, siteRendition } from '@lightbox/catalogue';
import { parseAssetId } from '@lightbox/core';
import { siteOrigin } from '@lightbox/purchase';
import type { FastifyInstance } from 'fastify';
import { compXmp, recordComp } from '../comps';
import { JpegXmpWriter } from '../jpeg-xmp';
import { downloadsDb } from '../repository';
import type { DownloadRouteDeps } from './licence-download';

/**
 * `/account/comps/{assetId}`: the watermarked comp of an asset, free to signed-in visitors and
 * usable in layouts for 30 days from this download. A still carries the comp terms and the
 * date they end in its XMP; a clip's comp is its watermarked preview. Each download is recorded,
 * so the licence history lists the customer's comps and whether each may still be used.
 */
export function registerCompDownload(app: FastifyInstance, deps: DownloadRouteDeps) {
  const store = new MediaStore(deps.mediaDir);
  const db = downloadsDb(deps.db);
  app.get<{ Params: { id: string } }>('/account/comps/:id', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = parseAssetId(request.params.id);
    const asset =
      id === undefined
        ? undefined
        : await db
            .selectFrom('assets')
            .select(['id', 'title', 'asset_type', 'contributor'])
            .where('id', '=', id)
            .executeTakeFirst();
    if (!asset) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const still = asset.asset_type === 'image';
    const kind = still ? 'comp' : 'preview';
    const file = await ensureDerivative(deps.db, store, asset.id, kind, {
      ...siteRendition(kind, request.site),
      renderer: deps.renderer ?? inThreadRenderer,
    });
    if (!file.ok) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const until = await recordComp(db, viewer.user.id, asset.id, new Date());
    reply
      .header('cache-control', 'private, no-store')
      .header('content-type', still ? 'image/jpeg' : 'video/webm')
      .header(
        'content-disposition',
        `attachment; filename="lightbox-comp-${asset.id}.${still ? 'jpg' : 'webm'}"`,
      )
      .header('x-comp-usable-until', until.toISOString());
    if (!still) return reply.send(createReadStream(file.file.path));
    const xmp = compXmp({
      title: asset.title,
      contributor: asset.contributor,
      seller: deps.config.seller.name,
      until,
      detailUrl: `${siteOrigin(deps.config, request.site)}/detail/${asset.id}`,
    });
    return reply.send(createReadStream(file.file.path).pipe(new JpegXmpWriter(xmp)));
  });
}
