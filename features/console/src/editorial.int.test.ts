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
// The whole server: the console sits behind the accounts feature's sessions and the staff role.
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';
import { TestClient } from '../../../apps/server/src/testing/test-client';

const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
const MANIFEST = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };

describe.each(testDatabaseKinds())('the console editorial pages (events, people, places) on %s', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  let staff: TestClient;
  let customer: TestClient;

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

  const form = (extra: Record<string, string> = {}) => ({
    _csrf: staff.csrf!,
    name: 'Harbour Regatta',
    product: 'sport',
    begins: '2026-06-01',
    ends: '2026-06-03',
    location: 'Kiel, Germany',
    country: 'DEU',
    parent: '',
    ...extra,
  });
  const eventRow = async (id: number) =>
    (
      await sql<{ name: string; parent_id: number | null; location: string }>`
        select name, parent_id, location from events where id = ${id}`.execute(database.db)
    ).rows[0];
  const actions = async (id: number) =>
    (
      await sql<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>`
        select action, before, after from console_audit where subject_type = 'event' and subject_id = ${id}
        order by id`.execute(database.db)
    ).rows;
  const eventCount = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from events`.execute(database.db)).rows[0]!.n;

  it('access: visitors and customers get the not-found page on every events path, GET and POST', async () => {
    const visitor = new TestClient(app);
    await visitor.get('/');
    const before = await eventCount();
    for (const client of [visitor, customer]) {
      for (const path of [
        '/operator/events',
        '/operator/events/new',
        '/operator/events/1',
        '/operator/people',
        '/operator/locations?name=Kyoto',
      ]) {
        const res = await client.get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.body).not.toContain('lb-console');
      }
      for (const path of [
        '/operator/events',
        '/operator/events/1',
        '/operator/events/1/attach',
        '/operator/events/1/detach',
        '/operator/people/assign',
        '/operator/people/unassign',
        '/operator/people/rename',
        '/operator/locations/assign',
        '/operator/locations/unassign',
        '/operator/locations/rename',
      ]) {
        const res = await client.post(path, { ...form(), _csrf: client.csrf ?? '', asset: '1' });
        expect(res.statusCode, path).toBe(404);
      }
    }
    expect(await eventCount()).toBe(before);
    const audited = await sql<{ n: number }>`select count(*)::int as n from console_audit`.execute(
      database.db,
    );
    expect(audited.rows[0]!.n).toBe(0);
    expect((await staff.get('/operator/events')).statusCode).toBe(200);
  });

  it('creates an event, audited, and refuses bad input field by field with 422 and no write', async () => {
    await staff.get('/operator/events/new');
    const before = await eventCount();
    const bad = await staff.post(
      '/operator/events',
      form({ name: '', ends: '2026-05-01', country: 'Germany' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter a name of at most 200 characters.');
    expect(bad.body).toContain('The last day cannot be before the first.');
    expect(bad.body).toContain('Enter a three-letter country code, such as GBR.');
    expect(bad.body).toContain('value="Kiel, Germany"');
    const missingParent = await staff.post('/operator/events', form({ parent: '999999' }));
    expect(missingParent.statusCode).toBe(422);
    expect(await eventCount()).toBe(before);

    const created = await staff.post('/operator/events', form());
    expect(created.statusCode).toBe(303);
    const id = Number(/\/operator\/events\/(\d+)/.exec(created.headers.location as string)![1]);
    expect(await eventRow(id)).toEqual({
      name: 'Harbour Regatta',
      parent_id: null,
      location: 'Kiel, Germany',
    });
    expect((await actions(id)).map((a) => a.action)).toEqual(['create']);
    expect((await staff.get(`/operator/events?q=regatta`)).body).toContain(`/operator/events/${id}`);
  });

  it('edits an event with before/after audited; a parent must be top-level and not the event itself', async () => {
    await staff.get('/operator/events/new');
    const parentRes = await staff.post('/operator/events', form({ name: 'Summer Games' }));
    const parent = Number(/(\d+)\?/.exec(parentRes.headers.location as string)![1]);
    const childRes = await staff.post('/operator/events', form({ name: 'Final', parent: String(parent) }));
    const child = Number(/(\d+)\?/.exec(childRes.headers.location as string)![1]);
    expect((await eventRow(child))!.parent_id).toBe(parent);

    const saved = await staff.post(
      `/operator/events/${child}`,
      form({ name: 'Grand Final', parent: String(parent) }),
    );
    expect(saved.headers.location).toContain('done=saved');
    const edit = (await actions(child)).at(-1)!;
    expect(edit).toEqual({ action: 'edit', before: { name: 'Final' }, after: { name: 'Grand Final' } });
    expect(
      (await staff.post(`/operator/events/${child}`, form({ name: 'Grand Final', parent: String(parent) })))
        .headers.location,
    ).toContain('done=unchanged');

    // Nesting deeper than one level, a parent of itself, or a parent with children becoming a child.
    for (const [id, p] of [
      [child, child],
      [parent, child],
    ] as const) {
      const res = await staff.post(`/operator/events/${id}`, form({ name: 'X', parent: String(p) }));
      expect(res.statusCode).toBe(422);
    }
    expect((await eventRow(parent))!.name).toBe('Summer Games');
    expect((await eventRow(child))!.name).toBe('Grand Final');
  });

  it('attaches and detaches assets, audited, and the event page and eventid search show them at once', async () => {
    await staff.get('/operator/events/new');
    const res = await staff.post('/operator/events', form({ name: 'Lantern Festival', product: 'news' }));
    const id = Number(/(\d+)\?/.exec(res.headers.location as string)![1]);
    const { rows } = await sql<{ id: number; title: string; event_id: number | null }>`
      select id, title, event_id from assets where withdrawn_at is null and family = 'editorial'
      order by id limit 1`.execute(database.db);
    const asset = rows[0]!;

    // The landing is cached; it lists events with pictures, so not this one yet.
    expect((await new TestClient(app).get('/search/editorial')).body).not.toContain('Lantern Festival');
    // Found by the console's asset search on the event's page, then attached.
    expect((await staff.get(`/operator/events/${id}?find=${asset.id}`)).body).toContain(`Attach ${asset.id}`);
    const attached = await staff.post(`/operator/events/${id}/attach`, {
      _csrf: staff.csrf!,
      asset: String(asset.id),
    });
    expect(attached.headers.location).toContain('done=attached');
    const inSearch = await sql<{
      event_id: number;
    }>`select event_id from asset_search where id = ${asset.id}`.execute(database.db);
    expect(inSearch.rows[0]!.event_id).toBe(id);
    const page = await new TestClient(app).get(`/search/editorial?eventid=${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Lantern Festival');
    expect(page.body).toContain(`/detail/${asset.id}`);
    // The landing is read afresh after a change: the new event is the latest.
    expect((await new TestClient(app).get('/search/editorial')).body).toContain('Lantern Festival');

    const bad = await staff.post(`/operator/events/${id}/attach`, { _csrf: staff.csrf!, asset: '999999999' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('There is no asset with this ID.');

    const detached = await staff.post(`/operator/events/${id}/detach`, {
      _csrf: staff.csrf!,
      asset: String(asset.id),
    });
    expect(detached.headers.location).toContain('done=detached');
    expect((await actions(id)).slice(1)).toEqual([
      {
        action: 'attach_asset',
        before: { asset_id: asset.id, event_id: asset.event_id },
        after: { asset_id: asset.id, event_id: id },
      },
      {
        action: 'detach_asset',
        before: { asset_id: asset.id, event_id: id },
        after: { asset_id: asset.id, event_id: null },
      },
    ]);
    expect((await staff.get(`/operator/events/${id}`)).body).toContain('detach_asset');
  });

  const valuesOf = async (id: number) =>
    (
      await sql<{ specific_people: string[]; locations: string[] }>`
        select specific_people, locations from asset_search where id = ${id}`.execute(database.db)
    ).rows[0]!;
  const searchIds = async (column: 'specific_people' | 'locations', slug: string) =>
    (
      await sql<{ id: number }>`select d.id from asset_search d
        where exists (select 1 from unnest(${sql.ref(`d.${column}`)}) v where lb_slug(v) = ${slug})
        order by d.id`.execute(database.db)
    ).rows.map((r) => r.id);

  it('people: assign a new person to assets, rename and merge, each change audited on the asset; search finds them by the new name', async () => {
    const [a, b] = (
      await sql<{ id: number }>`select id from assets order by id limit 2`.execute(database.db)
    ).rows.map((r) => r.id) as [number, number];
    await staff.get('/operator/people');
    for (const [id, name] of [
      [a, 'Mara Quell'],
      [b, 'M. Quell'],
      [b, 'Mara Quell'],
    ] as const) {
      const res = await staff.post('/operator/people/assign', {
        _csrf: staff.csrf!,
        name,
        asset: String(id),
      });
      expect(res.statusCode).toBe(303);
    }
    expect(await searchIds('specific_people', 'mara-quell')).toEqual([a, b]);
    expect((await staff.get('/operator/people?q=quell')).body).toContain('M. Quell');

    // Renaming "M. Quell" to a name asset b already shows merges the two there.
    const merged = await staff.post('/operator/people/rename', {
      _csrf: staff.csrf!,
      name: 'M. Quell',
      to: 'Mara Quell',
    });
    expect(merged.headers.location).toContain('done=renamed');
    expect((await valuesOf(b)).specific_people.filter((p) => p.includes('Quell'))).toEqual(['Mara Quell']);
    const renamed = await staff.post('/operator/people/rename', {
      _csrf: staff.csrf!,
      name: 'Mara Quell',
      to: 'Mara Quell-Ortiz',
    });
    expect(renamed.statusCode).toBe(303);
    expect(await searchIds('specific_people', 'mara-quell')).toEqual([]);
    expect(await searchIds('specific_people', 'mara-quell-ortiz')).toEqual([a, b]);
    expect((await staff.get('/operator/people?name=Mara%20Quell')).statusCode).toBe(404);
    const page = await staff.get('/operator/people?name=Mara%20Quell-Ortiz');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('rename_person');

    const removed = await staff.post('/operator/people/unassign', {
      _csrf: staff.csrf!,
      name: 'Mara Quell-Ortiz',
      on: 'value',
      asset: String(a),
    });
    expect(removed.headers.location).toContain('done=removed');
    expect(await searchIds('specific_people', 'mara-quell-ortiz')).toEqual([b]);
    const trail = await sql<{ action: string }>`select action from console_audit
      where subject_type = 'asset' and subject_id = ${b} and action like '%person' order by id`.execute(
      database.db,
    );
    expect(trail.rows.map((r) => r.action)).toEqual([
      'add_person',
      'add_person',
      'rename_person',
      'rename_person',
    ]);
  });

  it('places: bad input gets a form error with 422 and writes nothing; the editorial landing shows a renamed place', async () => {
    const [id] = (
      await sql<{ id: number }>`select id from assets where family = 'editorial' and withdrawn_at is null
        and cardinality(locations) > 0 order by popularity desc, id limit 1`.execute(database.db)
    ).rows.map((r) => r.id) as [number];
    const place = (await valuesOf(id)).locations[0]!;
    await staff.get('/operator/locations');
    const before = await sql`select count(*) from console_audit`.execute(database.db);
    const noName = await staff.post('/operator/locations/assign', {
      _csrf: staff.csrf!,
      name: ' ',
      asset: String(id),
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.body).toContain('Enter a name of at most 200 characters.');
    const noAsset = await staff.post('/operator/locations/assign', {
      _csrf: staff.csrf!,
      name: 'Quayside',
      asset: '999999999',
    });
    expect(noAsset.statusCode).toBe(422);
    expect(noAsset.body).toContain('There is no asset with this ID.');
    const badRename = await staff.post('/operator/locations/rename', {
      _csrf: staff.csrf!,
      name: place,
      to: '',
    });
    expect(badRename.statusCode).toBe(422);
    expect(await sql`select count(*) from console_audit`.execute(database.db)).toEqual(before);

    await new TestClient(app).get('/search/editorial'); // the landing is cached now
    const res = await staff.post('/operator/locations/rename', {
      _csrf: staff.csrf!,
      name: place,
      to: 'Quayside Renamed',
    });
    expect(res.statusCode).toBe(303);
    expect((await new TestClient(app).get('/search/editorial')).body).toContain('Quayside Renamed');
    expect(await searchIds('locations', 'quayside-renamed')).toContain(id);
  });
});
