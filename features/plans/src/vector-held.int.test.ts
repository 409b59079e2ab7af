import { randomUUID } from 'node:crypto';
import { type TestDatabase, testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, planAssets, plansTestDatabase, plansWorld } from './test-fixtures';

/** An imported EPS's source file comes with a full-size licence only (features/downloads' rule). */
describe.each(testDatabaseKinds())('the vector source a plan licence delivers, on %s', (kind) => {
  let database: TestDatabase;
  let world: ReturnType<typeof plansWorld>;
  let eps: number;
  let picture: number;

  beforeAll(async () => {
    database = await plansTestDatabase(kind);
    world = plansWorld(database);
    const assets = await planAssets(database);
    [eps, picture] = assets.essentialsImages as [number, number];
    await sql`update assets set media_type = 'vector', asset_file_type = 'eps',
      original_path = ${`${eps}/source.eps`} where id = ${eps}`.execute(database.db);
  });
  afterAll(() => database.dispose());

  async function licensedWith(sku: string, assetId: number) {
    const userId = await createCustomer(database);
    expect((await world.buy(userId, [sku], { site: 'subscription' })).status).toBe('paid');
    const [agreement] = await world.plans.agreementsOf({
      userId,
      teamId: null,
      site: 'subscription',
      locale: 'en-US',
    });
    const spent = await world.plans.spend({
      userId,
      teamId: null,
      site: 'subscription',
      assetId,
      agreementId: agreement!.id,
      extended: false,
      projectCode: null,
      note: null,
      idempotencyKey: randomUUID(),
    });
    expect(spent.status).toBe('licensed');
    return { userId, licenceId: (spent as { licenceId: number }).licenceId };
  }

  it('a credit licence (full size) of an imported EPS offers the EPS on the detail page and after licensing', async () => {
    const { userId, licenceId } = await licensedWith('credits-12', eps);
    expect(await world.plans.heldLicence(userId, null, eps)).toEqual({ id: licenceId, vectorFormat: 'eps' });
    expect((await world.plans.licenceOf(userId, null, licenceId))?.vectorFormat).toBe('eps');
  });

  it('a small image pack licence of the same EPS offers its JPEG only', async () => {
    const { userId, licenceId } = await licensedWith('imagepack-small-5', eps);
    expect(await world.plans.heldLicence(userId, null, eps)).toEqual({ id: licenceId, vectorFormat: null });
    expect((await world.plans.licenceOf(userId, null, licenceId))?.vectorFormat).toBeNull();
  });

  it('a picture has no vector source', async () => {
    const { userId, licenceId } = await licensedWith('credits-12', picture);
    expect(await world.plans.heldLicence(userId, null, picture)).toEqual({
      id: licenceId,
      vectorFormat: null,
    });
  });
});
