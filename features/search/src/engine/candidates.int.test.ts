import { catalogueMigrationsDir, layoutSearchTable } from '@lightbox/catalogue';
import { parseSearchUrl, withDefaults } from '@lightbox/core/search';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from '../schema';
import { readCandidates } from './candidates';
import { unprepared } from './prepared-search';
import { prepareSearches } from './query';

async function insertKites(
  database: TestDatabase,
  from: number,
  to: number,
  popularity: (id: number) => number,
  keyword = 'kite',
  uploaded: (id: number) => string = () => '2020-01-01',
) {
  for (let id = from; id <= to; id++) {
    await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
        short_title, caption, keywords, width, height, orientation, number_of_people, release_status,
        collection_code, collection_name, contributor, date_taken, uploaded_at, popularity)
      values (${id}, 'creative', 'image', 'photography', 'jpg', 'rf', ${`Kite ${id}`}, 'Kite', '',
        array[${keyword}]::text[], 3000, 2000, 'horizontal', 'none', 'released', 'lbx', 'Lightbox', 'Fixture',
        '2020-01-01', ${uploaded(id)}, ${popularity(id)})`.execute(database.db);
  }
}

describe.each(testDatabaseKinds())('candidates read in the search layout (%s)', (kind) => {
  let database: TestDatabase;
  const kites = withDefaults(parseSearchUrl('/search/2/image?phrase=kite', 'premium'));
  // The planner's estimate decides how the read starts: as a common search (the top of the
  // layout) or a rare one (the indexes). Both must give the same answer.
  const ways = [
    ['read from the top of the layout', 1_000_000],
    ['read through the indexes', 0],
  ] as const;
  const best = async (cap: number, expected: number) => {
    const read = await readCandidates(database.db, unprepared(kites, 'premium'), cap, expected);
    return { ids: read.rows.map((r) => r.id), complete: read.complete };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    // Inserted least popular first, so the layout has to reorder them.
    await insertKites(database, 2001, 2040, (id) => (id - 2000) * 10);
    await layoutSearchTable(database.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it.each(ways)('takes the best matches by prior past the cap (%s)', async (_, expected) => {
    expect(await best(5, expected)).toEqual({ ids: [2040, 2039, 2038, 2037, 2036], complete: false });
  });

  it.each(ways)('reads every match, and so counts it, up to the cap (%s)', async (_, expected) => {
    const read = await best(100, expected);
    expect(read.complete).toBe(true);
    expect(read.ids).toHaveLength(40);
  });

  it('ranks an asset written after the layout at once, new or re-ranked', async () => {
    await insertKites(database, 2099, 2099, () => 100_000);
    await sql`update assets set popularity = 50000 where id = 2001`.execute(database.db);
    for (const [, expected] of ways) {
      expect((await best(3, expected)).ids).toEqual([2099, 2001, 2040]);
      expect((await best(100, expected)).ids).toHaveLength(41);
    }
  });

  it.each(ways)('takes the best by prior when popularity says otherwise (%s)', async (_, expected) => {
    // The more popular a glider, the older it is, and freshness outweighs popularity here: the
    // prior order is the reverse of the popularity order.
    await insertKites(
      database,
      3001,
      3030,
      (id) => (id - 3000) * 1000,
      'glider',
      (id) => `${2020 - 4 * (id - 3000)}-01-01`,
    );
    await layoutSearchTable(database.db);
    const gliders = withDefaults(parseSearchUrl('/search/2/image?phrase=glider', 'premium'));
    try {
      // Prepared as a search prepares it: the phrase parsed once, the filter words' shares known.
      const [prepared] = await prepareSearches(database.db, 'premium', [gliders]);
      expect(prepared!.phrase?.text).toContain('glider');
      const read = await readCandidates(database.db, prepared!, 5, expected);
      expect(read.rows.map((r) => r.id)).toEqual([3001, 3002, 3003, 3004, 3005]);
    } finally {
      await sql`delete from assets where id between 3001 and 3030`.execute(database.db);
    }
  });
});
