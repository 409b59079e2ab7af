import { catalogueMigrationsDir } from '@lightbox/catalogue';
import { parseSearchUrl, type SiteId } from '@lightbox/core/search';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from './schema';
import { landing, lookupAsset, search } from './service';

/** Assets offered on one storefront only (npm run import --site), beside one on both. */
const BOTH = 3001;
const PREMIUM = 3002;
const SUBSCRIPTION = 3003;
const NEITHER = 3004;

async function insert(database: TestDatabase, id: number, sites: SiteId[]) {
  await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
      short_title, caption, keywords, width, height, orientation, number_of_people, release_status,
      collection_code, collection_name, contributor, date_taken, uploaded_at, popularity, sites)
    values (${id}, 'creative', 'image', 'photography', 'jpg', 'rf', ${`Lighthouse ${id}`}, ${`Lighthouse ${id}`},
      '', array['lighthouse', 'coast', 'storm']::text[], 3000, 2000, 'horizontal', 'none', 'released', 'lbx',
      'Lightbox', 'Fixture', '2024-01-01', '2024-01-01', ${100 - (id % 100)}, ${sites}::text[])`.execute(
    database.db,
  );
}

describe.each(testDatabaseKinds())('an asset is offered only on its sites (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await insert(database, BOTH, ['premium', 'subscription']);
    await insert(database, PREMIUM, ['premium']);
    await insert(database, SUBSCRIPTION, ['subscription']);
    await insert(database, NEITHER, []);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const found = async (site: SiteId, address: string) => {
    const result = await search(database.db, site, parseSearchUrl(address, site));
    return { ids: result.assets.map((a) => a.id).sort(), total: result.total };
  };

  it('search on each site finds its own assets and those on both, and counts only them', async () => {
    expect(await found('premium', '/search/2/image?phrase=lighthouse')).toEqual({
      ids: [BOTH, PREMIUM],
      total: 2,
    });
    expect(await found('subscription', '/search/2/image?phrase=lighthouse')).toEqual({
      ids: [BOTH, SUBSCRIPTION],
      total: 2,
    });
    // Without a phrase (the whole catalogue), and as "more like this".
    expect((await found('subscription', '/search/2/image')).ids).toEqual([BOTH, SUBSCRIPTION]);
    expect((await found('premium', `/search/2/image?morelikethis=${BOTH}`)).ids).toEqual([PREMIUM]);
  });

  it("the detail page of another site's asset is missing (a 404), and related assets stay on the site", async () => {
    expect((await lookupAsset(database.db, 'subscription', PREMIUM)).kind).toBe('missing');
    expect((await lookupAsset(database.db, 'premium', SUBSCRIPTION)).kind).toBe('missing');
    expect((await lookupAsset(database.db, 'premium', NEITHER)).kind).toBe('missing');
    const onPremium = await lookupAsset(database.db, 'premium', BOTH);
    expect(onPremium.kind === 'found' && onPremium.related.map((a) => a.id)).toEqual([PREMIUM]);
    const onSubscription = await lookupAsset(database.db, 'subscription', BOTH);
    expect(onSubscription.kind === 'found' && onSubscription.related.map((a) => a.id)).toEqual([
      SUBSCRIPTION,
    ]);
  });

  it("the home page's rows and count hold only the site's assets", async () => {
    const home = await landing(database.db, 'premium');
    expect(home.popular.map((a) => a.id).sort()).toEqual([BOTH, PREMIUM]);
    expect(home.total).toBe(2);
    expect(home.covers.creativeImages).not.toBe(SUBSCRIPTION);
  });

  it('moving an asset to both sites, or off one, shows at once in search', async () => {
    await sql`update assets set sites = '{premium,subscription}' where id = ${PREMIUM}`.execute(database.db);
    expect((await found('subscription', '/search/2/image?phrase=lighthouse')).ids).toEqual([
      BOTH,
      PREMIUM,
      SUBSCRIPTION,
    ]);
    await sql`update assets set sites = '{premium}' where id = ${PREMIUM}`.execute(database.db);
    expect((await found('subscription', '/search/2/image?phrase=lighthouse')).ids).toEqual([
      BOTH,
      SUBSCRIPTION,
    ]);
  });
});
