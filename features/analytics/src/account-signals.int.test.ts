import { createAccountEvents } from '@lightbox/account';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../../apps/server/src/features';
import { forwardAccountEvents } from './account-signals';
import { createSignalStore } from './store';

/** Spec §4: the sign-in event (event12) and the team sign-in event reach analytics, not only the log. */
describe.each(testDatabaseKinds())('account events in analytics on %s', (kind) => {
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

  it('stores event12 and the team sign-in (Member or Leader) as server signals; nothing else', async () => {
    const store = createSignalStore(database.db, (error) => {
      throw error;
    });
    const events = createAccountEvents();
    const stop = forwardAccountEvents(events, store);
    events.emit({
      type: 'account.signed_in',
      event: 'event12',
      userId: 41,
      sessionId: 7,
      site: 'premium',
      authLabel: 'registered - signedin',
      customerType: 'business',
    });
    events.emit({ type: 'account.team_signed_in', userId: 41, teamId: 3, role: 'Leader', site: 'premium' });
    events.emit({ type: 'account.signed_out', userId: 41, site: 'premium' });
    events.emit({ type: 'account.team_joined', userId: 41, teamId: 3, role: 'member' });
    stop();
    events.emit({ type: 'account.team_signed_in', userId: 42, teamId: 3, role: 'Member', site: 'premium' });
    await store.close();
    const { rows } = await sql<{
      event_name: string;
      source: string;
      user_id: number;
      site: string;
      properties: Record<string, unknown>;
    }>`select event_name, source, user_id, site, properties from analytics_events
       where user_id in (41, 42) order by id`.execute(database.db);
    expect(rows).toEqual([
      {
        event_name: 'event12',
        source: 'server',
        user_id: 41,
        site: 'premium',
        properties: { auth_state: 'registered - signedin', customer_type: 'business' },
      },
      {
        event_name: 'Team Sign In',
        source: 'server',
        user_id: 41,
        site: 'premium',
        properties: { team_role: 'Leader' },
      },
    ]);
  });
});
