import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadsDb, recordDownload } from './repository';
import { createCustomer, createTeam, downloadsWorld, mainText as text } from './test-fixtures';

describe.each(testDatabaseKinds())('licence history on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;

  beforeAll(async () => {
    w = await downloadsWorld(kind);
  });
  afterAll(() => w?.dispose());

  it('sends a signed-out visitor to sign in, for the page and the CSV', async () => {
    for (const url of ['/account/download', '/account/download.csv']) {
      const res = await w.get(url);
      expect([302, 303]).toContain(res.statusCode);
      expect(res.headers.location).toContain('sign-in');
    }
  });

  it('lists bought and plan licences newest first, with their downloads, and never another customer’s', async () => {
    const ada = await createCustomer(w.database);
    const bought = await w.buyImage(ada, w.assets.essentialsImages[0]!);
    const planned = await w.spendCredits(ada, w.assets.essentialsImages[1]!, 'PRJ-2041');
    await recordDownload(downloadsDb(w.database.db), {
      licenceId: bought,
      userId: ada,
      teamId: null,
      assetId: w.assets.essentialsImages[0]!,
      size: 'small',
      via: 'single',
    });
    const other = await createCustomer(w.database);
    await w.buyImage(other, w.assets.essentialsImages[2]!);

    const res = await w.get('/account/download', await w.sessionOf(ada));
    expect(res.statusCode).toBe(200);
    const page = text(res.body);
    const first = await w.titleOf(w.assets.essentialsImages[0]!);
    const second = await w.titleOf(w.assets.essentialsImages[1]!);
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
    expect(page).not.toContain(await w.titleOf(w.assets.essentialsImages[2]!));

    const theirs = text((await w.get('/account/download', await w.sessionOf(other))).body);
    expect(theirs).not.toContain(first);
    expect(theirs).not.toContain(`/account/licences/${bought}/`);
  });

  it('shows a subscription licence’s use-by date, in the reader’s language on either site', async () => {
    const dee = await createCustomer(w.database);
    const licence = await w.buyImage(dee, w.assets.essentialsImages[8]!);
    await sql`update purchase_licences set use_by = '2027-02-14T12:00:00Z' where id = ${licence}`.execute(
      w.database.db,
    );
    const cookie = await w.sessionOf(dee);
    expect(text((await w.get('/account/download', cookie)).body)).toContain('Use by Feb 14, 2027');
    const german = await w.app.inject({
      method: 'GET',
      url: '/de/account/download',
      headers: { host: 'premium.localhost', accept: 'text/html', cookie },
    });
    expect(german.statusCode).toBe(200);
    expect(text(german.body)).toContain('Lizenzen und Downloads');
    expect(text(german.body)).toContain('Zu nutzen bis 14.02.2027');
  });

  it('filters by title, asset id and dates; a malformed date is a 400 with the form kept', async () => {
    const bo = await createCustomer(w.database);
    const [a, b] = [w.assets.essentialsImages[3]!, w.assets.essentialsImages[4]!];
    await w.buyImage(bo, a);
    await w.buyImage(bo, b);
    const cookie = await w.sessionOf(bo);
    const [titleA, titleB] = [await w.titleOf(a), await w.titleOf(b)];
    const byId = text((await w.get(`/account/download?q=${a}`, cookie)).body);
    expect(byId).toContain(titleA);
    expect(byId).not.toContain(titleB);
    const word = titleB.split(' ').find((w) => w.length > 3 && !titleA.includes(w))!;
    const byTitle = text((await w.get(`/account/download?q=${encodeURIComponent(word)}`, cookie)).body);
    expect(byTitle).toContain(titleB);
    const future = text((await w.get('/account/download?from=2099-01-01', cookie)).body);
    expect(future).toContain('No licenses match these filters.');
    const today = new Date().toISOString().slice(0, 10);
    const upToToday = text((await w.get(`/account/download?from=2020-01-01&to=${today}`, cookie)).body);
    expect(upToToday).toContain(titleA);
    const bad = await w.get('/account/download?from=2026-02-31', cookie);
    expect(bad.statusCode).toBe(400);
    expect(text(bad.body)).toContain('value="2026-02-31"');
    expect((await w.get('/account/download.csv?to=yesterday', cookie)).statusCode).toBe(400);
  });

  it('shows a team’s licences to its members, with who holds each, and filters by member', async () => {
    const lead = await createCustomer(w.database);
    const member = await createCustomer(w.database);
    const teamId = await createTeam(w.database, lead);
    await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${member}, 'member')`.execute(
      w.database.db,
    );
    const asset = w.assets.essentialsImages[5]!;
    await w.buyImage(member, asset, teamId);
    const memberName = (
      await sql<{
        display_name: string;
      }>`select display_name from account_users where id = ${member}`.execute(w.database.db)
    ).rows[0]!.display_name;
    const cookie = await w.sessionOf(lead);
    const page = text((await w.get('/account/download', cookie)).body);
    expect(page).toContain(await w.titleOf(asset));
    expect(page).toContain(`Licensed to ${memberName}`);
    expect(page).toContain(`<option value="${member}">`);
    const onlyLead = text((await w.get(`/account/download?user=${lead}`, cookie)).body);
    expect(onlyLead).not.toContain(await w.titleOf(asset));
  });

  it('exports the same filters as CSV, one row per licence, formulas made inert', async () => {
    const cy = await createCustomer(w.database);
    await w.buyImage(cy, w.assets.essentialsImages[6]!);
    await w.spendCredits(cy, w.assets.essentialsImages[7]!, '=SUM(A1:A9)');
    const cookie = await w.sessionOf(cy);
    const res = await w.get('/account/download.csv', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'License ID,Asset ID,Title,License model,Size,Obtained through,Project code,Granted,Licensed to,Use by,Downloads,Last download',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${w.assets.essentialsImages[7]},`);
    expect(lines[1]).toContain(",'=SUM(A1:A9),");
    expect(lines[2]).toMatch(/,#\d{6},/);
    const filtered = await w.get(`/account/download.csv?q=${w.assets.essentialsImages[6]}`, cookie);
    expect(filtered.body.trim().split('\n')).toHaveLength(2);
  });
});
