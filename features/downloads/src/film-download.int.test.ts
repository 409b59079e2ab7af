import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, downloadsWorld } from './test-fixtures';

/** What ffmpeg reads back from a file: its duration, picture size and metadata lines. */
async function probe(file: string) {
  const run = promisify(execFile);
  const out = await run(ffmpeg.path, ['-hide_banner', '-i', file]).catch((error: { stderr: string }) => ({
    stderr: error.stderr,
  }));
  const text = out.stderr;
  const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(text) ?? [];
  const [, width, height] = /Video: h264[^\n]*?, (\d+)x(\d+)/.exec(text) ?? [];
  return {
    seconds: Number(h) * 3600 + Number(m) * 60 + Number(s),
    width: Number(width),
    height: Number(height),
    text,
  };
}

describe.each(testDatabaseKinds())('licensed clip downloads on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'lb-clip-'));
    w = await downloadsWorld(kind, mediaDir);
  });
  afterAll(async () => {
    await w?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('makes the clip at the licensed definition, then streams it and records the download', async () => {
    const clip = (
      await sql<{ id: number; duration_seconds: number; contributor: string }>`
        select id, duration_seconds, contributor from assets
        where license_type = 'rf' and asset_type = 'film' and not exclusive and width > 720 and height < width
        order by duration_seconds, id limit 1`.execute(w.database.db)
    ).rows[0]!;
    const buyer = await createCustomer(w.database);
    const licence = await w.buyImage(buyer, clip.id, null, 'rf-film-sd');
    const cookie = await w.sessionOf(buyer);
    const url = `/account/licences/${licence}/download`;

    const first = await w.get(url, cookie);
    expect(first.statusCode).toBe(202);
    expect(first.headers['retry-after']).toBe('3');
    expect(first.body).toContain('data-clip-check');
    await expect
      .poll(async () => (await w.get(`${url}?check=1`, cookie)).json(), { timeout: 120_000, interval: 500 })
      .toEqual({ ready: true, percent: 100 });
    const none = await sql<{
      n: number;
    }>`select count(*)::int n from download_events where licence_id = ${licence}`.execute(w.database.db);
    expect(none.rows[0]!.n).toBe(0);

    const file = await w.get(url, cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="lightbox-${clip.id}-sd.mp4"`);
    const saved = path.join(mediaDir, 'downloaded.mp4');
    await writeFile(saved, file.rawPayload);
    const read = await probe(saved);
    expect(Math.max(read.width, read.height)).toBe(720);
    expect(Math.abs(read.seconds - clip.duration_seconds)).toBeLessThan(0.6);
    expect(read.text).toContain(`copyright       : © ${clip.contributor}`);
    const events = await sql<{ download_type: string }>`select download_type from download_events
      where licence_id = ${licence}`.execute(w.database.db);
    expect(events.rows.map((r) => r.download_type)).toEqual(['single']);
  }, 180_000);
});
