import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainText, pagesWorld } from '../test-fixtures';
import { LANDINGS } from './landings';

describe.each(testDatabaseKinds())('browse landings on %s', (kind) => {
  let w: Awaited<ReturnType<typeof pagesWorld>>;

  beforeAll(async () => {
    w = await pagesWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  it('answers each landing on its own site only: the creative ones on premium, /footage on subscription', async () => {
    expect(LANDINGS.find((l) => l.path === '/footage')?.site).toBe('subscription');
    for (const landing of LANDINGS) {
      const other = landing.site === 'premium' ? 'subscription' : 'premium';
      expect((await w.get(landing.site, landing.path)).statusCode, landing.path).toBe(200);
      expect((await w.get(other, landing.path)).statusCode, landing.path).toBe(404);
    }
  });

  it('shows the catalogue’s own numbers, keywords and biggest collection for its slice', async () => {
    const db = w.database.db;
    const [count] = (
      await sql<{ n: string }>`select count(*) as n from assets
        where withdrawn_at is null and family = 'creative' and asset_type = 'image' and media_type = 'photography'`.execute(
        db,
      )
    ).rows;
    const [top] = (
      await sql<{ name: string; n: string }>`select min(collection_name) as name, count(*) as n from assets
        where withdrawn_at is null and family = 'creative' and asset_type = 'image' and media_type = 'photography'
        group by collection_code order by count(*) desc, collection_code limit 1`.execute(db)
    ).rows;
    const [keyword] = (
      await sql<{ k: string }>`select k from assets, unnest(keywords) as k
        where withdrawn_at is null and family = 'creative' and asset_type = 'image' and media_type = 'photography'
        group by k order by count(*) desc, k limit 1`.execute(db)
    ).rows;
    const text = mainText((await w.get('premium', '/creative-images/stock-photos')).body);
    expect(text).toContain(`In the collection: ${count?.n}`);
    expect(text).toContain(`Collection: ${top?.name}`);
    expect(text).toContain(`See all ${top?.n}`);
    expect(text).toContain(`>${keyword?.k}</a>`);
    // Each link narrows the same search: creative photos, then the phrase.
    expect(text).toMatch(/href="\/search\/2\/image\?[^"]*family=creative[^"]*mediatype=photography/);
  });

  it('narrows an editorial landing to its product, and links to that search', async () => {
    const [sport] = (
      await sql<{ n: string }>`select count(*) as n from assets where withdrawn_at is null
        and family = 'editorial' and asset_type = 'image' and 'sport' = any(editorial_products)`.execute(
        w.database.db,
      )
    ).rows;
    const text = mainText((await w.get('premium', '/editorial-images/sport')).body);
    expect(text).toContain('Sport images');
    expect(text).toContain(`In the collection: ${sport?.n}`);
    expect(text).toMatch(/href="\/search\/2\/image\?[^"]*family=editorial[^"]*editorialproducts=sport/);
    // Curated sets are creative: an editorial landing has none.
    expect(text).not.toContain('/sets/');
  });

  it('shows a collection page’s own collection, and says which the address stands in for', async () => {
    const db = w.database.db;
    for (const [path, code, stood] of [
      ['/collections/bbc-motion-gallery', 'ARV', 'BBC Motion Gallery'],
      ['/footage/nbcnewsarchives', 'PLN', 'NBC News Archives'],
    ] as const) {
      const [c] = (
        await sql<{ name: string; n: number }>`select min(collection_name) as name, count(*)::int as n
          from assets where withdrawn_at is null and asset_type = 'film' and family = 'editorial'
            and collection_code = ${code}`.execute(db)
      ).rows;
      const text = mainText((await w.get('premium', path)).body);
      expect(text).toContain(`holds no ${stood} collection`);
      expect(text).toContain(`In the collection: ${c?.n}`);
      if (c?.name) expect(text).toContain(`collection, ${c.name}.`);
      expect(text).toMatch(new RegExp(`href="/search/2/film\\?[^"]*collections=${code}`));
    }
  });

  it('shows only unreleased creative pictures on the unreleased page, and no search that would show more', async () => {
    const db = w.database.db;
    const [n] = (
      await sql<{ n: number }>`select count(*)::int as n from assets where withdrawn_at is null
        and family = 'creative' and asset_type = 'image' and release_status = 'notreleased'`.execute(db)
    ).rows;
    const text = mainText((await w.get('premium', '/unreleased-imagery')).body);
    expect(text).toContain(`In the collection: ${n?.n}`);
    expect(text).toContain('A release is the signed permission');
    expect(text).not.toMatch(/href="\/search\/2\/image\?[^"]*family=creative/);
    const shown = [...text.matchAll(/href="\/detail\/(\d+)"/g)].map((m) => Number(m[1]));
    if (shown.length > 0) {
      const released = await sql<{ id: number }>`select id from assets
        where id = any(${shown}::int[]) and release_status <> 'notreleased'`.execute(db);
      expect(released.rows).toEqual([]);
    }
  });

  it('says no clip is labelled user-generated, and shows editorial news footage', async () => {
    const text = mainText((await w.get('premium', '/editorial-footage/user-generated')).body);
    expect(text).toContain('No clip in this catalogue was supplied by a member of the public');
    expect(text).toMatch(/href="\/search\/2\/film\?[^"]*family=editorial[^"]*editorialproducts=news/);
  });

  it('is translated', async () => {
    const text = mainText((await w.get('premium', '/de/creative-video')).body);
    expect(text).toContain('Kreative Videos');
    expect(text).toContain('Beliebte Suchen');
  });
});
