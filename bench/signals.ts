/**
 * Analytics (issue 20): POST /signals at a steady 1,000 events a second for 10 seconds,
 * against the real server over HTTP, one event per request as the browser sends them.
 *
 *   npm run bench:signals -- [rate=1000] [seconds=10]
 *
 * PGlite in a temp folder, or the PostgreSQL of DATABASE_URL (a throwaway database is made
 * in it). Prints the rate requests were answered at, the rate events reached the table, and
 * the latency of /signals (median, p95, max). Numbers, no assertions.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadMigrations, migrate, openDatabase, parseConfig } from '@lightbox/platform';
import { createTestDatabase } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { createApp } from '../apps/server/src/app';
import { FEATURES } from '../apps/server/src/features';
import { summarize } from './stats';

const rate = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 10);
const TICK_MS = 10;
const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
const migrationDirs = FEATURES.flatMap((f) => (f.migrationsDir ? [f.migrationsDir] : []));

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-bench-signals-'));
const database = process.env.DATABASE_URL
  ? await createTestDatabase('postgres', migrationDirs)
  : await openDatabase({ pgliteDir: path.join(dir, 'db') });
if (!process.env.DATABASE_URL) await migrate(database.db, await loadMigrations(migrationDirs));
const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const app = await createApp({
  config,
  database,
  manifest: { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} },
  mediaDir: path.join(dir, 'media'),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function send(i: number): Promise<{ ms: number; status: number }> {
  const body = JSON.stringify([
    {
      source: 'web',
      event: i % 5 === 0 ? 'Search Results Viewed' : 'Asset Impression',
      properties: { n: i, page_name: 'search', assets: [{ id: String(i), slot: 1 }] },
      pipeline_id: 'lightbox-storefront',
      app_name: 'search',
    },
  ]);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/signals',
        headers: { host: 'premium.localhost', 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
        );
      },
    );
    request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    request.end(body);
  });
}

console.log(`POST /signals: ${rate} events/s for ${seconds} s (${database.kind})`);
const total = rate * seconds;
const perTick = rate / (1000 / TICK_MS);
const pending: Array<Promise<{ ms: number; status: number }>> = [];
const start = performance.now();
for (let tick = 0; pending.length < total; tick += 1) {
  // Open loop: requests go at the planned time whether or not earlier ones have answered.
  const due = start + tick * TICK_MS;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  for (let k = 0; k < perTick && pending.length < total; k += 1) pending.push(send(pending.length));
}
const results = await Promise.all(pending);
const answeredIn = (performance.now() - start) / 1000;
const stored = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from analytics_events`.execute(database.db)).rows[0]!.n,
  );
while ((await stored()) < results.filter((r) => r.status === 204).length) {
  if (performance.now() - start > (seconds + 60) * 1000) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const storedIn = (performance.now() - start) / 1000;
const count = await stored();
const latency = summarize(results.map((r) => r.ms));
const refused = results.filter((r) => r.status !== 204).length;
console.log(
  `answered ${results.length - refused}/${total} in ${answeredIn.toFixed(1)} s: ${((results.length - refused) / answeredIn).toFixed(0)} req/s`,
);
console.log(
  `stored   ${count} events in ${storedIn.toFixed(1)} s: sustained ${(count / storedIn).toFixed(0)} events/s`,
);
console.log(
  `latency  median ${latency.median.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms`,
);
if (refused > 0) console.log(`refused or failed: ${refused}`);
agent.destroy();
await app.close();
if ('dispose' in database) await (database as { dispose(): Promise<void> }).dispose();
else await database.close();
await fs.rm(dir, { recursive: true, force: true });
