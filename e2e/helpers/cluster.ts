import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * Several server processes on one real PostgreSQL with a streaming replica, as a store that
 * outgrew one machine runs (README "Running at scale"): for the browser tests of issue #23 and
 * bench/scale.ts. Everything listens on loopback and is removed again by its stop().
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const START_TIMEOUT_MS = 420_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export async function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database on the cluster of `adminUrl`; drop() removes it. */
export async function createDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await query(adminUrl, `create database ${name}`);
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => query(adminUrl, `drop database if exists ${name} with (force)`).then(() => undefined),
  };
}

/**
 * A hot standby of the cluster of `primaryUrl`, made with pg_basebackup -R and started on a free
 * port (scripts/postgres-throwaway.sh replica). Its folder is a top-level one under /tmp, because
 * when we run as root the cluster belongs to the postgres user, who cannot enter private folders.
 */
export async function startReplica(primaryUrl: string) {
  const dir = await fs.mkdtemp('/tmp/lightbox-replica-');
  const port = await freePort();
  const script = path.join(repoRoot, 'scripts', 'postgres-throwaway.sh');
  const stop = () => run('bash', [script, 'stop', dir]).then(() => undefined);
  try {
    const { stdout } = await run('bash', [script, 'replica', dir, String(port), primaryUrl]);
    return { url: stdout.trim(), port, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** Waits until the replica has replayed everything the primary had written when this was called. */
export async function replicaCaughtUp(primaryUrl: string, replicaUrl: string, timeoutMs = 60_000) {
  const [written] = await query<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
  const lsn = written!.lsn;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await query<{ behind: boolean }>(
      replicaUrl,
      'select pg_last_wal_replay_lsn() < $1::pg_lsn as behind',
      [lsn],
    );
    if (row && !row.behind) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The replica did not replay up to ${lsn} within ${timeoutMs} ms`);
}

export interface AppProcess {
  port: number;
  pid: number;
  dataDir: string;
  /** Resident memory of the process in bytes (from /proc). */
  rss(): Promise<number>;
  output(): string;
  stop(): Promise<void>;
}

export interface AppOptions {
  databaseUrl: string;
  readUrl?: string;
  seedAssets: number;
  /** Extra environment, e.g. LOG_LEVEL. */
  env?: Record<string, string>;
  /** A DATA_DIR shared with other processes on this machine (kept at stop); by default one of its own. */
  dataDir?: string;
}

/**
 * One server process (`apps/server/src/main.ts`, the built client bundles), by default with a
 * DATA_DIR of its own under /tmp, so nothing it shares with the others goes through a folder.
 */
export async function startApp(options: AppOptions): Promise<AppProcess> {
  const dataDir = options.dataDir ?? (await fs.mkdtemp('/tmp/lightbox-app-'));
  const port = await freePort();
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATABASE_READ_URL: options.readUrl ?? '',
      SESSION_SECRET: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ASSETS: String(options.seedAssets),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => log.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => log.push(c.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('did not start in time')), START_TIMEOUT_MS);
      const check = () => {
        if (log.join('').includes('Lightbox subscription site:')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited with ${code}`));
      });
    });
  } catch (error) {
    await stop();
    throw new Error(`Server on port ${port} ${(error as Error).message}:\n${log.join('')}`);
  }
  return {
    port,
    pid: child.pid!,
    dataDir,
    async rss() {
      const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    },
    output: () => log.join(''),
    stop,
  };
}
