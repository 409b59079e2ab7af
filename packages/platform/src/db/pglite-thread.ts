import { Worker } from 'node:worker_threads';
import type { Reply, Request } from './pglite-protocol';
import type { RunResult } from './pglite-session';
import type { SessionSettings } from './session-settings';

/**
 * The server's side of the database worker: PGlite runs in its own thread (pglite-worker.ts)
 * and this sends it statements by message. Callers take the session in turns (`acquire`): a
 * lease holds it from a transaction's begin to its commit, and others wait instead of
 * interleaving with it, as they would on one PostgreSQL connection.
 */
export class PGliteThread {
  private queue: Promise<void> = Promise.resolve();
  private readonly pending = new Map<
    number,
    { resolve: (r: RunResult) => void; reject: (e: Error) => void }
  >();
  private readonly listeners = new Map<string, (payload: string) => void>();
  private nextId = 0;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply) => this.receive(message));
    worker.on('error', (error) => this.stop(new Error(`The embedded database stopped: ${error.message}`)));
    worker.on('exit', () => this.stop(new Error('The embedded database is closed')));
  }

  /** Starts the worker on `dir` ('memory' for a throwaway database), listening on `channels`. */
  static async start(dir: string, channels: string[]): Promise<PGliteThread> {
    const worker = new Worker(WORKER_URL, { workerData: { dir, channels }, execArgv: [] });
    const ready = await new Promise<Reply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if ('ready' in ready && !ready.ready) {
      await worker.terminate();
      throw rebuildError(ready.error);
    }
    const thread = new PGliteThread(worker);
    worker.unref();
    return thread;
  }

  /** Waits for the session; call the returned function when done with it. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return () => {
      if (!this.stopped) this.worker.postMessage({ op: 'release', id: 0 } satisfies Request);
      release();
    };
  }

  /** One statement, or without parameters a script, under `settings`. Call while holding a lease. */
  run<R>(settings: SessionSettings, sql: string, params: readonly unknown[]): Promise<RunResult<R>> {
    return this.send({ op: 'run', id: ++this.nextId, settings, sql, params }) as Promise<RunResult<R>>;
  }

  listen(channel: string, handler: (payload: string) => void): () => void {
    this.listeners.set(channel, handler);
    return () => this.listeners.delete(channel);
  }

  /** Closes PGlite (its files are complete on disk) and ends the thread. */
  async close(): Promise<void> {
    if (this.stopped) return;
    const release = await this.acquire();
    try {
      await this.send({ op: 'close', id: ++this.nextId });
    } finally {
      release();
    }
    await this.worker.terminate();
  }

  private send(request: Request): Promise<RunResult> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      // A request waiting for its answer keeps the process alive; an idle worker does not.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  private receive(message: Reply) {
    if ('notify' in message) {
      this.listeners.get(message.notify)?.(message.payload);
      return;
    }
    if (!('id' in message)) return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.error) waiting.reject(rebuildError(message.error));
    else waiting.resolve(message.result);
  }

  private stop(reason: Error) {
    this.stopped ??= reason;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }
}

/**
 * The worker's error as one of this thread: same message and fields, so callers still read
 * PostgreSQL's `code` (23505 and the like), `constraint` or `detail`.
 */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/**
 * The worker is TypeScript like the rest. tsx's ESM loader hangs when a worker thread of
 * Node 20 registers it, so the worker starts from a CommonJS file that registers tsx's
 * CommonJS hook and requires it, with none of this thread's loader flags.
 */
const WORKER_URL = new URL('./pglite-worker-boot.cjs', import.meta.url);
