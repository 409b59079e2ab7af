import { Worker } from 'node:worker_threads';
import { rebuildError } from '../db/pglite-thread-messages';
import type { JobReply, JobRequest, JobThreadStart } from './job-thread-messages';

/** A thread for jobs that need only their arguments, at nice 10 (background-thread-worker.ts). */
export const BACKGROUND_THREAD_BOOT = new URL('./background-thread-boot.cjs', import.meta.url);

/** A thread that stopped is started again after this, doubling while starts fail, up to the maximum. */
const RESTART_DELAY_MS = 500;
const RESTART_DELAY_MAX_MS = 30_000;

export interface JobThreadsOptions {
  /** The CommonJS file a thread starts from (it registers tsx, then serves jobs: serve-jobs.ts). */
  boot: URL;

  /** The thread's own settings, passed to it with the modules to load. */
  settings?: Record<string, unknown>;
  /** What the threads are, for warnings: 'A read thread'. */
  label: string;
  /** The error a job gets when no thread can run it (its thread stopped, or the pool closed). */
  unavailable: (cause?: Error) => Error;
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker and the jobs it has been sent. */
class JobThread {
  readonly pending = new Map<number, Waiting>();
  stopped = false;

  constructor(
    readonly worker: Worker,
    label: string,
    onStop: (thread: JobThread, reason: Error) => void,
  ) {
    worker.on('message', (message: JobReply) => {
      if (!('id' in message)) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (message.error) waiting.reject(rebuildError(message.error));
      else waiting.resolve(message.result);
    });
    worker.on('error', (error) => onStop(this, error));
    worker.on('exit', (code) => onStop(this, new Error(`${label} ended (exit ${code})`)));
  }

  send(request: JobRequest): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }
}

/**
 * Jobs in a few worker threads: a job is a function some module exports, run in the thread with
 * the fewest jobs, so its CPU time is not the server thread's. A thread that stops fails its jobs
 * with the pool's `unavailable` error and is started again; jobs go to the others meanwhile.
 * Threads keep the process alive only while they have jobs.
 */
export class JobThreads {
  private readonly threads: JobThread[] = [];
  /** Job modules every thread has loaded (or is loading), to load in threads started later. */
  private readonly modules = new Map<string, Promise<void>>();
  private nextId = 0;
  private closing = false;
  private restartDelay = RESTART_DELAY_MS;
  private restartTimer: NodeJS.Timeout | undefined;
  private constructor(
    private readonly options: JobThreadsOptions,
    private readonly onStopped: (reason: Error) => void,
  ) {}

  /** Starts `count` threads; resolves once every one is ready for jobs. */
  static async start(
    count: number,
    options: JobThreadsOptions,
    onStopped: (reason: Error) => void = (reason) =>
      process.emitWarning(`${reason.message}; starting it again`, 'ThreadWarning'),
  ): Promise<JobThreads> {
    const threads = new JobThreads(options, onStopped);
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

  /** Loads a job module in every thread now, so its first job does not wait for it. */
  load(module: string): Promise<void> {
    let loaded = this.modules.get(module);
    if (!loaded) {
      // A module that fails to load fails each of its jobs with the same error.
      loaded = Promise.all(
        this.threads
          .filter((t) => !t.stopped)
          .map((t) => t.send({ op: 'load', id: ++this.nextId, module }).catch(() => undefined)),
      ).then(() => undefined);
      this.modules.set(module, loaded);
    }
    return loaded;
  }

  async job<T>(module: string, name: string, args: readonly unknown[]): Promise<T> {
    if (this.closing) throw this.options.unavailable();
    await this.load(module);
    let chosen: JobThread | undefined;
    for (const thread of this.threads) {
      if (!thread.stopped && (!chosen || thread.pending.size < chosen.pending.size)) chosen = thread;
    }
    if (!chosen) throw this.options.unavailable();
    return chosen.send({ op: 'job', id: ++this.nextId, module, name, args }) as Promise<T>;
  }

  /** Ends what every thread holds open, then the threads; jobs still running fail as unavailable. */
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

  private spawn(): Promise<JobThread> {
    const { boot, settings, label } = this.options;
    const worker = new Worker(boot, {
      workerData: { ...settings, modules: [...this.modules.keys()] } satisfies JobThreadStart,
      // No inherited loader flags: the boot file registers tsx itself (pglite-thread.ts says why).
      execArgv: [],
    });
    return new Promise((resolve, reject) => {
      const ready = (message: JobReply) => {
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
        resolve(new JobThread(worker, label, (thread, reason) => this.stopped(thread, reason)));
      };
      const failed = (code: number) => reject(new Error(`${label} ended while starting (exit ${code})`));
      const broke = (error: Error) => reject(error);
      worker.on('message', ready);
      worker.once('exit', failed);
      worker.on('error', broke);
    });
  }

  private stopped(thread: JobThread, reason: Error) {
    if (thread.stopped) return;
    thread.stopped = true;
    for (const waiting of thread.pending.values()) waiting.reject(this.options.unavailable(reason));
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
