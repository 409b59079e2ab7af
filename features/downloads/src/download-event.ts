import type { Db } from '@lightbox/platform';
import { downloadsDb } from './repository';

/**
 * The browser entry that reports "Asset Downloaded" (client/download-event.ts). Other features
 * that show a licensed file's download link (the plans' "licensed" page) build it as their own
 * client entry, since a feature is handed only its own built files.
 */
export const DOWNLOAD_EVENT_ENTRY = new URL('./client/download-event.ts', import.meta.url).pathname;

/** The type the next signed-in download of a licence will be recorded as (see recordDownload). */
export async function nextDownloadType(db: Db, licenceId: number): Promise<'single' | 're_download'> {
  const before = await downloadsDb(db)
    .selectFrom('download_events')
    .select('id')
    .where('licence_id', '=', licenceId)
    .limit(1)
    .executeTakeFirst();
  return before ? 're_download' : 'single';
}
