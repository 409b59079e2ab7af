import fs from 'node:fs/promises';
import type { Db } from '@lightbox/platform';
import type { ImageAnalysis } from '../render/analyse';
import { derivativeApplies } from '../render/index';
import { inThreadRenderer } from '../render/pool';
import { assetsToAnalyse, saveAnalyses } from '../repository';
import { type VisitorActivity, WARM_YIELD, whenQuiet, type YieldRule } from './quiet';
import type { EnsureOptions } from './service';
import type { MediaStore } from './store';

/**
 * Background warm-up: renders thumbnails (and so measures dominant colour, palette and dHash)
 * for assets that lack them, most popular first, one at a time. With `activity` it yields to
 * visitors (quiet.ts): each thumbnail, and each page's batch of writes, waits until no request
 * has run for a moment, so an idle server warms at full speed and a busy one only trickles.
 * The looks are written a page at a time in one transaction, not one commit per asset. With a
 * RenderPool or the niced process as `renderer` the drawing runs off the server's thread.
 * Stops as soon as `signal` aborts, after writing what it has measured.
 */

export interface WarmOptions extends Omit<EnsureOptions, 'priority' | 'variant'> {
  /** Most assets to process in this run. */
  limit: number;
  signal?: AbortSignal;
  /** Visitors' requests, to give way to; without it the warm-up runs back to back. */
  activity?: VisitorActivity;
  /** When a turn may start (WARM_YIELD by default). */
  yieldRule?: YieldRule;
  onProgress?: (done: number, id: number) => void;
}

export interface WarmResult {
  /** Assets measured (thumbnail rendered or read, look saved). */
  analysed: number;
  /** Of those, thumbnails that had to be rendered. */
  rendered: number;
  failed: number[];
  /** Thumbnails started by the trickle rather than in quiet (the server was never idle). */
  trickled: number;
  stopped: boolean;
  ms: number;
}

/** Assets read, and their looks written, per round trip. */
export const WARM_PAGE = 25;

export async function warmDerivatives(db: Db, store: MediaStore, options: WarmOptions): Promise<WarmResult> {
  const started = performance.now();
  const result: WarmResult = { analysed: 0, rendered: 0, failed: [], trickled: 0, stopped: false, ms: 0 };
  const renderer = options.renderer ?? inThreadRenderer;
  const rule = options.yieldRule ?? WARM_YIELD;
  const renderOptions = { siteName: options.siteName, ffmpegPath: options.ffmpegPath };
  const turn = async () => {
    const quiet = await whenQuiet(options.activity, rule, options.signal);
    if (!quiet && !options.signal?.aborted) result.trickled++;
  };
  while (result.analysed + result.failed.length < options.limit) {
    if (options.signal?.aborted) break;
    const want = Math.min(WARM_PAGE, options.limit - result.analysed - result.failed.length);
    await turn();
    if (options.signal?.aborted) break;
    const page = await assetsToAnalyse(db, want, result.failed);
    if (page.length === 0) break;
    const looks: { id: number; analysis: ImageAnalysis }[] = [];
    for (const asset of page) {
      if (options.signal?.aborted) break;
      await turn();
      if (options.signal?.aborted) break;
      try {
        if (!derivativeApplies('thumb', asset.asset_type)) throw new Error('no thumbnail');
        const file = await store.ensure(asset.id, 'thumb', async () => {
          // An imported asset's original is a key in the media store; rendering needs it on disk.
          const original = asset.original_path ? await store.localFile(asset.original_path) : null;
          const source = { ...asset, original_path: original ?? null };
          return (await renderer.render(source, 'thumb', renderOptions, 'background')).data;
        });
        looks.push({
          id: asset.id,
          analysis: await renderer.analyse(await fs.readFile(file.path), 'background'),
        });
        result.analysed++;
        if (file.rendered) result.rendered++;
      } catch {
        // One broken asset must not stop the job; it is skipped for the rest of the run.
        result.failed.push(asset.id);
      }
      options.onProgress?.(result.analysed, asset.id);
    }
    // Written in a quiet moment too, unless stopping: then at once, so nothing measured is lost.
    if (!options.signal?.aborted) await turn();
    await saveAnalyses(db, looks);
  }
  result.stopped = options.signal?.aborted ?? false;
  result.ms = performance.now() - started;
  return result;
}
