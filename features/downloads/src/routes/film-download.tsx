import { createReadStream } from 'node:fs';
import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import {
  type FilmDefinition,
  findMaster,
  MediaStore,
  masterProgress,
  startMaster,
} from '@lightbox/catalogue';
import type { Translator } from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LicenceRecord } from '../history';
import type { DownloadsMessageKey } from '../messages/en-us';
import { downloadsDb, recordDownload } from '../repository';
import { PreparingClipPage } from '../ui/PreparingClipPage';
import type { DownloadRouteDeps } from './licence-download';

const DEFINITIONS: readonly string[] = ['sd', 'hd', '4k'];
/** How long the preparing page waits before it asks again, in seconds. */
const RETRY_AFTER_S = 3;

/** The definition a clip's licence grants: its size, or the clip's own for a licence without one. */
async function definitionOf(deps: DownloadRouteDeps, licence: LicenceRecord): Promise<FilmDefinition> {
  if (licence.size && DEFINITIONS.includes(licence.size)) return licence.size as FilmDefinition;
  const row = await deps.db
    .withTables<{ assets: { id: number; film_definition: string | null } }>()
    .selectFrom('assets')
    .select('film_definition')
    .where('id', '=', licence.assetId)
    .executeTakeFirst();
  return DEFINITIONS.includes(row?.film_definition ?? '') ? (row!.film_definition as FilmDefinition) : 'hd';
}

const VIDEO_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
};

/**
 * An imported clip has no scene to draw: its master is the original the import kept byte for
 * byte (`<id>/source.<ext>`, features/import). Undefined for a drawn clip.
 */
async function importedOriginal(deps: DownloadRouteDeps, assetId: number) {
  const row = await deps.db
    .withTables<{ assets: { id: number; scene: unknown; original_path: string | null } }>()
    .selectFrom('assets')
    .select(['scene', 'original_path'])
    .where('id', '=', assetId)
    .executeTakeFirst();
  if (!row?.original_path || row.scene !== null) return undefined;
  const file = await new MediaStore(deps.mediaDir).localFile(row.original_path);
  if (!file) return undefined;
  const ext = path.extname(file).toLowerCase();
  return {
    path: file,
    size: (await stat(file)).size,
    ext,
    type: VIDEO_TYPES[ext] ?? 'application/octet-stream',
  };
}

/**
 * A licensed clip: its master at the licensed definition, streamed once made. The first request
 * starts making it and gets a page that follows the progress (`?check=1` answers it as JSON) and
 * starts the download when it is ready; nothing is recorded until the file is sent.
 */
export async function sendLicensedClip(
  deps: DownloadRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  licence: LicenceRecord,
  who: { userId: number | null; teamId: number | null; via: 'single' | 'anonymous' },
) {
  const definition = await definitionOf(deps, licence);
  const check = (request.query as { check?: unknown }).check === '1';
  const original = await importedOriginal(deps, licence.assetId);
  if (original) {
    reply.header('cache-control', 'private, no-store');
    if (check) return reply.send({ ready: true, percent: 100 });
    await recordDownload(downloadsDb(deps.db), {
      licenceId: licence.id,
      ...who,
      assetId: licence.assetId,
      size: licence.size,
    });
    return reply
      .header('content-type', original.type)
      .header('content-length', original.size)
      .header('content-disposition', `attachment; filename="lightbox-${licence.assetId}${original.ext}"`)
      .send(createReadStream(original.path));
  }
  const master = await findMaster(deps.mediaDir, licence.assetId, definition);
  reply.header('cache-control', 'private, no-store');
  if (master && check) return reply.send({ ready: true, percent: 100 });
  if (master) {
    // Marks the master as used now, so the cache pruning keeps it (cache-prune.ts).
    const now = new Date();
    await utimes(master.path, now, now).catch(() => undefined);
    await recordDownload(downloadsDb(deps.db), {
      licenceId: licence.id,
      ...who,
      assetId: licence.assetId,
      size: licence.size,
    });
    return reply
      .header('content-type', 'video/mp4')
      .header('content-length', master.size)
      .header('content-disposition', `attachment; filename="lightbox-${licence.assetId}-${definition}.mp4"`)
      .send(createReadStream(master.path));
  }
  // The master carries the clip's rights, not a licensee's name: one file serves every licence.
  const job = await startMaster(deps.db, deps.mediaDir, licence.assetId, definition, {
    title: licence.title,
    artist: licence.contributor,
    copyright: `© ${licence.contributor}`,
    comment: `Licensed through ${deps.config.seller.name}; terms at the store's /purchase/agreements.`,
  });
  if (!job)
    return reply
      .code(409)
      .send({ error: 'not_available', message: 'This clip cannot be downloaded here yet.' });
  job.done.catch((error: unknown) =>
    request.log.error({ err: error, asset: licence.assetId }, 'clip master failed'),
  );
  const percent = Math.floor((masterProgress(deps.mediaDir, licence.assetId, definition) ?? 0) * 100);
  reply.code(202).header('retry-after', RETRY_AFTER_S);
  if (check) return reply.send({ ready: false, percent });
  const url = request.url;
  return deps.render(request, reply, {
    name: 'downloads-preparing-clip',
    title: (t) => (t as unknown as Translator<DownloadsMessageKey>).t('downloads.clip.title'),
    status: 202,
    noindex: true,
    content: ({ t }) => (
      <PreparingClipPage
        t={t as unknown as Translator<DownloadsMessageKey>}
        title={licence.title}
        percent={percent}
        url={url}
        script={deps.client?.clip}
      />
    ),
  });
}
