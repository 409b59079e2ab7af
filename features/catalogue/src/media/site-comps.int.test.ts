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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMigrationsDir } from '../schema';
import { seedCatalogue } from '../seed';
import { registerMediaRoutes } from './routes';
import { MediaStore } from './store';

describe.each(testDatabaseKinds())("each site's comp route on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mediaDir: string;
  let imageId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 40, seed: 7 });
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-site-comps-'));
    app = Fastify({ logger: false });
    // The site by host name, as the server chooses it.
    app.decorateRequest('site', 'premium');
    app.addHook('onRequest', async (request) => {
      request.site = request.headers.host?.startsWith('subscription.') ? 'subscription' : 'premium';
    });
    await registerMediaRoutes(app, { db: database.db, store: new MediaStore(mediaDir) });
    await app.ready();
    const { rows } = await sql<{
      id: number;
    }>`select id from assets where asset_type = 'image' order by id limit 1`.execute(database.db);
    imageId = rows[0]!.id;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  const get = (host: string, file: string) =>
    app.inject({ method: 'GET', url: `/media/${imageId}/${file}`, headers: { host } });

  it("the subscription site's comp differs from the premium one and is stored apart", async () => {
    const premium = await get('premium.localhost', 'comp.jpg');
    const subscription = await get('subscription.localhost', 'comp.jpg');
    expect(premium.statusCode).toBe(200);
    expect(subscription.statusCode).toBe(200);
    expect(subscription.rawPayload.equals(premium.rawPayload)).toBe(false);
    expect(subscription.headers.etag).not.toBe(premium.headers.etag);
    const files = (await fs.readdir(path.join(mediaDir, String(imageId)))).sort();
    expect(files).toEqual(['comp-subscription.jpg', 'comp.jpg']);
    // Asked again, each site gets its own file back unchanged.
    expect((await get('subscription.localhost', 'comp.jpg')).rawPayload.equals(subscription.rawPayload)).toBe(
      true,
    );
    expect((await get('premium.localhost', 'comp.jpg')).rawPayload.equals(premium.rawPayload)).toBe(true);
  });

  it('both sites share one thumbnail', async () => {
    const premium = await get('premium.localhost', 'thumb.jpg');
    const subscription = await get('subscription.localhost', 'thumb.jpg');
    expect(subscription.rawPayload.equals(premium.rawPayload)).toBe(true);
    const files = await fs.readdir(path.join(mediaDir, String(imageId)));
    expect(files.filter((f) => f.startsWith('thumb'))).toEqual(['thumb.jpg']);
  });
});
