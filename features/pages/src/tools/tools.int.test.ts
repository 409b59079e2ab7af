import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainText, pagesWorld } from '../test-fixtures';
import { VIDEO_QUERY_MAX_SECONDS, VIDEO_QUERY_PATH } from './limits';

/** A test-pattern clip made by ffmpeg itself, `seconds` long. */
async function clip(dir: string, seconds: number, ext: 'mp4' | 'webm'): Promise<Buffer> {
  const file = path.join(dir, `clip-${seconds}.${ext}`);
  const made = spawnSync(ffmpeg.path, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=160x120:rate=5`,
    ...(ext === 'mp4' ? ['-pix_fmt', 'yuv420p'] : []),
    file,
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  return fs.readFile(file);
}

describe.each(testDatabaseKinds())('reverse image and video search on %s', (kind) => {
  let w: Awaited<ReturnType<typeof pagesWorld>>;
  let dir: string;
  let cookie: string;
  let token: string;

  const upload = (body: Buffer, type: string, headers: Record<string, string> = { 'x-csrf-token': token }) =>
    w.app.inject({
      method: 'POST',
      url: VIDEO_QUERY_PATH,
      headers: { host: 'premium.localhost', 'content-type': type, cookie, ...headers },
      payload: body,
    });

  beforeAll(async () => {
    w = await pagesWorld(kind);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-tools-'));
    const page = await w.get('premium', '/tools/reverse-video-search');
    token = /<meta name="csrf-token" content="([^"]+)">/.exec(page.body)![1]!;
    cookie = ([] as string[])
      .concat(page.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    await w?.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('shows both pages on both sites, with the limits in the field’s label', async () => {
    for (const site of ['premium', 'subscription'] as const) {
      const image = mainText((await w.get(site, '/tools/reverse-image-search')).body);
      expect(image).toContain('Picture (JPEG, PNG, WebP or GIF, up to 10 MB)');
      expect(image).toContain('data-endpoint="/search/api/image-queries"');
      const video = mainText((await w.get(site, '/tools/reverse-video-search')).body);
      expect(video).toContain(`up to 50 MB and ${VIDEO_QUERY_MAX_SECONDS} seconds`);
      expect(video).toContain(`data-endpoint="${VIDEO_QUERY_PATH}"`);
    }
    expect(mainText((await w.get('premium', '/jp/tools/reverse-video-search')).body)).toContain(
      '動画で逆検索',
    );
  });

  it('takes a frame of a clip and answers a film search by that frame', async () => {
    for (const [body, type] of [
      [await clip(dir, 2, 'mp4'), 'video/mp4'],
      [await clip(dir, 2, 'webm'), 'video/webm'],
    ] as const) {
      const res = await upload(body, type);
      expect(res.statusCode, res.body).toBe(201);
      const { id, searchUrl } = res.json<{ id: string; searchUrl: string }>();
      expect(searchUrl).toBe(`/search/2/film?searchbyimage=${id}`);
      // The frame is kept as any uploaded picture is; the clip is not.
      const [row] = (
        await sql<{ n: number }>`select count(*)::int as n from image_queries where id = ${id}`.execute(
          w.database.db,
        )
      ).rows;
      expect(row?.n).toBe(1);
      expect((await w.get('premium', searchUrl)).statusCode).toBe(200);
    }
  });

  it('refuses what is not a clip, a clip too long, and a request without the CSRF token', async () => {
    const notVideo = await upload(Buffer.from('just some text, not a film'), 'video/mp4');
    expect(notVideo.statusCode).toBe(422);
    expect(notVideo.json()).toMatchObject({ error: 'video_unreadable' });
    const wrongType = await upload(Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ error: 'unsupported_video_type' });
    const long = await upload(await clip(dir, VIDEO_QUERY_MAX_SECONDS + 1, 'mp4'), 'video/mp4');
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ error: 'video_too_long' });
    expect(long.json<{ message: string }>().message).toMatch(/longer than 60 seconds/);
    const forged = await upload(await clip(dir, 2, 'mp4'), 'video/mp4', {});
    expect(forged.statusCode).toBe(403);
  });
});
