import { createReadStream } from 'node:fs';
import { ensureOriginal, MediaStore } from '@lightbox/catalogue';
import { parseAssetId } from '@lightbox/core';
import type { FastifyInstance } from 'fastify';
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
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'image/jpeg')
      .header('content-disposition', `attachment; filename="lightbox-${licence.assetId}.jpg"`)
      .send(createReadStream(file.file.path));
  });
}
