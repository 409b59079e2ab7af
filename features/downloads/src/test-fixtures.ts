import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { seedCatalogue } from '@lightbox/catalogue';
// The plans feature's fixtures make licences through real purchases and plan spends.
import { GOOD_CARD, planAssets, plansWorld } from '@lightbox/plans/test-fixtures';
import { parseConfig } from '@lightbox/platform';
import { createTestDatabase } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { expect } from 'vitest';
// The whole server: licences are read through the purchase and plans features' real tables.
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';

export { createCustomer, createTeam } from '@lightbox/plans/test-fixtures';

export const HOST = 'subscription.localhost';
const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
/** The server's signing key in tests, so a test can sign links the server accepts. */
export const SIGNING_KEY = 'downloads-test-signing-key-0123456789abcdef';
const MANIFEST = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };

/** The page's own content, with React's escapes of apostrophes and ampersands undone. */
export const mainText = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

/** The server on a fresh database with a seeded catalogue, and ways to make licences in it. */
export async function downloadsWorld(kind: 'pglite' | 'postgres', mediaDir = '/nonexistent') {
  const database = await createTestDatabase(
    kind,
    FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
  );
  await seedCatalogue(database.db, { count: 160, seed: 17 });
  const world = plansWorld(database);
  const assets = await planAssets(database);
  const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', SELLER_NAME: 'Lightbox Test Agency' });
  const app = await createApp({
    config,
    database,
    manifest: MANIFEST,
    mediaDir,
    sessionSecret: SIGNING_KEY,
  });

  /** A signed-in session for a customer, as the sign-in form would leave it. */
  async function sessionOf(userId: number) {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await sql`insert into account_sessions (token_hash, user_id, password_at, remember_me, expires_at)
      values (${hash}, ${userId}, now(), false, now() + interval '1 hour')`.execute(database.db);
    return `lb_session=${token}`;
  }

  const get = (url: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host: HOST, accept: 'text/html', ...(cookie && { cookie }) },
    });

  /** Buys one RF image through the real cart and checkout; returns its licence id. */
  async function buyImage(
    userId: number,
    assetId: number,
    teamId: number | null = null,
    sku = 'rf-image-small',
  ) {
    const owner = { site: 'subscription' as const, userId };
    const now = world.clock.now();
    expect(await world.carts.add(owner, assetId, { sku }, now)).toMatchObject({ ok: true });
    const paid = await world.checkout.checkout({
      userId,
      teamId,
      email: 'buyer@example.test',
      site: 'subscription',
      cartId: (await world.carts.find(owner))!,
      currency: 'USD',
      billingName: 'Ada Buyer',
      billingCountry: 'USA',
      licenseeName: null,
      agreementAccepted: true,
      idempotencyKey: randomUUID(),
      card: GOOD_CARD,
      saveCard: false,
      returnUrl: '/purchase/checkout/return',
      now,
    });
    expect(paid.status).toBe('paid');
    const row = await sql<{ id: number }>`select id from purchase_licences
      where user_id = ${userId} and asset_id = ${assetId} order by id desc limit 1`.execute(database.db);
    return row.rows[0]!.id;
  }

  /** Licenses an image with a newly bought credit pack, under a project code. */
  async function spendCredits(userId: number, assetId: number, projectCode: string) {
    expect((await world.buy(userId, ['credits-25'])).status).toBe('paid');
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
      projectCode,
      note: null,
      idempotencyKey: randomUUID(),
    });
    expect(spent).toMatchObject({ status: 'licensed' });
    return (spent as { licenceId: number }).licenceId;
  }

  const titleOf = async (assetId: number) =>
    (await sql<{ title: string }>`select title from assets where id = ${assetId}`.execute(database.db))
      .rows[0]!.title;

  async function dispose() {
    await app.close();
    await database.dispose();
  }

  return { database, app, world, assets, sessionOf, get, buyImage, spendCredits, titleOf, dispose };
}
