import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Starts one real server (built bundles, PGlite in a temp folder, a small seeded catalogue)
 * for all browser tests, and stops it afterwards.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    premiumUrl: string;
    subscriptionUrl: string;
    serverPort: number;
    /** The server's DATA_DIR: its mail folder is DATA_DIR/mail. */
    dataDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const E2E_SEED_ASSETS = 800;
const START_TIMEOUT_MS = 420_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The search vocabulary's test fixture (German, Japanese, Thai), imported as an operator would
 * (npm run vocabulary:import) before the server starts, so searches in those languages do not
 * depend on the shipped data files.
 */
async function importFixtureVocabulary(dir: string) {
  const { FIXTURE_VOCABULARY } = await import('../features/search/src/vocabulary/testing/fixture');
  for (const [locale, vocabulary] of Object.entries(FIXTURE_VOCABULARY)) {
    const file = path.join(dir, `vocabulary-${locale}.json`);
    await fs.writeFile(file, JSON.stringify(vocabulary));
    const args = ['--import', 'tsx', 'apps/server/src/vocabulary-import.ts', file, '--locale', locale];
    const run = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors: string[] = [];
    run.stderr?.on('data', (c: Buffer) => errors.push(c.toString()));
    const code = await new Promise<number | null>((resolve) => run.on('exit', resolve));
    if (code !== 0) throw new Error(`vocabulary:import ${locale} failed:\n${errors.join('')}`);
  }
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  const { buildClient } = await import('../apps/server/src/build/build-client');
  await buildClient();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lightbox-e2e-'));
  await importFixtureVocabulary(dataDir);
  const port = await freePort();
  const log: string[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATABASE_READ_URL: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ASSETS: String(E2E_SEED_ASSETS),
      LOG_LEVEL: 'warn',
      // The browser gives each visitor its own X-Forwarded-For address (e2e/browser.ts).
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Server did not start:\n${log.join('')}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (log.join('').includes('Lightbox subscription site:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child?.stdout?.on('data', onData);
    child?.stderr?.on('data', (c: Buffer) => log.push(c.toString()));
    child?.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${log.join('')}`));
    });
  });
  child.removeAllListeners('exit');
  // Keep the server's warnings and errors after start: printed at teardown, they explain a
  // browser test that timed out because the server failed.
  child.stdout?.on('data', (c: Buffer) => log.push(c.toString()));
  child.on('exit', (code, signal) => log.push(`server exited: ${code ?? signal}\n`));
  serverLog = log;
  project.provide('serverPort', port);
  project.provide('dataDir', dataDir);
  project.provide('premiumUrl', `http://premium.localhost:${port}`);
  project.provide('subscriptionUrl', `http://subscription.localhost:${port}`);
}

let serverLog: string[] = [];

export async function teardown() {
  const tail = serverLog.join('').split('\n').slice(-60).join('\n').trim();
  if (tail) console.log(`e2e server output (last lines):\n${tail}`);
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}
