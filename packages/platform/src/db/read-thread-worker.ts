import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../threads/background-priority';
import { serializeError } from './pglite-thread-messages';
import type { ReadReply, ReadRequest, ReadThreadStart } from './read-thread-messages';
import { openServerHandle, type ServerHandle } from './server-pools';

/**
 * A read thread (started by read-threads.ts through read-thread-boot.cjs): it runs read jobs on
 * a PostgreSQL pool of its own, so the rows of a search and the work of shaping them are this
 * thread's, and the server's thread only receives the answer. Jobs run side by side, as many at
 * once as the pool has connections.
 */
const { url, connections, modules } = workerData as ReadThreadStart;
// Each search runs here; a request the server's thread has to answer gets a core first.
lowerThreadPriority();
const port = parentPort!;
const reply = (message: ReadReply) => port.postMessage(message);

type JobFunction = (db: ServerHandle['db'], ...args: readonly unknown[]) => unknown;

/** Modules are required through tsx's CommonJS hook, which the boot file registered, once each. */
function jobFunction(module: string, name: string): JobFunction {
  const fn = (require(fileURLToPath(module)) as Record<string, unknown>)[name];
  if (typeof fn !== 'function') throw new Error(`${module} has no function ${name}`);
  return fn as JobFunction;
}

function start() {
  let handle: ServerHandle;
  try {
    handle = openServerHandle(url, connections, (error) =>
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'DatabaseWarning'),
    );
    for (const module of modules) require(fileURLToPath(module));
  } catch (error) {
    reply({ ready: false, error: serializeError(error) });
    return;
  }
  port.on('message', async (request: ReadRequest) => {
    switch (request.op) {
      case 'job':
        try {
          const fn = jobFunction(request.module, request.name);
          reply({ id: request.id, result: await fn(handle.db, ...request.args) });
        } catch (error) {
          reply({ id: request.id, error: serializeError(error) });
        }
        return;
      case 'load':
        try {
          require(fileURLToPath(request.module));
          reply({ id: request.id, result: true });
        } catch (error) {
          // The module's jobs answer with the same error.
          reply({ id: request.id, error: serializeError(error) });
        }
        return;
      case 'close':
        await handle.close().catch(() => undefined);
        reply({ id: request.id, result: true });
    }
  });
  reply({ ready: true });
}

start();
