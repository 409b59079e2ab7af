import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneDownloadCaches } from './cache-prune';

const DAY = 86_400_000;
const now = new Date('2026-11-25T12:00:00Z');

describe('pruning the download caches', () => {
  let media: string;
  beforeEach(async () => {
    media = await mkdtemp(path.join(tmpdir(), 'lb-prune-'));
  });
  afterEach(() => rm(media, { recursive: true, force: true }));

  async function file(relative: string, ageDays: number) {
    const full = path.join(media, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, 'x');
    const at = new Date(now.getTime() - ageDays * DAY);
    await utimes(full, at, at);
  }

  it('keeps licensed files used within a week and masters downloaded within a month', async () => {
    await file('licensed/7/used.jpg', 40);
    await file('licensed/7/used.jpg.crc', 2);
    await file('7/master-hd.mp4', 20);
    await file('7/thumb.jpg', 400);
    expect(await pruneDownloadCaches(media, now)).toBe(0);
    expect((await readdir(path.join(media, 'licensed/7'))).sort()).toEqual(['used.jpg', 'used.jpg.crc']);
  });

  it('removes licensed files unused for a week, masters for a month, leftovers after a day', async () => {
    await file('licensed/8/old.jpg', 9);
    await file('licensed/8/old.jpg.crc', 8);
    await file('licensed/9/orphan.jpg', 10);
    await file('licensed/9/x.jpg.1.ab.tmp', 2);
    await file('8/master-4k.mp4', 31);
    await file('8/master-hd.mp4.1.ab.tmp.mp4', 2);
    await file('8/comp.jpg', 400);
    expect(await pruneDownloadCaches(media, now)).toBe(6);
    expect(await readdir(path.join(media, 'licensed'))).toEqual([]);
    expect(await readdir(path.join(media, '8'))).toEqual(['comp.jpg']);
  });
});
