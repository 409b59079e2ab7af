import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Every feature's migrations: the analytics tables refer to the accounts' users.
import { FEATURES } from '../../../apps/server/src/features';
import { createSignalStore, type StoredSignal } from './store';

const RATE = 1000;
const SECONDS = 10;
const TICK_MS = 100;

const signal = (n: number): StoredSignal => ({
  site: n % 2 ? 'premium' : 'subscription',
  source: 'web',
  event_name: 'Asset Impression',
  app_name: 'search',
  pipeline_id: 'lightbox-storefront',
  visitor_id: null,
  user_id: null,
  country: n % 3 ? 'DEU' : null,
  properties: { n, note: 'it\'s "quoted" ✓' },
});

/** The store under the load: 1,000 signals a second for 10 seconds, none lost. */
describe.each(testDatabaseKinds())('signal store under load on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps every one of 10,000 signals sent at 1,000 a second, each exactly once', {
    timeout: 120_000,
  }, async () => {
    const failures: unknown[] = [];
    const store = createSignalStore(database.db, (error) => failures.push(error));
    let sent = 0;
    for (let tick = 0; tick < (SECONDS * 1000) / TICK_MS; tick += 1) {
      const batch = Array.from({ length: (RATE * TICK_MS) / 1000 }, () => signal(sent++));
      expect(store.add(batch)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    await store.close();
    expect(failures).toEqual([]);
    const { rows } = await sql<{ total: number; distinct_n: number; max_n: number; day_ok: boolean }>`
      select count(*)::int as total, count(distinct (properties->>'n'))::int as distinct_n,
        max((properties->>'n')::int) as max_n, bool_and(day = (received_at at time zone 'utc')::date) as day_ok
      from analytics_events`.execute(database.db);
    expect(rows[0]).toEqual({ total: 10000, distinct_n: 10000, max_n: 9999, day_ok: true });
    const sample = await sql<{ properties: { note: string }; country: string | null }>`
      select properties, country from analytics_events where properties->>'n' = '4'`.execute(database.db);
    expect(sample.rows[0]).toEqual({ properties: { n: 4, note: 'it\'s "quoted" ✓' }, country: 'DEU' });
  });

  it('reports a batch it cannot write and keeps going', async () => {
    const failures: number[] = [];
    const store = createSignalStore(database.db, (_error, lost) => failures.push(lost));
    store.add([{ ...signal(1), site: null as unknown as string }]);
    await store.flush();
    store.add([{ ...signal(20_001), site: 'premium' }]);
    await store.close();
    expect(failures).toEqual([1]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from analytics_events where properties->>'n' = '20001'`.execute(database.db);
    expect(rows[0]?.n).toBe(1);
  });
});
