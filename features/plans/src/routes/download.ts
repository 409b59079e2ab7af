import { createReadStream } from 'node:fs';
import { ensureOriginal, MediaStore } from '@lightbox/catalogue';
import { parseAssetId, SIZE_LONG_EDGE } from '@lightbox/core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { PlansService } from '../service';
import type { PlansRouteDeps } from './index';

/**
 * A licensed asset's full-size file, for its licence holder (or their team): streamed from the
 * media store, never held in memory, named for saving. Downloading again never costs anything.
 */
export function registerLicenceDownload(app: FastifyInstance, deps: PlansRouteDeps, plans: PlansService) {
  const store = new MediaStore(deps.mediaDir);
  app.get<{ Params: { id: string } }>('/account/licences/:id/download', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = parseAssetId(request.params.id);
    const licence =
      id === undefined ? undefined : await plans.licenceOf(viewer.user.id, viewer.team?.id ?? null, id);
    if (!licence) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const file = await ensureOriginal(deps.db, store, licence.assetId);
    if (!file.ok)
      return reply
        .code(409)
        .send({ error: 'not_available', message: 'This file cannot be downloaded here yet.' });
    reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'image/jpeg')
      .header('content-disposition', `attachment; filename="lightbox-${licence.assetId}.jpg"`);
    // A licence for a smaller size (an image pack's small or medium) gets that size, not more.
    const edge = longEdgeOf(licence.size);
    if (edge === undefined) return reply.send(createReadStream(file.file.path));
    const resize = sharp()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90 });
    return reply.send(createReadStream(file.file.path).pipe(resize));
  });
}

/** The long edge a licence's size allows, or undefined for the full size. */
function longEdgeOf(size: string | null): number | undefined {
  if (size === 'small') return SIZE_LONG_EDGE.small;
  if (size === 'medium') return SIZE_LONG_EDGE.medium;
  return undefined;
}
