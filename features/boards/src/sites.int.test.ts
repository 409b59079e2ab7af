import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardsDb } from './repository';
import { curatedSets } from './sets-repository';
import { type BoardsTestApp, createBoardsTestApp } from './testing/test-app';

/**
 * An asset imported with `--site premium` (or subscription) is offered on that storefront only
 * (`assets.sites`): on the other site it is as unknown to a board as an id no asset has.
 */
describe.each(testDatabaseKinds())('adding to a board keeps to the site on %s', (kind) => {
  let t: BoardsTestApp;
  let user: number;
  let premiumOnly: number;
  let subscriptionOnly: number;
  let both: number;

  const onSite = async (
    site: 'premium' | 'subscription',
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { accept: 'application/json', 'x-test-site': site, ...(await t.headersFor(user)) },
      payload,
    });
  const addV2 = (site: 'premium' | 'subscription', boardId: number, ids: number[]) =>
    onSite(site, 'POST', '/components/collaboration/api/add-assets', { boardId, assetIds: ids });
  const addLegacy = (site: 'premium' | 'subscription', boardId: number, ids: number[]) =>
    onSite(site, 'PUT', `/collaboration/boards/${boardId}.json`, {
      assets: ids.map((id) => `gi:${id}`),
      action_type: 'add_assets',
    });
  const boardIds = async (boardId: number) =>
    (await t.call(user, 'GET', `/collaboration/boards/${boardId}.json`)).json().assetIds as number[];

  beforeAll(async () => {
    t = await createBoardsTestApp(kind);
    [premiumOnly, subscriptionOnly, both] = t.assets as [number, number, number];
    await sql`update assets set sites = '{premium}' where id = ${premiumOnly}`.execute(t.database.db);
    await sql`update assets set sites = '{subscription}' where id = ${subscriptionOnly}`.execute(
      t.database.db,
    );
    user = await t.newUser();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['premium', () => subscriptionOnly, () => premiumOnly],
    ['subscription', () => premiumOnly, () => subscriptionOnly],
  ] as const)(
    'on the %s site refuses the other site’s asset with a 400 and adds nothing',
    async (site, other, own) => {
      const board = (await onSite(site, 'POST', '/collaboration/boards.json', { name: `On ${site}` })).json();
      for (const add of [addV2, addLegacy]) {
        const refused = await add(site, board.id, [both, other()]);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(`There is no asset ${other()}.`);
        expect(await boardIds(board.id)).toEqual([]);
      }
      const added = await addV2(site, board.id, [both, own()]);
      expect(added.statusCode).toBe(200);
      expect(await boardIds(board.id)).toEqual([both, own()]);
    },
  );
});

describe.each(testDatabaseKinds())('a curated set keeps to the site on %s', (kind) => {
  let t: BoardsTestApp;
  let premiumOnly: number;
  let both: number;

  const setPage = async (site: 'premium' | 'subscription') =>
    t.app.inject({ method: 'GET', url: '/sets/site-test-set', headers: { 'x-test-site': site } });
  const listPage = async (site: 'premium' | 'subscription') =>
    t.app.inject({ method: 'GET', url: '/collaboration/curated-sets', headers: { 'x-test-site': site } });

  beforeAll(async () => {
    t = await createBoardsTestApp(kind);
    [premiumOnly, , both] = t.assets as [number, number, number];
    const db = t.database.db;
    await sql`update assets set sites = '{premium}' where id = ${premiumOnly}`.execute(db);
    await sql`insert into curated_sets (id, slug, media_kind, tier, name)
              values (9001, 'site-test-set', 'photos', 'signature', 'Site test set')`.execute(db);
    await sql`insert into curated_set_assets (set_id, asset_id, position)
              values (9001, ${premiumOnly}, 0), (9001, ${both}, 1)`.execute(db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows an asset offered on the premium site only on the premium set page, not the subscription one', async () => {
    const premium = await setPage('premium');
    expect(premium.statusCode).toBe(200);
    expect(premium.body).toContain(`href="/detail/${premiumOnly}"`);
    expect(premium.body).toContain(`href="/detail/${both}"`);
    const subscription = await setPage('subscription');
    expect(subscription.statusCode).toBe(200);
    expect(subscription.body).not.toContain(`href="/detail/${premiumOnly}"`);
    expect(subscription.body).toContain(`href="/detail/${both}"`);
  });

  it('counts and covers a set with the assets of the site it is shown on', async () => {
    const bdb = boardsDb(t.database.db);
    const on = async (site: 'premium' | 'subscription') =>
      (await curatedSets(bdb, site)).find((s) => s.slug === 'site-test-set');
    expect(await on('premium')).toMatchObject({ asset_count: 2, cover_asset_id: premiumOnly });
    expect(await on('subscription')).toMatchObject({ asset_count: 1, cover_asset_id: both });
    expect((await listPage('subscription')).statusCode).toBe(200);
  });
});
