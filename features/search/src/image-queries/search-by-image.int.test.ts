import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import {
  catalogueMigrationsDir,
  ensureDerivative,
  hammingDistance,
  MediaStore,
  renderDerivative,
  seedCatalogue,
} from '@lightbox/catalogue';
import { parseSearchUrl } from '@lightbox/core/search';
import { createCsrfProtection } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_MAX_DISTANCE } from '../engine/similar';
import { searchMigrationsDir } from '../schema';
import { search } from '../service';
import { registerImageQueryRoutes } from './routes';
import { IMAGE_QUERY_MAX_BYTES, purgeExpiredImageQueries } from './service';

interface Look {
  id: number;
  dhash: string;
  stack_id: number | null;
  stack_size: number;
  contributor: string;
}

describe.each(testDatabaseKinds())('search by image on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let app: FastifyInstance;
  let cookie: string;
  let token: string;
  /** Every rendered image's hash. */
  let looks: Look[];
  /** A stack of near-duplicates (the generator's resized or re-cropped copies). */
  let stack: number[];

  const searchFor = (address: string) => search(database.db, 'premium', parseSearchUrl(address, 'premium'));
  const upload = (body: Buffer, type: string, headers: Record<string, string> = { 'x-csrf-token': token }) =>
    app.inject({
      method: 'POST',
      url: '/search/api/image-queries',
      headers: { 'content-type': type, cookie, ...headers },
      payload: body,
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 300, seed: 8 });
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-sbi-'));
    const store = new MediaStore(mediaDir);
    // Measure (render for real) the first stacks and the most popular pictures.
    const ids = await sql<{
      id: number;
    }>`(select id from assets where asset_type = 'image' and render_seed in (
        select render_seed from assets where asset_type = 'image' group by render_seed having count(*) > 1
        order by min(id) limit 2))
      union (select id from assets where asset_type = 'image' order by popularity desc limit 40)`.execute(
      database.db,
    );
    for (const { id } of ids.rows)
      expect((await ensureDerivative(database.db, store, id, 'thumb')).ok).toBe(true);
    looks = (
      await sql<Look>`select id, dhash::text as dhash, stack_id, stack_size, contributor from assets
        where dhash is not null order by id`.execute(database.db)
    ).rows;
    const stacked = looks.filter((l) => l.stack_id !== null);
    const first = stacked[0]!.stack_id;
    stack = stacked.filter((l) => l.stack_id === first).map((l) => l.id);

    app = Fastify();
    await app.register(fastifyCookie);
    app.decorateRequest('prefix', '');
    const csrf = createCsrfProtection({ key: 'k'.repeat(32) });
    csrf.register(app);
    app.get('/token', async (request, reply) => ({ token: csrf.tokenFor(request, reply) }));
    await registerImageQueryRoutes(app, { db: database.db });
    const issued = await app.inject({ method: 'GET', url: '/token' });
    token = issued.json<{ token: string }>().token;
    cookie = issued.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });
  afterAll(async () => {
    await app?.close();
    await database.dispose();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it('finds the original first from an uploaded, resized and recompressed copy', async () => {
    const unstacked = looks.filter((l) => l.stack_id === null).slice(0, 3);
    for (const look of unstacked) {
      const source = (
        await sql<Parameters<typeof renderDerivative>[0]>`select id, asset_type, width, height, scene,
          render_seed, original_path from assets where id = ${look.id}`.execute(database.db)
      ).rows[0]!;
      const original = await renderDerivative(source, 'original');
      const copy = await sharp(original.data).resize(700).jpeg({ quality: 70 }).toBuffer();
      const response = await upload(copy, 'image/jpeg');
      expect(response.statusCode).toBe(201);
      const { id, searchUrl } = response.json<{ id: string; searchUrl: string }>();
      expect(id).toMatch(/^q[A-Za-z0-9_-]{22}$/);
      expect(searchUrl).toBe(`/search/2/image?searchbyimage=${id}`);
      const result = await searchFor(searchUrl);
      expect(result.assets[0]?.id).toBe(look.id);
      expect(result.searchImage).toEqual({
        kind: 'upload',
        thumbUrl: `/search/api/image-queries/${id}/thumb.jpg`,
      });
      const thumb = await app.inject({ method: 'GET', url: result.searchImage!.thumbUrl! });
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      const size = await sharp(thumb.rawPayload).metadata();
      expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(380);
    }
  });

  it('ranks by hash distance, within the threshold, for an asset id and for this site’s media addresses', async () => {
    const probe = looks.find((l) => l.stack_id === null)!;
    for (const address of [
      `/search/2/image?searchbyimage=${probe.id}`,
      `/search/2/image?imageurl=${encodeURIComponent(`http://premium.localhost/media/${probe.id}/thumb.jpg`)}`,
    ]) {
      const result = await searchFor(address);
      expect(result.assets[0]!.id).toBe(probe.id);
      const byId = new Map(looks.map((l) => [l.id, l]));
      const distances = result.assets.map((a) => hammingDistance(probe.dhash, byId.get(a.id)!.dhash));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(SIMILAR_MAX_DISTANCE);
      // Every measured picture that close is found (one per stack).
      const near = looks.filter(
        (l) =>
          hammingDistance(probe.dhash, l.dhash) <= SIMILAR_MAX_DISTANCE &&
          (l.stack_id === null || l.id === l.stack_id),
      );
      expect(result.total).toBeLessThanOrEqual(near.length + 1);
      expect(result.total).toBeGreaterThanOrEqual(1);
    }
    expect((await searchFor('/search/2/image?imageurl=https%3A%2F%2Fexample.com%2Fa.jpg')).total).toBe(0);
  });

  it('shows a stack of near-duplicates as one tile with "N similar", and stackid lists the stack', async () => {
    expect(stack.length).toBeGreaterThanOrEqual(2);
    const member = looks.find((l) => l.id === stack[0])!;
    const sameShoot = await searchFor(
      `/search/2/image?contributor=${encodeURIComponent(member.contributor)}`,
    );
    const shown = sameShoot.assets.filter((a) => stack.includes(a.id));
    expect(shown).toHaveLength(1);
    expect(shown[0]!.stack).toEqual({ id: Math.min(...stack), similar: stack.length - 1 });
    const listed = await searchFor(`/search/2/image?stackid=${shown[0]!.stack!.id}`);
    expect(listed.assets.map((a) => a.id).sort()).toEqual([...stack].sort());
    expect(listed.assets.every((a) => a.stack === undefined)).toBe(true);
    // Any member's id names the stack.
    const viaMember = await searchFor(`/search/2/image?stackid=${Math.max(...stack)}`);
    expect(viaMember.total).toBe(stack.length);
  });

  it('shows the matching members when a filter leaves the stack’s lead out', async () => {
    const lead = (
      await sql<{
        id: number;
      }>`select id from assets where id = any(${stack}::int[]) and is_stack_lead`.execute(database.db)
    ).rows[0]!.id;
    const others = stack.filter((id) => id !== lead);
    const withoutLead = await searchFor(`/search/2/image?recentlyviewed=${stack.join(',')}`);
    expect(withoutLead.total).toBe(stack.length); // recently viewed lists exactly what was asked
    const member = looks.find((l) => l.id === lead)!;
    const noLead = await search(database.db, 'premium', {
      ...parseSearchUrl(`/search/2/image?contributor=${encodeURIComponent(member.contributor)}`, 'premium'),
      morelikethis: String(lead),
    });
    const shown = noLead.assets.filter((a) => stack.includes(a.id));
    expect(shown.map((a) => a.id).sort()).toEqual(
      others.sort().filter((id) => shown.some((s) => s.id === id)),
    );
    expect(shown.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses what is not a picture it can read, with a clear 4xx', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const tiff = await sharp(png).tiff().toBuffer();
    const cases: Array<[Buffer, string, number, string]> = [
      [Buffer.from('hello'), 'text/plain', 415, 'unsupported_image_type'],
      [Buffer.from('{"a":1}'), 'application/json', 415, 'unsupported_image_type'],
      [tiff, 'image/png', 415, 'unsupported_image_type'],
      [Buffer.from('not a picture at all'), 'image/png', 422, 'image_unreadable'],
      [png.subarray(0, 60), 'image/png', 422, 'image_unreadable'],
      [Buffer.alloc(0), 'image/jpeg', 422, 'image_unreadable'],
      [Buffer.alloc(IMAGE_QUERY_MAX_BYTES + 1, 1), 'image/jpeg', 413, 'image_too_large'],
    ];
    for (const [body, type, status, code] of cases) {
      const response = await upload(body, type);
      expect([type, response.statusCode]).toEqual([type, status]);
      expect(response.json()).toMatchObject({ error: code, message: expect.stringMatching(/\w/) });
    }
    expect((await upload(png, 'image/png')).statusCode).toBe(201);
    expect((await upload(png, 'image/png', {})).statusCode).toBe(403);
  });

  it('forgets uploaded pictures after a day; their search then finds nothing and says so', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3311' } })
      .png()
      .toBuffer();
    const { id } = (await upload(png, 'image/png')).json<{ id: string }>();
    expect(await purgeExpiredImageQueries(database.db)).toBe(0);
    expect(
      await purgeExpiredImageQueries(database.db, new Date(Date.now() + 25 * 60 * 60 * 1000)),
    ).toBeGreaterThan(0);
    const result = await searchFor(`/search/2/image?searchbyimage=${id}`);
    expect(result.total).toBe(0);
    expect(result.searchImage).toEqual({ kind: 'upload', thumbUrl: null });
    expect(
      (await app.inject({ method: 'GET', url: `/search/api/image-queries/${id}/thumb.jpg` })).statusCode,
    ).toBe(404);
  });
});
