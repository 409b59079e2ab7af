import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database';
import { openDatabase } from './database';
import { loadMigrations, migrate } from './migrate';
import { withSettings } from './session-settings';

describe.each(testDatabaseKinds())('database layer on %s', (kind) => {
  let dir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-migrations-'));
    await fs.writeFile(
      path.join(dir, '202601010000_widgets.sql'),
      'create table widgets (id int primary key, name text not null);\ncreate index widgets_name_idx on widgets (name);',
    );
    database = await createTestDatabase(kind, [dir]);
  });
  afterAll(async () => {
    await database.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('applies each migration once and records it', async () => {
    const again = await migrate(database.db, await loadMigrations([dir]));
    expect(again).toEqual([]);
    const rows = await sql<{ name: string }>`select name from schema_migrations`.execute(database.db);
    expect(rows.rows.map((r) => r.name)).toEqual(['202601010000_widgets.sql']);
  });

  it('rolls back every row of a failed transaction', async () => {
    const db = database.db.withTables<{ widgets: { id: number; name: string } }>();
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('widgets').values({ id: 1, name: 'first' }).execute();
        await tx.insertInto('widgets').values({ id: 1, name: 'duplicate' }).execute();
      }),
    ).rejects.toThrow();
    const count = await sql<{ n: number }>`select count(*)::int as n from widgets`.execute(db);
    expect(count.rows[0]?.n).toBe(0);
  });

  it('keeps concurrent queries out of an open transaction', async () => {
    const db = database.db.withTables<{ widgets: { id: number; name: string } }>();
    const tx = db.transaction().execute(async (t) => {
      await t.insertInto('widgets').values({ id: 10, name: 'in tx' }).execute();
      await new Promise((r) => setTimeout(r, 30));
      throw new Error('abort');
    });
    const outside = db.insertInto('widgets').values({ id: 11, name: 'outside' }).execute();
    await expect(tx).rejects.toThrow('abort');
    await outside;
    const names = await db.selectFrom('widgets').select('name').orderBy('id').execute();
    expect(names.map((n) => n.name)).toEqual(['outside']);
  });

  it('rejects a badly named migration file', async () => {
    const bad = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-bad-'));
    await fs.writeFile(path.join(bad, 'widgets.sql'), 'select 1');
    await expect(loadMigrations([bad])).rejects.toThrow(/must look like/);
    await fs.rm(bad, { recursive: true, force: true });
  });

  it('opens handles whose sessions run with given settings, and keeps the main handle as it was', async () => {
    const setting = async (db: typeof database.db, name: string) =>
      (await sql<{ v: string }>`select current_setting(${name}) as v`.execute(db)).rows[0]!.v;
    const workMem = await setting(database.db, 'work_mem');
    const settings = { enable_seqscan: 'off', work_mem: '7MB' };
    const variant = withSettings(database.db, settings);
    expect(variant).toBeDefined();
    expect(workMem).not.toBe('7MB');
    expect(await setting(variant!, 'enable_seqscan')).toBe('off');
    expect(await setting(variant!, 'work_mem')).toBe('7MB');
    expect(await setting(variant!, 'enable_bitmapscan')).toBe('on');
    if (kind === 'postgres') expect(await setting(variant!, 'jit')).toBe('off');
    // Equal settings, written in any order, are the same handle; the main handle keeps its own
    // settings, also after PGlite's one session served the variant.
    expect(withSettings(database.db, { work_mem: '7MB', enable_seqscan: 'off' })).toBe(variant);
    expect(await setting(database.db, 'enable_seqscan')).toBe('on');
    expect(await setting(database.db, 'work_mem')).toBe(workMem);
    // Interleaved, each handle still runs with its own settings (PGlite switches its session per use).
    const other = withSettings(database.db, { enable_indexscan: 'off' })!;
    const all = await Promise.all([
      setting(variant!, 'enable_seqscan'),
      setting(database.db, 'enable_seqscan'),
      setting(other, 'enable_indexscan'),
      setting(other, 'enable_seqscan'),
      setting(variant!, 'work_mem'),
      setting(database.db, 'enable_indexscan'),
    ]);
    expect(all).toEqual(['off', 'on', 'off', 'on', '7MB', 'on']);
  });

  it("plans each handle's statements under its own settings", async () => {
    // PGlite keeps statements prepared; a plan made under one handle's settings must not serve
    // another's.
    const plan = async (db: typeof database.db) =>
      (
        await sql<{ 'QUERY PLAN': string }>`explain select name from widgets where name = ${'x'}`.execute(db)
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    const noIndexes = withSettings(database.db, {
      enable_indexscan: 'off',
      enable_bitmapscan: 'off',
      enable_indexonlyscan: 'off',
    })!;
    const noScans = withSettings(database.db, { enable_seqscan: 'off' })!;
    for (let i = 0; i < 3; i++) {
      expect(await plan(noIndexes)).toMatch(/Seq Scan/);
      expect(await plan(noScans)).toMatch(/Index|Bitmap/);
    }
  });

  it('refuses a setting that is not a plain word', () => {
    expect(() => withSettings(database.db, { work_mem: "1MB'; drop table widgets; --" })).toThrow(
      /Bad session setting/,
    );
  });

  it('runs a statement again after its table changed shape', async () => {
    await sql`create table shapes (id int primary key, a text)`.execute(database.db);
    await sql`insert into shapes values (1, 'one')`.execute(database.db);
    const read = () =>
      sql<Record<string, unknown>>`select * from shapes where id = ${1}`.execute(database.db);
    expect((await read()).rows).toEqual([{ id: 1, a: 'one' }]);
    await sql`alter table shapes add column b int default 7`.execute(database.db);
    expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: 7 }]);
    await sql`drop table shapes`.execute(database.db);
  });
});

describe.runIf(process.env.DATABASE_URL)('a real server dropping idle connections', () => {
  it('reports the dropped connection and keeps serving queries', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({
      url: process.env.DATABASE_URL,
      onIdleConnectionError: (e) => errors.push(e),
    });
    const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!
      .pid;
    const admin = await openDatabase({ url: process.env.DATABASE_URL });
    await sql`select pg_terminate_backend(${pid})`.execute(admin.db);
    await admin.close();
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    const after = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(after.rows[0]?.one).toBe(1);
    await database.close();
  });
});

describe.runIf(process.env.DATABASE_URL)('health checks on a real server', () => {
  it('answers at once while every connection is busy, when the database answered under a second ago', async () => {
    const database = await openDatabase({ url: process.env.DATABASE_URL });
    try {
      await sql`select 1`.execute(database.db);
      const order: string[] = [];
      // Ten connections, each in a statement: a `select 1` would wait for one of them.
      const busy = Array.from({ length: 10 }, () => sql`select pg_sleep(0.5)`.execute(database.db));
      void Promise.race(busy).then(() => order.push('first statement'));
      await database.ping().then(() => order.push('health check'));
      await Promise.all(busy);
      expect(order).toEqual(['health check', 'first statement']);
    } finally {
      await database.close();
    }
    await expect(database.ping()).rejects.toThrow();
  });
});
