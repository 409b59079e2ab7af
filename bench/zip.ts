/**
 * Bulk download (issue 18): one zip of many licensed files, fetched over HTTP from the real
 * server, as a customer's browser would.
 *
 *   npm run bench:zip -- [files=5000] [pictures=40]
 *
 * Seeds a catalogue on PGlite in a temp folder, renders `pictures` real originals into a temp
 * media store, grants one customer `files` full-size licences spread over them (made directly
 * in SQL: how a licence was bought does not matter here), then fetches the zip twice: the
 * first fetch makes every licensed file (original plus its rights in XMP) once, into the media
 * store's cache; the second only streams. The originals are rendered before, as uploaded pictures would be. Prints peak RSS above the idle process, throughput,
 * and checks a Range request from the middle against the full download. Numbers, no assertions.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureOriginal, MediaStore, seedCatalogue } from '@lightbox/catalogue';
import { loadMigrations, migrate, openDatabase, parseConfig } from '@lightbox/platform';
import { sql } from 'kysely';
import { createApp } from '../apps/server/src/app';
import { FEATURES } from '../apps/server/src/features';

const files = Number(process.argv[2] ?? 5000);
const pictures = Number(process.argv[3] ?? 40);
const HOST = 'subscription.localhost';
const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
const MB = 1024 * 1024;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-bench-zip-'));
const mediaDir = path.join(dir, 'media');
const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
await migrate(
  database.db,
  await loadMigrations(FEATURES.flatMap((f) => (f.migrationsDir ? [f.migrationsDir] : []))),
);
await seedCatalogue(database.db, { count: pictures * 3, seed: 18 });
const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', SELLER_NAME: 'Bench Agency' });
const manifest = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };
const app = await createApp({ config, database, manifest, mediaDir });

const user = (
  await sql<{
    id: number;
  }>`insert into account_users (email, username, password_hash, display_name, country_code, registered_site, email_verified_at)
    values ('bench@example.test', 'bench', 'x', 'Bench Buyer', 'USA', 'subscription', now()) returning id`.execute(
    database.db,
  )
).rows[0]!.id;
const token = 'b'.repeat(43);
await sql`insert into account_sessions (token_hash, user_id, password_at, remember_me, expires_at)
  values (${createHash('sha256').update(token).digest('hex')}, ${user}, now(), false, now() + interval '1 day')`.execute(
  database.db,
);
const images = (
  await sql<{
    id: number;
  }>`select id from assets where asset_type = 'image' order by id limit ${pictures}`.execute(database.db)
).rows.map((r) => r.id);
// The originals exist before the bench, as they do in a store whose pictures were uploaded.
const store = new MediaStore(mediaDir);
for (const id of images) await ensureOriginal(database.db, store, id);
await sql`insert into purchase_licences (user_id, asset_id, licence_model, size)
  select ${user}, (${images}::int[])[1 + (n % ${images.length})], 'rf', null from generate_series(0, ${files - 1}) n`.execute(
  database.db,
);
const licenceIds = (
  await sql<{ id: number }>`select id from purchase_licences where user_id = ${user} order by id`.execute(
    database.db,
  )
).rows.map((r) => String(r.id));

// A CSRF token from a page, then the zip asked for as the browser would.
let cookie = `lb_session=${token}`;
const page = await app.inject({ method: 'GET', url: '/account/licences', headers: { host: HOST, cookie } });
const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)![1]!;
const secret = ([] as string[])
  .concat(page.headers['set-cookie'] ?? [])
  .find((c) => c.startsWith('lb_csrf='))!;
cookie = `${cookie}; ${secret.split(';')[0]}`;
const asked = await app.inject({
  method: 'POST',
  url: '/account/downloads/zip',
  headers: { host: HOST, cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
  payload: JSON.stringify({ licence: licenceIds }),
});
if (asked.statusCode !== 201) throw new Error(`POST answered ${asked.statusCode}: ${asked.body}`);
const url: string = asked.json().url;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

/** Fetches url (optionally a range), hashing the body and the part from `from` on, never keeping it. */
function fetchZip(range?: string, from = Number.POSITIVE_INFINITY) {
  return new Promise<{ status: number; bytes: number; hash: string; tail: string; firstByteMs: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const request = http.get(
        { port, path: url, headers: { host: HOST, cookie, ...(range && { range }) } },
        (res) => {
          const firstByteMs = performance.now() - started;
          const hash = createHash('sha256');
          const tail = createHash('sha256');
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            hash.update(chunk);
            if (bytes + chunk.length > from) tail.update(chunk.subarray(Math.max(0, from - bytes)));
            bytes += chunk.length;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              bytes,
              hash: hash.digest('hex'),
              tail: tail.digest('hex'),
              firstByteMs,
            }),
          );
          res.on('error', reject);
        },
      );
      request.on('error', reject);
    },
  );
}

/** Runs a fetch while sampling RSS; the peak above the RSS before it. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const idle = process.memoryUsage.rss();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  const result = await work();
  clearInterval(sampler);
  return { result, seconds: (performance.now() - started) / 1000, aboveIdleMb: (peak - idle) / MB };
}

const first = await measured(() => fetchZip());
const length = first.result.bytes;
const middle = Math.floor(length / 2);
const second = await measured(() => fetchZip(undefined, middle));
const resumed = await fetchZip(`bytes=${middle}-`);

const line = (name: string, run: typeof first) =>
  `${name}: ${run.seconds.toFixed(1)} s, ${(run.result.bytes / MB / run.seconds).toFixed(1)} MB/s, ` +
  `${(files / run.seconds).toFixed(0)} files/s, first byte after ${(run.result.firstByteMs / 1000).toFixed(1)} s, ` +
  `peak RSS +${run.aboveIdleMb.toFixed(0)} MB above idle`;
console.log(`zip of ${files} licensed files over ${images.length} pictures: ${(length / MB).toFixed(0)} MB`);
console.log(line('first fetch (makes each licensed file once, then streams)', first));
console.log(line('second fetch (streams from the cache)', second));
console.log(
  `Range bytes=${middle}-: ${resumed.status}, ${resumed.bytes} bytes, ` +
    `${resumed.hash === second.result.tail ? 'equal to' : 'DIFFERENT from'} the full download's bytes from there; ` +
    `two full fetches ${first.result.hash === second.result.hash ? 'identical' : 'DIFFERENT'}`,
);
await app.close();
await database.close();
await fs.rm(dir, { recursive: true, force: true });
