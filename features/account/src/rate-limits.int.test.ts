import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCsrfProtection, createFolderTransport, parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from './accounts';
import { MAIL_RECIPIENT_LIMIT, SIGN_IN_PAIR_LIMIT } from './domain/limits';
import { purgeExpiredAccountRows } from './index';
import { hashPassword } from './passwords';
import { accountMigrationsDir } from './schema';
import { checkSignIn, type RequestFacts, sendPasswordReset } from './service';

/**
 * The sign-in and mail limits are counted in PostgreSQL, so two server processes on one database
 * see each other's counts (issue #23: "several processes would each see only their own").
 * Two `createAccounts` on one database stand for two processes.
 */
describe.each(testDatabaseKinds())('rate limits shared through the database (%s)', (kind) => {
  let database: TestDatabase;
  let mailDir: string;
  const PASSWORD = 'correct horse battery';
  const processes = () => {
    const make = () =>
      createAccounts({
        db: database.db,
        mail: createFolderTransport({ dir: mailDir, from: 'Lightbox <no-reply@lightbox.test>' }),
        csrf: createCsrfProtection({ key: 'k'.repeat(40) }),
        sites: parseConfig({}),
      });
    return [make(), make()] as const;
  };
  const facts = (ip: string): RequestFacts => ({
    ip,
    site: 'premium',
    mail: { site: 'premium', locale: 'en-us', prefix: '', origin: 'http://premium.localhost:3000' },
  });
  let counter = 0;
  async function user() {
    const email = `limits.${kind}.${counter++}@example.com`;
    await sql`insert into account_users
      (email, username, password_hash, display_name, country_code, registered_site, email_verified_at)
      values (${email}, ${`limits_${kind}_${counter}`}, ${await hashPassword(PASSWORD)}, 'L', 'GBR', 'premium', now())`.execute(
      database.db,
    );
    return email;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind, [accountMigrationsDir]);
    mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-limits-'));
  });
  afterAll(async () => {
    await database.dispose();
    await fs.rm(mailDir, { recursive: true, force: true });
  });

  it('refuses an address on one process after it failed on the other', async () => {
    const email = await user();
    const [one, two] = processes();
    for (let i = 0; i < SIGN_IN_PAIR_LIMIT.limit; i++) {
      expect(
        (await checkSignIn(one.ctx, { identifier: email, password: `guess ${i}` }, facts('10.9.0.1'))).kind,
      ).toBe('invalid');
    }
    const refused = await checkSignIn(two.ctx, { identifier: email, password: PASSWORD }, facts('10.9.0.1'));
    expect(refused.kind).toBe('rate_limited');
    expect(
      await checkSignIn(two.ctx, { identifier: email, password: PASSWORD }, facts('10.9.0.2')),
    ).toMatchObject({
      kind: 'ok',
    });
  });

  it('counts mail to one recipient across processes, and forgets a window once it has passed', async () => {
    const email = await user();
    const [one, two] = processes();
    for (let i = 0; i < MAIL_RECIPIENT_LIMIT.limit; i++) {
      const ctx = i % 2 === 0 ? one.ctx : two.ctx;
      expect((await sendPasswordReset(ctx, email, facts(`10.9.1.${i}`))).kind).toBe('sent');
    }
    expect((await sendPasswordReset(one.ctx, email, facts('10.9.1.99'))).kind).toBe('rate_limited');
    await sql`update account_rate_limits set reset_at = now() - interval '1 second'`.execute(database.db);
    expect((await sendPasswordReset(two.ctx, email, facts('10.9.1.99'))).kind).toBe('sent');
    // Housekeeping drops counters whose window has passed.
    await sql`update account_rate_limits set reset_at = now() - interval '1 second'`.execute(database.db);
    await purgeExpiredAccountRows(database.db);
    const left = await sql<{ n: number }>`select count(*)::int as n from account_rate_limits`.execute(
      database.db,
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
