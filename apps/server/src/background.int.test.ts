import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { seedCatalogue, type VisitorActivity } from '@lightbox/catalogue';
import { parseConfig } from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackRequests } from './activity';
import { createApp } from './app';
import { startBackgroundWork } from './background';
import { FEATURES } from './features';
import { STUB_MANIFEST } from './testing/stub-manifest';

/**
 * The start-up warm-up against the real server: while a visitor's request is in flight it draws
 * and writes nothing; once the server is quiet it warms; stopped while waiting, it ends at once.
 */
describe('background work gives way to visitors', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  let dir: string;
  let port: number;
  let activity: VisitorActivity;
  let looks = 0;

  beforeAll(async () => {
    database = await createTestDatabase(
      'pglite',
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    await seedCatalogue(database.db, { count: 60, seed: 5 });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-background-'));
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dir });
    app = await createApp({ config, database, manifest: STUB_MANIFEST, mediaDir: dir });
    const tracked = trackRequests(app.server);
    // The real tracker, with a count of how often background work looked at it.
    activity = {
      inFlight: () => {
        looks++;
        return tracked.inFlight();
      },
      lastEndedAt: () => tracked.lastEndedAt(),
    };
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const measured = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from assets where dhash is not null`.execute(
        database.db,
      )
    ).rows[0]!.n;

  /** A visitor's request whose body is still on its way: in flight until `finish`. */
  async function requestInFlight() {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      'POST /pulse HTTP/1.1\r\nHost: premium.localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    const answered = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (c) => {
        text += c.toString();
      });
      socket.on('close', () => resolve(text));
    });
    return {
      finish: async () => {
        socket.end('}');
        return answered;
      },
    };
  }

  const waitUntil = async (condition: () => boolean | Promise<boolean>) => {
    while (!(await condition())) await new Promise((r) => setTimeout(r, 10));
  };

  it('draws nothing while a request runs, then warms once the server is quiet', async () => {
    const visitor = await requestInFlight();
    await waitUntil(() => activity.inFlight() === 1);
    looks = 0;
    const work = startBackgroundWork({
      database,
      mediaDir: dir,
      log: app.log,
      warmLimit: 4,
      activity,
      warmDelayMs: 0,
      warmYield: { quietMs: 20, trickleMs: Number.POSITIVE_INFINITY },
    });
    try {
      await waitUntil(() => looks >= 10);
      expect(await measured()).toBe(0);
      expect(await visitor.finish()).toMatch(/^HTTP\/1.1 \d{3}/);
      await waitUntil(async () => (await measured()) === 4);
    } finally {
      work.stop();
      await work.done;
    }
  });

  it('stops at once when shut down while it waits for quiet', async () => {
    const visitor = await requestInFlight();
    await waitUntil(() => activity.inFlight() === 1);
    const before = await measured();
    looks = 0;
    const work = startBackgroundWork({
      database,
      mediaDir: dir,
      log: app.log,
      warmLimit: 4,
      activity,
      warmDelayMs: 0,
      warmYield: { quietMs: 20, trickleMs: Number.POSITIVE_INFINITY },
    });
    await waitUntil(() => looks >= 5);
    work.stop();
    await work.done;
    expect(await measured()).toBe(before);
    await visitor.finish();
  });
});
