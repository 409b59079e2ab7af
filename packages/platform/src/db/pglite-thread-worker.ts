import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { lowerThreadPriority } from '../threads/background-priority';
import type { Db } from './database';
import { PGliteDialect, PGliteHandles } from './pglite-dialect';
import { PGliteInline } from './pglite-inline';
import { createPGlite, PGliteSession } from './pglite-session';
import { type Reply, type Request, serializeError, type WorkerStart } from './pglite-thread-messages';
import { registerSettingsVariants } from './session-settings';

/**
 * The database thread (started by pglite-thread.ts through pglite-thread-boot.cjs): it owns PGlite,
 * so a query's CPU time (WebAssembly) is spent here while the server's thread keeps serving.
 * Leases are served in their numbered order, each from its first statement to its release;
 * a statement that fails answers with its error and the lease goes on.
 */
const { dir, channels } = workerData as WorkerStart;
// Each search runs here; a request the server's thread has to answer gets a core first.
lowerThreadPriority();
const port = parentPort!;
const reply = (message: Reply) => port.postMessage(message);

let pglite: PGlite;
let session: PGliteSession;
/** The handle jobs read through: the same session, its statements taking turns among themselves. */
let jobDb: Db;
/** Why statements are refused: closed, or a lease's rollback failed and the session is unsafe. */
let refused: Error | undefined;
/** The lease being served; later leases' messages wait in `waiting`. */
let current = 1;
const waiting = new Map<number, Request[]>();
let pumping = false;

const OK = { rows: [], affectedRows: undefined };

function enqueue(request: Request & { lease: number }) {
  const queue = waiting.get(request.lease);
  if (queue) queue.push(request);
  else waiting.set(request.lease, [request]);
  if (!pumping) void pump();
}

async function pump() {
  pumping = true;
  try {
    for (;;) {
      const queue = waiting.get(current);
      const request = queue?.shift();
      if (!request) break;
      if (queue!.length === 0) waiting.delete(current);
      await handle(request);
      if (request.op === 'release' || request.op === 'job') current++;
    }
  } finally {
    pumping = false;
  }
}

async function handle(request: Request): Promise<void> {
  switch (request.op) {
    case 'run':
      try {
        if (refused) throw refused;
        reply({ id: request.id, result: await session.run(request.settings, request.sql, request.params) });
      } catch (error) {
        reply({ id: request.id, error: serializeError(error) });
      }
      return;
    case 'release':
      if (refused) return;
      // A transaction its holder left open is rolled back before the next lease's turn.
      await session.endLease().catch((error: unknown) => {
        refused = error instanceof Error ? error : new Error(String(error));
      });
      return;
    case 'close':
      if (!refused) {
        refused = new Error('The embedded database is closed');
        await pglite.close();
      }
      reply({ id: request.id, result: OK });
      return;
    case 'job':
      try {
        if (refused) throw refused;
        const fn = jobFunction(request.module, request.name);
        reply({ id: request.id, result: await fn(jobDb, ...request.args) });
      } catch (error) {
        reply({ id: request.id, error: serializeError(error) });
      }
      if (!refused) {
        await session.endLease().catch((error: unknown) => {
          refused = error instanceof Error ? error : new Error(String(error));
        });
      }
      return;
    case 'ping':
      if (refused) reply({ id: request.id, error: serializeError(refused) });
      else reply({ id: request.id, result: OK });
  }
}

/**
 * A job's function: modules are required through tsx's CommonJS hook, which the boot file
 * registered (an import would bypass it), once each.
 */
function jobFunction(module: string, name: string): (db: Db, ...args: readonly unknown[]) => unknown {
  const fn = (require(fileURLToPath(module)) as Record<string, unknown>)[name];
  if (typeof fn !== 'function') throw new Error(`${module} has no function ${name}`);
  return fn as (db: Db, ...args: readonly unknown[]) => unknown;
}

async function start() {
  try {
    pglite = await createPGlite(dir);
    session = new PGliteSession(pglite);
    // A job's statements follow each other in promises, never returning to the event loop;
    // a turn of it before each lets a health check in between them, as between leases.
    const local = PGliteInline.over(pglite, session, () => new Promise((resolve) => setImmediate(resolve)));
    jobDb = new Kysely({ dialect: new PGliteDialect(local) });
    registerSettingsVariants(jobDb, new PGliteHandles(local));
    // LISTEN before any transaction is open; notifications go to the server's thread as they come.
    for (const channel of channels) {
      await pglite.listen(channel, (payload) => reply({ notify: channel, payload }));
    }
    port.on('message', (request: Request) => {
      // A health check answers between statements, ahead of the leases waiting.
      if (request.op === 'ping') void handle(request);
      else enqueue(request);
    });
    reply({ ready: true });
  } catch (error) {
    reply({ ready: false, error: serializeError(error) });
  }
}

void start();
