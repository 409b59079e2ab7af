import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { seedCatalogue } from '@lightbox/catalogue';
import { parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The whole server: the history is read through the purchase and plans features' real tables.
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';
// The plans feature's fixtures make licences through real purchases and plan spends.
import { createCustomer, createTeam, GOOD_CARD, planAssets, plansWorld } from '../../plans/src/test-fixtures';
import { downloadsDb, recordDownload } from './repository';

const HOST = 'subscription.localhost';
const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
const MANIFEST = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };

const text = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

describe.each(testDatabaseKinds())('licence history on %s', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  let world: ReturnType<typeof plansWorld>;
  let assets: Awaited<ReturnType<typeof planAssets>>;

  beforeAll(async () => {
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    await seedCatalogue(database.db, { count: 160, seed: 17 });
    world = plansWorld(database);
    assets = await planAssets(database);
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    app = await createApp({ config, database, manifest: MANIFEST, mediaDir: '/nonexistent' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
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
  async function buyImage(userId: number, assetId: number, teamId: number | null = null) {
    const owner = { site: 'subscription' as const, userId };
    expect(await world.carts.add(owner, assetId, { sku: 'rf-image-small' }, world.clock.now())).toMatchObject(
      {
        ok: true,
      },
    );
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
      now: world.clock.now(),
    });
    expect(paid.status).toBe('paid');
    return licenceOf(userId, assetId);
  }

  /** Licenses an image with a credit pack, with a project code. */
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

  async function licenceOf(userId: number, assetId: number) {
    const row = await sql<{ id: number }>`select id from purchase_licences
      where user_id = ${userId} and asset_id = ${assetId} order by id desc limit 1`.execute(database.db);
    return row.rows[0]!.id;
  }

  const titleOf = async (assetId: number) =>
    (await sql<{ title: string }>`select title from assets where id = ${assetId}`.execute(database.db))
      .rows[0]!.title;

  it('sends a signed-out visitor to sign in, for the page and the CSV', async () => {
    for (const url of ['/account/download', '/account/download.csv']) {
      const res = await get(url);
      expect([302, 303]).toContain(res.statusCode);
      expect(res.headers.location).toContain('sign-in');
    }
  });

  it('lists bought and plan licences newest first, with their downloads, and never another customer’s', async () => {
    const ada = await createCustomer(database);
    const bought = await buyImage(ada, assets.essentialsImages[0]!);
    const planned = await spendCredits(ada, assets.essentialsImages[1]!, 'PRJ-2041');
    await recordDownload(downloadsDb(database.db), {
      licenceId: bought,
      userId: ada,
      teamId: null,
      assetId: assets.essentialsImages[0]!,
      size: 'small',
      via: 'single',
    });
    const other = await createCustomer(database);
    await buyImage(other, assets.essentialsImages[2]!);

    const res = await get('/account/download', await sessionOf(ada));
    expect(res.statusCode).toBe(200);
    const page = text(res.body);
    const first = await titleOf(assets.essentialsImages[0]!);
    const second = await titleOf(assets.essentialsImages[1]!);
    // Newest first: the plan licence, then the bought one.
    expect(page.indexOf(second)).toBeGreaterThan(-1);
    expect(page.indexOf(second)).toBeLessThan(page.indexOf(first));
    expect(page).toContain('Plan: ');
    expect(page).toContain('Project code: PRJ-2041');
    expect(page).toMatch(/Order #\d{6}/);
    expect(page).toContain(`href="/account/licences/${bought}/download"`);
    expect(page).toContain(`href="/account/licences/${planned}/certificate.pdf"`);
    expect(page).toContain('Not downloaded yet.');
    expect(page).toMatch(/<td>Small<\/td><td>Download<\/td>/);
    expect(page).not.toContain(await titleOf(assets.essentialsImages[2]!));

    const theirs = text((await get('/account/download', await sessionOf(other))).body);
    expect(theirs).not.toContain(first);
    expect(theirs).not.toContain(`/account/licences/${bought}/`);
  });

  it('filters by title, asset id and dates; a malformed date is a 400 with the form kept', async () => {
    const bo = await createCustomer(database);
    const [a, b] = [assets.essentialsImages[3]!, assets.essentialsImages[4]!];
    await buyImage(bo, a);
    await buyImage(bo, b);
    const cookie = await sessionOf(bo);
    const [titleA, titleB] = [await titleOf(a), await titleOf(b)];
    const byId = text((await get(`/account/download?q=${a}`, cookie)).body);
    expect(byId).toContain(titleA);
    expect(byId).not.toContain(titleB);
    const word = titleB.split(' ').find((w) => w.length > 3 && !titleA.includes(w))!;
    const byTitle = text((await get(`/account/download?q=${encodeURIComponent(word)}`, cookie)).body);
    expect(byTitle).toContain(titleB);
    const future = text((await get('/account/download?from=2099-01-01', cookie)).body);
    expect(future).toContain('No licenses match these filters.');
    const today = new Date().toISOString().slice(0, 10);
    const upToToday = text((await get(`/account/download?from=2020-01-01&to=${today}`, cookie)).body);
    expect(upToToday).toContain(titleA);
    const bad = await get('/account/download?from=2026-02-31', cookie);
    expect(bad.statusCode).toBe(400);
    expect(text(bad.body)).toContain('value="2026-02-31"');
    expect((await get('/account/download.csv?to=yesterday', cookie)).statusCode).toBe(400);
  });

  it('shows a team’s licences to its members, with who holds each, and filters by member', async () => {
    const lead = await createCustomer(database);
    const member = await createCustomer(database);
    const teamId = await createTeam(database, lead);
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${member}, 'member')`.execute(
      database.db,
    );
    const asset = assets.essentialsImages[5]!;
    await buyImage(member, asset, teamId);
    const memberName = (
      await sql<{
        display_name: string;
      }>`select display_name from account_users where id = ${member}`.execute(database.db)
    ).rows[0]!.display_name;
    const cookie = await sessionOf(lead);
    const page = text((await get('/account/download', cookie)).body);
    expect(page).toContain(await titleOf(asset));
    expect(page).toContain(`Licensed to ${memberName}`);
    expect(page).toContain(`<option value="${member}">`);
    const onlyLead = text((await get(`/account/download?user=${lead}`, cookie)).body);
    expect(onlyLead).not.toContain(await titleOf(asset));
  });

  it('exports the same filters as CSV, one row per licence, formulas made inert', async () => {
    const cy = await createCustomer(database);
    await buyImage(cy, assets.essentialsImages[6]!);
    await spendCredits(cy, assets.essentialsImages[7]!, '=SUM(A1:A9)');
    const cookie = await sessionOf(cy);
    const res = await get('/account/download.csv', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'License ID,Asset ID,Title,License model,Size,Obtained through,Project code,Granted,Team member,Use by,Downloads,Last download',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${assets.essentialsImages[7]},`);
    expect(lines[1]).toContain(",'=SUM(A1:A9),");
    expect(lines[2]).toMatch(/,#\d{6},/);
    const filtered = await get(`/account/download.csv?q=${assets.essentialsImages[6]}`, cookie);
    expect(filtered.body.trim().split('\n')).toHaveLength(2);
  });
});
