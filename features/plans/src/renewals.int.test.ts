import { type TestDatabase, testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DECLINED_CARD, planAssets, plansTestDatabase, plansWorld } from './test-fixtures';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('renewals on %s', (kind) => {
  let database: TestDatabase;
  let assets: Awaited<ReturnType<typeof planAssets>>;

  beforeAll(async () => {
    database = await plansTestDatabase(kind);
    assets = await planAssets(database);
  });
  afterAll(() => database.dispose());

  async function subscriber(sku: string) {
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

  const renewalOrders = (userId: number) =>
    sql<{ state: string; total_minor: number }>`
      select state, total_minor from purchase_orders where user_id = ${userId} and kind = 'renewal' order by id`.execute(
      database.db,
    );

  it('a monthly plan renews every month for a year: twelve charges, a fresh allowance each time', async () => {
    const { world, userId, view } = await subscriber('sub-signature-10-monthly');
    for (let month = 0; month < 12; month += 1) {
      world.clock.advanceDays(31);
      await world.plans.renewals.runDue();
    }
    const orders = await renewalOrders(userId);
    expect(orders.rows).toHaveLength(12);
    expect(orders.rows.every((o) => o.state === 'fulfilled')).toBe(true);
    const agreement = await view();
    expect(agreement).toMatchObject({ status: 'active', remaining: 10 });
    expect(agreement.termEndsAt!.getTime()).toBeGreaterThan(world.clock.now().getTime());
  });

  it('annual plans roll unused downloads over within the year, not into the next', async () => {
    const { world, userId, view, agreementId } = await subscriber('sub-essentials-10-annual');
    const spend = (assetId: number) =>
      world.plans.spend({
        userId,
        teamId: null,
        site: 'subscription',
        assetId,
        agreementId,
        extended: false,
        projectCode: null,
        note: null,
        idempotencyKey: `roll-${agreementId}-${assetId}`,
      });
    expect(await spend(assets.essentialsImages[0]!)).toMatchObject({ status: 'licensed', remaining: 9 });
    world.clock.advanceDays(32);
    await world.plans.renewals.runDue();
    expect((await view()).remaining).toBe(19);
    world.clock.advanceDays(31);
    await world.plans.renewals.runDue();
    expect((await view()).remaining).toBe(29);
    // To the renewal a year after the start: the new year starts with one month's allowance.
    world.clock.set(new Date((await view()).termEndsAt!.getTime() + DAY));
    await world.plans.renewals.runDue();
    const renewed = await view();
    expect(renewed.remaining).toBe(10);
    expect((await renewalOrders(userId)).rows).toHaveLength(1);
  });

  it('mails the customer before each renewal of an annual plan', async () => {
    const { world, view } = await subscriber('sub-signature-10-annual');
    const termEnd = (await view()).termEndsAt!;
    world.clock.set(new Date(termEnd.getTime() - 13 * DAY));
    await world.plans.renewals.runDue();
    expect(world.mail.sent.some((m) => /renews on/.test(m.subject))).toBe(true);
  });

  it('a failed card is retried three times over a week, then the plan lapses', async () => {
    const { world, userId, view, agreementId } = await subscriber('sub-signature-10-monthly');
    // The saved card stops working: the customer's only card is now one the processor declines.
    const declined = await world.processor.saveCard?.(DECLINED_CARD);
    if (declined?.ok) {
      const method = await sql<{ id: number }>`
        insert into purchase_payment_methods (user_id, provider, token, brand, last4, expiry)
        values (${userId}, 'test', ${declined.card.token}, ${declined.card.brand}, ${declined.card.last4}, ${declined.card.expiry})
        returning id`.execute(database.db);
      expect((await world.plans.setCard(userId, agreementId, method.rows[0]!.id)).ok).toBe(true);
    } else {
      await sql`delete from purchase_payment_methods where user_id = ${userId}`.execute(database.db);
    }
    const termEnd = (await view()).termEndsAt!;
    world.clock.set(new Date(termEnd.getTime() + 60_000));
    await world.plans.renewals.runDue();
    expect(await view()).toMatchObject({ status: 'past_due', failedCharges: 1 });
    for (const days of [2, 4]) {
      world.clock.set(new Date(termEnd.getTime() + days * DAY + 60_000));
      await world.plans.renewals.runDue();
    }
    expect(await view()).toMatchObject({ status: 'past_due', failedCharges: 3 });
    world.clock.set(new Date(termEnd.getTime() + 7 * DAY + 60_000));
    await world.plans.renewals.runDue();
    expect((await view()).status).toBe('lapsed');
    const attempts = await sql<{ kind: string }>`
      select kind from plan_ledger where agreement_id = ${agreementId} and kind in ('retry_failed', 'lapse') order by id`.execute(
      database.db,
    );
    expect(attempts.rows.map((r) => r.kind)).toEqual([
      'retry_failed',
      'retry_failed',
      'retry_failed',
      'retry_failed',
      'lapse',
    ]);
  });

  it('cancelling stops the next renewal and keeps the plan to its end; its licences get a use-by date', async () => {
    const { world, userId, view, agreementId } = await subscriber('sub-signature-10-monthly');
    await world.plans.spend({
      userId,
      teamId: null,
      site: 'subscription',
      assetId: assets.essentialsImages[5]!,
      agreementId,
      extended: false,
      projectCode: null,
      note: null,
      idempotencyKey: `cancel-${agreementId}`,
    });
    expect(await world.plans.cancel(userId, agreementId)).toEqual({ ok: true });
    world.clock.advanceDays(10);
    await world.plans.renewals.runDue();
    expect((await view()).status).toBe('cancelled');
    world.clock.advanceDays(25);
    await world.plans.renewals.runDue();
    const ended = await view();
    expect(ended.status).toBe('ended');
    expect((await renewalOrders(userId)).rows).toHaveLength(0);
    const licence = await sql<{ use_by: Date | null }>`
      select use_by from purchase_licences where user_id = ${userId}`.execute(database.db);
    expect(licence.rows[0]?.use_by).not.toBeNull();
    expect(new Date(licence.rows[0]!.use_by!).getTime() - ended.termEndsAt!.getTime()).toBe(30 * DAY);
  });

  it('a cancelled plan can be resumed before its end, and then renews', async () => {
    const { world, userId, view, agreementId } = await subscriber('sub-signature-10-monthly');
    await world.plans.cancel(userId, agreementId);
    expect(await world.plans.resume(userId, agreementId)).toEqual({ ok: true });
    world.clock.advanceDays(32);
    await world.plans.renewals.runDue();
    expect((await view()).status).toBe('active');
    expect((await renewalOrders(userId)).rows).toHaveLength(1);
  });

  it('a job run twice never charges twice', async () => {
    const { world, userId, view } = await subscriber('sub-signature-10-monthly');
    world.clock.advanceDays(31);
    await Promise.all([world.plans.renewals.runDue(), world.plans.renewals.runDue()]);
    await world.plans.renewals.runDue();
    expect((await renewalOrders(userId)).rows).toHaveLength(1);
    expect((await view()).status).toBe('active');
  });

  it('a job a dead worker held is taken again once its lease runs out, and moves the balance once', async () => {
    const { world, view, agreementId } = await subscriber('sub-essentials-10-annual');
    world.clock.advanceDays(32);
    // A worker claimed the month's reset and died: its lease still runs.
    await sql`update plan_jobs set leased_until = now() + interval '1 hour'
      where agreement_id = ${agreementId} and kind = 'reset' and done_at is null`.execute(database.db);
    expect(await world.plans.renewals.runDue()).toBe(0);
    expect((await view()).remaining).toBe(10);
    await sql`update plan_jobs set leased_until = now() - interval '1 second'
      where agreement_id = ${agreementId} and kind = 'reset' and done_at is null`.execute(database.db);
    expect(await world.plans.renewals.runDue()).toBe(1);
    expect((await view()).remaining).toBe(20);
    expect(await world.plans.renewals.runDue()).toBe(0);
    expect((await view()).remaining).toBe(20);
  });
});
