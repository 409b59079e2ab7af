import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { searchMigrationsDir } from '@lightbox/search/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMigrationsDir } from '../schema';
import { seedCatalogue } from '../seed';
import { findMaster, masterProgress, startMaster, stopMasters } from './master';

describe('clip master jobs, drawn in a worker thread', () => {
  let database: TestDatabase;
  let mediaDir: string;
  let clips: number[];

  beforeAll(async () => {
    database = await createTestDatabase('pglite', [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 200, seed: 8 });
    // Short clips keep the test quick; what is checked does not depend on length.
    const films = await sql<{ id: number }>`select id from assets where asset_type = 'film'
      and scene is not null order by id limit 2`.execute(database.db);
    clips = films.rows.map((r) => r.id);
    await sql`update assets set duration_seconds = 2 where id = ${clips[0]!}`.execute(database.db);
    await sql`update assets set duration_seconds = 120 where id = ${clips[1]!}`.execute(database.db);
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-master-'));
  });
  afterAll(async () => {
    await database.dispose();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  const filesOf = async (id: number) => fs.readdir(path.join(mediaDir, String(id))).catch(() => []);

  it('makes the master once, shows its progress, and puts the whole file in place', {
    timeout: 180_000,
  }, async () => {
    const id = clips[0]!;
    const job = await startMaster(database.db, mediaDir, id, 'sd', { title: 'A clip' });
    expect(job).toBeDefined();
    // A second request while it runs gets the same job.
    expect(await startMaster(database.db, mediaDir, id, 'sd', { title: 'A clip' })).toBe(job);
    expect(masterProgress(mediaDir, id, 'sd')).toBeGreaterThanOrEqual(0);
    const file = await job!.done;
    expect(file.size).toBeGreaterThan(1000);
    expect(await findMaster(mediaDir, id, 'sd')).toEqual(file);
    expect(masterProgress(mediaDir, id, 'sd')).toBeUndefined();
    expect(await filesOf(id)).toEqual(['master-sd.mp4']);
  });

  it('at shutdown stops the masters being drawn, leaving no file behind, and starts no more', {
    timeout: 180_000,
  }, async () => {
    const id = clips[1]!;
    const job = await startMaster(database.db, mediaDir, id, 'sd', { title: 'A long clip' });
    while ((masterProgress(mediaDir, id, 'sd') ?? 0) === 0) await new Promise((r) => setTimeout(r, 20));
    await stopMasters();
    await expect(job!.done).rejects.toThrow();
    expect(await filesOf(id)).toEqual([]);
    expect(await findMaster(mediaDir, id, 'sd')).toBeUndefined();
    expect(await startMaster(database.db, mediaDir, id, 'sd', { title: 'A long clip' })).toBeUndefined();
  });
});
