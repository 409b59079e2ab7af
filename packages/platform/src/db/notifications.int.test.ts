import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database';
import { openDatabase } from './database';
import { EVENTS_CHANNEL } from './notifications';

/** Resolves with the next payloads heard on the topic, in order. */
function next(database: { events: TestDatabase['events'] }, topic: string, count: number) {
  return new Promise<string[]>((resolve) => {
    const heard: string[] = [];
    const stop = database.events.subscribe(topic, (payload) => {
      heard.push(payload);
      if (heard.length === count) {
        stop();
        resolve(heard);
      }
    });
  });
}

describe.each(testDatabaseKinds())('events through LISTEN/NOTIFY on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, []);
  });
  afterAll(() => database.dispose());

  it('delivers what is published to subscribers of its topic, in order, and nothing of other topics', async () => {
    const heard = next(database, 'a', 2);
    await database.events.publish('b', 'not for a');
    await database.events.publish('a', 'one');
    await database.events.publish('a', 'two');
    expect(await heard).toEqual(['one', 'two']);
  });

  it('sends nothing from a transaction that rolls back, and sends at commit otherwise', async () => {
    const heard = next(database, 'tx', 1);
    await database.db
      .transaction()
      .execute(async (tx) => {
        await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ topic: 'tx', payload: 'undone' })})`.execute(
          tx,
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction().execute(async (tx) => {
      await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ topic: 'tx', payload: 'kept' })})`.execute(
        tx,
      );
    });
    expect(await heard).toEqual(['kept']);
  });

  it.skipIf(kind !== 'postgres')('reaches another process on the same database', async () => {
    const other = await openDatabase({ url: database.url!, onIdleConnectionError: () => {} });
    try {
      const heard = next(other, 'cross', 1);
      await database.events.publish('cross', 'from the first');
      expect(await heard).toEqual(['from the first']);
    } finally {
      await other.close();
    }
  });
});
