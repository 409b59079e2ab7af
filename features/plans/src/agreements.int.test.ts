import { randomUUID } from 'node:crypto';
import { type TestDatabase, testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAgreementsOf, agreementCodes, renewalView, turnOnAutoRenew } from './agreements';
import { agreementUsers, memberView, setAgreementUser } from './agreements-users';
import { plansDb } from './repository/db';
import { createCustomer, createTeam, plansTestDatabase, plansWorld } from './test-fixtures';

describe.each(testDatabaseKinds())('premium access and custom media agreements on %s', (kind) => {
  let database: TestDatabase;
  let world: ReturnType<typeof plansWorld>;
  let db: ReturnType<typeof plansDb>;
  let paAssets: number[];

  beforeAll(async () => {
    database = await plansTestDatabase(kind);
    world = plansWorld(database);
    db = plansDb(database.db);
    const ids = async (where: ReturnType<typeof sql>) =>
      (
        await sql<{ id: number }>`select id from assets where ${where} order by id limit 6`.execute(
          database.db,
        )
      ).rows.map((r) => r.id);
    paAssets = await ids(sql`license_type = 'rf' and 'PA' = any(agreements)`);
    expect(paAssets.length).toBeGreaterThanOrEqual(4);
  });
  afterAll(() => database.dispose());

  const request = (userId: number, agreementId: number, assetId: number, extra: object = {}) => ({
    userId,
    teamId: null,
    site: 'premium' as const,
    assetId,
    agreementId,
    extended: false,
    projectCode: 'PRJ-1' as string | null,
    note: null,
    idempotencyKey: randomUUID(),
    ...extra,
  });

  async function holderOf(sku: string, userId?: number) {
    const buyer = userId ?? (await createCustomer(database));
    const paid = await world.buy(buyer, [sku], { site: 'premium' });
    expect(paid.status).toBe('paid');
    const [agreement] = await world.plans.agreementsOf({
      userId: buyer,
      teamId: null,
      site: 'premium',
      locale: 'en-US',
    });
    return { userId: buyer, agreement: agreement! };
  }

  it('premium access needs a project code; past the cap downloads are overage, billed with the renewal', async () => {
    const { userId, agreement } = await holderOf('pa-annual-250');
    const bare = await world.plans.spend(request(userId, agreement.id, paAssets[0]!, { projectCode: '  ' }));
    expect(bare).toMatchObject({ status: 'refused', field: 'projectCode' });
    // The test catalogue has fewer assets than the 250 cap: start the agreement one short of it.
    await sql`update plan_agreements set remaining = 1 where id = ${agreement.id}`.execute(database.db);
    expect(await world.plans.spend(request(userId, agreement.id, paAssets[0]!))).toMatchObject({
      status: 'licensed',
      remaining: 0,
      overage: false,
    });
    for (const asset of paAssets.slice(1, 3))
      expect(await world.plans.spend(request(userId, agreement.id, asset))).toMatchObject({
        status: 'licensed',
        overage: true,
      });
    const view = await renewalView(db, userId, agreement.id, 'en-US');
    expect(view).toMatchObject({ cap: 250, used: 250, remaining: 0, overageUsed: 2 });
    expect(view?.overageUnitPrice).toBe('$150.00');
    expect(view?.overageTotal).toBe('$300.00');
    expect(view?.renewalTotal).toBe('$25,300.00');

    world.clock.advanceDays(366);
    await world.plans.renewals.runDue();
    const after = await sql<{ remaining: number; overage_used: number }>`
      select remaining, overage_used from plan_agreements where id = ${agreement.id}`.execute(database.db);
    expect(after.rows[0]).toEqual({ remaining: 250, overage_used: 0 });
    const lines = await sql<{ product_type: string; description: string }>`
      select l.product_type, l.description from purchase_order_lines l join purchase_orders o on o.id = l.order_id
      where o.user_id = ${userId} and o.kind = 'renewal' order by l.position`.execute(database.db);
    expect(lines.rows.map((l) => l.product_type)).toEqual(['PremiumAccessAgreement', 'ServiceFee']);
    expect(lines.rows[1]?.description).toMatch(/× 2$/);
  });

  it('self-renewal turns a cancelled agreement back on; a card is needed; only the owner may', async () => {
    const { userId, agreement } = await holderOf('pa-annual-250');
    const stranger = await createCustomer(database);
    expect(await renewalView(db, stranger, agreement.id, 'en-US')).toBeUndefined();
    expect(await turnOnAutoRenew(db, stranger, agreement.id, world.clock.now())).toMatchObject({
      status: 404,
    });
    expect(await world.plans.cancel(userId, agreement.id)).toEqual({ ok: true });
    expect((await renewalView(db, userId, agreement.id, 'en-US'))?.autoRenew).toBe(false);
    expect(await turnOnAutoRenew(db, userId, agreement.id, world.clock.now())).toEqual({ ok: true });
    const view = await renewalView(db, userId, agreement.id, 'en-US');
    expect(view).toMatchObject({ autoRenew: true, status: 'active' });
    expect(view?.card?.last4).toMatch(/^\d{4}$/);
    await sql`update plan_agreements set payment_method_id = null, status = 'cancelled', auto_renew = false
      where id = ${agreement.id}`.execute(database.db);
    expect(await turnOnAutoRenew(db, userId, agreement.id, world.clock.now())).toMatchObject({ status: 409 });
  });

  it('a team leader adds members as download user, view-only and guest; each sees what their type allows', async () => {
    const { userId: leader, agreement } = await holderOf('pa-annual-250');
    const teamId = await createTeam(database, leader);
    const [downloader, viewer, guest, outsider] = await Promise.all(
      [1, 2, 3, 4].map(() => createCustomer(database)),
    );
    for (const member of [downloader!, viewer!, guest!])
      await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${member}, 'member')`.execute(
        database.db,
      );
    const add = (memberId: number, userType: 'download' | 'view_only' | 'guest') =>
      setAgreementUser(
        db,
        { leaderId: leader, agreementId: agreement.id, memberId, userType },
        world.clock.now(),
      );
    expect(await add(downloader!, 'download')).toEqual({ ok: true });
    expect(await add(viewer!, 'view_only')).toEqual({ ok: true });
    expect(await add(guest!, 'guest')).toEqual({ ok: true });
    expect(await add(outsider!, 'guest')).toMatchObject({ ok: false, status: 400 });
    expect(
      await setAgreementUser(
        db,
        { leaderId: downloader!, agreementId: agreement.id, memberId: viewer!, userType: 'download' },
        world.clock.now(),
      ),
    ).toMatchObject({ status: 404 });
    const users = await agreementUsers(db, leader, agreement.id);
    expect(users?.users.map((u) => u.userType).sort()).toEqual(['download', 'guest', 'view_only']);
    expect(await agreementUsers(db, viewer!, agreement.id)).toBeUndefined();

    const spent = await world.plans.spend({ ...request(downloader!, agreement.id, paAssets[3]!), teamId });
    expect(spent).toMatchObject({ status: 'licensed', remaining: 249 });
    const seen = await memberView(db, viewer!, agreement.id);
    expect(seen).toMatchObject({ userType: 'view_only', remaining: 249, cap: 250 });
    expect(seen).toMatchObject({ licences: [expect.objectContaining({ assetId: paAssets[3] })] });
    const guestSees = await memberView(db, guest!, agreement.id);
    expect(guestSees).toEqual({ id: agreement.id, title: agreement.title, userType: 'guest' });
    expect(await memberView(db, outsider!, agreement.id)).toBeUndefined();
  });

  it('a view-only user cannot spend the agreement', async () => {
    const { userId: leader, agreement } = await holderOf('pa-annual-250');
    const teamId = await createTeam(database, leader);
    const viewer = await createCustomer(database);
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${viewer}, 'member')`.execute(
      database.db,
    );
    await setAgreementUser(
      db,
      { leaderId: leader, agreementId: agreement.id, memberId: viewer, userType: 'view_only' },
      world.clock.now(),
    );
    const spent = await world.plans.spend({ ...request(viewer, agreement.id, paAssets[0]!), teamId });
    expect(spent).toMatchObject({ status: 'refused' });
  });

  it('the service setShare keeps the user type it is given', async () => {
    const { userId: leader, agreement } = await holderOf('pa-annual-250');
    const teamId = await createTeam(database, leader);
    const member = await createCustomer(database);
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${member}, 'member')`.execute(
      database.db,
    );
    await world.plans.setShare({
      leaderId: leader,
      agreementId: agreement.id,
      memberId: member,
      mode: 'all',
      amount: null,
      userType: 'guest',
    });
    const shares = await world.plans.sharesOf(agreement.id);
    expect(shares[0]?.user_type).toBe('guest');
  });

  it('a customer’s active agreements and agreement codes for analytics and the gallery state', async () => {
    const { userId } = await holderOf('pa-annual-250');
    await holderOf('ed-annual-500', userId);
    const active = await activeAgreementsOf(db, userId, 'premium', world.clock.now());
    expect(active).toEqual([
      { agreement_type: 'PA', download_cap: 250, downloads_remaining: 250 },
      { agreement_type: 'ED', download_cap: 500, downloads_remaining: 500 },
    ]);
    expect(agreementCodes(active).sort()).toEqual(['ED', 'PA']);
    expect(await activeAgreementsOf(db, userId, 'subscription', world.clock.now())).toEqual([]);
  });
});
