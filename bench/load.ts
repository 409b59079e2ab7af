import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * npm run bench:load -- [assets] [--first-start]
 *
 * Builds the browser bundles (`npm run build`, as `npm start` does), then starts the real
 * server (`npm start`'s entry, a child process on BENCH_PORT, 3407 by default)
 * on PGlite, or on DATABASE_URL when set, with a demo catalogue of [assets] (5,000 by default),
 * then prints requests/s, p50 and p99 for the search API, the search page, a static file and
 * /healthz: each alone, then each while BENCH_CONNECTIONS (10) connections keep the search API
 * saturated, then a static file and /healthz while as many keep the search page saturated.
 * Requests accept Brotli and gzip, as browsers do, so answers are compressed as visitors get
 * them. The saturating load runs in a process of its own (bench/load-generator.ts), so the
 * probes' timings are not delayed by the event loop that reads its answers. Loopback only; every phase lasts BENCH_SECONDS (10). The server inherits the
 * environment: PGLITE_THREAD=false compares PGlite on the server's thread, PAGE_THREADS=0 pages
 * drawn on the server's thread; on PostgreSQL, BENCH_CONNECTIONS=1 against the default 10 shows
 * whether searches run in parallel.
 *
 * Under the saturating load it also prints the server process's CPU time per search answered
 * (Linux), its main thread apart from its other threads (database or read threads, GC, zlib):
 * what the server's thread spends per search decides whether other requests wait.
 *
 * --first-start: a fresh data folder (PGlite) and the thumbnail warm-up on, as on a first
 * start; prints search latency on one connection while the warm-up runs and again with it off,
 * and how many thumbnails the warm-up made meanwhile.
 */
const args = process.argv.slice(2);
const firstStart = args.includes('--first-start');
const assets = Number(args.find((a) => !a.startsWith('--')) ?? 5000);
if (!Number.isInteger(assets) || assets < 100) {
  console.error('usage: npm run bench:load -- [asset count, at least 100] [--first-start]');
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3407);
/** Probes ask this often while search is saturated: enough for a p99, too few to add load. */
const PROBE_RATE = 20;
const HOST = 'premium.localhost';
const BASE = `http://127.0.0.1:${PORT}`;
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `lightbox-load-${kind}-${assets}`);
const root = path.resolve(import.meta.dirname, '..');

const PHRASES = [
  'city',
  'beach',
  'people',
  'mountain',
  'food',
  'business',
  'nature',
  'water',
  'night',
  'family',
];
const searchApi = PHRASES.map((p) => ({ path: `/search/api/assets?phrase=${p}` }));
const searchPage = PHRASES.map((p) => ({ path: `/search/2/image?phrase=${p}` }));

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and requests with no answer within TIMEOUT_S. */
  non2xx: number;
  timeouts: number;
}
/** A request unanswered this long counts as a timeout (a starved probe). */
const TIMEOUT_S = 20;

async function measure(
  requests: { path: string }[],
  options: { connections?: number; rate?: number; seconds?: number } = {},
): Promise<Figures> {
  const result = await autocannon({
    url: BASE,
    headers: { host: HOST, 'accept-encoding': 'br, gzip' },
    requests,
    connections: options.connections ?? 1,
    timeout: TIMEOUT_S,
    duration: options.seconds ?? SECONDS,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

/** A saturating load from another process (bench/load-generator.ts), so probes time the server. */
function saturate(requests: { path: string }[]): Promise<Figures> {
  const settings = {
    url: BASE,
    host: HOST,
    requests,
    connections: CONNECTIONS,
    seconds: SECONDS,
    timeout: TIMEOUT_S,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/load-generator.ts'), JSON.stringify(settings)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Figures);
      else reject(new Error(`The load generator exited with ${code}`));
    });
  });
}

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

async function staticFile(): Promise<string> {
  const manifest = JSON.parse(await fs.readFile(path.join(root, 'dist/manifest.json'), 'utf8'));
  return manifest.host.url as string;
}

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []))
    if (entry.isFile()) n++;
  return n;
}

/** CPU seconds of a process's threads so far (Linux /proc), its main thread apart. */
async function threadCpu(pid: number): Promise<{ main: number; other: number } | undefined> {
  const tick = 100; // USER_HZ on Linux
  try {
    const tasks = await fs.readdir(`/proc/${pid}/task`);
    const cpu = { main: 0, other: 0 };
    for (const task of tasks) {
      const stat = await fs.readFile(`/proc/${pid}/task/${task}/stat`, 'utf8').catch(() => '');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / tick;
      if (Number.isNaN(seconds)) continue;
      if (Number(task) === pid) cpu.main += seconds;
      else cpu.other += seconds;
    }
    return cpu;
  } catch {
    return undefined; // not Linux
  }
}

function cpuPerRequest(
  before: { main: number; other: number } | undefined,
  after: { main: number; other: number } | undefined,
  phases: Figures[],
) {
  if (!before || !after) return;
  const answered = phases.reduce((sum, f) => sum + f.rps, 0) * SECONDS;
  const per = (s: number) => `${((s * 1000) / Math.max(answered, 1)).toFixed(1)} ms`;
  console.log(
    `server CPU per request answered: main thread ${per(after.main - before.main)}, other threads ${per(after.other - before.other)}`,
  );
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const row = (name: string, f: Figures) =>
  console.log(
    `${name.padEnd(44)} ${f.rps.toFixed(1).padStart(7)} req/s  p50 ${ms(f.p50).padStart(9)}  p99 ${ms(f.p99).padStart(9)}${f.non2xx ? `  ${f.non2xx} not 2xx` : ''}${f.timeouts ? `  ${f.timeouts} unanswered in ${TIMEOUT_S} s` : ''}`,
  );

async function steadyLoad() {
  const { child, readyMs } = await startServer({ THUMBNAIL_WARMUP: '0' });
  try {
    console.log(`server ready in ${(readyMs / 1000).toFixed(1)} s`);
    const file = [{ path: await staticFile() }];
    const health = [{ path: '/healthz' }];
    await measure(searchApi, { connections: CONNECTIONS, seconds: 3 }); // caches, statements, JIT
    await measure(searchPage, { seconds: 2 });
    console.log(`\nalone (1 connection, ${SECONDS} s each)`);
    row('search API', await measure(searchApi));
    row('search page', await measure(searchPage));
    row('static file', await measure(file));
    row('/healthz', await measure(health));
    console.log(`\nsearch API saturated by ${CONNECTIONS} connections; probes at ${PROBE_RATE} req/s`);
    const cpuBefore = await threadCpu(child.pid!);
    const [load, page, stat, healthz] = await Promise.all([
      saturate(searchApi),
      measure(searchPage, { rate: PROBE_RATE }),
      measure(file, { rate: PROBE_RATE }),
      measure(health, { rate: PROBE_RATE }),
    ]);
    row(`search API (${CONNECTIONS} connections)`, load);
    row('search page', page);
    row('static file', stat);
    row('/healthz', healthz);
    cpuPerRequest(cpuBefore, await threadCpu(child.pid!), [load, page, stat, healthz]);

    // Pages cost more than the API (React's render): the server's thread must still answer.
    console.log(`\nsearch page saturated by ${CONNECTIONS} connections; probes at ${PROBE_RATE} req/s`);
    const pagesBefore = await threadCpu(child.pid!);
    const [pages, pageStat, pageHealthz] = await Promise.all([
      saturate(searchPage),
      measure(file, { rate: PROBE_RATE }),
      measure(health, { rate: PROBE_RATE }),
    ]);
    row(`search page (${CONNECTIONS} connections)`, pages);
    row('static file', pageStat);
    row('/healthz', pageHealthz);
    cpuPerRequest(pagesBefore, await threadCpu(child.pid!), [pages, pageStat, pageHealthz]);
  } finally {
    await stopServer(child);
  }
}

async function firstStartLoad() {
  if (kind === 'postgres') console.log('(DATABASE_URL must name an empty database for a first start)');
  await fs.rm(dataDir, { recursive: true, force: true });
  const warm = await startServer({});
  const thumbs = path.join(dataDir, 'media');
  try {
    console.log(`first start (seeded ${assets} assets) ready in ${(warm.readyMs / 1000).toFixed(1)} s`);
    // The warm-up waits 3 s after start; let it begin.
    await new Promise((r) => setTimeout(r, 4000));
    const before = await countFiles(thumbs);
    const t0 = performance.now();
    const during = await measure(searchApi);
    const made = (await countFiles(thumbs)) - before;
    console.log(`\nsearch API on 1 connection, ${SECONDS} s`);
    row('while the warm-up runs', during);
    console.log(
      `  thumbnails made meanwhile: ${made} (${((made * 1000) / (performance.now() - t0)).toFixed(1)}/s)`,
    );
  } finally {
    await stopServer(warm.child);
  }
  const { child } = await startServer({ THUMBNAIL_WARMUP: '0' });
  try {
    await measure(searchApi, { seconds: 3 });
    row('with the warm-up off', await measure(searchApi));
  } finally {
    await stopServer(child);
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
// The server serves the built bundles (the static file measured is one of them).
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('npm run build failed; bench:load needs the built bundles');
  process.exit(1);
}
console.log(`bench:load on ${kind}, ${assets} assets, data in ${dataDir}; load average ${loadAverage()}`);
if (firstStart) await firstStartLoad();
else await steadyLoad();
console.log(`\nload average now: ${loadAverage()}`);
