import type { Db } from '@lightbox/platform';
import type { Kysely, Transaction } from 'kysely';
import type { DownloadsTables, DownloadType } from './schema';

export type DownloadsDb = Kysely<DownloadsTables> | Transaction<DownloadsTables>;
export const downloadsDb = (db: Db): Kysely<DownloadsTables> => db.withTables<DownloadsTables>();

/** A licence the viewer holds, or their team does; undefined for anyone else's. */
export function licenceFor(
  db: DownloadsDb,
  viewer: { userId: number; teamId: number | null },
  licenceId: number,
) {
  return db
    .selectFrom('purchase_licences as l')
    .innerJoin('assets as a', 'a.id', 'l.asset_id')
    .select(['l.id', 'l.asset_id', 'l.size', 'l.user_id', 'l.team_id', 'a.title', 'a.asset_type'])
    .where('l.id', '=', licenceId)
    .where('l.revoked_at', 'is', null)
    .where((eb) =>
      viewer.teamId === null
        ? eb('l.user_id', '=', viewer.userId)
        : eb.or([eb('l.user_id', '=', viewer.userId), eb('l.team_id', '=', viewer.teamId)]),
    )
    .executeTakeFirst();
}

/**
 * Records a download. The first download of a licence is `single` (or `multiple` from a
 * selection), every later one `re_download` (spec §4 download types), never a second charge.
 */
export async function recordDownload(
  db: DownloadsDb,
  event: {
    licenceId: number;
    userId: number | null;
    teamId: number | null;
    assetId: number;
    size: string | null;
    via: 'single' | 'multiple' | 'anonymous';
  },
): Promise<DownloadType> {
  const before = await db
    .selectFrom('download_events')
    .select('id')
    .where('licence_id', '=', event.licenceId)
    .limit(1)
    .executeTakeFirst();
  const type: DownloadType = event.via === 'anonymous' ? 'anonymous' : before ? 're_download' : event.via;
  await db
    .insertInto('download_events')
    .values({
      licence_id: event.licenceId,
      user_id: event.userId,
      team_id: event.teamId,
      asset_id: event.assetId,
      download_type: type,
      size: event.size,
    })
    .execute();
  return type;
}
