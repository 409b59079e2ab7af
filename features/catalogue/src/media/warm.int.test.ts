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
import { saveAnalyses } from '../repository';
import { catalogueMigrationsDir } from '../schema';
import { seedCatalogue } from '../seed';
import type { VisitorActivity } from './quiet';
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

  // Under nice 19 the process gets a core only when nothing else wants it: on a busy shared
  // machine that can take minutes.
  it('draws and records the look through the niced background process', { timeout: 600_000 }, async () => {
    const niced = new RenderProcess();
    try {
      const result = await warmDerivatives(database.db, store, { limit: 2, renderer: niced });
      expect(result).toMatchObject({ analysed: 2, rendered: 2, failed: [] });
      expect(niced.pid).toBeGreaterThan(0);
      const done = await sql<{ n: number }>`select count(*)::int as n from assets
        where dhash is not null and dominant_color is not null`.execute(database.db);
      expect(done.rows[0]!.n).toBe(11);
    } finally {
      await niced.close();
    }
  });
  const measured = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from assets
        where dhash is not null and dominant_color is not null`.execute(database.db)
    ).rows[0]!.n;

  it('waits while a visitor request runs, then warms once the server is quiet', async () => {
    const before = await measured();
    const state = { inFlight: 1, looks: 0 };
    const activity: VisitorActivity = {
      inFlight: () => {
        state.looks++;
        return state.inFlight;
      },
      lastEndedAt: () => 0,
    };
    const warming = warmDerivatives(database.db, store, {
      limit: 2,
      activity,
      yieldRule: { quietMs: 5, trickleMs: Infinity },
    });
    while (state.looks < 5) await new Promise((r) => setTimeout(r, 5));
    // Nothing was read, drawn or written while the request ran.
    expect(await measured()).toBe(before);
    state.inFlight = 0;
    const result = await warming;
    expect(result).toMatchObject({ analysed: 2, trickled: 0, failed: [] });
    expect(await measured()).toBe(before + 2);
  });

  it('under endless load still draws, one trickle turn at a time', async () => {
    const before = await measured();
    const busy: VisitorActivity = { inFlight: () => 1, lastEndedAt: () => 0 };
    const result = await warmDerivatives(database.db, store, {
      limit: 2,
      activity: busy,
      yieldRule: { quietMs: 5, trickleMs: 20 },
    });
    expect(result.analysed).toBe(2);
    // The page read, each thumbnail and the batch's write each waited for their turn.
    expect(result.trickled).toBe(4);
    expect(await measured()).toBe(before + 2);
  });

  it('writes a batch of looks in one go and stacks near-duplicates measured in it', async () => {
    const pair = await sql<{ a: number; b: number }>`
      select min(id) as a, max(id) as b from assets where dhash is null
      group by contributor having count(*) >= 2 order by contributor limit 1`.execute(database.db);
    const { a, b } = pair.rows[0]!;
    const look = { dominantColor: '#336699', palette: ['blue'], dhash: '1234567890123' } as const;
    await saveAnalyses(database.db, [
      { id: a, analysis: { ...look, palette: [...look.palette] } },
      { id: b, analysis: { ...look, palette: [...look.palette] } },
    ]);
    const rows = await sql<{
      id: number;
      dominant_color: string;
      palette: string[];
      dhash: string;
      stack_id: number;
    }>`
      select id, dominant_color, palette, dhash::text as dhash, stack_id from assets
      where id in (${a}, ${b}) order by id`.execute(database.db);
    expect(rows.rows).toEqual([
      { id: a, dominant_color: '#336699', palette: ['blue'], dhash: '1234567890123', stack_id: a },
      { id: b, dominant_color: '#336699', palette: ['blue'], dhash: '1234567890123', stack_id: a },
    ]);
  });
});
