import type { Db } from '@lightbox/platform';
import { downloadsDb } from './repository';
import type { DownloadType } from './schema';
import { isVectorSourceFormat } from './vector-source';
import { type ZipState, zipProgress } from './zip/progress';
import { recentZips, type ZipTables } from './zip/store';

/** What the download drawer lists (plain JSON: it is a remote component's props and an API answer). */
export interface RecentDownloads {
  zips: Array<{ id: string; url: string; files: number; state: ZipState; percent: number; at: string }>;
  files: Array<{
    assetId: number;
    title: string;
    licenceId: number;
    type: DownloadType;
    size: string | null;
    at: string;
    url: string;
  }>;
}

/** Zips of the last week and the latest single files the viewer downloaded. */
export const RECENT_ZIP_DAYS = 7;
const RECENT_LIMIT = 10;

export async function recentDownloads(db: Db, userId: number, now: Date): Promise<RecentDownloads> {
  const since = new Date(now.getTime() - RECENT_ZIP_DAYS * 86_400_000);
  const zips = await recentZips(db.withTables<ZipTables>(), userId, since, RECENT_LIMIT);
  const events = await downloadsDb(db)
    .selectFrom('download_events as d')
    .innerJoin('assets as a', 'a.id', 'd.asset_id')
    .select(['d.asset_id', 'a.title', 'd.licence_id', 'd.download_type', 'd.size', 'd.created_at'])
    .where('d.user_id', '=', userId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  return {
    zips: zips.map((zip) => ({
      id: zip.id,
      url: `/account/downloads/zip/${zip.id}`,
      files: zip.files,
      ...zipProgress(zip, now),
      at: zip.createdAt.toISOString(),
    })),
    files: events.map((e) => ({
      assetId: e.asset_id,
      title: e.title,
      licenceId: e.licence_id,
      type: e.download_type,
      size: e.size,
      at: new Date(e.created_at).toISOString(),
      // A vector source was downloaded under its format: downloading it again gives the same file.
      url: `/account/licences/${e.licence_id}/download${isVectorSourceFormat(e.size) ? `?format=${e.size}` : ''}`,
    })),
  };
}
