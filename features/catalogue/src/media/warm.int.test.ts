import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { searchMigrationsDir } from '@lightbox/search/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderProcess } from '../render/process';
import { catalogueMigrationsDir } from '../schema';
import { seedCatalogue } from '../seed';
import { MediaStore } from './store';
import { warmDerivatives } from './warm';

describe.each(testDatabaseKinds())('warmDerivatives on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let store: MediaStore;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 120, seed: 8 });
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-warm-'));
    store = new MediaStore(mediaDir);
  });
  afterAll(async () => {
    await database.dispose();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it('does nothing when stopped before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await warmDerivatives(database.db, store, { limit: 10, signal: controller.signal });
    expect(result).toMatchObject({ analysed: 0, rendered: 0, stopped: true });
  });

  it('renders thumbnails for the most popular assets first and records their look', async () => {
    const order: number[] = [];
    const result = await warmDerivatives(database.db, store, {
      limit: 6,
      pauseMs: 0,
      onProgress: (_, id) => order.push(id),
    });
    expect(result).toMatchObject({ analysed: 6, rendered: 6, failed: [], stopped: false });
    const top = await sql<{ id: number }>`select id from assets order by popularity desc, id limit 6`.execute(
      database.db,
    );
    expect(order).toEqual(top.rows.map((r) => r.id));
    const done = await sql<{ n: number }>`select count(*)::int as n from assets
      where dhash is not null and dominant_color is not null`.execute(database.db);
    expect(done.rows[0]!.n).toBe(6);
    for (const id of order) expect(await store.stat(id, 'thumb')).not.toBeNull();
  });

  it('picks up where it left off, and stops when asked', async () => {
    const controller = new AbortController();
    const result = await warmDerivatives(database.db, store, {
      limit: 100,
      pauseMs: 0,
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 3) controller.abort();
      },
    });
    expect(result.analysed).toBe(3);
    expect(result.stopped).toBe(true);
    const done = await sql<{
      n: number;
    }>`select count(*)::int as n from assets where dhash is not null`.execute(database.db);
    expect(done.rows[0]!.n).toBe(9);
  });

  it('draws and records the look through the niced background process', async () => {
    const niced = new RenderProcess();
    try {
      const result = await warmDerivatives(database.db, store, { limit: 2, pauseMs: 0, renderer: niced });
      expect(result).toMatchObject({ analysed: 2, rendered: 2, failed: [] });
      expect(niced.pid).toBeGreaterThan(0);
      const done = await sql<{ n: number }>`select count(*)::int as n from assets
        where dhash is not null and dominant_color is not null`.execute(database.db);
      expect(done.rows[0]!.n).toBe(11);
    } finally {
      await niced.close();
    }
  });
});
