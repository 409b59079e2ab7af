import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database';
import type { JobThreads } from '../threads/job-threads';
import { READ_THREAD_STOPPED, ReadThreads } from './read-threads';

const FIXTURE = new URL('./read-job.fixture.ts', import.meta.url).href;
const onPostgres = testDatabaseKinds().includes('postgres');

/** Read jobs on PostgreSQL in worker threads (README "Serving many visitors at once"). */
describe.skipIf(!onPostgres)('read threads (PostgreSQL)', () => {
  let database: TestDatabase;
  let threads: JobThreads;
  const stops: Error[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres', [], { readThreads: 0 });
    await sql`create table read_thread_things (code text)`.execute(database.db);
    threads = await ReadThreads.start(2, { url: database.url! }, (reason) => stops.push(reason));
  }, 120_000);
  afterAll(async () => {
    await threads?.close();
    await database?.dispose();
  });

  it('runs two jobs at once, each on a thread of its own', async () => {
    const shared = new SharedArrayBuffer(4);
    const [a, b] = await Promise.all([
      threads.job<{ threadId: number; met: boolean }>(FIXTURE, 'meetOnAnotherThread', [shared]),
      threads.job<{ threadId: number; met: boolean }>(FIXTURE, 'meetOnAnotherThread', [shared]),
    ]);
    expect(a.met && b.met).toBe(true);
    expect(a.threadId).not.toBe(b.threadId);
  });

  it('fails the jobs of a thread that stops with a 503 that says so, and starts the thread again', async () => {
    const stopped = await threads.job(FIXTURE, 'endThread', []).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(AppError);
    expect(stopped).toMatchObject({ status: 503, code: 'unavailable', message: READ_THREAD_STOPPED });
    expect(stops.length).toBeGreaterThan(0);
    // Meanwhile the other thread answers.
    const answer = await threads.job<{ onMainThread: boolean }>(FIXTURE, 'codesAndThread', [
      'read_thread_things',
      'none',
    ]);
    expect(answer.onMainThread).toBe(false);
    await expect.poll(() => threads.running, { timeout: 60_000, interval: 200 }).toBe(2);
    const shared = new SharedArrayBuffer(4);
    const both = await Promise.all([
      threads.job<{ met: boolean }>(FIXTURE, 'meetOnAnotherThread', [shared]),
      threads.job<{ met: boolean }>(FIXTURE, 'meetOnAnotherThread', [shared]),
    ]);
    expect(both.every((r) => r.met)).toBe(true);
  });

  it('refuses jobs with a 503 once closed', async () => {
    const closing = await ReadThreads.start(1, { url: database.url! });
    await closing.close();
    await expect(
      closing.job(FIXTURE, 'codesAndThread', ['read_thread_things', 'none']),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(closing.running).toBe(0);
  });
});
