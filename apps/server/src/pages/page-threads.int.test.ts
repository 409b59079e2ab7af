import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedCatalogue } from '@lightbox/catalogue';
import { AppError, type JobThreads, parseConfig } from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { FEATURES } from '../features';
import { STUB_MANIFEST } from '../testing/stub-manifest';
import { startPageThreads } from './page-threads';

const PREMIUM = 'premium.localhost';

/**
 * What differs between two renders of one page: the request's id, the CSRF token and the
 * analytics data (each new visitor gets an id and experiment groups of their own).
 */
const comparable = (html: string) =>
  html
    .replace(/<script type="application\/json" id="lb-tracking-data">.*?<\/script>/s, '')
    .replace(/"request_?[iI]d":"[^"]*"/g, '"requestId":""')
    .replace(/name="csrf-token" content="[^"]*"/g, 'name="csrf-token" content=""')
    .replace(/name="_csrf" value="[^"]*"/g, 'name="_csrf" value=""');

/** Where two pages first differ, with some text around it; undefined when they are the same. */
function firstDifference(a: string, b: string): string | undefined {
  const [x, y] = [comparable(a), comparable(b)];
  if (x === y) return undefined;
  let at = 0;
  while (x[at] === y[at]) at++;
  return `at ${at}: …${x.slice(at - 80, at + 80)}… against …${y.slice(at - 80, at + 80)}…`;
}

/** The search page drawn in a page thread (README "Serving many visitors at once"). */
describe('page threads', () => {
  let database: TestDatabase;
  let threads: JobThreads;
  let mediaDir: string;
  const jobs: string[] = [];
  let failing = false;
  const apps: Array<Awaited<ReturnType<typeof createApp>>> = [];

  beforeAll(async () => {
    database = await createTestDatabase(
      'pglite',
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    await seedCatalogue(database.db, { count: 120, seed: 3 });
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-page-threads-'));
    threads = (await startPageThreads(1))!;
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const base = { config, database, manifest: STUB_MANIFEST, mediaDir };
    // The threads as the app sees them, counting each job, or refusing as a stopped thread does.
    const watched = {
      job<T>(module: string, name: string, args: readonly unknown[]): Promise<T> {
        jobs.push(`${name}${args.length > 1 ? ' with translations' : ''}`);
        if (failing) return Promise.reject(new AppError('unavailable', 'stopped', { status: 503 }));
        return threads.job<T>(module, name, args);
      },
    };
    apps.push(await createApp({ ...base, pageThreads: watched }), await createApp(base));
  }, 180_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await threads?.close();
    await database?.dispose();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  const get = (app: (typeof apps)[number], url: string) =>
    app.inject({ method: 'GET', url, headers: { host: PREMIUM } });

  it("draws the search page in a thread exactly as the server's thread does, translations sent once per locale", async () => {
    const [inThread, here] = apps as [(typeof apps)[number], (typeof apps)[number]];
    for (const url of ['/search/2/image?phrase=city', '/de/search/2/image?phrase=stadt&page=2']) {
      jobs.length = 0;
      const drawn = await get(inThread, url);
      const again = await get(inThread, url);
      const reference = await get(here, url);
      expect(drawn.statusCode).toBe(200);
      expect(drawn.body).toContain('data-remote="Header"');
      expect(firstDifference(drawn.body, reference.body)).toBeUndefined();
      expect(firstDifference(again.body, reference.body)).toBeUndefined();
      expect(jobs).toEqual(['renderAppBody', 'renderAppBody with translations', 'renderAppBody']);
    }
  });

  it('draws pages that are not applications on the server thread', async () => {
    jobs.length = 0;
    const home = await get(apps[0]!, '/');
    expect(home.statusCode).toBe(200);
    expect(jobs).toEqual([]);
  });

  it("draws the page on the server's thread while no page thread runs", async () => {
    failing = true;
    try {
      const url = '/search/2/image?phrase=beach';
      const drawn = await get(apps[0]!, url);
      expect(drawn.statusCode).toBe(200);
      expect(firstDifference(drawn.body, (await get(apps[1]!, url)).body)).toBeUndefined();
    } finally {
      failing = false;
    }
  });
});
