import { randomUUID } from 'node:crypto';
import { type TestDatabase, testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTeam, planAssets, plansTestDatabase, plansWorld } from './test-fixtures';

describe.each(testDatabaseKinds())('spending plans on %s', (kind) => {
  let database: TestDatabase;
  let world: ReturnType<typeof plansWorld>;
  let assets: Awaited<ReturnType<typeof planAssets>>;

  beforeAll(async () => {
    database = await plansTestDatabase(kind);
    world = plansWorld(database);
    assets = await planAssets(database);
  });
  afterAll(() => database.dispose());

  const request = (userId: number, agreementId: number, assetId: number, extra: object = {}) => ({
    userId,
    teamId: null,
    site: 'subscription' as const,
    assetId,
    agreementId,
    extended: false,
    projectCode: null,
    note: null,
    idempotencyKey: randomUUID(),
    ...extra,
  });

  async function holderOf(sku: string, site: 'premium' | 'subscription' = 'subscription') {
    const userId = await createCustomer(database);
    const paid = await world.buy(userId, [sku], { site });
    expect(paid.status).toBe('paid');
    const [agreement] = await world.plans.agreementsOf({ userId, teamId: null, site, locale: 'en-US' });
    return { userId, agreement: agreement! };
  }

  it('a paid credit pack becomes an agreement holding its credits, once', async () => {
    const { userId, agreement } = await holderOf('credits-12');
    expect(agreement).toMatchObject({ sku: 'credits-12', unit: 'credits', remaining: 12, status: 'active' });
    expect(agreement.termEndsAt).toBeNull();
    const rows = await sql`select id from plan_agreements where user_id = ${userId}`.execute(database.db);
    expect(rows.rows).toHaveLength(1);
  });

  it('credits are spent by collection tier: essentials image 1, signature image 3, extended +18', async () => {
    const { userId, agreement } = await holderOf('credits-25');
    const options = await world.plans.spendOptions({
      userId,
      site: 'subscription',
      assetId: assets.signatureImage!,
      extended: false,
    });
    expect(options[0]).toMatchObject({ agreementId: agreement.id, units: 3, available: 25 });
    const essentials = await world.plans.spend(request(userId, agreement.id, assets.essentialsImage!));
    expect(essentials).toMatchObject({ status: 'licensed', units: 1, remaining: 24 });
    const extended = await world.plans.spend(
      request(userId, agreement.id, assets.signatureImage!, { extended: true }),
    );
    expect(extended).toMatchObject({ status: 'licensed', units: 21, remaining: 3 });
    const licence = await sql<{ add_ons: string[]; plan_spend_id: number | null }>`
      select add_ons, plan_spend_id from purchase_licences where user_id = ${userId} and asset_id = ${assets.signatureImage!}`.execute(
      database.db,
    );
    expect(licence.rows[0]?.plan_spend_id).not.toBeNull();
    expect(licence.rows[0]?.add_ons).toContain('merchandise_for_resale');
  });

  it('a plan never spends more than it holds, and says why', async () => {
    const { userId, agreement } = await holderOf('credits-1');
    const result = await world.plans.spend(request(userId, agreement.id, assets.signatureImage!));
    expect(result).toMatchObject({ status: 'refused', field: 'agreement' });
    expect((result as { message: string }).message).toMatch(/Not enough credits/);
    const after = await world.plans.agreementsOf({
      userId,
      teamId: null,
      site: 'subscription',
      locale: 'en-US',
    });
    expect(after[0]?.remaining).toBe(1);
  });

  it('an essentials subscription covers essentials images only, and no film', async () => {
    const { userId, agreement } = await holderOf('sub-essentials-10-monthly');
    const signature = await world.plans.spend(request(userId, agreement.id, assets.signatureImage!));
    expect(signature).toMatchObject({ status: 'refused' });
    if (assets.essentialsFilm) {
      const film = await world.plans.spend(request(userId, agreement.id, assets.essentialsFilm));
      expect(film).toMatchObject({ status: 'refused' });
    }
    const ok = await world.plans.spend(request(userId, agreement.id, assets.essentialsImage!));
    expect(ok).toMatchObject({ status: 'licensed', units: 1, remaining: 9 });
  });

  it('plans license royalty-free assets only', async () => {
    const { userId, agreement } = await holderOf('credits-60');
    const result = await world.plans.spend(request(userId, agreement.id, assets.rmImage!));
    expect(result).toMatchObject({ status: 'refused' });
  });

  it('a retried request never spends twice: same key, same answer, one licence', async () => {
    const { userId, agreement } = await holderOf('credits-12');
    const key = randomUUID();
    const first = await world.plans.spend(
      request(userId, agreement.id, assets.essentialsImage!, { idempotencyKey: key }),
    );
    const again = await world.plans.spend(
      request(userId, agreement.id, assets.essentialsImage!, { idempotencyKey: key }),
    );
    expect(first).toMatchObject({ status: 'licensed', repeated: false, remaining: 11 });
    expect(again).toMatchObject({ status: 'licensed', repeated: true, remaining: 11 });
    expect((again as { licenceId: number }).licenceId).toBe((first as { licenceId: number }).licenceId);
  });

  it('concurrent retries of one request spend once', async () => {
    const { userId, agreement } = await holderOf('credits-12');
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        world.plans.spend(
          request(userId, agreement.id, assets.essentialsImages[3]!, { idempotencyKey: key }),
        ),
      ),
    );
    expect(new Set(results.map((r) => (r as { licenceId: number }).licenceId)).size).toBe(1);
    const after = await world.plans.agreementsOf({
      userId,
      teamId: null,
      site: 'subscription',
      locale: 'en-US',
    });
    expect(after[0]?.remaining).toBe(11);
  });

  it('concurrent different downloads never overdraw a pack', async () => {
    const { userId, agreement } = await holderOf('credits-3');
    const results = await Promise.all(
      assets.essentialsImages.slice(10, 16).map((id) => world.plans.spend(request(userId, agreement.id, id))),
    );
    expect(results.filter((r) => r.status === 'licensed')).toHaveLength(3);
    const after = await world.plans.agreementsOf({
      userId,
      teamId: null,
      site: 'subscription',
      locale: 'en-US',
    });
    expect(after[0]?.remaining).toBe(0);
  });

  it('an asset licensed before is not paid for again', async () => {
    const { userId, agreement } = await holderOf('credits-12');
    await world.plans.spend(request(userId, agreement.id, assets.essentialsImages[20]!));
    const again = await world.plans.spend(request(userId, agreement.id, assets.essentialsImages[20]!));
    expect(again).toMatchObject({ status: 'already_licensed' });
  });

  it("someone else's plan cannot be spent", async () => {
    const { agreement } = await holderOf('credits-12');
    const stranger = await createCustomer(database);
    const result = await world.plans.spend(request(stranger, agreement.id, assets.essentialsImage!));
    expect(result).toMatchObject({ status: 'refused', field: 'agreement' });
  });

  it('team leaders share credits: a fixed amount caps the member; licences belong to the team', async () => {
    const { userId: leader, agreement } = await holderOf('credits-25');
    const teamId = await createTeam(database, leader);
    const member = await createCustomer(database);
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${member}, 'member')`.execute(
      database.db,
    );
    expect(
      await world.plans.setShare({
        leaderId: leader,
        agreementId: agreement.id,
        memberId: member,
        mode: 'fixed',
        amount: 2,
      }),
    ).toEqual({ ok: true });
    const memberRequest = (assetId: number) => ({ ...request(member, agreement.id, assetId), teamId });
    expect(await world.plans.spend(memberRequest(assets.essentialsImages[30]!))).toMatchObject({
      status: 'licensed',
    });
    expect(await world.plans.spend(memberRequest(assets.essentialsImages[31]!))).toMatchObject({
      status: 'licensed',
    });
    expect(await world.plans.spend(memberRequest(assets.essentialsImages[32]!))).toMatchObject({
      status: 'refused',
    });
    const owned = await sql<{ team_id: number | null }>`
      select team_id from purchase_licences where user_id = ${member}`.execute(database.db);
    expect(owned.rows.every((r) => r.team_id === teamId)).toBe(true);
    const leaderView = await world.plans.agreementsOf({
      userId: leader,
      teamId,
      site: 'subscription',
      locale: 'en-US',
    });
    expect(leaderView[0]?.remaining).toBe(23);
  });

  it('a member only a leader shares with can spend a team plan; others in the team cannot', async () => {
    const { userId: leader, agreement } = await holderOf('credits-12');
    const teamId = await createTeam(database, leader);
    const other = await createCustomer(database);
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${other}, 'member')`.execute(
      database.db,
    );
    const result = await world.plans.spend({
      ...request(other, agreement.id, assets.essentialsImage!),
      teamId,
    });
    expect(result).toMatchObject({ status: 'refused' });
  });

  it('a monthly share starts again each month, even on a pack that never resets', async () => {
    const { userId: leader, agreement } = await holderOf('credits-25');
    const teamId = await createTeam(database, leader);
    const member = await createCustomer(database);
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${member}, 'member')`.execute(
      database.db,
    );
    await world.plans.setShare({
      leaderId: leader,
      agreementId: agreement.id,
      memberId: member,
      mode: 'monthly',
      amount: 1,
    });
    const memberRequest = (assetId: number) => ({ ...request(member, agreement.id, assetId), teamId });
    expect(await world.plans.spend(memberRequest(assets.essentialsImages[35]!))).toMatchObject({
      status: 'licensed',
    });
    expect(await world.plans.spend(memberRequest(assets.essentialsImages[36]!))).toMatchObject({
      status: 'refused',
    });
    world.clock.advanceDays(32);
    expect(await world.plans.spend(memberRequest(assets.essentialsImages[36]!))).toMatchObject({
      status: 'licensed',
    });
    expect(await world.plans.spend(memberRequest(assets.essentialsImages[37]!))).toMatchObject({
      status: 'refused',
    });
  });
});
