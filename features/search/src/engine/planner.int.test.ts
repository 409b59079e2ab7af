import type { Db } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BITMAPS_ONLY, inPlan, WALKS_ONLY } from './planner';

const scans = async (db: Db) =>
  (
    await sql<{ seq: string; index: string; bitmap: string }>`select current_setting('enable_seqscan') as seq,
      current_setting('enable_indexscan') as index, current_setting('enable_bitmapscan') as bitmap`.execute(
      db,
    )
  ).rows[0];

describe.each(testDatabaseKinds())('search reads in a fixed plan (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, []);
  });
  afterAll(() => database.dispose());

  it('runs work with the chosen scans off, and leaves every scan on outside it', async () => {
    const [walks, bitmaps, outside] = await Promise.all([
      inPlan(database.db, WALKS_ONLY, scans),
      inPlan(database.db, BITMAPS_ONLY, scans),
      scans(database.db),
    ]);
    expect(walks).toEqual({ seq: 'off', index: 'on', bitmap: 'off' });
    expect(bitmaps).toEqual({ seq: 'off', index: 'off', bitmap: 'on' });
    expect(outside).toEqual({ seq: 'on', index: 'on', bitmap: 'on' });
  });

  it('switches the scans for one transaction on a handle without sessions of its own', async () => {
    // biome-ignore lint/complexity/noBannedTypes: Db's own empty schema
    const derived = database.db.withTables<{}>();
    expect(await inPlan(derived, WALKS_ONLY, scans)).toEqual({ seq: 'off', index: 'on', bitmap: 'off' });
    expect(await scans(derived)).toEqual({ seq: 'on', index: 'on', bitmap: 'on' });
  });
});
