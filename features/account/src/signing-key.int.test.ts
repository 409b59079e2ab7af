import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSigningKey } from './index';
import { accountMigrationsDir } from './schema';

/**
 * Issue #23, no state that matters in one process: without SESSION_SECRET each process would
 * sign CSRF tokens with a key of its own DATA_DIR, and behind a balancer a form served by one
 * process would be refused by the next. The key is stored once in the database instead.
 */
describe.each(testDatabaseKinds())('the signing key shared through the database (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, [accountMigrationsDir]);
  });
  afterAll(() => database.dispose());

  it('gives every process the key of the first one, also when they start together', async () => {
    const candidates = Array.from({ length: 4 }, (_, i) => `${String(i).repeat(32)}-process-${i}`);
    const keys = await Promise.all(candidates.map((candidate) => sharedSigningKey(database.db, candidate)));
    expect(new Set(keys).size).toBe(1);
    expect(candidates).toContain(keys[0]);
    // A process started later, with a key file of its own, adopts the stored key.
    expect(await sharedSigningKey(database.db, 'z'.repeat(64))).toBe(keys[0]);
  });
});
