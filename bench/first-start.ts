import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * npm run bench:first-start -- [assets=100000] [minutes=2]
 *
 * A big catalogue's first start, as a visitor meets it. Seeds [assets] once with the warm-up
 * off (the real server's own first start, timed) into BENCH_DATA_DIR
 * (/tmp/lightbox-first-start-<assets>, kept), then twice starts the server on a fresh copy of
 * that folder (no thumbnails yet): with the warm-up on (the default) and with it off
 * (THUMBNAIL_WARMUP=0). Each prints the time until `/healthz` answers and until the first search
 * answers, then search API p50/p99 on one connection in 20 s windows for [minutes], the
 * thumbnails the warm-up drew in each window, and finally the thumbnails it draws in 20 s with
 * no request at all. Server on BENCH_PORT (3407 by default), PGlite, loopback only; prints the
 * load average with each line. Numbers only, no assertions.
 */
const args = process.argv.slice(2);
const assets = Number(args[0] ?? 100_000);
const minutes = Number(args[1] ?? 2);
if (!Number.isInteger(assets) || assets < 100 || !(minutes > 0)) {
  console.error('usage: npm run bench:first-start -- [asset count, at least 100] [minutes]');
  process.exit(2);
}
const WINDOW_S = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3407);
const HOST = 'premium.localhost';
const BASE = `http://127.0.0.1:${PORT}`;
const pristine = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `lightbox-first-start-${assets}`);
const work = `${pristine}-run`;
const root = path.resolve(import.meta.dirname, '..');
const PHRASES = ['city', 'beach', 'people', 'mountain', 'food', 'business', 'nature', 'water', 'night'];
const load = () => os.loadavg()[0]!.toFixed(1);

function startServer(dataDir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_ASSETS: String(assets),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Milliseconds from `since` until `url` answers 200 (polled every 50 ms). */
async function answersAfter(child: ChildProcess, url: string, since: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    // node:http, not fetch: fetch drops the Host header that picks the storefront.
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port: PORT, path: url, headers: { host: HOST } }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []))
    if (entry.isFile() && entry.name === 'thumb.jpg') n++;
  return n;
}

async function search(seconds: number) {
  const r = await autocannon({
    url: BASE,
    headers: { host: HOST },
    requests: PHRASES.map((p) => ({ path: `/search/api/assets?phrase=${p}` })),
    connections: 1,
    duration: seconds,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.timeouts };
}

console.log(
  `first start, ${assets} assets, ${os.cpus().length} cores; ${execFileSync('uptime').toString().trim()}`,
);
if (
  !(await fs.stat(path.join(pristine, 'pglite')).then(
    () => true,
    () => false,
  ))
) {
  await fs.rm(pristine, { recursive: true, force: true });
  const started = performance.now();
  const child = startServer(pristine, { THUMBNAIL_WARMUP: '0' });
  const ms = await answersAfter(child, '/healthz', started);
  console.log(`seeding ${assets} assets and starting: ${(ms / 1000).toFixed(1)} s (load ${load()})`);
  await stopServer(child);
}

for (const [name, env] of [
  ['warm-up on', {}],
  ['warm-up off', { THUMBNAIL_WARMUP: '0' }],
] as const) {
  await fs.rm(work, { recursive: true, force: true });
  await fs.cp(pristine, work, { recursive: true });
  const started = performance.now();
  const child = startServer(work, env);
  try {
    const health = await answersAfter(child, '/healthz', started);
    const first = await answersAfter(child, '/search/api/assets?phrase=city', started);
    console.log(
      `${name}: /healthz after ${(health / 1000).toFixed(1)} s, first search after ${(first / 1000).toFixed(1)} s (load ${load()})`,
    );
    const media = path.join(work, 'media');
    for (let w = 0; w < Math.ceil((minutes * 60) / WINDOW_S); w++) {
      const before = await countFiles(media);
      const loadBefore = load();
      const f = await search(WINDOW_S);
      const made = (await countFiles(media)) - before;
      console.log(
        `  ${String(w * WINDOW_S).padStart(3)}–${(w + 1) * WINDOW_S} s: ${f.rps.toFixed(1).padStart(5)} req/s, p50 ${String(f.p50).padStart(3)} ms, p99 ${String(f.p99).padStart(4)} ms, ` +
          `thumbnails ${made} (${(made / WINDOW_S).toFixed(1)}/s), load ${loadBefore}→${load()}${f.errors ? `, ${f.errors} errors` : ''}`,
      );
    }
    const before = await countFiles(media);
    await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
    const idle = (await countFiles(media)) - before;
    console.log(
      `  no requests for ${WINDOW_S} s: thumbnails ${idle} (${(idle / WINDOW_S).toFixed(1)}/s), load ${load()}`,
    );
  } finally {
    await stopServer(child);
  }
}
await fs.rm(work, { recursive: true, force: true });
