import fs from 'node:fs';
import { type Db, type ObjectStore, SITE_NAMES, type SiteId } from '@lightbox/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PUBLIC_MEDIA_FILES } from '../client';
import type { DerivativeKind } from '../render/index';
import type { Renderer } from '../render/pool';
import { ensureDerivative } from './service';
import { MediaStore, type StoredFile } from './store';

/** Publicly served derivatives, by file name. Originals are deliberately absent. */
export const PUBLIC_MEDIA: Readonly<Record<string, DerivativeKind>> = Object.fromEntries(
  Object.entries(PUBLIC_MEDIA_FILES).map(([kind, file]) => [file, kind as DerivativeKind]),
);

/** Rendered files never change for an id, so browsers and CDNs may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The derivatives that carry a watermark with the site's name: one file per site. */
const WATERMARKED: ReadonlySet<DerivativeKind> = new Set(['comp', 'poster', 'preview']);

/**
 * How a site's derivative is drawn and stored: its watermark carries the site's name, and its
 * file a variant per site. The premium site's files keep their plain names, so files stored
 * before each site had its own watermark stay valid.
 */
export function siteRendition(
  kind: DerivativeKind,
  site: SiteId,
  siteNames: Readonly<Record<SiteId, string>> = SITE_NAMES,
): { siteName: string; variant?: SiteId } {
  const variant = WATERMARKED.has(kind) && site !== 'premium' ? site : undefined;
  return { siteName: siteNames[site], ...(variant && { variant }) };
}

const paramsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{8}$/, 'An asset id is a nine-digit number.'),
  kind: z.string(),
});

export type MediaRoutesOptions = {
  db: Db;
  /** Each site's name, shown in the watermarks of its comps, posters and previews. */
  siteNames?: Readonly<Record<SiteId, string>>;
  ffmpegPath?: string;
  /** The bucket behind the media folder when MEDIA_STORE=s3 (store.ts). */
  remote?: ObjectStore;
  /** Where missing files are drawn (a RenderPool); this thread when unset. */
  renderer?: Renderer | undefined;
} & ({ mediaDir: string; store?: MediaStore } | { store: MediaStore; mediaDir?: string });

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error: code, message });
}

/**
 * GET /media/:id/:kind for thumb.jpg, comp.jpg, poster.jpg and preview.webm. Missing files
 * are rendered on first request. Works as `registerMediaRoutes(app, opts)` or
 * `app.register(registerMediaRoutes, opts)`.
 */
export async function registerMediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  const store = options.store ?? new MediaStore(options.mediaDir as string, options.remote);
  const siteNames = options.siteNames ?? SITE_NAMES;
  const renderOptions = {
    ffmpegPath: options.ffmpegPath,
    ...(options.renderer ? { renderer: options.renderer } : {}),
  };

  app.get('/media/:id/:kind', async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.params);
    if (!parsed.success)
      return sendError(reply, 400, 'bad_request', parsed.error.issues[0]?.message ?? 'Bad media address.');
    const { id: idText, kind: fileName } = parsed.data;
    const kind = PUBLIC_MEDIA[fileName];
    if (!kind) {
      return sendError(
        reply,
        404,
        'not_found',
        `No media "${fileName}"; available: ${Object.keys(PUBLIC_MEDIA).join(', ')}.`,
      );
    }
    // A request outside a site (the catalogue's own tests) is the premium site's.
    const site: SiteId = request.site ?? 'premium';
    const outcome = await ensureDerivative(options.db, store, Number(idText), kind, {
      ...renderOptions,
      ...siteRendition(kind, site, siteNames),
    });
    if (!outcome.ok) return sendError(reply, 404, 'not_found', outcome.message);
    return sendFile(reply, outcome.file, request.headers['if-none-match'], request.headers.range);
  });
}

function sendFile(
  reply: FastifyReply,
  file: StoredFile,
  ifNoneMatch: string | undefined,
  range: string | undefined,
) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('etag', file.etag)
    .header('last-modified', new Date(file.mtimeMs).toUTCString())
    .header('accept-ranges', 'bytes');
  if (ifNoneMatch?.split(',').some((t) => t.trim() === file.etag || t.trim() === '*')) {
    return reply.code(304).send();
  }
  // Single byte ranges, which video players ask for.
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (match && (match[1] || match[2])) {
    let start = match[1] ? Number(match[1]) : Math.max(0, file.size - Number(match[2]));
    let end = match[1] && match[2] ? Number(match[2]) : file.size - 1;
    end = Math.min(end, file.size - 1);
    if (start > end || start >= file.size) {
      return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    }
    start = Math.max(0, start);
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${file.size}`)
      .header('content-length', end - start + 1);
    return reply.send(fs.createReadStream(file.path, { start, end }));
  }
  reply.header('content-length', file.size);
  return reply.send(fs.createReadStream(file.path));
}
