// The shared signing key: one row, written by the first process that asks.
import { sql } from 'kysely';
import type { AccountDb } from './db';

/** Stores `candidate` unless a key is stored already; answers the stored key either way. */
export async function claimSigningKey(db: AccountDb, candidate: string): Promise<string> {
  await sql`insert into account_signing_key (secret) values (${candidate}) on conflict (id) do nothing`.execute(
    db,
  );
  const row = await db.selectFrom('account_signing_key').select('secret').executeTakeFirstOrThrow();
  return row.secret;
}
