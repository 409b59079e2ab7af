import { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import { rebuildError } from './pglite-thread-messages';
import type { ReadReply, ReadRequest, ReadThreadStart } from './read-thread-messages';

const BOOT = new URL('./read-thread-boot.cjs', import.meta.url);

/**
 * None by default: on two cores, a quiet bench:load gave more searches a second with searches on
 * the server's thread (each thread's own caches and JIT cost CPU a search); READ_THREADS=2 frees
 * the server's thread instead (README "Serving many visitors at once").
 */
export const DEFAULT_READ_THREADS = 0;
/**
 * Connections of each thread's pool: jobs beyond them wait in the thread for one. Two threads
 * of two keep four backends busy, enough for two cores; more searches at once would only
 * lengthen the run queue the server's thread waits in to answer a static file.
 */
export const READ_THREAD_CONNECTIONS = 2;
/** A thread that stopped is started again after this, doubling while starts fail, up to the maximum. */
const RESTART_DELAY_MS = 500;
const RESTART_DELAY_MAX_MS = 30_000;

/** What the visitor of a job whose thread stopped reads (the search API's 503). */
export const READ_THREAD_STOPPED =
  'Searching stopped for a moment on our side and is starting again. Please try again.';

const unavailable = (cause?: Error) =>
  new AppError('unavailable', READ_THREAD_STOPPED, { status: 503, isReportable: true, cause });

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker and the jobs it has been sent. */
class ReadThread {
  readonly pending = new Map<number, Waiting>();
  stopped = false;

  constructor(
    readonly worker: Worker,
    onStop: (thread: ReadThread, reason: Error) => void,
  ) {
    worker.on('message', (message: ReadReply) => {
      if (!('id' in message)) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (message.error) waiting.reject(rebuildError(message.error));
      else waiting.resolve(message.result);
    });
    worker.on('error', (error) => onStop(this, error));
    worker.on('exit', (code) => onStop(this, new Error(`A read thread ended (exit ${code})`)));
  }

  send(request: ReadRequest & { id: number }): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }
}

/**
 * Read jobs on PostgreSQL (database.readJob) in a few worker threads, each with a pool of its
 * own: searches run side by side, their rows and the shaping of their answers never reach the
 * server's thread, which only receives each answer. A job goes to the thread with the fewest
 * jobs. A thread that stops fails its jobs with a 503 that says so, and is started again; jobs
 * go to the others meanwhile.
 */
export class ReadThreads {
  private readonly threads: ReadThread[] = [];
  /** Job modules every thread has loaded (or is loading), to load in threads started later. */
  private readonly modules = new Map<string, Promise<void>>();
  private nextId = 0;
  private closing = false;
  private restartDelay = RESTART_DELAY_MS;
  private restartTimer: NodeJS.Timeout | undefined;
  private constructor(
    private readonly start: { url: string; connections?: number },
    private readonly onStopped: (reason: Error) => void,
  ) {}

  /** Starts `count` threads reading from `url`; resolves once every one has its pool. */
  static async start(
    count: number,
    start: { url: string; connections?: number },
    onStopped: (reason: Error) => void = (reason) =>
      process.emitWarning(`${reason.message}; starting it again`, 'DatabaseWarning'),
  ): Promise<ReadThreads> {
    const threads = new ReadThreads(start, onStopped);
    try {
      for (let i = 0; i < count; i++) threads.threads.push(await threads.spawn());
    } catch (error) {
      await threads.close();
      throw error;
    }
    return threads;
  }

  /** How many threads are running now. */
  get running(): number {
    return this.threads.filter((t) => !t.stopped).length;
  }

  async job<T>(module: string, name: string, args: readonly unknown[]): Promise<T> {
    if (this.closing) throw unavailable();
    let loaded = this.modules.get(module);
    if (!loaded) {
      // Every thread loads it now (seconds on a busy machine), not in its own first job of it.
      loaded = Promise.all(
        this.threads
          .filter((t) => !t.stopped)
          .map((t) => t.send({ op: 'load', id: ++this.nextId, module }).catch(() => undefined)),
      ).then(() => undefined);
      this.modules.set(module, loaded);
    }
    await loaded;
    let chosen: ReadThread | undefined;
    for (const thread of this.threads) {
      if (!thread.stopped && (!chosen || thread.pending.size < chosen.pending.size)) chosen = thread;
    }
    if (!chosen) throw unavailable();
    return chosen.send({ op: 'job', id: ++this.nextId, module, name, args }) as Promise<T>;
  }

  /** Ends every thread's connections, then the threads; jobs still running fail with a 503. */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.restartTimer);
    await Promise.all(
      this.threads.map(async (thread) => {
        if (thread.stopped) return;
        await thread.send({ op: 'close', id: ++this.nextId }).catch(() => undefined);
        thread.stopped = true;
        await thread.worker.terminate();
      }),
    );
  }

  private spawn(): Promise<ReadThread> {
    const worker = new Worker(BOOT, {
      workerData: {
        url: this.start.url,
        connections: this.start.connections ?? READ_THREAD_CONNECTIONS,
        modules: [...this.modules.keys()],
      } satisfies ReadThreadStart,
      execArgv: [], // as the PGlite thread: no inherited loader flags (pglite-thread.ts)
    });
    return new Promise((resolve, reject) => {
      const ready = (message: ReadReply) => {
        if (!('ready' in message)) return;
        worker.off('message', ready);
        worker.off('exit', failed);
        worker.off('error', broke);
        if (!message.ready) {
          void worker.terminate();
          reject(rebuildError(message.error));
          return;
        }
        worker.unref();
        resolve(new ReadThread(worker, (thread, reason) => this.stopped(thread, reason)));
      };
      const failed = (code: number) => reject(new Error(`A read thread ended while starting (exit ${code})`));
      const broke = (error: Error) => reject(error);
      worker.on('message', ready);
      worker.once('exit', failed);
      worker.on('error', broke);
    });
  }

  private stopped(thread: ReadThread, reason: Error) {
    if (thread.stopped) return;
    thread.stopped = true;
    for (const waiting of thread.pending.values()) waiting.reject(unavailable(reason));
    thread.pending.clear();
    void thread.worker.terminate();
    if (this.closing) return;
    this.onStopped(reason);
    this.scheduleRestart();
  }

  private scheduleRestart() {
    if (this.restartTimer || this.closing) return;
    this.restartTimer = setTimeout(async () => {
      this.restartTimer = undefined;
      if (this.closing) return;
      const index = this.threads.findIndex((t) => t.stopped);
      if (index < 0) return;
      try {
        const thread = await this.spawn();
        if (this.closing) {
          await thread.worker.terminate();
          return;
        }
        this.threads[index] = thread;
        this.restartDelay = RESTART_DELAY_MS;
      } catch (error) {
        this.onStopped(error instanceof Error ? error : new Error(String(error)));
        this.restartDelay = Math.min(this.restartDelay * 2, RESTART_DELAY_MAX_MS);
      }
      if (this.threads.some((t) => t.stopped)) this.scheduleRestart();
    }, this.restartDelay);
    this.restartTimer.unref();
  }
}
