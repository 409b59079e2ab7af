import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '@lightbox/platform';
import { assetsToAnalyse } from '../repository';
import { type EnsureOptions, ensureDerivative } from './service';
import type { MediaStore } from './store';

/**
 * Background warm-up: renders thumbnails (and so fills dominant colour, palette and dHash)
 * for assets that lack them, most popular first, one at a time, pausing between assets so
 * requests keep priority. With a RenderPool as `renderer` the drawing and measuring run off
 * the server's thread, as background jobs that wait behind any visitor's. Stops as soon as
 * `signal` aborts.
 */

export interface WarmOptions extends Omit<EnsureOptions, 'priority'> {
  /** Most assets to process in this run. */
  limit: number;
  signal?: AbortSignal;
  /** Pause between assets, to leave the CPU to requests. */
  pauseMs?: number;
  onProgress?: (done: number, id: number) => void;
}

export interface WarmResult {
  /** Assets measured (thumbnail rendered or read, look saved). */
  analysed: number;
  /** Of those, thumbnails that had to be rendered. */
  rendered: number;
  failed: number[];
  stopped: boolean;
  ms: number;
}

const PAGE = 50;
const DEFAULT_PAUSE_MS = 5;

export async function warmDerivatives(db: Db, store: MediaStore, options: WarmOptions): Promise<WarmResult> {
  const started = performance.now();
  const result: WarmResult = { analysed: 0, rendered: 0, failed: [], stopped: false, ms: 0 };
  const pause = options.pauseMs ?? DEFAULT_PAUSE_MS;
  const ensureOptions: EnsureOptions = {
    siteName: options.siteName,
    ffmpegPath: options.ffmpegPath,
    renderer: options.renderer,
    priority: 'background',
  };
  while (result.analysed + result.failed.length < options.limit) {
    if (options.signal?.aborted) break;
    const want = Math.min(PAGE, options.limit - result.analysed - result.failed.length);
    const page = await assetsToAnalyse(db, want, result.failed);
    if (page.length === 0) break;
    for (const asset of page) {
      if (options.signal?.aborted) break;
      try {
        const outcome = await ensureDerivative(db, store, asset.id, 'thumb', ensureOptions);
        if (outcome.ok) {
          result.analysed++;
          if (outcome.file.rendered) result.rendered++;
        } else {
          result.failed.push(asset.id);
        }
      } catch {
        // One broken asset must not stop the job; it is skipped for the rest of the run.
        result.failed.push(asset.id);
      }
      options.onProgress?.(result.analysed, asset.id);
      if (pause > 0) await sleep(pause, undefined, { signal: options.signal }).catch(() => {});
      else await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  result.stopped = options.signal?.aborted ?? false;
  result.ms = performance.now() - started;
  return result;
}
