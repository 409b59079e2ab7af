import { catalogueMigrationsDir, layoutSearchTable } from '@lightbox/catalogue';
import { parseSearchUrl } from '@lightbox/core/search';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from '../schema';
import { search } from '../service';

// More matches than a search reads as candidates (1,000), so the sort orders page through
// their indexes (repository.ts orderedIds) rather than sort known matches.
const MATCHES = 1200;

describe.each(testDatabaseKinds())('sort orders past the candidates (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    // Kites with scattered upload dates and popularity, and newer, more popular assets that
    // do not match, which a walk of the order's index has to step over.
    await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
        short_title, caption, keywords, width, height, orientation, number_of_people, release_status,
        collection_code, collection_name, contributor, date_taken, uploaded_at, popularity)
      select 10000 + n, 'creative', 'image', 'photography', 'jpg', 'rf',
        case when n <= ${MATCHES} then 'Kite ' || n else 'Meadow ' || n end, 'Asset', '',
        case when n <= ${MATCHES} then array['kite'] else array['meadow'] end, 3000, 2000, 'horizontal',
        'none', 'released', 'lbx', 'Lightbox', 'Fixture', '2020-01-01',
        timestamptz '2020-01-01' + ((n * 7919) % 2000) * interval '1 day'
          + case when n > ${MATCHES} then interval '3000 days' else interval '0 days' end,
        case when n > ${MATCHES} then 100000 + n else (n * 104729) % 5000 end
      from generate_series(1, ${MATCHES + 300}) n`.execute(database.db);
    await layoutSearchTable(database.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const expected = async (order: string, page: number) => {
    const rows = await sql<{ id: number }>`select id from assets where 'kite' = any(keywords)
      order by ${sql.raw(order)} limit 60 offset ${(page - 1) * 60}`.execute(database.db);
    return rows.rows.map((r) => r.id);
  };
  const shown = async (sortorder: string, page: number) => {
    const params = parseSearchUrl(
      `/search/2/image?phrase=kite&sortorder=${sortorder}&page=${page}`,
      'premium',
    );
    const result = await search(database.db, 'premium', params, { facets: false });
    return result.assets.map((a) => a.id);
  };

  it.each([
    ['newest', 'uploaded_at desc, id desc'],
    ['oldest', 'uploaded_at asc, id asc'],
    ['mostpopular', 'popularity desc, id desc'],
  ])('pages %s exactly as sorting every match would', async (sortorder, order) => {
    for (const page of [1, 2, MATCHES / 60]) {
      expect(await shown(sortorder, page)).toEqual(await expected(order, page));
    }
    // Past the last match: the walk finds nothing, and reading every match agrees.
    expect(await shown(sortorder, MATCHES / 60 + 1)).toEqual([]);
  });

  it('pages a browse by best match (the prior) exactly as sorting every asset would', async () => {
    // Re-ranked after the layout: the read of recent rows must put it in its new place.
    await sql`update assets set popularity = 2000000000 where id = 10005`.execute(database.db);
    const all = MATCHES + 300;
    for (const page of [1, 2, 17, Math.ceil(all / 60)]) {
      const rows = await sql<{ id: number }>`select id from asset_search
        order by prior desc, id desc limit 60 offset ${(page - 1) * 60}`.execute(database.db);
      const params = parseSearchUrl(`/search/2/image?page=${page}`, 'premium');
      const result = await search(database.db, 'premium', params, { facets: false });
      expect(result.assets.map((a) => a.id)).toEqual(rows.rows.map((r) => r.id));
    }
    const first = await search(database.db, 'premium', parseSearchUrl('/search/2/image', 'premium'));
    expect(first.assets[0]?.id).toBe(10005);
  });
});

// A word the newest assets lack: the walk of the newest 5,000 rows finds fewer than a page,
// so the page comes from a window of the newest quarter (order-windows.ts) or from every match.
describe.each(testDatabaseKinds())('sort orders of a word the newest assets lack (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    // Row n is the n-th newest; kites are every 100th of the newest 5,000, then every 14th.
    await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
        short_title, caption, keywords, width, height, orientation, number_of_people, release_status,
        collection_code, collection_name, contributor, date_taken, uploaded_at, popularity)
      select 30000 + n, 'creative', 'image', 'photography', 'jpg', 'rf', 'Asset ' || n, 'Asset', '',
        case when (n <= 5000 and n % 100 = 0) or (n > 5000 and n % 14 = 0) then array['kite']
          else array['meadow'] end,
        3000, 2000, 'horizontal', 'none', 'released', 'lbx', 'Lightbox', 'Fixture', '2020-01-01',
        timestamptz '2026-01-01' - n * interval '1 minute', n % 997
      from generate_series(1, 21200) n`.execute(database.db);
    await layoutSearchTable(database.db);
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('pages newest and oldest exactly as sorting every match would', async () => {
    for (const [sortorder, order] of [
      ['newest', 'uploaded_at desc, id desc'],
      ['oldest', 'uploaded_at asc, id asc'],
    ] as const) {
      for (const page of [1, 2, 5]) {
        const rows = await sql<{ id: number }>`select id from assets where 'kite' = any(keywords)
          order by ${sql.raw(order)} limit 60 offset ${(page - 1) * 60}`.execute(database.db);
        const params = parseSearchUrl(
          `/search/2/image?phrase=kite&sortorder=${sortorder}&page=${page}`,
          'premium',
        );
        const result = await search(database.db, 'premium', params, { facets: false });
        expect(result.assets.map((a) => a.id)).toEqual(rows.rows.map((r) => r.id));
      }
    }
  });
});
