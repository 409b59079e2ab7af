import { Worker } from 'node:worker_threads';
import type { MasterOptions, MasterSource } from './master';
import type { Size } from './raster';

/**
 * Clip masters drawn off the server's thread. Each master gets a worker thread of its own
 * (master-worker.ts), not the render pool's: a master draws for seconds to minutes, and in the
 * pool it would hold visitors' thumbnails behind it. The worker reports each frame drawn, so
 * the "preparing your clip" page shows progress as before. At most MASTER_THREADS draw at once
 * (each with ffmpeg beside it); later ones wait their turn.
 */
export const MASTER_THREADS = 2;

export interface MasterRequest {
  source: MasterSource;
  size: Size;
  outFile: string;
  metadata: Record<string, string>;
  ffmpegPath?: string | undefined;
}

export type MasterReply =
  | { progress: number }
  | { done: true }
  | { error: { name: string; message: string } };

let drawing = 0;
const waiting: (() => void)[] = [];

async function turn(signal: AbortSignal | undefined): Promise<() => void> {
  if (drawing >= MASTER_THREADS) {
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', stop);
        resolve();
      };
      const stop = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal?.reason);
      };
      waiting.push(go);
      signal?.addEventListener('abort', stop, { once: true });
    });
  }
  signal?.throwIfAborted();
  drawing++;
  return () => {
    drawing--;
    waiting.shift()?.();
  };
}

/** As renderMaster (master.ts), in a worker thread; `signal` stops it and its ffmpeg. */
export async function renderMasterInWorker(
  source: MasterSource,
  size: Size,
  outFile: string,
  options: MasterOptions,
): Promise<void> {
  const release = await turn(options.signal);
  try {
    await new Promise<void>((resolve, reject) => {
      const request: MasterRequest = {
        source,
        size,
        outFile,
        metadata: options.metadata,
        ffmpegPath: options.ffmpegPath,
      };
      const worker = new Worker(new URL('./master-worker-boot.cjs', import.meta.url), {
        execArgv: [],
        workerData: request,
      });
      let settled = false;
      const stop = () => worker.postMessage('stop');
      options.signal?.addEventListener('abort', stop, { once: true });
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        options.signal?.removeEventListener('abort', stop);
        if (error) reject(error);
        else resolve();
      };
      worker.on('message', (reply: MasterReply) => {
        if ('progress' in reply) options.onProgress?.(reply.progress);
        else if ('done' in reply) settle();
        else {
          const error = new Error(reply.error.message);
          error.name = reply.error.name;
          settle(error);
        }
      });
      worker.on('error', (error) => settle(error));
      worker.on('exit', (code) => settle(new Error(`The clip master's worker stopped (exit code ${code})`)));
    });
  } finally {
    release();
  }
}
