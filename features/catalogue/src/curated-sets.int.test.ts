import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { searchMigrationsDir } from '@lightbox/search/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURATED_SET_SIZE, seedCuratedSets } from './curated-sets';
import { catalogueMigrationsDir } from './schema';
import { seedCatalogue } from './seed';

describe.each(testDatabaseKinds())('curated sets (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 2000, seed: 5 });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('makes a signature and an essentials set per media kind, once', async () => {
    const first = await seedCuratedSets(database.db);
    expect(first.sets).toBe(6);
    expect(await seedCuratedSets(database.db)).toEqual({ sets: 0, assets: 0 });
    const sets = await sql<{ slug: string; n: number }>`select s.slug, count(m.asset_id)::int as n
      from curated_sets s left join curated_set_assets m on m.set_id = s.id group by s.slug order by s.slug`.execute(
      database.db,
    );
    expect(sets.rows.map((r) => r.slug)).toEqual([
      'essentials-illustrations',
      'essentials-photos',
      'essentials-video',
      'signature-illustrations',
      'signature-photos',
      'signature-video',
    ]);
    for (const row of sets.rows) {
      expect(row.n).toBeGreaterThan(0);
      expect(row.n).toBeLessThanOrEqual(CURATED_SET_SIZE);
    }
  });

  it('puts only exclusive creative photos in the signature photo set', async () => {
    const wrong = await sql<{ id: number }>`select a.id from curated_set_assets m
      join curated_sets s on s.id = m.set_id join assets a on a.id = m.asset_id
      where s.slug = 'signature-photos' and not (a.exclusive and a.family = 'creative' and a.media_type = 'photography')`.execute(
      database.db,
    );
    expect(wrong.rows).toEqual([]);
  });
});
