import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Forward-only migrations: each feature keeps `migrations/<timestamp>_<what>.sql`; all are
 * applied in file-name order, each once, each in its own transaction.
 */
const MIGRATION_NAME = /^\d{12}_[a-z0-9_]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
}

export async function loadMigrations(dirs: string[]): Promise<Migration[]> {
  const all: Migration[] = [];
  for (const dir of dirs) {
    for (const file of await fs.readdir(dir)) {
      if (!file.endsWith('.sql')) continue;
      if (!MIGRATION_NAME.test(file))
        throw new Error(`Migration file name must look like 202611211200_what.sql: ${file}`);
      all.push({ name: file, sql: await fs.readFile(path.join(dir, file), 'utf8') });
    }
  }
  all.sort((a, b) => a.name.localeCompare(b.name));
  const seen = new Set<string>();
  for (const m of all) {
    if (seen.has(m.name)) throw new Error(`Two migrations share the name ${m.name}`);
    seen.add(m.name);
  }
  return all;
}

export async function migrate(db: Db, migrations: Migration[]): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const done = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((r) => r.name));
  const ran: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.name)) continue;
    await db.transaction().execute(async (tx) => {
      await sql.raw(m.sql).execute(tx);
      await sql`insert into schema_migrations (name) values (${m.name})`.execute(tx);
    });
    ran.push(m.name);
  }
  return ran;
}
