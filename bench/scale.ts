/**
 * Issue #23, scale-out: a realistic mix of storefront traffic against one server process and
 * then two, behind the same round-robin balancer on loopback, on the real PostgreSQL of
 * DATABASE_URL (a throwaway database is made in it and dropped afterwards).
 *
 *   DATABASE_URL=postgres://… npm run bench:scale -- [--duration 60] [--connections 16]
 *     [--processes 1,2] [--assets 2000] [--users 8] [--every 10] [--replica] [--build]
 *
 * The mix (autocannon, one request at a time per connection): search pages 30 %, the search
 * API 25 %, asset detail pages 15 %, thumbnails 20 %, board saves by signed-in customers 10 %
 * (adding and removing an asset, CSRF token and session cookie as a browser sends them).
 * Prints requests/s, p50/p99 latency, errors (non-2xx answers, socket errors, timeouts), the
 * memory of each server process every --every seconds, and the ratio of two processes to one.
 * `--duration 600 --processes 2` is the soak of the README. The client bundles in dist/ are used
 * as built (`--build` rebuilds them first). Numbers, no assertions.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import autocannon from 'autocannon';
import { buildClient } from '../apps/server/src/build/build-client';
import { manifestPath } from '../apps/server/src/build/manifest';
import {
  type AppProcess,
  createDatabase,
  query,
  replicaCaughtUp,
  startApp,
  startReplica,
  withDatabase,
} from '../e2e/helpers/cluster';
import { startBalancer } from './balancer';
import { type Customer, signedInCustomer } from './customers';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i++) {
  const name = process.argv[i]!.replace(/^--/, '');
  const next = process.argv[i + 1];
  if (next === undefined || next.startsWith('--')) args.set(name, 'true');
  else args.set(name, process.argv[++i]!);
}
const DURATION_S = Number(args.get('duration') ?? 60);
const CONNECTIONS = Number(args.get('connections') ?? 16);
const PROCESSES = (args.get('processes') ?? '1,2').split(',').map(Number);
const ASSETS = Number(args.get('assets') ?? 2000);
const USERS = Number(args.get('users') ?? 8);
const EVERY_S = Number(args.get('every') ?? Math.max(5, Math.round(DURATION_S / 6)));
const WITH_REPLICA = args.get('replica') === 'true';
const HOST = 'premium.localhost';
const WARM_UP_S = 15;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    'bench:scale needs a real PostgreSQL: set DATABASE_URL (scripts/postgres-throwaway.sh start).',
  );
  process.exit(2);
}
if (![DURATION_S, CONNECTIONS, ASSETS, USERS, EVERY_S].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--duration, --connections, --assets, --users and --every take whole numbers above 0.');
  process.exit(2);
}

const MB = 1024 * 1024;
const stops: Array<() => Promise<unknown>> = [];
async function cleanUp() {
  for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

type Kind = 'search page' | 'search API' | 'detail' | 'thumbnail' | 'board save';
const MIX: ReadonlyArray<[Kind, number]> = [
  ['search page', 30],
  ['search API', 25],
  ['detail', 15],
  ['thumbnail', 20],
  ['board save', 10],
];

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, share] of MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'search page';
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function main() {
  console.log(
    `bench:scale: ${DURATION_S} s per run, ${CONNECTIONS} connections, ${ASSETS} assets, ${USERS} signed-in customers, processes ${PROCESSES.join(' then ')}${WITH_REPLICA ? ', search on a streaming replica' : ''}`,
  );
  // Built bundles are reused: rebuilding dist/ under a running server (a browser test) breaks it.
  if (args.get('build') === 'true' || !(await fs.stat(manifestPath).catch(() => undefined)))
    await buildClient();
  const database = await createDatabase(adminUrl!, 'lightbox_bench_scale');
  stops.push(database.drop);
  let readUrl: string | undefined;
  if (WITH_REPLICA) {
    const replica = await startReplica(adminUrl!);
    stops.push(replica.stop);
    readUrl = withDatabase(replica.url, database.name);
  }
  // One machine: the processes share a DATA_DIR, so a thumbnail is rendered once for all of them
  // (as with the S3 media store), not once per process.
  const dataDir = await fs.mkdtemp('/tmp/lightbox-bench-scale-');
  stops.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const options = {
    dataDir,
    databaseUrl: database.url,
    seedAssets: ASSETS,
    ...(readUrl && { readUrl }),
    env: { LOG_LEVEL: 'error', NODE_ENV: 'production' },
  };
  const apps: AppProcess[] = [];
  const startOne = async () => {
    const started = performance.now();
    const app = await startApp(options);
    stops.push(app.stop);
    apps.push(app);
    console.log(
      `process ${apps.length} (pid ${app.pid}) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  };
  await startOne();

  // What the mix asks for: common keywords as phrases, real asset ids, customers with a board each.
  const phrases = [
    '',
    ...(
      await query<{ k: string }>(
        database.url,
        'select k from (select unnest(keywords) as k from assets) w group by k order by count(*) desc limit 40',
      )
    ).map((r) => r.k),
  ];
  const ids = (
    await query<{ id: number }>(
      database.url,
      `select id from assets where asset_type = 'image' order by popularity desc limit 500`,
    )
  ).map((r) => r.id);
  const customers: Customer[] = [];
  for (let i = 0; i < USERS; i++) {
    customers.push(await signedInCustomer({ port: apps[0]!.port, host: HOST, dataDir: apps[0]!.dataDir }, i));
  }
  console.log(`${customers.length} customers signed in, each with a board`);
  if (readUrl) await replicaCaughtUp(adminUrl!, withDatabase(readUrl, 'postgres'));

  const requestFor = (kind: Kind): autocannon.Request => {
    const headers: Record<string, string> = {
      host: HOST,
      'accept-encoding': 'br, gzip',
      accept: 'text/html,application/xhtml+xml',
    };
    const phrase = encodeURIComponent(pick(phrases));
    switch (kind) {
      case 'search page':
        return { method: 'GET', path: `/search/2/image?phrase=${phrase}`, headers };
      case 'search API':
        return {
          method: 'GET',
          path: `/search/api/assets?phrase=${phrase}&assettype=image`,
          headers: { ...headers, accept: 'application/json' },
        };
      case 'detail':
        return { method: 'GET', path: `/detail/${pick(ids)}`, headers };
      case 'thumbnail':
        return {
          method: 'GET',
          path: `/media/${pick(ids)}/thumb.jpg`,
          headers: { ...headers, accept: 'image/*' },
        };
      case 'board save': {
        const customer = pick(customers);
        return {
          method: 'PUT',
          path: `/collaboration/boards/${customer.boardId}.json`,
          headers: {
            ...headers,
            accept: 'application/json',
            'content-type': 'application/json',
            cookie: customer.cookie,
            'x-csrf-token': customer.csrfToken,
          },
          body: JSON.stringify({
            assets: [`gi:${pick(ids)}`],
            action_type: Math.random() < 0.5 ? 'add_assets' : 'remove_assets',
          }),
        };
      }
    }
  };

  // Every thumbnail of the mix rendered once, before anything is measured.
  let nextThumb = 0;
  const warm = await autocannon({
    url: `http://127.0.0.1:${apps[0]!.port}`,
    connections: 2,
    amount: ids.length,
    timeout: 120,
    requests: [
      {
        setupRequest: () => ({
          method: 'GET',
          path: `/media/${ids[nextThumb++ % ids.length]}/thumb.jpg`,
          headers: { host: HOST },
        }),
      },
    ],
  });
  console.log(`${warm.requests.total} thumbnails rendered or found before measuring`);

  const results: Array<{ processes: number; rps: number }> = [];
  for (const count of PROCESSES) {
    while (apps.length < count) await startOne();
    const running = apps.slice(0, count);
    const balancer = await startBalancer(running.map((app) => app.port));
    // Untimed: every process compiles its hot paths and fills its caches before the run.
    await autocannon({
      url: `http://127.0.0.1:${balancer.port}`,
      connections: CONNECTIONS,
      duration: WARM_UP_S,
      timeout: 30,
      requests: [{ setupRequest: () => requestFor(pickKind()) }],
    });
    const failures = new Map<string, number>();
    const started = Date.now();
    const memory = running.map(() => [] as number[]);
    const sample = async () => {
      const rss = await Promise.all(running.map((app) => app.rss()));
      for (const [i, bytes] of rss.entries()) memory[i]!.push(bytes);
      console.log(
        `  ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s  memory ${rss.map((b, i) => `process ${i + 1} ${(b / MB).toFixed(0)} MB`).join(', ')}`,
      );
    };
    console.log(`\n== ${count} process${count === 1 ? '' : 'es'} behind the balancer, ${DURATION_S} s`);
    await sample();
    const sampler = setInterval(() => void sample(), EVERY_S * 1000);
    const result = await autocannon({
      url: `http://127.0.0.1:${balancer.port}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 30,
      requests: [
        {
          setupRequest: (_request, context) => {
            const kind = pickKind();
            (context as { kind?: Kind }).kind = kind;
            return requestFor(kind);
          },
          onResponse: (status, _body, context) => {
            if (status >= 200 && status < 300) return;
            const key = `${(context as { kind?: Kind }).kind} ${status}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          },
        },
      ],
    });
    clearInterval(sampler);
    await sample();
    await balancer.close();
    const errors = result.non2xx + result.errors + result.timeouts;
    console.log(
      `requests/s ${result.requests.average.toFixed(1)} (${result.requests.total} in ${result.duration.toFixed(0)} s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `errors ${errors} (non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts})${failures.size ? `: ${[...failures].map(([k, n]) => `${k} ×${n}`).join(', ')}` : ''}`,
    );
    memory.forEach((series, i) => {
      const [first, last, max] = [series[0]!, series.at(-1)!, Math.max(...series)];
      console.log(
        `memory process ${i + 1}: ${(first / MB).toFixed(0)} MB at start, ${(last / MB).toFixed(0)} MB at end, ${(max / MB).toFixed(0)} MB at most`,
      );
    });
    results.push({ processes: count, rps: result.requests.average });
  }
  const one = results.find((r) => r.processes === 1);
  const two = results.find((r) => r.processes === 2);
  if (one && two) console.log(`\nratio two processes / one: ${(two.rps / one.rps).toFixed(2)}`);
}

try {
  await main();
} finally {
  await cleanUp();
  http.globalAgent.destroy();
}
