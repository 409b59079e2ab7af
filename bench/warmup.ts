import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * npm run bench:warmup -- [assets] [rounds]
 *
 * How much the thumbnail warm-up slows searches. Starts the real server (BENCH_PORT, 3407 by
 * default) on PGlite, or DATABASE_URL when set, with [assets] (2,000 by default) in
 * BENCH_DATA_DIR (/tmp/lightbox-warmup-<database>-<assets>, kept). On an empty folder the
 * first start is itself measured: the time to ready, then search while its warm-up runs (as
 * the niced default draws it). Then [rounds] (2) rounds, each starting the server three times,
 * one after the other in the same conditions: the warm-up off, drawn in the render pool's
 * worker thread (RENDER_BACKGROUND=pool), and drawn in the niced process (the default). Each
 * prints search API requests/s, p50 and p99 on one connection over BENCH_SECONDS (20), the
 * thumbnails the warm-up drew meanwhile and, before that, a second each with no request for
 * 10 s (it yields to requests, so the two differ), and the load average. Loopback only.
 */
const args = process.argv.slice(2);
const assets = Number(args[0] ?? 2000);
const rounds = Number(args[1] ?? 2);
if (!Number.isInteger(assets) || assets < 100 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: npm run bench:warmup -- [asset count, at least 100] [rounds]');
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** How long the warm-up's rate with no request at all is measured. */
const IDLE_SECONDS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3407);
const HOST = 'premium.localhost';
const BASE = `http://127.0.0.1:${PORT}`;
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `lightbox-warmup-${kind}-${assets}`);
const thumbs = path.join(dataDir, 'media');
const root = path.resolve(import.meta.dirname, '..');
const PHRASES = ['city', 'beach', 'people', 'mountain', 'food', 'business', 'nature', 'water', 'night'];
const searchApi = PHRASES.map((p) => ({ path: `/search/api/assets?phrase=${p}` }));

type Mode = 'off' | 'pool' | 'niced';
const ENV: Record<Mode, Record<string, string>> = {
  off: { THUMBNAIL_WARMUP: '0' },
  pool: { THUMBNAIL_WARMUP: '1000000', RENDER_BACKGROUND: 'pool' },
  niced: { THUMBNAIL_WARMUP: '1000000', RENDER_BACKGROUND: 'niced' },
};

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // As `npm start` runs it: React's production build unless NODE_ENV is set.
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_ASSETS: String(assets),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('Ready in')) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ child, readyMs: performance.now() - started });
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`the server stopped (exit ${code}) before it was ready:\n${out}`)),
    );
  });
}

async function stopServer(child: ChildProcess) {
  child.removeAllListeners('exit');
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []))
    if (entry.isFile()) n++;
  return n;
}

async function search(seconds: number) {
  const r = await autocannon({
    url: BASE,
    headers: { host: HOST },
    requests: searchApi,
    connections: 1,
    duration: seconds,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.timeouts };
}

const load = () => os.loadavg()[0]!.toFixed(1);

/**
 * One phase: with the warm-up on, first the thumbnails it draws with no request at all, then
 * search on one connection while the server runs in this mode and the thumbnails drawn
 * meanwhile: the warm-up yields to requests, so the two rates show the trade.
 */
async function phase(name: string, child: ChildProcess, warming: boolean) {
  // Caches and compiled statements warm.
  await search(4);
  let idle = '';
  if (warming) {
    // Past the warm-up's 3 s start delay: it has begun once it has drawn something (a
    // condition, not a guess), here with no request to yield to.
    const begin = await countFiles(thumbs);
    for (let i = 0; i < 600 && (await countFiles(thumbs)) === begin; i++)
      await new Promise((r) => setTimeout(r, 200));
    const from = await countFiles(thumbs);
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const made = (await countFiles(thumbs)) - from;
    idle = `  idle ${((made * 1000) / (performance.now() - t0)).toFixed(1)}/s`;
  }
  const loadBefore = load();
  const before = await countFiles(thumbs);
  const t0 = performance.now();
  const f = await search(SECONDS);
  const made = (await countFiles(thumbs)) - before;
  const rate = (made * 1000) / (performance.now() - t0);
  console.log(
    `${name.padEnd(30)} ${f.rps.toFixed(1).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms` +
      `  thumbnails ${String(made).padStart(4)} (${rate.toFixed(1)}/s under load${idle})  load ${loadBefore}→${load()}${f.errors ? `  ${f.errors} errors` : ''}`,
  );
  await stopServer(child);
}

const exists = await fs.stat(dataDir).then(
  () => true,
  () => false,
);
console.log(
  `${kind}, ${assets} assets, ${os.cpus().length} cores; ${execFileSync('uptime').toString().trim()}`,
);
if (!exists) {
  const first = await startServer(ENV.niced);
  console.log(`first start: seeded and ready in ${(first.readyMs / 1000).toFixed(1)} s`);
  await phase('first start, niced warm-up', first.child, true);
}
for (let round = 1; round <= rounds; round++) {
  for (const mode of ['off', 'pool', 'niced'] as const) {
    const { child } = await startServer(ENV[mode]);
    await phase(`round ${round}, warm-up ${mode}`, child, mode !== 'off');
  }
}
