import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import type { BuiltFile } from '@lightbox/platform';
import { siteOrigin } from '@lightbox/purchase';
import type { Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type LicenceRecord, licenceRecords } from '../history';
import type { DownloadsMessageKey } from '../messages/en-us';
import { recentDownloads } from '../recent';
import { downloadsDb } from '../repository';
import { zipStream } from '../zip/archive';
import { buildZip } from '../zip/build';
import { byteRange } from '../zip/range';
import {
  createZip,
  findZip,
  licencesForAssets,
  noteLaidOut,
  notePrepared,
  noteSent,
  recordZipDownloads,
  ZIP_MAX_FILES,
  type ZipTables,
} from '../zip/store';
import { throttled } from '../zip/throttle';
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

/** Progress is written to the database at most this often per zip fetch. */
const PROGRESS_MS = 1000;

/** Passes a zip's bytes through, noting how far the fetch got (its start plus what passed). */
function counted(start: number, note: (upTo: number) => Promise<void>, request: FastifyRequest) {
  const progress = throttled(note, PROGRESS_MS, (error) =>
    request.log.warn({ err: error }, 'zip progress not noted'),
  );
  let upTo = start;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      upTo += chunk.length;
      progress.note(upTo);
      done(null, chunk);
    },
    flush(done) {
      progress.note(upTo);
      void progress.flush();
      done();
    },
  });
  // A fetch cut short keeps how far it got, so the drawer can say it paused there.
  stream.on('close', () => {
    progress.note(upTo);
    void progress.flush();
  });
  return stream;
}

/** The idempotency key of a "license the rest with my plan" post, or undefined for any other. */
function spendKeyOf(body: { spend?: unknown; key?: unknown }) {
  return body.spend === '1' && typeof body.key === 'string' && /^[A-Za-z0-9-]{16,64}$/.test(body.key)
    ? body.key
    : undefined;
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
  /** Zips whose files this process is making now: a fetch waits for that work, not repeats it. */
  const preparing = new Map<string, Promise<unknown>>();
  // A graceful stop lets preparations finish their files rather than leave them half-written.
  app.addHook('onClose', async () => {
    await Promise.allSettled(preparing.values());
  });
  const zipContext = (request: FastifyRequest) => ({
    db: deps.db,
    mediaDir: deps.mediaDir,
    seller: deps.config.seller,
    origin: siteOrigin(deps.config, request.site),
  });

  /** Makes a zip's files and lays it out, noting progress (its page and the drawer show it). */
  function prepare(request: FastifyRequest, id: string, licences: LicenceRecord[], modified: Date) {
    const running = preparing.get(id);
    if (running) return running as ReturnType<typeof buildZip>;
    const warn = (error: unknown) => request.log.warn({ err: error, zip: id }, 'zip progress not noted');
    const progress = throttled((n) => notePrepared(db, id, n), PROGRESS_MS, warn);
    const work = buildZip(zipContext(request), licences, modified, (n) => progress.note(n))
      .then(async (built) => {
        await progress.flush();
        if ('layout' in built) await noteLaidOut(db, id, licences.length, built.layout.length);
        return built;
      })
      .finally(() => preparing.delete(id));
    preparing.set(id, work);
    return work;
  }

  const readyPage = (request: FastifyRequest, reply: FastifyReply, view: ZipReadyView) =>
    deps.render(request, reply.header('cache-control', 'private, no-store'), {
      name: 'downloads-zip',
      title: (t) => asDownloads(t).t('downloads.zip.title'),
      noindex: true,
      status: view.url || view.offer ? 200 : 400,
      content: ({ page, t }) => (
        <ZipReadyPage page={page} t={asDownloads(t)} view={view} script={deps.client?.zip} />
      ),
    });

  app.post('/account/downloads/zip', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const scope = { userId: viewer.user.id, teamId: viewer.team?.id ?? null };
    const body = (request.body ?? {}) as {
      licence?: unknown;
      asset?: unknown;
      spend?: unknown;
      key?: unknown;
    };
    const licenceIds = idsOf(body.licence);
    const assetIds = idsOf(body.asset);
    if (licenceIds === 'invalid' || assetIds === 'invalid')
      return reply.code(400).send(badRequest('Licences and assets are named by their numbers.'));
    if (licenceIds.length + assetIds.length === 0)
      return reply.code(400).send(badRequest('Choose at least one licensed file to download.'));
    if (licenceIds.length + assetIds.length > ZIP_MAX_FILES)
      return reply.code(400).send(badRequest(`One download holds at most ${ZIP_MAX_FILES} files.`));
    const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
    let byAsset = await licencesForAssets(db, scope, assetIds);
    // "License the rest with my plan": the selection's unlicensed assets are spent from the
    // customer's plans first, once per key however often the form is sent.
    const planLicense = deps.orderHooks?.planLicense;
    const key = spendKeyOf(body);
    let offer: ZipReadyView['offer'];
    if (planLicense && byAsset.leftOut.length > 0) {
      const ask = {
        userId: viewer.user.id,
        teamId: scope.teamId,
        site: request.site,
        assetIds: byAsset.leftOut,
      };
      if (key) {
        await planLicense({ ...ask, idempotencyKey: key, dryRun: false });
        byAsset = await licencesForAssets(db, scope, assetIds);
      } else if (form) {
        const dry = await planLicense({ ...ask, idempotencyKey: '', dryRun: true });
        if (dry.licensed.length > 0)
          offer = {
            assets: assetIds,
            count: dry.licensed.length,
            plan: dry.licensed[0]!.plan,
            key: randomUUID(),
          };
      }
    }
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
    // The files are made at once, so the zip is ready, or nearly, when the customer fetches it.
    if (id) {
      const byId = new Map(held.map((l) => [l.id, l]));
      prepare(
        request,
        id,
        files.map((f) => byId.get(f)!),
        new Date(),
      ).catch((error: unknown) => request.log.error({ err: error, zip: id }, 'zip preparation failed'));
    }
    // The search selection bar posts a plain form: it gets a page with the link and what was left out.
    if (form)
      return readyPage(request, reply, {
        ...(offer && { offer }),
        url,
        files: files.length,
        notLicensed: byAsset.leftOut,
        notFiles,
        // The premium site follows the download in its drawer (spec §2 DownloadDrawerModal).
        ...(id &&
          request.site === 'premium' && {
            drawer: await recentDownloads(deps.db, viewer.user.id, new Date()),
          }),
      });
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
    // Waits for this zip's preparation when it is under way, then lays it out (every file made).
    await preparing.get(zip.id)?.catch(() => undefined);
    const built = await prepare(request, zip.id, licences, new Date(zip.created_at ?? 0));
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
    const from = range?.start ?? 0;
    const sent = counted(from, (upTo) => noteSent(db, zip.id, upTo), request);
    if (!range) return reply.header('content-length', layout.length).send(zipStream(layout).pipe(sent));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${layout.length}`)
      .header('content-length', range.end - range.start + 1)
      .send(zipStream(layout, range.start, range.end).pipe(sent));
  });
}
