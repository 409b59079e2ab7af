import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { searchMigrationsDir } from '@lightbox/search/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailSrcSet } from '../client';
import { readAnalysis } from '../repository';
import { catalogueMigrationsDir } from '../schema';
import { seedCatalogue } from '../seed';
import { MEDIA_CACHE_CONTROL, registerMediaRoutes } from './routes';
import { MediaStore } from './store';

describe.each(testDatabaseKinds())('media routes on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mediaDir: string;
  let store: MediaStore;
  let image: { id: number; width: number; height: number };
  let film: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 200, seed: 4 });
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-media-'));
    store = new MediaStore(mediaDir);
    app = Fastify({ logger: false });
    await registerMediaRoutes(app, { db: database.db, store });
    await app.ready();
    const img = await sql<{ id: number; width: number; height: number }>`select id, width, height from assets
      where asset_type = 'image' order by popularity desc, id limit 1`.execute(database.db);
    image = img.rows[0]!;
    const f = await sql<{
      id: number;
    }>`select id from assets where asset_type = 'film' order by id limit 1`.execute(database.db);
    film = f.rows[0]!;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it('serves a real JPEG thumbnail with the right size, cached for good', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/${image.id}/thumb.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(380);
    expect(meta.width! / meta.height!).toBeCloseTo(image.width / image.height, 1);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('serves the 2× thumbnail at 600 px, as wide as the srcset says', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/${image.id}/thumb2x.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    const meta = await sharp(res.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(600);
    expect(meta.width! / meta.height!).toBeCloseTo(image.width / image.height, 1);
    expect(thumbnailSrcSet(image.id, image.width, image.height)).toContain(
      `/media/${image.id}/thumb2x.jpg ${meta.width}w`,
    );
  });

  it('measures the picture when it renders the thumbnail', async () => {
    const look = await readAnalysis(database.db, image.id);
    expect(look?.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(look?.dhash).toMatch(/^-?\d+$/);
    expect(look?.palette.length).toBeGreaterThan(0);
  });

  it('answers 304 when the browser already has it', async () => {
    const first = await app.inject({ method: 'GET', url: `/media/${image.id}/thumb.jpg` });
    const again = await app.inject({
      method: 'GET',
      url: `/media/${image.id}/thumb.jpg`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('renders concurrent requests for the same file once', async () => {
    const before = store.renders;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: `/media/${image.id}/comp.jpg` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(store.renders - before).toBe(1);
    expect(new Set(responses.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
    const meta = await sharp(responses[0]!.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(612);
  });

  it('says 404 with a message for an unknown asset', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/100000001/thumb.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'There is no asset 100000001.' });
  });

  it('says 404 for an unknown kind, for originals, and for a poster of an image', async () => {
    for (const name of ['thumb.png', 'original.jpg', 'poster.jpg', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await app.inject({ method: 'GET', url: `/media/${image.id}/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json().message.length).toBeGreaterThan(10);
    }
  });

  it('says 400 for a malformed id, never 500', async () => {
    for (const id of ['abc', '12', '0123456789', '1234567890', '-12345678', '12345678.9']) {
      const res = await app.inject({ method: 'GET', url: `/media/${id}/thumb.jpg` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: 'An asset id is a nine-digit number.' });
    }
  });

  it('serves a film poster and a WebM preview, with byte ranges', { timeout: 30_000 }, async () => {
    const poster = await app.inject({ method: 'GET', url: `/media/${film.id}/poster.jpg` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const preview = await app.inject({ method: 'GET', url: `/media/${film.id}/preview.webm` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('video/webm');
    expect(preview.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const part = await app.inject({
      method: 'GET',
      url: `/media/${film.id}/preview.webm`,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${preview.rawPayload.length}`);
    expect(part.rawPayload).toEqual(preview.rawPayload.subarray(0, 100));
  });
});
