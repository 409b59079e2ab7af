import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainText, pagesWorld } from '../test-fixtures';
import { MIN_DOWNLOADS, MIN_SEARCHES } from './trends';

describe.each(testDatabaseKinds())('Visual GPS on %s', (kind) => {
  let w: Awaited<ReturnType<typeof pagesWorld>>;

  /** One results page viewed, `daysAgo` days ago, by `visitor`, on the premium site. */
  const searched = (phrase: string, visitor: string, daysAgo: number) =>
    sql`insert into analytics_events (day, site, source, event_name, app_name, pipeline_id, visitor_id, properties)
      values ((now() at time zone 'utc')::date - ${daysAgo}::int, 'premium', 'server',
        'Search Results Viewed', 'search', 'p', ${visitor},
        ${JSON.stringify({ phrase, creative_assets_type: 'image', total_number_of_results: 3 })}::jsonb)`.execute(
      w.database.db,
    );

  beforeAll(async () => {
    w = await pagesWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  it('answers each page on its own site only: the overview and full results are premium pages', async () => {
    for (const path of [
      '/visualgps',
      '/visual-gps/insights',
      '/visual-gps/insights/results',
      '/visual-gps/dashboard',
    ])
      expect((await w.get('premium', path)).statusCode, path).toBe(200);
    for (const path of ['/visual-gps/insights', '/visual-gps/dashboard'])
      expect((await w.get('subscription', path)).statusCode, path).toBe(200);
    for (const path of ['/visualgps', '/visual-gps/insights/results'])
      expect((await w.get('subscription', path)).statusCode, path).toBe(404);
  });

  it('says plainly that there is too little data, rather than drawing noise', async () => {
    const text = mainText((await w.get('premium', '/visual-gps/insights')).body);
    expect(text).toContain('Too few searches yet to show a trend: 0 in the last 30 days.');
    expect(text).toContain('Too few downloads yet to show a trend: 0 in the last 30 days.');
  });

  it('ranks rising searches from the store’s own events, and leaves out a phrase one visitor searched', async () => {
    // "harbour": 3 visitors now, 1 before; "meadow": 2 now, 2 before; "secret plan": one visitor only.
    for (const v of ['a', 'b', 'c']) for (let i = 0; i < 4; i++) await searched('Harbour', v, i);
    await searched('harbour', 'z', 40);
    for (const v of ['a', 'b']) for (let i = 0; i < 3; i++) await searched('meadow', v, 1);
    for (const v of ['y', 'x']) for (let i = 0; i < 3; i++) await searched('meadow', v, 35);
    for (let i = 0; i < 5; i++) await searched('secret plan', 'solo', 2);
    // Another site's searches are not this site's trends.
    await sql`insert into analytics_events (site, source, event_name, app_name, pipeline_id, visitor_id, properties)
      values ('subscription', 'server', 'Search Results Viewed', 'search', 'p', 'q', '{"phrase":"tundra"}'::jsonb)`.execute(
      w.database.db,
    );
    const searches = 12 + 6 + 5;
    expect(searches).toBeGreaterThanOrEqual(MIN_SEARCHES);

    const insights = mainText((await w.get('premium', '/visual-gps/insights')).body);
    expect(insights).toContain(`Searches in the last 30 days`);
    expect(insights).toContain(`>${searches}<`);
    const rising = insights.slice(insights.indexOf('Rising searches'), insights.indexOf('Most searched'));
    expect(rising).toContain('>harbour</a>');
    // As many searches as before is not rising.
    expect(rising).not.toContain('meadow');
    expect(insights).not.toContain('secret plan');
    expect(insights).not.toContain('tundra');

    const results = mainText((await w.get('premium', '/visual-gps/insights/results')).body);
    const rows = [
      ...results.matchAll(
        /<tr><th scope="row"><a[^>]*>([^<]+)<\/a><\/th><td>(\d+)<\/td><td>(\d+)<\/td><td>([^<]+)<\/td>/g,
      ),
    ].map((m) => m.slice(1));
    expect(rows).toEqual([
      ['harbour', '12', '1', '+1,100%'],
      ['meadow', '6', '6', '0%'],
    ]);
  });

  it('counts downloads across the store, by the downloaded assets’ keywords', async () => {
    const db = w.database.db;
    const [user] = (
      await sql<{
        id: number;
      }>`insert into account_users (email, username, password_hash, display_name, country_code, registered_site)
        values ('gps@example.com', 'gps', 'x', 'GPS', 'GBR', 'premium') returning id`.execute(db)
    ).rows;
    const [asset] = (
      await sql<{ id: number; keywords: string[] }>`select id, keywords from assets
        where withdrawn_at is null and cardinality(keywords) > 0 order by id limit 1`.execute(db)
    ).rows;
    const [licence] = (
      await sql<{ id: number }>`insert into purchase_licences (user_id, asset_id, licence_model)
        values (${user!.id}, ${asset!.id}, 'rf') returning id`.execute(db)
    ).rows;
    for (let i = 0; i < MIN_DOWNLOADS; i++)
      await sql`insert into download_events (licence_id, user_id, asset_id, download_type)
        values (${licence!.id}, ${user!.id}, ${asset!.id}, 'single')`.execute(db);
    const text = mainText((await w.get('subscription', '/visual-gps/insights')).body);
    expect(text).not.toContain('Too few downloads');
    const subjects = text.slice(text.indexOf('Most downloaded subjects'));
    expect(subjects).toContain(`>${asset!.keywords[0]}</a>`);
    expect(subjects).toContain(`>${MIN_DOWNLOADS}<`);
    const dashboard = mainText((await w.get('subscription', '/visual-gps/dashboard')).body);
    expect(dashboard).toContain('Downloads per day');
  });

  it('is translated', async () => {
    const text = mainText((await w.get('premium', '/de/visual-gps/dashboard')).body);
    expect(text).toContain('Suchen pro Tag');
  });
});
