import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database';
import { BACKGROUND_NICE } from '../threads/background-priority';
import { type Database, openDatabase } from './database';
import { RECENT_ANSWER_MS } from './health';

const FIXTURE = new URL('./read-job.fixture.ts', import.meta.url).href;

const modes = [
  { name: 'PGlite in its thread', open: () => openDatabase({ pgliteDir: 'memory' }), onMainThread: false },
  {
    name: "PGlite on the server's thread",
    open: () => openDatabase({ pgliteDir: 'memory', pgliteThread: false }),
    onMainThread: true,
  },
  ...(testDatabaseKinds().includes('postgres')
    ? [
        {
          name: 'PostgreSQL, read threads',
          open: () => createTestDatabase('postgres', [], { readThreads: 2 }),
          onMainThread: false,
        },
        {
          name: "PostgreSQL, on the server's thread",
          open: () => createTestDatabase('postgres', [], { readThreads: 0 }),
          onMainThread: true,
        },
      ]
    : []),
];

/** database.readJob: a read and the shaping of its answer, in the database thread when PGlite has one. */
describe.each(modes)('read jobs ($name)', ({ open, onMainThread }) => {
  let database: Database & { dispose?: () => Promise<void> };
  const table = 'read_job_things';
  beforeAll(async () => {
    database = await open();
    await sql`create table ${sql.table(table)} (code text)`.execute(database.db);
    await sql`insert into ${sql.table(table)} values ('job-b'), ('job-a'), ('other')`.execute(database.db);
  }, 120_000);
  afterAll(() => (database?.dispose ? database.dispose() : database?.close()));

  it('runs the named function with the read handle and answers its result', async () => {
    const answer = await database.readJob(FIXTURE, 'codesAndThread', [table, 'job-']);
    expect(answer).toEqual({ codes: ['job-a', 'job-b'], count: 2, onMainThread });
  });

  it.runIf(process.platform === 'linux' && os.getPriority() <= BACKGROUND_NICE)(
    "runs below the server's thread's CPU priority in a thread of its own, at it on the server's thread",
    async () => {
      const nice = await database.readJob(FIXTURE, 'threadNice', []);
      expect(nice).toBe(onMainThread ? os.getPriority() : BACKGROUND_NICE);
    },
  );

  it("sees writes made before it, and the session serves others' statements after it", async () => {
    await sql`insert into ${sql.table(table)} values ('job-c')`.execute(database.db);
    const [answer, after] = await Promise.all([
      database.readJob<{ count: number }>(FIXTURE, 'codesAndThread', [table, 'job-']),
      sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db),
    ]);
    expect(answer.count).toBe(3);
    expect(after.rows[0]!.n).toBe(4);
  });

  it("answers a job's error with PostgreSQL's code, and a missing function by name", async () => {
    await expect(database.readJob(FIXTURE, 'failingRead', [])).rejects.toMatchObject({ code: '22012' });
    await expect(database.readJob(FIXTURE, 'notAFunction', [])).rejects.toThrow(
      'has no function notAFunction',
    );
    expect(
      (await database.readJob<{ count: number }>(FIXTURE, 'codesAndThread', [table, 'job-'])).count,
    ).toBe(3);
  });

  it("answers a job's AppError as one, with its status and details", async () => {
    const refused = await database.readJob(FIXTURE, 'refusedRead', []).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'That page does not exist',
      details: { page: 'at most 100' },
    });
  });

  it('answers a health check while a job runs, between its statements', async () => {
    const shared = new SharedArrayBuffer(8);
    const flags = new Int32Array(shared);
    const job = database.readJob<number>(FIXTURE, 'readUntilStopped', [shared]);
    await expect.poll(() => Atomics.load(flags, 0), { timeout: 60_000 }).toBe(1);
    try {
      // Past the last answer's second, so the check asks the database itself (health.ts).
      await new Promise((resolve) => setTimeout(resolve, RECENT_ANSWER_MS + 100));
      // The job only ends when told to, so this ping is answered while it runs.
      await database.ping();
    } finally {
      Atomics.store(flags, 1, 1);
    }
    expect(await job).toBeGreaterThan(0);
  });
});
