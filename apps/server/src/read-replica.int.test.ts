import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFolderTransport, type Database, openDatabase, parseConfig } from '@lightbox/platform';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { buildClient } from './build/build-client';
import { migrateAll } from './migrations';

const adminUrl = process.env.DATABASE_URL;

async function insertAsset(db: Database['db'], id: number, title: string) {
  await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
      short_title, caption, keywords, width, height, orientation, number_of_people, release_status,
      collection_code, collection_name, contributor, date_taken, uploaded_at, popularity)
    values (${id}, 'creative', 'image', 'photography', 'jpg', 'rf', ${title}, ${title}, '',
      array['lantern']::text[], 3000, 2000, 'horizontal', 'none', 'released', 'lbx', 'Lightbox', 'Fixture',
      '2024-01-01', '2024-01-01', 10)`.execute(db);
}

// A replica is a PostgreSQL server feature; the embedded database has none to point at.
describe.runIf(adminUrl)('search reads on DATABASE_READ_URL (postgres)', () => {
  const names = [
    `lightbox_primary_${randomBytes(4).toString('hex')}`,
    `lightbox_replica_${randomBytes(4).toString('hex')}`,
  ];
  const urlOf = (name: string) => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;
  let mediaDir: string;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    for (const name of names) await admin(`create database ${name}`);
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATABASE_URL: urlOf(names[0]!),
      DATABASE_READ_URL: urlOf(names[1]!),
    });
    database = await openDatabase({
      url: config.databaseUrl,
      readUrl: config.databaseReadUrl,
      onIdleConnectionError: () => {},
    });
    // Stand-ins for a primary and a replica that has not caught up: one asset on each.
    await migrateAll(database.db);
    // A real replica copies the primary's schema; this stand-in is given it.
    await sql`create extension if not exists pg_trgm`.execute(database.read);
    await migrateAll(database.read);
    await insertAsset(database.db, 7001, 'Lantern on the primary');
    await insertAsset(database.read, 7002, 'Lantern on the replica');
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-replica-'));
    const mail = createFolderTransport({
      dir: path.join(mediaDir, 'mail'),
      from: 'Lightbox <no-reply@lightbox.test>',
    });
    app = await createApp({ config, database, manifest: await buildClient(), mediaDir, mail });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
    if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it('connects search reads to the replica and everything else to the primary', async () => {
    const on = async (db: Database['db']) =>
      (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]!.name;
    expect(await on(database.db)).toBe(names[0]);
    expect(await on(database.read)).toBe(names[1]);
  });

  it('answers the search API and the search page from the replica', async () => {
    const api = await app.inject({
      method: 'GET',
      url: '/search/api/assets?phrase=lantern',
      headers: { host: 'premium.localhost' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json().assets.map((a: { id: number }) => a.id)).toEqual([7002]);
    const page = await app.inject({
      method: 'GET',
      url: '/search/2/image?phrase=lantern',
      headers: { host: 'premium.localhost' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Lantern on the replica');
    expect(page.body).not.toContain('Lantern on the primary');
  });
});
