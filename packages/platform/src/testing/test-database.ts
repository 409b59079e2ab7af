import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';

/**
 * The database kinds integration tests run on: PGlite always, and the real server named by
 * DATABASE_URL when it is set (CI starts one). Use with `describe.each(testDatabaseKinds())`.
 */
export function testDatabaseKinds(): Array<'pglite' | 'postgres'> {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends Database {
  /** The throwaway database's URL (postgres), for a second handle as another process would open. */
  url?: string;
  /** Drops the throwaway database (postgres) and closes connections. */
  dispose(): Promise<void>;
}

/** A fresh, migrated database of the given kind, private to the calling test file. */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres',
  migrationDirs: string[],
  options: { readThreads?: number } = {},
): Promise<TestDatabase> {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('DATABASE_URL is not set');
    const name = `lightbox_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // The database is dropped with force at the end; connections it cuts are expected.
    database = await openDatabase({
      url: url.toString(),
      onIdleConnectionError: () => {},
      readThreads: options.readThreads,
    });
    drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ pgliteDir: 'memory' });
  }
  await migrate(database.db, await loadMigrations(migrationDirs));
  return {
    ...database,
    ...(databaseUrl && { url: databaseUrl }),
    async dispose() {
      await database.close();
      await drop?.();
    },
  };
}
