import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTeam, downloadsWorld } from './test-fixtures';

interface ApiResult {
  assets: Array<{ id: number }>;
  licensed?: Record<string, number>;
}

describe.each(testDatabaseKinds())('licensed assets marked on the results on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;

  beforeAll(async () => {
    w = await downloadsWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  /** The search API's answer for an asset's own title, which finds that asset. */
  async function resultsFor(assetId: number, cookie?: string) {
    const phrase = encodeURIComponent(await w.titleOf(assetId));
    const res = await w.app.inject({
      method: 'GET',
      url: `/search/api/assets?phrase=${phrase}`,
      headers: { host: 'subscription.localhost', ...(cookie && { cookie }) },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json() as ApiResult;
    expect(result.assets.map((a) => a.id)).toContain(assetId);
    return result;
  }

  it('a licensed asset carries the licence to download; others and strangers see none', async () => {
    const buyer = await createCustomer(w.database);
    const assetId = w.assets.essentialsImages[12]!;
    const licence = await w.buyImage(buyer, assetId);
    const mine = await resultsFor(assetId, await w.sessionOf(buyer));
    expect(mine.licensed?.[String(assetId)]).toBe(licence);
    expect(Object.keys(mine.licensed ?? {})).toEqual([String(assetId)]);
    const stranger = await resultsFor(assetId, await w.sessionOf(await createCustomer(w.database)));
    expect(stranger.licensed).toBeUndefined();
    expect((await resultsFor(assetId)).licensed).toBeUndefined();
  });

  it('a team’s licence marks the asset for every member', async () => {
    const lead = await createCustomer(w.database);
    const member = await createCustomer(w.database);
    const teamId = await createTeam(w.database, lead);
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${member}, 'member')`.execute(
      w.database.db,
    );
    const assetId = w.assets.essentialsImages[13]!;
    const licence = await w.buyImage(member, assetId, teamId);
    expect((await resultsFor(assetId, await w.sessionOf(lead))).licensed?.[String(assetId)]).toBe(licence);
  });

  it('the results page links a licensed tile to its download', async () => {
    const buyer = await createCustomer(w.database);
    const assetId = w.assets.essentialsImages[14]!;
    const licence = await w.buyImage(buyer, assetId);
    const phrase = encodeURIComponent(await w.titleOf(assetId));
    const page = await w.get(`/search/2/image?phrase=${phrase}`, await w.sessionOf(buyer));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/account/licences/${licence}/download"`);
    expect(page.body).toContain('class="lb-tile__licensed"');
  });
});
