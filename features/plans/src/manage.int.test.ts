import { imagePackSizeFromSku, planTierFromSku } from '@lightbox/core';
import { type TestDatabase, testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, planAssets, plansTestDatabase, plansWorld } from './test-fixtures';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('changing plans on %s', (kind) => {
  let database: TestDatabase;
  let assets: Awaited<ReturnType<typeof planAssets>>;

  beforeAll(async () => {
    database = await plansTestDatabase(kind);
    assets = await planAssets(database);
  });
  afterAll(() => database.dispose());

  async function holder(sku: string) {
    const world = plansWorld(database);
    const userId = await createCustomer(database);
    expect((await world.buy(userId, [sku])).status).toBe('paid');
    const view = async () =>
      (
        await world.plans.agreementsOf({
          userId,
          teamId: null,
          site: 'subscription',
          locale: 'en-US',
          includeEnded: true,
        })
      )[0]!;
    return { world, userId, view, agreementId: (await view()).id };
  }

  const spendOne = (
    world: ReturnType<typeof plansWorld>,
    userId: number,
    agreementId: number,
    assetId: number,
  ) =>
    world.plans.spend({
      userId,
      teamId: null,
      site: 'subscription',
      assetId,
      agreementId,
      extended: false,
      projectCode: null,
      note: null,
      idempotencyKey: `m-${agreementId}-${assetId}`,
    });

  it('an unused pack is refunded within 14 days, to the card, once', async () => {
    const { world, userId, view, agreementId } = await holder('credits-12');
    world.clock.advanceDays(13);
    expect(await world.plans.refundPack(userId, agreementId)).toEqual({ ok: true });
    expect(await view()).toMatchObject({ status: 'refunded', remaining: 0 });
    const again = await world.plans.refundPack(userId, agreementId);
    expect(again.ok).toBe(false);
    const refunds = await sql<{ amount_minor: number }>`
      select r.amount_minor from purchase_refunds r join purchase_orders o on o.id = r.order_id where o.user_id = ${userId}`.execute(
      database.db,
    );
    expect(refunds.rows).toEqual([{ amount_minor: 12000 }]);
    const ledger = await sql<{ refunded_minor: number }>`
      select t.refunded_minor from purchase_test_processor_payments t
      join purchase_payments p on p.provider_ref = t.ref join purchase_orders o on o.id = p.order_id
      where o.user_id = ${userId}`.execute(database.db);
    expect(ledger.rows[0]?.refunded_minor).toBe(12000);
  });

  it('a pack is not refunded after 14 days, nor once any of it is used', async () => {
    const late = await holder('credits-3');
    late.world.clock.advanceDays(15);
    expect(await late.world.plans.refundPack(late.userId, late.agreementId)).toMatchObject({
      ok: false,
      status: 409,
    });
    const used = await holder('credits-3');
    expect(await spendOne(used.world, used.userId, used.agreementId, assets.essentialsImage!)).toMatchObject({
      status: 'licensed',
    });
    expect(await used.world.plans.refundPack(used.userId, used.agreementId)).toMatchObject({ ok: false });
    expect((await used.view()).status).toBe('active');
  });

  it('subscriptions are cancelled, not refunded', async () => {
    const { world, userId, agreementId } = await holder('sub-signature-10-monthly');
    expect(await world.plans.refundPack(userId, agreementId)).toMatchObject({ ok: false });
  });

  it('an annual upgrade is charged for the months not yet begun and keeps the term', async () => {
    const { world, userId, view, agreementId } = await holder('sub-signature-10-annual');
    // 5 April, in a term started 15 January: three monthly periods have begun; 9 remain.
    world.clock.advanceDays(80);
    const quote = await world.plans.quoteUpgrade(userId, agreementId, 'sub-signature-50-annual');
    expect(quote).toMatchObject({ ok: true });
    // (990 - 400) × 9 / 12 = 442.50
    expect((quote as { quote: { charge: { amount: number } } }).quote.charge.amount).toBe(44250);
    const termEnd = (await view()).termEndsAt;
    const result = await world.plans.upgrade({
      userId,
      agreementId,
      toSku: 'sub-signature-50-annual',
      idempotencyKey: 'u1',
    });
    expect(result).toMatchObject({ ok: true, agreementId });
    expect(await view()).toMatchObject({ sku: 'sub-signature-50-annual', termEndsAt: termEnd });
    const charged = await sql<{ subtotal_minor: number }>`
      select subtotal_minor from purchase_orders where user_id = ${userId} and kind = 'upgrade'`.execute(
      database.db,
    );
    expect(charged.rows).toEqual([{ subtotal_minor: 44250 }]);
    // A retried upgrade request charges nothing more.
    await world.plans.upgrade({
      userId,
      agreementId,
      toSku: 'sub-signature-50-annual',
      idempotencyKey: 'u1',
    });
    const after =
      await sql`select id from purchase_orders where user_id = ${userId} and kind = 'upgrade'`.execute(
        database.db,
      );
    expect(after.rows).toHaveLength(1);
  });

  it('monthly to annual starts a new year at the annual price and carries this month over', async () => {
    const { world, userId, view, agreementId } = await holder('sub-signature-10-monthly');
    await spendOne(world, userId, agreementId, assets.essentialsImages[7]!);
    world.clock.advanceDays(10);
    const result = await world.plans.upgrade({
      userId,
      agreementId,
      toSku: 'sub-signature-10-annual',
      idempotencyKey: 'u2',
    });
    expect(result).toMatchObject({ ok: true });
    const annual = await view();
    expect(annual).toMatchObject({ sku: 'sub-signature-10-annual', status: 'active', remaining: 19 });
    expect(annual.termEndsAt!.getTime() - world.clock.now().getTime()).toBeGreaterThan(364 * DAY);
    const old = await sql<{
      status: string;
    }>`select status from plan_agreements where id = ${agreementId}`.execute(database.db);
    expect(old.rows[0]?.status).toBe('replaced');
    // The old monthly plan never renews again.
    world.clock.advanceDays(40);
    await world.plans.renewals.runDue();
    const renewals =
      await sql`select id from purchase_orders where user_id = ${userId} and kind = 'renewal'`.execute(
        database.db,
      );
    expect(renewals.rows).toHaveLength(0);
  });

  it('a smaller plan is not an upgrade', async () => {
    const { world, userId, agreementId } = await holder('sub-signature-50-monthly');
    expect(await world.plans.quoteUpgrade(userId, agreementId, 'sub-signature-10-monthly')).toMatchObject({
      ok: false,
      status: 400,
    });
    // A longer term on a lower tier or with fewer downloads is not bigger either.
    for (const sku of ['sub-essentials-10-annual', 'sub-signature-10-annual'])
      expect(await world.plans.quoteUpgrade(userId, agreementId, sku)).toMatchObject({
        ok: false,
        status: 400,
      });
    expect(await world.plans.quoteUpgrade(userId, agreementId, 'sub-signature-50-annual')).toMatchObject({
      ok: true,
    });
  });

  it('credits never expire while the holder signs in once a year; a year without sign-in ends them', async () => {
    const { world, userId, view } = await holder('credits-25');
    await sql`update account_users set last_sign_in_at = ${new Date(world.clock.now().getTime() - 200 * DAY)} where id = ${userId}`.execute(
      database.db,
    );
    await world.plans.expireInactivePacks();
    expect((await view()).status).toBe('active');
    world.clock.advanceDays(200);
    await world.plans.expireInactivePacks();
    expect((await view()).status).toBe('ended');
  });

  it('a customer holds one subscription at a time: a second is refused at the cart', async () => {
    const { world, userId } = await holder('sub-signature-10-monthly');
    const added = await world.carts.addPlan({ site: 'subscription', userId }, 'sub-signature-50-monthly');
    expect(added).toMatchObject({ ok: false, status: 400 });
    expect(await world.carts.addPlan({ site: 'subscription', userId }, 'credits-3')).toMatchObject({
      ok: true,
    });
  });

  it("another customer's plan cannot be cancelled, refunded or upgraded", async () => {
    const { world, agreementId } = await holder('sub-signature-10-monthly');
    const stranger = await createCustomer(database);
    expect(await world.plans.cancel(stranger, agreementId)).toMatchObject({ ok: false, status: 404 });
    expect(await world.plans.refundPack(stranger, agreementId)).toMatchObject({ ok: false, status: 404 });
    expect(
      await world.plans.upgrade({
        userId: stranger,
        agreementId,
        toSku: 'sub-signature-50-monthly',
        idempotencyKey: 'x',
      }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("every demo plan's tier and image pack size agree with its sku (spec §4), and a row without them takes the sku's", async () => {
    const world = plansWorld(database);
    const plans = [...(await world.plans.plansOf('subscription')), ...(await world.plans.plansOf('premium'))];
    for (const plan of plans.filter((p) => p.kind === 'subscription'))
      expect(plan.tier, plan.sku).toBe(planTierFromSku(plan.sku));
    for (const plan of plans.filter((p) => p.kind === 'image_pack'))
      expect(plan.packSize, plan.sku).toBe(imagePackSizeFromSku(plan.sku));
    await sql`update plan_products set tier = null where sku = 'sub-signatureplus-25-monthly'`.execute(
      database.db,
    );
    expect((await world.plans.planBySku('sub-signatureplus-25-monthly'))?.tier).toBe('signatureplus');
    await sql`update plan_products set tier = 'signatureplus' where sku = 'sub-signatureplus-25-monthly'`.execute(
      database.db,
    );
  });
});
