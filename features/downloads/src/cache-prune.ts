import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The media store's download caches are made again on demand, so they are pruned by age of
 * last use: licensed files of zips (`<media>/licensed/`) a week after a zip last used them, clip
 * masters (`<media>/<id>/master-*.mp4`) a month after their last download. Their users touch
 * them (mtime) on every use, so a file in use is never old. Leftover temporary files of an
 * interrupted write go after a day.
 */
export const LICENSED_KEEP_DAYS = 7;
export const MASTER_KEEP_DAYS = 30;
const TEMP_KEEP_DAYS = 1;
const DAY_MS = 86_400_000;

async function entries(dir: string) {
  try {
    return await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function removeIfOlder(file: string, before: number) {
  const st = await fs.stat(file).catch(() => undefined);
  if (!st || st.mtimeMs >= before) return false;
  await fs.rm(file, { force: true });
  return true;
}

/** Deletes what is past its keep time; answers how many files went. */
export async function pruneDownloadCaches(mediaDir: string, now: Date): Promise<number> {
  const ago = (days: number) => now.getTime() - days * DAY_MS;
  let removed = 0;
  const licensed = path.join(mediaDir, 'licensed');
  for (const asset of await entries(licensed)) {
    if (!asset.isDirectory()) continue;
    const dir = path.join(licensed, asset.name);
    for (const file of await entries(dir)) {
      const full = path.join(dir, file.name);
      if (file.name.endsWith('.tmp')) removed += Number(await removeIfOlder(full, ago(TEMP_KEEP_DAYS)));
      else if (file.name.endsWith('.jpg')) {
        // The CRC is the file's last use (touched on every use) and goes first: a reader that
        // finds no CRC makes the file again rather than trust it. A file without one is a leftover.
        const crc = `${full}.crc`;
        const crcGone = await removeIfOlder(crc, ago(LICENSED_KEEP_DAYS));
        const crcLeft = await fs.stat(crc).then(
          () => true,
          () => false,
        );
        if (crcGone || !crcLeft)
          removed += Number(crcGone) + Number(await removeIfOlder(full, ago(LICENSED_KEEP_DAYS)));
      }
    }
    await fs.rmdir(dir).catch(() => undefined);
  }
  for (const asset of await entries(mediaDir)) {
    if (!asset.isDirectory() || !/^\d+$/.test(asset.name)) continue;
    const dir = path.join(mediaDir, asset.name);
    for (const file of await entries(dir)) {
      if (!file.name.startsWith('master-')) continue;
      const full = path.join(dir, file.name);
      const keep = file.name.endsWith('.tmp.mp4') ? TEMP_KEEP_DAYS : MASTER_KEEP_DAYS;
      removed += Number(await removeIfOlder(full, ago(keep)));
    }
  }
  return removed;
}
