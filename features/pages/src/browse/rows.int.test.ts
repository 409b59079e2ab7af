import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainText, pagesWorld } from '../test-fixtures';
import { LANDINGS } from './landings';
import { landingRows } from './rows';

/** The headings of a page's rows, in page order. */
const rowHeadings = (text: string) =>
  [...text.matchAll(/<h2 id="lb-browse-\d+-[^"]*">([^<]*)<\/h2>/g)].map((m) => m[1]);

describe.each(testDatabaseKinds())('landing rows read from landing_rows on %s', (kind) => {
  let w: Awaited<ReturnType<typeof pagesWorld>>;

  beforeAll(async () => {
    w = await pagesWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  it('is seeded with today’s rows: the three biggest collections of each landing’s slice', async () => {
    for (const landing of LANDINGS) {
      const rows = await landingRows(w.database.db, landing);
      expect(
        rows.map((r) => [r.kind, r.collectionCount]),
        landing.path,
      ).toEqual([['biggest_collections', 3]]);
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from landing_rows`.execute(
      w.database.db,
    );
    expect(rows[0]?.n).toBe(LANDINGS.length);
  });

  it('shows a landing’s rows in their order: a titled collection, a curated set, then the biggest collections', async () => {
    const db = w.database.db;
    const [second] = (
      await sql<{ code: string; name: string }>`select collection_code as code, min(collection_name) as name
        from assets where withdrawn_at is null and family = 'creative' and asset_type = 'image'
        group by collection_code order by count(*) desc, collection_code offset 1 limit 1`.execute(db)
    ).rows;
    const members = await sql<{ id: number }>`select id from assets where withdrawn_at is null
      order by id limit 2`.execute(db);
    await sql`insert into curated_sets (id, slug, media_kind, tier, name)
      values (9001, 'landing-rows-test', 'photos', 'signature', 'Harbour light')`.execute(db);
    for (const [i, m] of members.rows.entries())
      await sql`insert into curated_set_assets (set_id, asset_id, position) values (9001, ${m.id}, ${i})`.execute(
        db,
      );
    await sql`update landing_rows set position = 2 where site = 'premium' and landing_key = 'images'`.execute(
      db,
    );
    await sql`insert into landing_rows (site, landing_key, position, kind, collection_code, title)
      values ('premium', 'images', 0, 'collection', ${second?.code}, 'Picked by our editors')`.execute(db);
    await sql`insert into landing_rows (site, landing_key, position, kind, set_slug)
      values ('premium', 'images', 1, 'curated_set', 'landing-rows-test')`.execute(db);
    // A collection the slice does not hold leaves no empty row behind.
    await sql`insert into landing_rows (site, landing_key, position, kind, collection_code)
      values ('premium', 'images', 3, 'collection', 'NOSUCH')`.execute(db);

    const text = mainText((await w.get('premium', '/creative-images')).body);
    const headings = rowHeadings(text);
    expect(headings.slice(0, 2)).toEqual(['Picked by our editors', 'Harbour light']);
    expect(headings.length).toBeGreaterThanOrEqual(3);
    expect(headings.length).toBeLessThanOrEqual(5);
    expect(text).toMatch(new RegExp(`href="/search/2/image\\?[^"]*collections=${second?.code}`));
    expect(text).toContain('href="/sets/landing-rows-test"');
    expect(text).toContain('See all 2');
    // Another landing keeps its own rows.
    expect(mainText((await w.get('premium', '/creative-video')).body)).not.toContain('Picked by our editors');
  });

  it('refuses a row whose fields do not fit its kind', async () => {
    await expect(
      sql`insert into landing_rows (site, landing_key, position, kind, collection_count, collection_code)
        values ('premium', 'video', 5, 'collection', 3, 'ARV')`.execute(w.database.db),
    ).rejects.toThrow(/landing_rows_kind_fields/);
  });
});
