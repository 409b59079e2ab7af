import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { PGliteHost } from './pglite-inline';
import type { Reply, Request } from './pglite-protocol';
import type { RunResult } from './pglite-session';
import type { SessionSettings } from './session-settings';

/**
 * The server's side of the database worker: PGlite runs in a child process of its own
 * (pglite-worker.ts) and this sends it statements by message. A worker thread would do, but
 * under Node 20 with tsx's loader registered (as `npm start` runs) PGlite.create never
 * returns in a worker thread; a child process has its own loader and its own CPU time. Callers take the session in turns (`acquire`): a
 * lease holds it from a transaction's begin to its commit, and others wait instead of
 * interleaving with it, as they would on one PostgreSQL connection.
 */
export class PGliteWorker implements PGliteHost {
  private queue: Promise<void> = Promise.resolve();
  private readonly pending = new Map<
    number,
    { resolve: (r: RunResult) => void; reject: (e: Error) => void }
  >();
  private readonly listeners = new Map<string, (payload: string) => void>();
  private nextId = 0;
  private stopped: Error | undefined;

  private constructor(private readonly worker: ChildProcess) {
    worker.on('message', (message: Reply) => this.receive(message));
    worker.on('error', (error) => this.stop(new Error(`The embedded database stopped: ${error.message}`)));
    worker.on('exit', () => this.stop(new Error('The embedded database is closed')));
  }

  /** Starts the worker on `dir` ('memory' for a throwaway database), listening on `channels`. */
  static async start(dir: string, channels: string[]): Promise<PGliteWorker> {
    const worker = fork(WORKER_FILE, [JSON.stringify({ dir, channels })], {
      execArgv: ['--import', TSX_LOADER],
      // Structured clone, as between threads: Date, bigint and Uint8Array arrive as they left.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await new Promise<Reply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database did not start (exit ${code})`)));
    });
    worker.removeAllListeners();
    if ('ready' in ready && !ready.ready) {
      worker.kill();
      throw rebuildError(ready.error);
    }
    const client = new PGliteWorker(worker);
    client.idle();
    return client;
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
      if (!this.stopped) this.worker.send({ op: 'release', id: 0 } satisfies Request);
      release();
    };
  }

  /** One statement, or without parameters a script, under `settings`. Call while holding a lease. */
  run<R>(settings: SessionSettings, sql: string, params: readonly unknown[]): Promise<RunResult<R>> {
    return this.send({ op: 'run', id: ++this.nextId, settings, sql, params }) as Promise<RunResult<R>>;
  }

  /**
   * Answers once the worker has finished the statement it is running, without waiting for the
   * callers queued for the session: a health check stays quick while searches are queued.
   */
  async ping(): Promise<void> {
    await this.send({ op: 'ping', id: ++this.nextId });
  }

  listen(channel: string, handler: (payload: string) => void): () => void {
    this.listeners.set(channel, handler);
    return () => this.listeners.delete(channel);
  }

  /** Closes PGlite (its files are complete on disk) and ends the process. */
  async close(): Promise<void> {
    if (this.stopped) return;
    const release = await this.acquire();
    try {
      await this.send({ op: 'close', id: ++this.nextId });
    } finally {
      release();
    }
    if (this.worker.exitCode === null) {
      this.worker.ref(); // until it has exited
      await new Promise((resolve) => this.worker.once('exit', resolve));
    }
  }

  private send(request: Request): Promise<RunResult> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      // A request waiting for its answer keeps the process alive; an idle worker does not.
      if (this.pending.size === 0) this.busy();
      this.pending.set(request.id, { resolve, reject });
      this.worker.send(request);
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
    if (this.pending.size === 0) this.idle();
    if (message.error) waiting.reject(rebuildError(message.error));
    else waiting.resolve(message.result);
  }

  private busy() {
    this.worker.ref();
    this.worker.channel?.ref();
  }

  private idle() {
    this.worker.unref();
    this.worker.channel?.unref();
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

const WORKER_FILE = new URL('./pglite-worker.ts', import.meta.url).pathname;
/** The worker is TypeScript like the rest: it runs with tsx's loader, as `npm start` does. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
