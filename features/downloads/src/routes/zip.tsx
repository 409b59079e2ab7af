import type { BuiltFile } from '@lightbox/platform';
import { siteOrigin } from '@lightbox/purchase';
import type { Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { licenceRecords } from '../history';
import type { DownloadsMessageKey } from '../messages/en-us';
import { downloadsDb } from '../repository';
import { zipStream } from '../zip/archive';
import { buildZip } from '../zip/build';
import { byteRange } from '../zip/range';
import {
  createZip,
  findZip,
  licencesForAssets,
  recordZipDownloads,
  ZIP_MAX_FILES,
  type ZipTables,
} from '../zip/store';
import { ZipReadyPage, type ZipReadyView } from '../zip/ZipReadyPage';
import type { DownloadRouteDeps } from './licence-download';

type Ids = number[] | 'invalid';

/** A form field or JSON member holding one id or a list of them; 'invalid' for anything else. */
function idsOf(value: unknown): Ids {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((v) =>
    typeof v === 'number' || (typeof v === 'string' && /^\d{1,10}$/.test(v)) ? Number(v) : NaN,
  );
  return ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1)
    ? [...new Set(ids)]
    : 'invalid';
}

const asDownloads = (t: Translator) => t as unknown as Translator<DownloadsMessageKey>;
const badRequest = (message: string) => ({ error: 'bad_request', message });

/**
 * `POST /account/downloads/zip` (licence ids in `licence`, or asset ids in `asset`) fixes a
 * zip of the viewer's licensed files and answers its id; `GET /account/downloads/zip/{id}`
 * streams it, resumable with HTTP Range.
 */
export function registerZipDownload(
  app: FastifyInstance,
  deps: DownloadRouteDeps & { client?: Record<string, BuiltFile> },
) {
  const db = deps.db.withTables<ZipTables>();
  const history = downloadsDb(deps.db);

  const readyPage = (request: FastifyRequest, reply: FastifyReply, view: ZipReadyView) =>
    deps.render(request, reply.header('cache-control', 'private, no-store'), {
      name: 'downloads-zip',
      title: (t) => asDownloads(t).t('downloads.zip.title'),
      noindex: true,
      status: view.url ? 200 : 400,
      content: ({ page, t }) => (
        <ZipReadyPage page={page} t={asDownloads(t)} view={view} script={deps.client?.zip} />
      ),
    });

  app.post('/account/downloads/zip', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const scope = { userId: viewer.user.id, teamId: viewer.team?.id ?? null };
    const body = (request.body ?? {}) as { licence?: unknown; asset?: unknown };
    const licenceIds = idsOf(body.licence);
    const assetIds = idsOf(body.asset);
    if (licenceIds === 'invalid' || assetIds === 'invalid')
      return reply.code(400).send(badRequest('Licences and assets are named by their numbers.'));
    if (licenceIds.length + assetIds.length === 0)
      return reply.code(400).send(badRequest('Choose at least one licensed file to download.'));
    if (licenceIds.length + assetIds.length > ZIP_MAX_FILES)
      return reply.code(400).send(badRequest(`One download holds at most ${ZIP_MAX_FILES} files.`));
    const byAsset = await licencesForAssets(db, scope, assetIds);
    const wanted = [...new Set([...licenceIds, ...byAsset.licenceIds])];
    const held = await licenceRecords(history, scope, wanted);
    // Someone else's licence number is not told apart from one that does not exist.
    if (held.length < new Set(licenceIds.concat(byAsset.licenceIds)).size)
      return reply.code(404).send({ error: 'not_found', message: 'There is no such licence of yours.' });
    const images = new Set(held.filter((l) => l.assetType === 'image').map((l) => l.id));
    const files = wanted.filter((id) => images.has(id));
    const notFiles = held.filter((l) => !images.has(l.id)).map((l) => l.assetId);
    const leftOut = [
      ...byAsset.leftOut.map((assetId) => ({ assetId, reason: 'not_licensed' as const })),
      ...notFiles.map((assetId) => ({ assetId, reason: 'not_a_file' as const })),
    ];
    const id = files.length === 0 ? undefined : await createZip(db, scope, files);
    const url = id && `/account/downloads/zip/${id}`;
    // The search selection bar posts a plain form: it gets a page with the link and what was left out.
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return readyPage(request, reply, { url, files: files.length, notLicensed: byAsset.leftOut, notFiles });
    if (!id)
      return reply
        .code(400)
        .send({ ...badRequest('None of these is a file you hold a licence for.'), leftOut });
    return reply.code(201).send({ id, url, files: files.length, leftOut });
  });

  app.get<{ Params: { id: string } }>('/account/downloads/zip/:id', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const scope = { userId: viewer.user.id, teamId: viewer.team?.id ?? null };
    const id = request.params.id;
    const zip = /^[A-Za-z0-9_-]{16}$/.test(id) ? await findZip(db, scope, id) : undefined;
    if (!zip) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const byId = new Map((await licenceRecords(history, scope, zip.licence_ids)).map((l) => [l.id, l]));
    // A licence that left the viewer's reach since (they left the team) leaves the zip too.
    const licences = zip.licence_ids.flatMap((l) => (byId.has(l) ? [byId.get(l)!] : []));
    const built = await buildZip(
      {
        db: deps.db,
        mediaDir: deps.mediaDir,
        seller: deps.config.seller,
        origin: siteOrigin(deps.config, request.site),
      },
      licences,
      new Date(zip.created_at ?? 0),
    );
    if ('missing' in built)
      return reply
        .code(409)
        .send({ error: 'not_available', message: `Asset ${built.missing} cannot be downloaded here yet.` });
    const { layout, etag } = built;
    await recordZipDownloads(
      db,
      zip.id,
      scope,
      licences.map((l) => ({ licenceId: l.id, assetId: l.assetId, size: l.size })),
    );
    reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="lightbox-download-${zip.id}.zip"`)
      .header('accept-ranges', 'bytes')
      .header('etag', etag);
    const ifRange = request.headers['if-range'];
    const range =
      ifRange === undefined || ifRange === etag ? byteRange(request.headers.range, layout.length) : undefined;
    if (range === 'unsatisfiable')
      return reply.code(416).header('content-range', `bytes */${layout.length}`).send();
    if (!range) return reply.header('content-length', layout.length).send(zipStream(layout));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${layout.length}`)
      .header('content-length', range.end - range.start + 1)
      .send(zipStream(layout, range.start, range.end));
  });
}
