import { randomUUID } from 'node:crypto';
import { type TestDatabase, testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBrief, customMediaChoice, customMediaView, deliver, fileBrief } from './custom-media';
import { parseDeliverArgs } from './custom-media-deliver';
import { plansDb } from './repository/db';
import { createCustomer, plansTestDatabase, plansWorld } from './test-fixtures';

describe.each(testDatabaseKinds())('custom media agreements on %s', (kind) => {
  let database: TestDatabase;
  let world: ReturnType<typeof plansWorld>;
  let db: ReturnType<typeof plansDb>;
  let rfImages: number[];

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
    rfImages = await ids(sql`license_type = 'rf' and asset_type = 'image'`);
    expect(rfImages.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => database.dispose());

  const request = (userId: number, agreementId: number, assetId: number, extra: object = {}) => ({
    userId,
    teamId: null,
    site: 'premium' as const,
    assetId,
    agreementId,
    extended: false,
    projectCode: null,
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

  it('custom media: a brief is filed, assets delivered, spent within the deadline and refused after it', async () => {
    const { userId, agreement } = await holderOf('custom-media-10');
    expect(checkBrief({ title: ' ', brief: 'x'.repeat(5001) })).toMatchObject({
      ok: false,
      errors: { title: expect.any(String), brief: expect.any(String) },
    });
    const form = checkBrief({ title: 'Harbour at dawn', brief: 'Fishing boats leaving, wide, no people.' });
    if (!form.ok) throw new Error('brief refused');
    expect(await fileBrief(db, userId, agreement.id, form.data, world.clock.now())).toEqual({ ok: true });
    const stranger = await createCustomer(database);
    expect(await fileBrief(db, stranger, agreement.id, form.data, world.clock.now())).toMatchObject({
      status: 404,
    });
    const [brief] = (await customMediaView(db, userId, agreement.id, world.clock.now()))!.briefs;
    expect(brief).toMatchObject({ status: 'open', assets: [] });

    const [first, second] = rfImages;
    expect(await deliver(db, brief!.id, [first!, 999_999_999], world.clock.now())).toMatchObject({
      ok: false,
    });
    expect(await deliver(db, 999_999_999, [first!], world.clock.now())).toMatchObject({ ok: false });
    const delivered = await deliver(db, brief!.id, [first!, second!], world.clock.now());
    expect(delivered).toMatchObject({ ok: true, delivered: 2 });
    expect(await deliver(db, brief!.id, [first!], world.clock.now())).toMatchObject({ ok: false });

    const used = await world.plans.spend(request(userId, agreement.id, first!, { projectCode: null }));
    expect(used).toMatchObject({ status: 'licensed', remaining: 9 });
    world.clock.advanceDays(91);
    const late = await world.plans.spend(request(userId, agreement.id, second!, { projectCode: null }));
    expect(late).toMatchObject({ status: 'refused', field: 'agreement' });
    const view = await customMediaView(db, userId, agreement.id, world.clock.now());
    expect(view).toMatchObject({ remaining: 9, allowance: 10 });
    expect(view?.briefs[0]).toMatchObject({ status: 'delivered' });
    expect(view?.briefs[0]?.assets.every((a) => a.expired)).toBe(true);
  });

  it('with several custom media agreements, the first deadline decides unless the customer chose another', async () => {
    const { userId, agreement: older } = await holderOf('custom-media-10');
    const { agreement: newer } = await holderOf('custom-media-10', userId);
    expect(newer.id).not.toBe(older.id);
    const form = { title: 'Team portraits', brief: 'Twelve people, office light.' };
    await fileBrief(db, userId, newer.id, form, world.clock.now());
    const brief = (await customMediaView(db, userId, newer.id, world.clock.now()))!.briefs[0]!;
    await deliver(db, brief.id, [rfImages[2]!], world.clock.now());
    const choose = (chosenId: number | null, unlimited = false) =>
      customMediaChoice(
        db,
        { userId, site: 'premium', sku: 'custom-media-10', chosenId, unlimited },
        world.clock.now(),
      );

    const plain = await choose(null);
    expect(plain.agreements.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(plain).toMatchObject({ firstDueId: newer.id, usedId: newer.id });
    expect((await choose(older.id)).usedId).toBe(older.id);
    const stranger = await holderOf('custom-media-10');
    expect((await choose(stranger.agreement.id)).usedId).toBe(newer.id);

    await sql`update plan_agreements set remaining = 0 where id = ${older.id}`.execute(database.db);
    expect((await choose(older.id)).usedId).toBe(newer.id);
    expect((await choose(older.id, true)).usedId).toBe(older.id);
  });

  it('the deliver command reads its arguments or says what is wrong', () => {
    expect(parseDeliverArgs(['--brief', '4', '--asset', '10,11'])).toEqual({
      briefId: 4,
      assetIds: [10, 11],
    });
    expect(parseDeliverArgs(['--brief', 'x', '--asset', '10'])).toMatchObject({
      error: expect.stringMatching(/--brief/),
    });
    expect(parseDeliverArgs(['--brief', '4'])).toMatchObject({ error: expect.stringMatching(/--asset/) });
    expect(parseDeliverArgs(['--brief', '4', '--asset', '1,-2'])).toMatchObject({
      error: expect.any(String),
    });
    expect(parseDeliverArgs(['--bogus'])).toMatchObject({ error: expect.any(String) });
  });
});
