import { Worker } from 'node:worker_threads';
import { SignsOfLife } from './health';
import type { PGliteHost, PGliteLease } from './pglite-inline';
import type { RunResult } from './pglite-session';
import { type Reply, type Request, rebuildError, type WorkerStart } from './pglite-thread-messages';
import type { SessionSettings } from './session-settings';

const BOOT = new URL('./pglite-thread-boot.cjs', import.meta.url);

/**
 * PGlite in a worker thread of the server's process (the default): a query's CPU time is the
 * worker's, so the server's thread keeps answering static files and health checks while
 * searches run. A lease takes a number, not a turn: its statements go to the worker at once,
 * tagged with it, and wait there until the earlier leases are released, so the worker never
 * sits idle waiting for the next caller's first statement to come over.
 */
export class PGliteThread implements PGliteHost {
  private readonly pending = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<string, (payload: string) => void>();
  /** Every answer of the thread (the health check's sign it is running statements). */
  readonly answers = new SignsOfLife();
  private nextId = 0;
  private nextLease = 0;
  private stopped: Error | undefined;
  private closing: Promise<void> | undefined;

  /** Settles when the worker has opened PGlite, or could not. */
  private readonly started: Promise<void>;
  private onStarted!: (error?: Error) => void;

  private constructor(private readonly worker: Worker) {
    this.started = new Promise((resolve, reject) => {
      this.onStarted = (error) => (error ? reject(error) : resolve());
    });
    worker.on('message', (message: Reply) => this.receive(message));
    worker.on('error', (error) => this.stop(new Error(`The embedded database stopped: ${error.message}`)));
    worker.on('exit', (code) => this.stop(new Error(`The embedded database is closed (exit ${code})`)));
  }

  /** Starts the worker on `dir` ('memory' for a throwaway database), listening on `channels`. */
  static async start(dir: string, channels: string[]): Promise<PGliteThread> {
    // No inherited loader flags: under tsx's ESM loader PGlite.create never returned in a
    // worker thread; the boot file registers tsx's CommonJS hook only, as the render workers
    // do, so nothing is written to disk to start the thread.
    const worker = new Worker(BOOT, {
      workerData: { dir, channels } satisfies WorkerStart,
      execArgv: [],
    });
    const host = new PGliteThread(worker);
    try {
      await host.started;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    worker.unref(); // an idle database keeps no process alive; a pending statement does (send)
    return host;
  }

  async acquire(): Promise<PGliteLease> {
    const lease = ++this.nextLease;
    let released = false;
    return {
      run: <R>(settings: SessionSettings, sql: string, params: readonly unknown[]) =>
        this.send({ op: 'run', id: ++this.nextId, lease, settings, sql, params }) as Promise<RunResult<R>>,
      release: () => {
        if (released) return;
        released = true;
        if (!this.stopped) this.worker.postMessage({ op: 'release', lease } satisfies Request);
      },
    };
  }

  /**
   * Runs `name(db, ...args)`, exported by the module at the file URL `module`, in the database
   * thread with a handle on its session, in one lease: the rows never cross to this thread,
   * only what the function answers (a search's JSON), and its CPU time is the worker's.
   */
  job<T>(module: string, name: string, args: readonly unknown[]): Promise<T> {
    const lease = ++this.nextLease;
    return this.send({ op: 'job', id: ++this.nextId, lease, module, name, args }) as Promise<T>;
  }

  /** Answers once the worker is between statements, without waiting for the leases queued. */
  async ping(): Promise<void> {
    await this.send({ op: 'ping', id: ++this.nextId });
  }

  listen(channel: string, handler: (payload: string) => void): () => void {
    this.listeners.set(channel, handler);
    return () => this.listeners.delete(channel);
  }

  /** Closes PGlite after every lease taken before (its files are complete on disk), then the thread. */
  close(): Promise<void> {
    this.closing ??= this.closeOnce();
    return this.closing;
  }

  private async closeOnce(): Promise<void> {
    if (this.stopped) return;
    const lease = ++this.nextLease;
    try {
      await this.send({ op: 'close', id: ++this.nextId, lease });
    } finally {
      this.worker.postMessage({ op: 'release', lease } satisfies Request);
    }
    this.stop(new Error('The embedded database is closed'));
    await this.worker.terminate();
  }

  private send(request: Request & { id: number }): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  private receive(message: Reply) {
    if ('ready' in message) {
      this.onStarted(message.ready ? undefined : rebuildError(message.error));
      return;
    }
    if ('notify' in message) {
      this.listeners.get(message.notify)?.(message.payload);
      return;
    }
    if (!('id' in message)) return;
    this.answers.seen();
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.error) waiting.reject(rebuildError(message.error));
    else waiting.resolve(message.result);
  }

  private stop(reason: Error) {
    this.onStarted(reason); // before the worker said it was ready: it did not start
    this.stopped ??= reason;
    this.answers.forget();
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }
}
