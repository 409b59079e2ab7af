import { createHash, randomBytes } from 'node:crypto';
import { grantStaff } from '@lightbox/analytics/staff';
import { seedCatalogue } from '@lightbox/catalogue';
import { parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The whole server: the console sits behind the accounts feature's sessions and the staff role,
// and the landing pages it edits are the pages feature's.
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';
import { TestClient } from '../../../apps/server/src/testing/test-client';

const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
const MANIFEST = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };
const BASE = '/operator/landings/premium/images';

describe.each(testDatabaseKinds())('the console landing rows on %s', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  let staff: TestClient;
  let customer: TestClient;
  let code: string;

  async function signedIn(email: string): Promise<TestClient> {
    const { rows } = await sql<{ id: number }>`
      insert into account_users (email, username, password_hash, display_name, country_code, registered_site, email_verified_at)
      values (${email}, ${email.split('@')[0]}, 'x', 'Person', 'USA', 'premium', now()) returning id`.execute(
      database.db,
    );
    const token = randomBytes(32).toString('base64url');
    await sql`insert into account_sessions (token_hash, user_id, password_at, remember_me, expires_at)
      values (${createHash('sha256').update(token).digest('hex')}, ${rows[0]!.id}, now(), false,
        now() + interval '1 hour')`.execute(database.db);
    const client = new TestClient(app);
    client.cookies.set('lb_session', token);
    await client.get('/');
    return client;
  }

  beforeAll(async () => {
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    await seedCatalogue(database.db, { count: 60, seed: 5 });
    await sql`insert into curated_sets (id, slug, media_kind, tier, name)
      values (9101, 'harbour-light', 'photos', 'signature', 'Harbour light') on conflict do nothing`.execute(
      database.db,
    );
    await sql`insert into curated_set_assets (set_id, asset_id, position)
      select 9101, id, row_number() over (order by id) from assets order by id limit 2`.execute(database.db);
    const [c] = (
      await sql<{ code: string }>`select collection_code as code from assets
        where family = 'creative' and asset_type = 'image' and withdrawn_at is null
        group by collection_code order by count(*) asc, collection_code limit 1`.execute(database.db)
    ).rows;
    code = c!.code;
    app = await createApp({
      config: parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
      database,
      manifest: MANIFEST,
      mediaDir: '/nonexistent',
      mail: { kind: 'folder', send: async () => ({ messageId: '1' }) },
    });
    staff = await signedIn('ops@example.test');
    expect(await grantStaff(database.db, 'ops@example.test')).toMatchObject({ ok: true });
    customer = await signedIn('buyer@example.test');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const rows = async () =>
    (
      await sql<{
        id: number;
        position: number;
        kind: string;
        code: string | null;
        slug: string | null;
        title: string | null;
      }>`
        select id, position, kind, collection_code as code, set_slug as slug, title from landing_rows
        where site = 'premium' and landing_key = 'images' order by position`.execute(database.db)
    ).rows;
  const audit = async () =>
    (
      await sql<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>`
        select action, before, after from console_audit where subject_type = 'landing_row' order by id`.execute(
        database.db,
      )
    ).rows;
  const post = (path: string, form: Record<string, string> = {}) =>
    staff.post(path, { _csrf: staff.csrf!, ...form });

  it('access: visitors and customers get the not-found page on every landings path, GET and POST', async () => {
    const visitor = new TestClient(app);
    await visitor.get('/');
    const before = await rows();
    for (const client of [visitor, customer]) {
      for (const path of ['/operator/landings', BASE]) {
        const res = await client.get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.body).not.toContain('lb-console');
      }
      for (const path of [`${BASE}/rows`, `${BASE}/rows/1`, `${BASE}/rows/1/up`, `${BASE}/rows/1/remove`]) {
        const res = await client.post(path, { _csrf: client.csrf ?? '', kind: 'collection', value: code });
        expect(res.statusCode, path).toBe(404);
      }
    }
    expect(await rows()).toEqual(before);
    expect(await audit()).toEqual([]);
    const list = await staff.get('/operator/landings');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="${BASE}"`);
    expect((await staff.get('/operator/landings/premium/nosuch')).statusCode).toBe(404);
    expect((await staff.get('/operator/landings/subscription/images')).statusCode).toBe(404);
  });

  it('refuses a POST without the CSRF token, and writes nothing', async () => {
    const token = staff.csrf;
    staff.csrf = undefined;
    const res = await staff.post(`${BASE}/rows`, { kind: 'collection', value: code });
    staff.csrf = token;
    expect(res.statusCode).toBe(403);
    expect(await rows()).toHaveLength(1);
  });

  it('refuses bad input field by field with 422 and no write', async () => {
    const bad = await post(`${BASE}/rows`, {
      kind: 'biggest_collections',
      value: '9',
      title: 'x'.repeat(121),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter a number from 1 to 6.');
    expect(bad.body).toContain('Keep the title to 120 characters.');
    const kindless = await post(`${BASE}/rows`, { kind: 'everything', value: '1' });
    expect(kindless.statusCode).toBe(422);
    expect(kindless.body).toContain('Choose a kind of row.');
    const noSet = await post(`${BASE}/rows`, { kind: 'curated_set', value: 'no-such-set' });
    expect(noSet.statusCode).toBe(422);
    expect(noSet.body).toContain('There is no curated set with this slug.');
    expect(noSet.body).toContain('value="no-such-set"');
    const noCollection = await post(`${BASE}/rows`, { kind: 'collection', value: 'NOSUCH' });
    expect(noCollection.body).toContain('No asset belongs to a collection with this code.');
    expect(await rows()).toHaveLength(1);
    expect(await audit()).toEqual([]);
  });

  it('adds rows at the end, shows them on the landing, and audits each', async () => {
    const added = await post(`${BASE}/rows`, {
      kind: 'collection',
      value: code,
      title: 'Picked by our editors',
    });
    expect(added.statusCode).toBe(303);
    await post(`${BASE}/rows`, { kind: 'curated_set', value: 'harbour-light', title: '' });
    const now = await rows();
    expect(now.map((r) => [r.position, r.kind])).toEqual([
      [0, 'biggest_collections'],
      [1, 'collection'],
      [2, 'curated_set'],
    ]);
    const page = await staff.get('/creative-images');
    expect(page.body).toContain('Picked by our editors');
    expect(page.body.indexOf('Picked by our editors')).toBeGreaterThan(page.body.indexOf('Collection: '));
    const trail = await audit();
    expect(trail.map((a) => a.action)).toEqual(['add_row', 'add_row']);
    expect(trail[0]!.after).toMatchObject({ landing: 'premium/images', kind: 'collection', value: code });
    expect((await staff.get(BASE)).body).toContain('add_row');
  });

  it('edits a row, keeping the row before and after in the audit', async () => {
    const target = (await rows())[1]!;
    const res = await post(`${BASE}/rows/${target.id}`, {
      kind: 'collection',
      value: code,
      title: 'Editors’ pick',
    });
    expect(res.statusCode).toBe(303);
    expect((await rows())[1]!.title).toBe('Editors’ pick');
    const last = (await audit()).at(-1)!;
    expect(last.action).toBe('edit_row');
    expect(last.before).toMatchObject({ title: 'Picked by our editors' });
    expect(last.after).toMatchObject({ title: 'Editors’ pick' });
    const bad = await post(`${BASE}/rows/${target.id}`, { kind: 'collection', value: 'a b' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter a collection code: letters, digits, - or _.');
    expect((await rows())[1]!.code).toBe(code);
  });

  it('moves a row up and down by swapping it with its neighbour, and leaves the ends alone', async () => {
    const [first, second, third] = await rows();
    await post(`${BASE}/rows/${third!.id}/up`);
    expect((await rows()).map((r) => r.id)).toEqual([first!.id, third!.id, second!.id]);
    await post(`${BASE}/rows/${first!.id}/down`);
    expect((await rows()).map((r) => r.id)).toEqual([third!.id, first!.id, second!.id]);
    const top = await post(`${BASE}/rows/${third!.id}/up`);
    expect(top.headers.location).toContain('done=unchanged');
    expect((await rows()).map((r) => r.position)).toEqual([0, 1, 2]);
    const moves = (await audit()).filter((a) => a.action.startsWith('move_'));
    expect(moves.map((a) => [a.action, a.before.position, a.after.position])).toEqual([
      ['move_up', 2, 1],
      ['move_down', 0, 1],
    ]);
    // Another landing's row cannot be moved through this landing's address.
    const other = (
      await sql<{
        id: number;
      }>`select id from landing_rows where site = 'premium' and landing_key = 'video'`.execute(database.db)
    ).rows[0]!;
    expect((await post(`${BASE}/rows/${other.id}/remove`)).headers.location).toContain('done=unchanged');
  });

  it('removes a row and closes the gap, so the landing shows the rest in order', async () => {
    const before = await rows();
    const biggest = before.find((r) => r.kind === 'biggest_collections')!;
    await post(`${BASE}/rows/${biggest.id}/remove`);
    const left = await rows();
    expect(left.map((r) => [r.id, r.position])).toEqual(
      before.filter((r) => r.id !== biggest.id).map((r, i) => [r.id, i]),
    );
    expect((await audit()).at(-1)).toMatchObject({ action: 'remove_row', after: {} });
    const page = await staff.get('/creative-images');
    expect(page.body).not.toMatch(/<h2 id="lb-browse-\d+-[A-Z]+">Collection: /);
    expect(page.body).toMatch(
      /<h2 id="lb-browse-\d+-set">Harbour light<\/h2>[\s\S]*<h2 id="lb-browse-\d+-[A-Z]+">Editors’ pick<\/h2>/,
    );
  });

  it('shows a landing’s “Curated sets” links from the sets’ members as staff leave them', async () => {
    const chips = async (path: string) => {
      const body = (await staff.get(path)).body;
      const section = body.slice(body.indexOf('id="lb-browse-sets"'));
      return body.includes('id="lb-browse-sets"')
        ? [...section.matchAll(/href="\/sets\/([^"]+)"/g)].map((m) => m[1])
        : [];
    };
    await sql`insert into curated_sets (id, slug, media_kind, tier, name)
      values (9102, 'quay-picks', 'illustrations', 'essentials', 'Quay picks')`.execute(database.db);
    const [photo] = (
      await sql<{ id: number }>`select id from assets where family = 'creative' and asset_type = 'image'
        and media_type = 'photography' and withdrawn_at is null order by id desc limit 1`.execute(database.db)
    ).rows;
    // An empty set is no link anywhere.
    expect(await chips('/creative-images/stock-photos')).not.toContain('quay-picks');
    await staff.get('/operator/sets/9102');
    expect((await post('/operator/sets/9102/add', { asset: String(photo!.id) })).statusCode).toBe(303);
    // A set holding a photo is linked from the photo landings, and from no film or editorial one.
    expect(await chips('/creative-images/stock-photos')).toContain('quay-picks');
    expect(await chips('/creative-images')).toContain('quay-picks');
    expect(await chips('/creative-video')).not.toContain('quay-picks');
    expect(await chips('/editorial-images')).not.toContain('quay-picks');
    expect((await post('/operator/sets/9102/remove', { asset: String(photo!.id) })).statusCode).toBe(303);
    expect(await chips('/creative-images/stock-photos')).not.toContain('quay-picks');
  });
});
