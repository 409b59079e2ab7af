/**
 * Lighthouse (mobile, its default) on the home, search and detail pages of both sites:
 *
 *   npm run lighthouse -- [--runs N | N]      (3 runs per page by default)
 *
 * Uses the server answering on LIGHTHOUSE_PORT (3000 by default); when none answers, starts one
 * (`npm start`'s server, DATA_DIR as set or ./data; it builds the bundles first) and stops it at
 * the end. Prints, per page, the median of the runs: performance, accessibility and SEO scores,
 * LCP, CLS and TBT, and then every accessibility or SEO audit that failed in any run.
 * Chromium is Debian's (CHROME_PATH, /usr/bin/chromium by default) with the flags of DESIGN.md
 * §8. A benchmark: it prints figures and asserts nothing.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const runsFlag = process.argv.indexOf('--runs');
const runs = Number((runsFlag >= 0 ? process.argv[runsFlag + 1] : process.argv[2]) ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('Usage: npm run lighthouse -- [--runs N], N ≥ 1');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3000);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SITES = ['premium', 'subscription'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SERVER_START_TIMEOUT_MS = 15 * 60_000;
const LIGHTHOUSE_TIMEOUT_MS = 5 * 60_000;
const repoRoot = path.resolve(import.meta.dirname, '..');
const lighthouseBin = path.join(repoRoot, 'node_modules/.bin/lighthouse');

/** GET through 127.0.0.1 with the site's host name (Node does not resolve *.localhost itself). */
function get(host: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

const healthy = () =>
  get('premium.localhost', '/healthz').then(
    (r) => r.status === 200,
    () => false,
  );

async function startServerIfNeeded(): Promise<ChildProcess | undefined> {
  if (await healthy()) return undefined;
  console.log(`No server on port ${port}: starting one (this builds the bundles first)…`);
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await healthy()) return child;
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('The server did not become healthy in time');
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
}

interface Measured {
  performance: number;
  accessibility: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  failed: string[];
}

async function lighthouse(url: string, outDir: string): Promise<Measured> {
  const out = path.join(outDir, 'report.json');
  await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--only-categories=performance,accessibility,seo',
      `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${path.join(outDir, 'profile')}`].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, timeout: LIGHTHOUSE_TIMEOUT_MS },
  );
  const report = JSON.parse(await fs.readFile(out, 'utf8')) as Report;
  const score = (c: string) => Math.round((report.categories[c]?.score ?? 0) * 100);
  const failed = ['accessibility', 'seo'].flatMap((c) =>
    (report.categories[c]?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]!.score! < 1,
      )
      .map((ref) => `${c}: ${ref.id} (${report.audits[ref.id]!.title})`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failed,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A detail page the site really has: the first result of its image search. */
async function detailPath(host: string): Promise<string> {
  const page = await get(host, '/search/2/image');
  const match = /href="(\/detail\/\d+)"/.exec(page.body);
  if (!match) throw new Error(`No detail link on ${host}/search/2/image`);
  return match[1]!;
}

const server = await startServerIfNeeded();
const work = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-lighthouse-'));
console.log(
  `Lighthouse ${JSON.parse(await fs.readFile(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile, median of ${runs} run(s), ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const rows: string[] = [];
const failures = new Set<string>();
try {
  for (const site of SITES) {
    const host = `${site}.localhost`;
    const pages = { home: '/', search: '/search/2/image', detail: await detailPath(host) };
    for (const [name, urlPath] of Object.entries(pages)) {
      const url = `http://${host}:${port}${urlPath}`;
      const measured: Measured[] = [];
      for (let i = 0; i < runs; i++) {
        const dir = await fs.mkdtemp(path.join(work, 'run-'));
        measured.push(await lighthouse(url, dir));
      }
      for (const m of measured) for (const f of m.failed) failures.add(`${site} ${name}: ${f}`);
      const med = (k: keyof Omit<Measured, 'failed'>) => median(measured.map((m) => m[k]));
      const row = [
        `${site} ${name}`.padEnd(22),
        String(med('performance')).padStart(5),
        String(med('accessibility')).padStart(5),
        String(med('seo')).padStart(5),
        `${(med('lcp') / 1000).toFixed(2)} s`.padStart(8),
        med('cls').toFixed(3).padStart(7),
        `${Math.round(med('tbt'))} ms`.padStart(8),
        `  ${urlPath}`,
      ].join(' ');
      rows.push(row);
      console.log(row);
    }
  }
} finally {
  await fs.rm(work, { recursive: true, force: true });
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}

console.log(`\n${'page'.padEnd(22)}  perf  a11y   seo      LCP     CLS      TBT`);
for (const row of rows) console.log(row);
console.log(
  failures.size
    ? `\nFailed audits:\n${[...failures].map((f) => `  ${f}`).join('\n')}`
    : '\nNo accessibility or SEO audit failed.',
);
