import { Worker } from 'node:worker_threads';
import { analyseImage, type ImageAnalysis } from './analyse';
import {
  type DerivativeKind,
  type RenderedDerivative,
  type RenderOptions,
  type RenderSource,
  renderDerivative,
} from './index';
import type { RenderJob } from './jobs';

/** Who waits for a job: a visitor's request goes before any background job still queued. */
export type RenderPriority = 'request' | 'background';

/** Draws derivatives and measures pictures, here or elsewhere. */
export interface Renderer {
  render(
    asset: RenderSource,
    kind: DerivativeKind,
    options: RenderOptions,
    priority: RenderPriority,
  ): Promise<RenderedDerivative>;
  analyse(image: Buffer, priority: RenderPriority): Promise<ImageAnalysis>;
  /**
   * Runs `name`, exported by the module at the file URL `module`, with `args` (values that
   * survive structured cloning), and answers its result: drawing of other features, e.g. a
   * contact sheet's PDF.
   */
  call<T>(module: string, name: string, args: unknown[], priority: RenderPriority): Promise<T>;
}

/** On the calling thread (sharp's own threads still do the pixel work): tests, scripts. */
export const inThreadRenderer: Renderer = {
  render: (asset, kind, options) => renderDerivative(asset, kind, options),
  analyse: (image) => analyseImage(image),
  call: async <T>(module: string, name: string, args: unknown[]) => {
    const fn = ((await import(module)) as Record<string, unknown>)[name];
    if (typeof fn !== 'function') throw new Error(`${module} has no function ${name}`);
    return (await fn(...args)) as T;
  },
};

/** Visitors' jobs to one renderer, background jobs (the warm-up) to another. */
export function splitRenderer(request: Renderer, background: Renderer): Renderer {
  const pick = (priority: RenderPriority) => (priority === 'request' ? request : background);
  return {
    render: (asset, kind, options, priority) => pick(priority).render(asset, kind, options, priority),
    analyse: (image, priority) => pick(priority).analyse(image, priority),
    call: (module, name, args, priority) => pick(priority).call(module, name, args, priority),
  };
}

/** Render workers by default: one, so on two cores the server's thread keeps one to itself. */
export const RENDER_WORKERS = 1;

interface Job {
  message: RenderJob;
  priority: RenderPriority;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

/**
 * Worker threads that render and measure (render-worker.ts), one job each at a time. Jobs
 * for requests are handed out before background ones (the thumbnail warm-up), so a visitor's
 * first view of a picture never waits behind the warm-up's queue.
 */
export class RenderPool implements Renderer {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queues: Record<RenderPriority, Job[]> = { request: [], background: [] };
  private closed = false;

  constructor(size = RENDER_WORKERS) {
    for (let i = 0; i < Math.max(1, size); i++) this.idle.push(this.spawn());
  }

  render(asset: RenderSource, kind: DerivativeKind, options: RenderOptions, priority: RenderPriority) {
    return new Promise<RenderedDerivative>((resolve, reject) => {
      // Only what crosses a thread: the options' plain values.
      const plain = { siteName: options.siteName, ffmpegPath: options.ffmpegPath };
      const message: RenderJob = { id: 0, job: 'render', asset, kind, options: plain };
      this.enqueue({ message, priority, resolve, reject });
    }).then((r) => ({ ...r, data: Buffer.from(r.data.buffer, r.data.byteOffset, r.data.byteLength) }));
  }

  analyse(image: Buffer, priority: RenderPriority) {
    return new Promise<ImageAnalysis>((resolve, reject) => {
      this.enqueue({ message: { id: 0, job: 'analyse', image }, priority, resolve, reject });
    });
  }

  call<T>(module: string, name: string, args: unknown[], priority: RenderPriority) {
    return new Promise<T>((resolve, reject) => {
      this.enqueue({ message: { id: 0, job: 'call', module, name, args }, priority, resolve, reject });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error('The render pool is closed');
    for (const job of [...this.queues.request, ...this.queues.background]) job.reject(stopped);
    this.queues.request = [];
    this.queues.background = [];
    await Promise.all([...this.idle, ...this.busy.keys()].map((w) => w.terminate()));
  }

  private enqueue(job: Job) {
    if (this.closed) return job.reject(new Error('The render pool is closed'));
    this.queues[job.priority].push(job);
    this.dispatch();
  }

  private dispatch() {
    while (this.idle.length > 0) {
      const job = this.queues.request.shift() ?? this.queues.background.shift();
      if (!job) return;
      const worker = this.idle.pop()!;
      this.busy.set(worker, job);
      worker.ref();
      worker.postMessage(job.message);
    }
  }

  private spawn(): Worker {
    // TypeScript through tsx's CommonJS hook, as the database worker (platform pglite-thread.ts).
    const worker = new Worker(new URL('./render-worker-boot.cjs', import.meta.url), { execArgv: [] });
    worker.unref();
    worker.on('message', (message: { result?: unknown; error?: { message: string } }) => {
      const job = this.busy.get(worker);
      this.finish(worker);
      if (!job) return;
      if (message.error) job.reject(new Error(message.error.message));
      else job.resolve(message.result as never);
    });
    worker.on('error', (error) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      job?.reject(error);
      // A worker that died is replaced, so one bad picture cannot shrink the pool.
      if (!this.closed) {
        this.idle.push(this.spawn());
        this.dispatch();
      }
    });
    return worker;
  }

  private finish(worker: Worker) {
    this.busy.delete(worker);
    worker.unref();
    if (this.closed) return;
    this.idle.push(worker);
    this.dispatch();
  }
}
