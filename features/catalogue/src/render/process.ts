import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImageAnalysis } from './analyse';
import type { DerivativeKind, RenderedDerivative, RenderOptions, RenderSource } from './index';
import type { RenderJob, RenderReply } from './jobs';
import type { Renderer } from './pool';

/** The niceness of the background render process: the lowest priority Linux has. */
export const BACKGROUND_NICENESS = 19;

const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => existsSync(p));

interface Pending {
  message: RenderJob;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

/**
 * Background drawing (the thumbnail warm-up) in a process of its own started under
 * `nice -n 19`. Niceness on Linux belongs to each thread and is inherited by threads made
 * later, so only a process niced from its first instruction has every thread (libvips',
 * libuv's, the garbage collector's) niced: the scheduler then gives its CPU to searches
 * whenever they want it, which a worker thread of the server cannot get. One job at a time,
 * in the order asked. The process starts at the first job, is started again at the next job
 * after it died (the job it was drawing fails), and is stopped by `close`.
 */
export class RenderProcess implements Renderer {
  private child: ChildProcess | undefined;
  private running: Pending | undefined;
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  /** The process id while one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  render(asset: RenderSource, kind: DerivativeKind, options: RenderOptions) {
    const plain = { siteName: options.siteName, ffmpegPath: options.ffmpegPath };
    return this.ask<RenderedDerivative>({ id: 0, job: 'render', asset, kind, options: plain }).then((r) => ({
      ...r,
      data: Buffer.from(r.data.buffer, r.data.byteOffset, r.data.byteLength),
    }));
  }

  analyse(image: Buffer) {
    return this.ask<ImageAnalysis>({ id: 0, job: 'analyse', image });
  }

  call<T>(module: string, name: string, args: unknown[]) {
    return this.ask<T>({ id: 0, job: 'call', module, name, args });
  }

  /** Fails what waits, and ends the process (waiting until it has). */
  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error('The render process is closed');
    for (const job of this.queue.splice(0)) job.reject(stopped);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }

  private ask<T>(message: RenderJob): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.closed) return reject(new Error('The render process is closed'));
      this.queue.push({ message: { ...message, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    if (this.running || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    const child = this.child ?? this.start();
    this.running = job;
    // A job in flight keeps the server's event loop alive; an idle process does not.
    child.channel?.ref();
    child.send(job.message);
  }

  private start(): ChildProcess {
    const boot = fileURLToPath(new URL('./render-process-boot.cjs', import.meta.url));
    const command = NICE
      ? [NICE, '-n', String(BACKGROUND_NICENESS), process.execPath, boot]
      : [process.execPath, boot];
    const child = spawn(command[0]!, command.slice(1), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Buffers and typed arrays cross as they are, not as JSON.
      serialization: 'advanced',
      env: { ...process.env, UV_THREADPOOL_SIZE: '2' },
    });
    this.child = child;
    child.unref();
    child.channel?.unref();
    child.on('message', (reply: RenderReply) => {
      const job = this.running;
      if (!job || job.message.id !== reply.id) return;
      this.running = undefined;
      child.channel?.unref();
      if (reply.error) job.reject(new Error(reply.error.message));
      else job.resolve(reply.result as never);
      this.dispatch();
    });
    const gone = (why: string) => {
      if (this.child !== child) return;
      this.child = undefined;
      const job = this.running;
      this.running = undefined;
      job?.reject(new Error(`The render process stopped (${why})`));
      // The next job starts a new process.
      if (!this.closed) this.dispatch();
    };
    child.on('exit', (code, signal) => gone(signal ?? `exit code ${code}`));
    // Spawning failed (no 'exit' follows).
    child.on('error', (error) => gone(error.message));
    return child;
  }
}
