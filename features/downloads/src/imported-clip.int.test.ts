import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { MediaStore } from '@lightbox/catalogue';
import { importFolder } from '@lightbox/import';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, downloadsWorld } from './test-fixtures';

describe.each(testDatabaseKinds())('an imported clip downloaded after its licence on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;
  let dir: string;
  let clipFile: string;
  let assetId: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lb-imported-clip-'));
    const mediaDir = path.join(dir, 'media');
    w = await downloadsWorld(kind, mediaDir);
    const folder = path.join(dir, 'clips');
    await mkdir(folder);
    clipFile = path.join(folder, 'harbour.mp4');
    execFileSync(ffmpeg.path, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25'],
      ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clipFile],
    ]);
    const result = await importFolder(w.database.db, new MediaStore(mediaDir), folder, {
      sites: ['premium', 'subscription'],
      family: 'creative',
      licence: 'rf',
      collection: 'Harbour clips',
    });
    expect(result.failed).toEqual([]);
    assetId = result.added[0]!.assetId;
  });
  afterAll(async () => {
    await w?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('is the original file, byte for byte, at once, and the download is recorded', async () => {
    const buyer = await createCustomer(w.database);
    const licence = await w.buyImage(buyer, assetId, null, 'rf-film-hd');
    const cookie = await w.sessionOf(buyer);
    const url = `/account/licences/${licence}/download`;

    expect((await w.get(`${url}?check=1`, cookie)).json()).toEqual({ ready: true, percent: 100 });
    const response = await w.get(url, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lightbox-${assetId}.mp4"`);
    expect(response.rawPayload.equals(await readFile(clipFile))).toBe(true);
    const recorded = await sql<{ n: number }>`select count(*)::int as n from download_events
      where licence_id = ${licence} and asset_id = ${assetId}`.execute(w.database.db);
    expect(recorded.rows[0]!.n).toBe(1);
  });

  it('is refused to someone without a licence for it', async () => {
    const owner = await createCustomer(w.database);
    const licence = await w.buyImage(owner, assetId, null, 'rf-film-hd');
    const stranger = await createCustomer(w.database);
    const response = await w.get(`/account/licences/${licence}/download`, await w.sessionOf(stranger));
    expect(response.statusCode).toBe(404);
  });
});
