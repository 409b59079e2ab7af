import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { HistoryScope } from '../history';
import type { DownloadsTables, DownloadType } from '../schema';

/** Kysely types of migrations/202611251530_download_zips.sql, with the tables it reads. */
export type ZipTables = DownloadsTables & {
  download_zips: {
    id: string;
    user_id: number;
    team_id: number | null;
    licence_ids: number[];
    created_at: Date | undefined;
    recorded_at: Date | null;
    prepared: number | undefined;
    size_bytes: string | number | null | undefined;
    bytes_sent: string | number | undefined;
    progress_at: Date | null | undefined;
  };
};
type ZipDb = Kysely<ZipTables>;

/** At most this many files in one zip: a selection bigger than a working session is refused. */
export const ZIP_MAX_FILES = 5000;

/** Larger sizes rank first: a customer with two licences for one picture gets the larger file. */
const SIZE_RANK: Record<string, number> = { small: 1, medium: 2 };
const rankOf = (size: string | null) => (size === null ? 3 : (SIZE_RANK[size] ?? 3));

/**
 * The licence to zip for each asset the viewer holds a licence for (the largest size, then the
 * newest); `leftOut` lists the assets they hold none for, in the order asked.
 */
export async function licencesForAssets(db: ZipDb, scope: HistoryScope, assetIds: number[]) {
  const rows =
    assetIds.length === 0
      ? []
      : await db
          .selectFrom('purchase_licences as l')
          .select(['l.id', 'l.asset_id', 'l.size', 'l.granted_at'])
          .where('l.asset_id', 'in', assetIds)
          .where('l.revoked_at', 'is', null)
          .where((eb) =>
            scope.teamId === null
              ? eb('l.user_id', '=', scope.userId)
              : eb.or([eb('l.user_id', '=', scope.userId), eb('l.team_id', '=', scope.teamId)]),
          )
          .execute();
  const best = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const held = best.get(row.asset_id);
    const better =
      !held ||
      rankOf(row.size) > rankOf(held.size) ||
      (rankOf(row.size) === rankOf(held.size) && new Date(row.granted_at) > new Date(held.granted_at));
    if (better) best.set(row.asset_id, row);
  }
  return {
    licenceIds: assetIds.flatMap((id) => (best.has(id) ? [best.get(id)!.id] : [])),
    leftOut: assetIds.filter((id) => !best.has(id)),
  };
}

export async function createZip(db: ZipDb, scope: HistoryScope, licenceIds: number[]): Promise<string> {
  const id = randomBytes(12).toString('base64url');
  await db
    .insertInto('download_zips')
    .values({ id, user_id: scope.userId, team_id: scope.teamId, licence_ids: licenceIds, recorded_at: null })
    .execute();
  return id;
}

/** A zip the viewer asked for, or one asked for in their team; undefined for anyone else's. */
export function findZip(db: ZipDb, scope: HistoryScope, id: string) {
  return db
    .selectFrom('download_zips')
    .select(['id', 'licence_ids', 'created_at', 'recorded_at'])
    .where('id', '=', id)
    .where((eb) =>
      scope.teamId === null
        ? eb('user_id', '=', scope.userId)
        : eb.or([eb('user_id', '=', scope.userId), eb('team_id', '=', scope.teamId)]),
    )
    .executeTakeFirst();
}

/**
 * Records one download per file of the zip, once (the first fetch; resuming with Range is the
 * same download), in one transaction: `multiple` for a licence's first download, `re_download`
 * after (spec §4).
 */
export async function recordZipDownloads(
  db: ZipDb,
  zipId: string,
  who: HistoryScope,
  files: { licenceId: number; assetId: number; size: string | null }[],
) {
  await db.transaction().execute(async (tx) => {
    const claimed = await tx
      .updateTable('download_zips')
      .set({ recorded_at: new Date() })
      .where('id', '=', zipId)
      .where('recorded_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed || files.length === 0) return;
    const before = new Set(
      (
        await tx
          .selectFrom('download_events')
          .select('licence_id')
          .distinct()
          .where(
            'licence_id',
            'in',
            files.map((f) => f.licenceId),
          )
          .execute()
      ).map((r) => r.licence_id),
    );
    const rows = files.map((f) => ({
      licence_id: f.licenceId,
      user_id: who.userId,
      team_id: who.teamId,
      asset_id: f.assetId,
      size: f.size,
      download_type: (before.has(f.licenceId) ? 're_download' : 'multiple') as DownloadType,
    }));
    // Several statements keep each under the parameter limit of PostgreSQL's protocol.
    for (let i = 0; i < rows.length; i += 1000)
      await tx
        .insertInto('download_events')
        .values(rows.slice(i, i + 1000))
        .execute();
  });
}

/** Progress of a zip's preparation: `prepared` of its files are made. */
export async function notePrepared(db: ZipDb, id: string, prepared: number) {
  await db
    .updateTable('download_zips')
    .set({ prepared: sql`greatest(prepared, ${prepared})`, progress_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The zip is laid out: every file made, its length known. */
export async function noteLaidOut(db: ZipDb, id: string, files: number, sizeBytes: number) {
  await db
    .updateTable('download_zips')
    .set({ prepared: files, size_bytes: sizeBytes, progress_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** A fetch of the zip has sent it up to byte `upTo` (exclusive); the furthest point is kept. */
export async function noteSent(db: ZipDb, id: string, upTo: number) {
  await db
    .updateTable('download_zips')
    .set({ bytes_sent: sql`greatest(bytes_sent, ${upTo})`, progress_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** One zip's progress as recorded, for its owner (or their team). */
export async function zipProgressRow(db: ZipDb, scope: HistoryScope, id: string) {
  const zip = await findZip(db, scope, id);
  if (!zip) return undefined;
  const row = await db
    .selectFrom('download_zips')
    .select(['prepared', 'size_bytes', 'bytes_sent', 'progress_at', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return progressOf({ ...row, id, files: zip.licence_ids.length });
}

type ProgressColumns = Pick<
  ZipTables['download_zips'],
  'id' | 'prepared' | 'size_bytes' | 'bytes_sent' | 'progress_at' | 'created_at'
> & { files: number };

const progressOf = (row: ProgressColumns) => ({
  id: row.id,
  files: Number(row.files),
  prepared: Number(row.prepared ?? 0),
  sizeBytes: row.size_bytes === null || row.size_bytes === undefined ? null : Number(row.size_bytes),
  bytesSent: Number(row.bytes_sent ?? 0),
  progressAt: row.progress_at ? new Date(row.progress_at) : null,
  createdAt: new Date(row.created_at ?? 0),
});

export type ZipRecord = ReturnType<typeof progressOf>;

/** The viewer's own latest zips since a moment, newest first. */
export async function recentZips(db: ZipDb, userId: number, since: Date, limit: number) {
  const rows = await db
    .selectFrom('download_zips')
    .select([
      'id',
      sql<number>`cardinality(licence_ids)`.as('files'),
      'prepared',
      'size_bytes',
      'bytes_sent',
      'progress_at',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(progressOf);
}
