import { createHash, randomBytes } from 'node:crypto';
import { parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The whole server: the operator's view sits behind the accounts feature's sign-in.
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';
import { grantStaff, listStaff, revokeStaff } from './staff';

const HOST = 'premium.localhost';
const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
const MANIFEST = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };

describe.each(testDatabaseKinds())('the operator view on %s', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    app = await createApp({ config, database, manifest: MANIFEST, mediaDir: '/nonexistent' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function customer(email: string) {
    const { rows } = await sql<{ id: number }>`
      insert into account_users (email, username, password_hash, display_name, country_code, registered_site)
      values (${email}, ${email.split('@')[0]}, 'x', 'Operator', 'DEU', 'premium') returning id`.execute(
      database.db,
    );
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await sql`insert into account_sessions (token_hash, user_id, password_at, remember_me, expires_at)
      values (${hash}, ${rows[0]!.id}, now(), false, now() + interval '1 hour')`.execute(database.db);
    return `lb_session=${token}`;
  }

  const get = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: '/operator',
      headers: { host: HOST, accept: 'text/html', ...(cookie && { cookie }) },
    });

  async function event(name: string, properties: Record<string, unknown>, visitor: string) {
    await sql`insert into analytics_events (site, source, event_name, app_name, pipeline_id, visitor_id, properties)
      values ('premium', 'web', ${name}, 'search', 'lightbox-storefront', ${visitor}, ${JSON.stringify(properties)}::jsonb)`.execute(
      database.db,
    );
  }

  it('sends a visitor to sign in, hides itself from customers, and shows staff the stored figures', async () => {
    expect((await get()).statusCode).toBe(303);
    const cookie = await customer('ops@example.test');
    expect((await get(cookie)).statusCode).toBe(404);

    expect(await grantStaff(database.db, 'nobody@example.test')).toMatchObject({ ok: false });
    expect(await grantStaff(database.db, 'OPS@example.test')).toEqual({
      ok: true,
      email: 'OPS@example.test',
    });
    expect(await grantStaff(database.db, 'ops@example.test')).toMatchObject({ ok: true });
    expect(await listStaff(database.db)).toEqual(['ops@example.test']);

    await event('Search Results Viewed', { phrase: 'Harbour', total_number_of_results: 12 }, 'v1');
    await event('Search Results Viewed', { phrase: 'harbour', total_number_of_results: 12 }, 'v2');
    await event('Search Results Viewed', { phrase: 'zzqx', total_number_of_results: 0 }, 'v1');
    await event('Asset Details Viewed', { asset: { id: '77' } }, 'v1');
    await event('Asset Added To Cart', {}, 'v1');
    await sql`insert into analytics_vitals (site, page, name, value, rating)
      select 'premium', 'search', 'LCP', v, 'good' from unnest(array[1000, 2000, 3000, 5000]::float8[]) v`.execute(
      database.db,
    );
    await sql`insert into analytics_consent_choices (site, country, groups, accepted_all)
      values ('premium', 'DEU', '{C0001,C0002}', false), ('premium', 'DEU', '{C0001,C0002,C0003,C0004,C0005}', true)`.execute(
      database.db,
    );

    const page = await get(cookie);
    expect(page.statusCode).toBe(200);
    const data = JSON.parse(page.body.match(/id="lb-operator-data">([^<]*)</)![1]!);
    expect(data.topQueries).toEqual([
      { phrase: 'harbour', searches: 2 },
      { phrase: 'zzqx', searches: 1 },
    ]);
    expect(data.zeroResultQueries).toMatchObject([{ phrase: 'zzqx', searches: 1 }]);
    expect(data.funnel).toEqual([
      { step: 'Search Results Viewed', visitors: 2 },
      { step: 'Asset Details Viewed', visitors: 1 },
      { step: 'Asset Added To Cart', visitors: 1 },
      { step: 'Asset Purchased', visitors: 0 },
    ]);
    expect(data.topAssets).toEqual([{ id: '77', views: 1 }]);
    expect(data.consent).toEqual([{ country: 'DEU', choices: 2, acceptedAll: 1, performance: 2 }]);
    // p75 of 1000, 2000, 3000, 5000 (linear interpolation): 3500 ms, between good and poor.
    expect(data.vitals).toEqual([{ page: 'search', name: 'LCP', p75: 3500, samples: 4, good: 4, poor: 0 }]);
    expect(page.body).toContain('3500 ms · Needs improvement');

    await revokeStaff(database.db, 'ops@example.test');
    expect((await get(cookie)).statusCode).toBe(404);
  });

  it('keeps a web vital sent to /pulse', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/pulse',
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'vital', page: 'home', name: 'INP', value: 180, rating: 'good' }),
    });
    expect(response.statusCode).toBe(204);
    const timing = await app.inject({
      method: 'POST',
      url: '/pulse',
      headers: { host: HOST, 'content-type': 'text/plain' },
      payload: JSON.stringify({ kind: 'timing', page: 'home', ttfb: 20, domContentLoaded: 300, load: 450 }),
    });
    expect(timing.statusCode).toBe(204);
    const { rows } = await sql<{ name: string; value: number }>`
      select name, value from analytics_vitals where page = 'home'`.execute(database.db);
    expect(rows).toEqual([{ name: 'INP', value: 180 }]);
  });
});
