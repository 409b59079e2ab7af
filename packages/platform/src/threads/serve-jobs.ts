import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { serializeError } from '../db/pglite-thread-messages';
import type { JobReply, JobRequest, JobThreadStart } from './job-thread-messages';

type JobFunction = (...args: readonly unknown[]) => unknown;

export interface JobHost {
  /** Runs one job's function with its arguments (a read thread passes its database first). */
  run(fn: JobFunction, args: readonly unknown[]): unknown;
  /** Ends what the thread holds open. */
  close?(): Promise<void>;
}

/** Modules are required through tsx's CommonJS hook, which the boot file registered, once each. */
function jobFunction(module: string, name: string): JobFunction {
  const fn = (require(fileURLToPath(module)) as Record<string, unknown>)[name];
  if (typeof fn !== 'function') throw new Error(`${module} has no function ${name}`);
  return fn as JobFunction;
}

/**
 * A job thread's side of job-threads.ts: opens what its jobs need (`open`, given the thread's
 * settings), loads the modules the pool names, then answers jobs until closed. A failure to open
 * is the pool's start error.
 */
export function serveJobs<Settings extends object>(open: (settings: Settings) => JobHost): void {
  const port = parentPort!;
  const reply = (message: JobReply) => port.postMessage(message);
  const start = workerData as Settings & JobThreadStart;
  let host: JobHost;
  try {
    host = open(start);
    for (const module of start.modules) require(fileURLToPath(module));
  } catch (error) {
    reply({ ready: false, error: serializeError(error) });
    return;
  }
  port.on('message', async (request: JobRequest) => {
    switch (request.op) {
      case 'job':
        try {
          const fn = jobFunction(request.module, request.name);
          reply({ id: request.id, result: await host.run(fn, request.args) });
        } catch (error) {
          reply({ id: request.id, error: serializeError(error) });
        }
        return;
      case 'load':
        try {
          require(fileURLToPath(request.module));
          reply({ id: request.id, result: true });
        } catch (error) {
          reply({ id: request.id, error: serializeError(error) });
        }
        return;
      case 'close':
        await host.close?.().catch(() => undefined);
        reply({ id: request.id, result: true });
    }
  });
  reply({ ready: true });
}
