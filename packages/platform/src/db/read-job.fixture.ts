import { isMainThread, threadId } from 'node:worker_threads';
import { sql } from 'kysely';
import { badRequest } from '../errors';
import { threadPriority } from '../threads/background-priority';
import type { Db } from './database';

/**
 * Read jobs for the read-job tests (database.readJob): where they ran, and what they read
 * through the handle they were given, including statements made side by side.
 */
export async function codesAndThread(db: Db, table: string, prefix: string) {
  const [codes, count] = await Promise.all([
    sql<{
      code: string;
    }>`select code from ${sql.table(table)} where code like ${`${prefix}%`} order by code`.execute(db),
    sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where code like ${`${prefix}%`}`.execute(db),
  ]);
  return { codes: codes.rows.map((r) => r.code), count: count.rows[0]!.n, onMainThread: isMainThread };
}

export async function failingRead(db: Db) {
  await sql`select 1 / 0`.execute(db);
}

export const notAFunction = 'a value';

/**
 * Reads until told to stop: `flags[0]` is set once it runs, it stops when `flags[1]` is set
 * (shared memory, so the test sees and steers it whichever thread it runs in).
 */
export async function readUntilStopped(db: Db, shared: SharedArrayBuffer) {
  const flags = new Int32Array(shared);
  Atomics.store(flags, 0, 1);
  let reads = 0;
  while (Atomics.load(flags, 1) === 0) {
    await sql`select count(*) from generate_series(1, 1000)`.execute(db);
    reads++;
    // On the test's own thread the loop must let the test run; in the database thread it
    // must not, so that only the thread's own turns let the health check in.
    if (isMainThread) await new Promise((resolve) => setImmediate(resolve));
  }
  return reads;
}

export async function refusedRead(db: Db) {
  await sql`select 1`.execute(db);
  throw badRequest('That page does not exist', { page: 'at most 100' });
}

/**
 * Blocks its thread until a second job has started too (`flags[0]` counts them), or a minute
 * has passed: two jobs only meet if they run on two threads at once.
 */
export function meetOnAnotherThread(_db: Db, shared: SharedArrayBuffer) {
  const flags = new Int32Array(shared);
  Atomics.add(flags, 0, 1);
  Atomics.notify(flags, 0);
  const deadline = Date.now() + 60_000;
  for (let seen = Atomics.load(flags, 0); seen < 2 && Date.now() < deadline; seen = Atomics.load(flags, 0)) {
    Atomics.wait(flags, 0, seen, 1000);
  }
  return { threadId, met: Atomics.load(flags, 0) >= 2 };
}

/** Ends the thread it runs in, as a crash would (only ever run in a read thread). */
export function endThread() {
  if (isMainThread) throw new Error('endThread runs in a read thread only');
  process.exit(1);
}

/** The nice value of the thread the job runs in (Linux), to see the database thread below the server's. */
export async function threadNice(_db: Db) {
  return threadPriority() ?? null;
}
