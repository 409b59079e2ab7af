import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database';
import { RECENT_ANSWER_MS } from './health';

/** The embedded database runs in a worker thread; what crosses to it must come back whole. */
describe('PGlite in its worker thread (the default)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory' });
    await sql`create table things (id int primary key, code text unique, bytes bytea, big int8, at timestamptz, doc jsonb)`.execute(
      database.db,
    );
  });
  afterAll(() => database.close());

  it('carries binary data, 64-bit integers, times and JSON both ways unchanged', async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    const at = new Date('2026-11-27T12:34:56.789Z');
    await sql`insert into things values (1, 'a', ${bytes}, ${9007199254740993n}, ${at}, ${JSON.stringify({ k: [1, 'x'] })})`.execute(
      database.db,
    );
    const row = (
      await sql<{
        bytes: Uint8Array;
        big: bigint;
        at: Date;
        doc: unknown;
      }>`select bytes, big, at, doc from things where id = ${1}`.execute(database.db)
    ).rows[0]!;
    expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
    expect(row.big).toBe(9007199254740993n);
    expect(row.at).toEqual(at);
    expect(row.doc).toEqual({ k: [1, 'x'] });
  });

  it("keeps PostgreSQL's error code and constraint, and goes on after an error", async () => {
    await sql`insert into things (id, code) values (2, 'dup')`.execute(database.db);
    const error = await sql`insert into things (id, code) values (3, 'dup')`
      .execute(database.db)
      .catch((e: unknown) => e as { code?: string; constraint?: string; message: string });
    expect(error).toMatchObject({ code: '23505', constraint: 'things_code_key' });
    expect((error as Error).message).toContain('duplicate key');
    const after = await sql<{
      n: number;
    }>`select count(*)::int as n from things where code = ${'dup'}`.execute(database.db);
    expect(after.rows[0]!.n).toBe(1);
  });

  it('rolls back a transaction its holder left open, so the next caller is not inside it', async () => {
    await database.db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await sql`insert into things (id, code) values (4, 'left open')`.execute(connection);
    });
    const rows = await sql<{ n: number }>`select count(*)::int as n from things where id = ${4}`.execute(
      database.db,
    );
    expect(rows.rows[0]!.n).toBe(0);
    await sql`insert into things (id, code) values (5, 'after')`.execute(database.db);
  });

  it('answers a health check while a transaction holds the session and others wait for it', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const tx = database.db.transaction().execute(async (t) => {
      await sql`insert into things (id, code) values (6, 'held')`.execute(t);
      entered();
      await held;
    });
    await inside;
    const waiting = sql`select count(*)::int as n from things`.execute(database.db);
    let waited = false;
    void waiting.then(() => {
      waited = true;
    });
    // Past the last answer's second, so the check asks the thread itself (health.ts).
    await new Promise((resolve) => setTimeout(resolve, RECENT_ANSWER_MS + 100));
    await database.ping();
    expect(waited).toBe(false);
    finish();
    await tx;
    expect((await waiting).rows).toHaveLength(1);
  });

  it('answers a health check at once while a statement runs, when the database answered under a second ago', async () => {
    await sql`select 1`.execute(database.db);
    const order: string[] = [];
    // The thread is busy in this statement: a message to it waits until the statement ends.
    const slow = sql`select pg_sleep(0.6)`.execute(database.db).then(() => order.push('statement'));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the statement has reached the thread
    await database.ping().then(() => order.push('health check'));
    await slow;
    expect(order).toEqual(['health check', 'statement']);
  });

  it('fails the health check of a closed database at once, though it answered under a second ago', async () => {
    const closed = await openDatabase({ pgliteDir: 'memory' });
    await sql`select 1`.execute(closed.db);
    await closed.close();
    await expect(closed.ping()).rejects.toThrow();
  });

  it('rolls back a transaction whose callback fails, and the next statement runs', async () => {
    const failed = database.db
      .transaction()
      .execute(async (t) => {
        await sql`insert into things (id, code) values (7, 'rolled back')`.execute(t);
        await sql`select 1 / 0`.execute(t);
      })
      .catch((e: unknown) => e as { code?: string });
    expect(await failed).toMatchObject({ code: '22012' });
    const rows = await sql<{ n: number }>`select count(*)::int as n from things where id = ${7}`.execute(
      database.db,
    );
    expect(rows.rows[0]!.n).toBe(0);
  });

  it("runs callers' transactions one after another, never interleaved", async () => {
    await sql`create table tally (n int)`.execute(database.db);
    await sql`insert into tally values (0)`.execute(database.db);
    // Each reads then writes; interleaved, two would read the same value and a count would be lost.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction().execute(async (t) => {
          const { rows } = await sql<{ n: number }>`select n from tally`.execute(t);
          await sql`update tally set n = ${rows[0]!.n + 1}`.execute(t);
        }),
      ),
    );
    const { rows } = await sql<{ n: number }>`select n from tally`.execute(database.db);
    expect(rows[0]!.n).toBe(8);
  });

  it('delivers a notification published in a transaction once it commits', async () => {
    const heard: string[] = [];
    const unsubscribe = database.events.subscribe('thread-test', (payload) => heard.push(payload));
    await database.db.transaction().execute(async (t) => {
      await sql`select pg_notify('lightbox_events', ${JSON.stringify({ topic: 'thread-test', payload: 'hello' })})`.execute(
        t,
      );
    });
    await expect.poll(() => heard, { timeout: 30_000 }).toEqual(['hello']);
    unsubscribe();
  });

  it("leaves the server's thread free while a query runs", async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns++;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    await sql`select count(*) from generate_series(1, 3000000) g where g % 7 = 3`.execute(database.db);
    running = false;
    // In the server's own thread, PGlite's work would hold the event loop for the whole query.
    expect(turns).toBeGreaterThan(100);
  });
});

describe.each([true, false])('PGlite closing (in a worker thread: %s)', (pgliteThread) => {
  it('writes its files before closing, and refuses statements afterwards', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-pglite-close-'));
    try {
      const first = await openDatabase({ pgliteDir: path.join(dir, 'db'), pgliteThread });
      await sql`create table kept (v text)`.execute(first.db);
      await sql`insert into kept values (${'still here'})`.execute(first.db);
      await first.close();
      await expect(sql`select 1`.execute(first.db)).rejects.toThrow();
      const second = await openDatabase({ pgliteDir: path.join(dir, 'db'), pgliteThread });
      const rows = await sql<{ v: string }>`select v from kept`.execute(second.db);
      expect(rows.rows).toEqual([{ v: 'still here' }]);
      await second.close();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    // Two file-backed starts: over a minute on a busy two-core machine.
  }, 300_000);
});
