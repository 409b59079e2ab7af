import { accountMigrationsDir } from '@lightbox/account';
import { catalogueMigrationsDir, seedCatalogue } from '@lightbox/catalogue';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { searchMigrationsDir } from '@lightbox/search/schema';
import { sql } from 'kysely';
import { purchaseMigrationsDir } from './schema';

/** Test data for the purchase feature: a small catalogue, customers, teams. */

export async function purchaseTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  const database = await createTestDatabase(kind, [
    catalogueMigrationsDir,
    searchMigrationsDir,
    accountMigrationsDir,
    purchaseMigrationsDir,
  ]);
  await seedCatalogue(database.db, { count: 120, seed: 11 });
  return database;
}

let customers = 0;

export async function createCustomer(
  database: TestDatabase,
  options: { country?: string } = {},
): Promise<number> {
  customers += 1;
  const tag = `${Date.now().toString(36)}${customers}`;
  const row = await sql<{ id: number }>`
    insert into account_users (email, username, password_hash, display_name, country_code, registered_site, email_verified_at)
    values (${`buyer-${tag}@example.test`}, ${`buyer${tag}`}, 'x', ${`Buyer ${tag}`}, ${options.country ?? 'USA'}, 'premium', now())
    returning id`.execute(database.db);
  return row.rows[0]!.id;
}

export async function createTeam(database: TestDatabase, leaderId: number): Promise<number> {
  const team = await sql<{ id: number }>`
    insert into account_teams (name, created_by) values ('Studio', ${leaderId}) returning id`.execute(
    database.db,
  );
  const teamId = team.rows[0]!.id;
  await sql`insert into account_team_members (team_id, user_id, role) values (${teamId}, ${leaderId}, 'leader')`.execute(
    database.db,
  );
  return teamId;
}

/** Ids of sample assets: an RF image, an RM editorial image and an RR film when the catalogue has them. */
export async function sampleAssets(database: TestDatabase) {
  const pick = async (where: ReturnType<typeof sql>) =>
    (await sql<{ id: number }>`select id from assets where ${where} order by id limit 1`.execute(database.db))
      .rows[0]?.id;
  return {
    rfImage: await pick(sql`license_type = 'rf' and asset_type = 'image'`),
    rmImage: await pick(sql`license_type = 'rm' and asset_type = 'image' and family = 'editorial'`),
    rrFilm: await pick(sql`license_type = 'rr' and asset_type = 'film'`),
    rfFilm: await pick(sql`license_type = 'rf' and asset_type = 'film'`),
    rfImages: (
      await sql<{
        id: number;
      }>`select id from assets where license_type = 'rf' and asset_type = 'image' order by id limit 10`.execute(
        database.db,
      )
    ).rows.map((r) => r.id),
  };
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' };
export const CHALLENGE_CARD = { number: '4000 0027 6000 3184', expiry: '12/34', cvc: '123' };
