import fs from 'node:fs/promises';
import type { Db } from '@lightbox/platform';
import { type DerivativeKind, derivativeApplies, type RenderOptions } from '../render/index';
import { inThreadRenderer, type Renderer, type RenderPriority } from '../render/pool';
import { findRenderSource, saveAnalysis } from '../repository';
import type { EnsureResult, MediaStore } from './store';

/**
 * Getting a derivative: look the asset up, render and store the file when it is missing, and
 * when a thumbnail is made, measure the picture (dominant colour, palette, dHash) and save
 * that on the asset. Expected misses are returned as values, not thrown.
 */

export type DerivativeOutcome =
  | { ok: true; file: EnsureResult }
  | { ok: false; reason: 'no_asset' | 'not_applicable'; message: string };

export interface EnsureOptions extends RenderOptions {
  /** Where rendering runs: a RenderPool off the server's thread, or (unset) this thread. */
  renderer?: Renderer;
  /** A visitor waits ('request', the default) or nobody does ('background'). */
  priority?: RenderPriority;
  /** Part of the stored file's name: the site a watermarked file was drawn for (routes.ts). */
  variant?: string;
}

export async function ensureDerivative(
  db: Db,
  store: MediaStore,
  id: number,
  kind: DerivativeKind,
  options: EnsureOptions = {},
): Promise<DerivativeOutcome> {
  const { renderer = inThreadRenderer, priority = 'request', variant, ...renderOptions } = options;
  const asset = await findRenderSource(db, id);
  if (!asset) return { ok: false, reason: 'no_asset', message: `There is no asset ${id}.` };
  if (!derivativeApplies(kind, asset.asset_type)) {
    const what = asset.asset_type === 'image' ? 'an image' : `a ${asset.asset_type}`;
    return { ok: false, reason: 'not_applicable', message: `Asset ${id} is ${what} and has no ${kind}.` };
  }
  const file = await store.ensure(
    id,
    kind,
    async () => {
      // An imported asset's original is a key in the media store; rendering needs it on disk.
      const original = asset.original_path ? await store.localFile(asset.original_path) : null;
      const source = { ...asset, original_path: original ?? null };
      return (await renderer.render(source, kind, renderOptions, priority)).data;
    },
    variant,
  );
  if (kind === 'thumb' && !asset.analysed) {
    await saveAnalysis(db, id, await renderer.analyse(await fs.readFile(file.path), priority));
  }
  return { ok: true, file };
}

/**
 * The full-size file for a licensed download. Not served by the public media routes; the
 * purchase and download feature calls this and streams the path it returns.
 */
export async function ensureOriginal(
  db: Db,
  store: MediaStore,
  id: number,
  options: EnsureOptions = {},
): Promise<DerivativeOutcome> {
  return ensureDerivative(db, store, id, 'original', options);
}
