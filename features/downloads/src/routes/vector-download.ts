import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { MediaStore } from '@lightbox/catalogue';
import type { FastifyReply } from 'fastify';
import type { LicenceRecord } from '../history';
import { downloadsDb, recordDownload } from '../repository';
import { VECTOR_SOURCE_TYPES, type VectorSourceFormat, vectorSourceOffered } from '../vector-source';
import type { DownloadRouteDeps } from './licence-download';

export const VECTOR_SMALL_LICENCE_MESSAGE =
  'The vector file comes with a large licence; this licence is for a smaller size, so its download is the JPEG.';
export const VECTOR_MISSING_MESSAGE = 'The vector file of this asset is not in the media store.';

/**
 * `/account/licences/{id}/download?format=eps|ai`: the EPS or AI file an imported vector was made
 * from, byte for byte, for a holder of a full-size licence. Recorded like every download, with the
 * format as its size, so the history and the download drawer say "EPS" beside the JPEG sizes.
 */
export async function sendVectorSource(
  deps: DownloadRouteDeps,
  store: MediaStore,
  reply: FastifyReply,
  licence: LicenceRecord,
  format: VectorSourceFormat,
  who: { userId: number; teamId: number | null },
) {
  if (!vectorSourceOffered(licence))
    return reply.code(403).send({ error: 'vector_needs_large', message: VECTOR_SMALL_LICENCE_MESSAGE });
  const file = await store.localFile(`${licence.assetId}/source.${format}`);
  if (!file) return reply.code(409).send({ error: 'not_available', message: VECTOR_MISSING_MESSAGE });
  const { size } = await stat(file);
  await recordDownload(downloadsDb(deps.db), {
    licenceId: licence.id,
    ...who,
    via: 'single',
    assetId: licence.assetId,
    size: format,
  });
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-type', VECTOR_SOURCE_TYPES[format])
    .header('content-length', size)
    .header('content-disposition', `attachment; filename="lightbox-${licence.assetId}.${format}"`)
    .send(createReadStream(file));
}
