import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredAccountRows } from './index';
import { accountMigrationsDir } from './schema';

describe.each(testDatabaseKinds())('housekeeping (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, [accountMigrationsDir]);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('deletes expired sessions and remember-me tokens, and mailed links a month after expiry', async () => {
    const db = database.db;
    const user = await sql<{
      id: number;
    }>`insert into account_users (email, username, password_hash, display_name, country_code, registered_site)
      values ('ana@example.com', 'ana', 'x', 'Ana', 'PRT', 'premium') returning id`.execute(db);
    const id = user.rows[0]!.id;
    await sql`insert into account_sessions (token_hash, user_id, expires_at) values
      ('s-old', ${id}, now() - interval '1 minute'), ('s-live', ${id}, now() + interval '1 hour')`.execute(
      db,
    );
    await sql`insert into account_remember_tokens (token_hash, user_id, expires_at) values
      ('r-old', ${id}, now() - interval '1 day'), ('r-live', ${id}, now() + interval '30 days')`.execute(db);
    await sql`insert into account_tokens (user_id, purpose, token_hash, expires_at) values
      (${id}, 'verify_email', 't-ancient', now() - interval '31 days'),
      (${id}, 'verify_email', 't-recent', now() - interval '1 day')`.execute(db);

    await purgeExpiredAccountRows(db);

    const left = async (table: string) =>
      (
        await sql
          .raw<{ token_hash: string }>(`select token_hash from ${table} order by token_hash`)
          .execute(db)
      ).rows.map((r) => r.token_hash);
    expect(await left('account_sessions')).toEqual(['s-live']);
    expect(await left('account_remember_tokens')).toEqual(['r-live']);
    expect(await left('account_tokens')).toEqual(['t-recent']);
  });
});
