import { catalogueMigrationsDir, seedCatalogue } from '@lightbox/catalogue';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from '../schema';
import { plannerEstimate, plannerEstimates } from './counts';

describe.each(testDatabaseKinds())("the planner's estimates (%s)", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 400, seed: 3 });
  });
  afterAll(async () => {
    await database.dispose();
  });

  const apart = (wheres: ReturnType<typeof sql>[]) =>
    Promise.all(wheres.map((w) => plannerEstimate(database.db, w)));

  it('of several searches in one statement are those of each alone, in order', async () => {
    const wheres = [
      sql`a.asset_type = 'image' and a.document @@ 'outdoors'::tsquery`,
      sql`a.asset_type = 'film'`,
      sql`a.family = 'editorial' and a.orientation = 'vertical'`,
    ];
    const together = await plannerEstimates(database.db, wheres);
    expect(together).toEqual(await apart(wheres));
    expect(new Set(together).size).toBe(3);
  });

  it('are still one per search when the planner proves one empty and drops it from the union', async () => {
    const wheres = [sql`a.asset_type = 'image'`, sql`false`, sql`a.asset_type = 'film'`];
    const together = await plannerEstimates(database.db, wheres);
    expect(together).toHaveLength(3);
    expect(together).toEqual(await apart(wheres));
  });
});
