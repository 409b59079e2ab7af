import fs from 'node:fs/promises';
import type { Db } from '@lightbox/platform';
import { analyseImage } from '../render/analyse';
import {
  type DerivativeKind,
  derivativeApplies,
  type RenderOptions,
  renderDerivative,
} from '../render/index';
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

export async function ensureDerivative(
  db: Db,
  store: MediaStore,
  id: number,
  kind: DerivativeKind,
  options: RenderOptions = {},
): Promise<DerivativeOutcome> {
  const asset = await findRenderSource(db, id);
  if (!asset) return { ok: false, reason: 'no_asset', message: `There is no asset ${id}.` };
  if (!derivativeApplies(kind, asset.asset_type)) {
    const what = asset.asset_type === 'image' ? 'an image' : `a ${asset.asset_type}`;
    return { ok: false, reason: 'not_applicable', message: `Asset ${id} is ${what} and has no ${kind}.` };
  }
  const file = await store.ensure(id, kind, async () => {
    // An imported asset's original is a key in the media store; rendering needs it on disk.
    const original = asset.original_path ? await store.localFile(asset.original_path) : null;
    return (await renderDerivative({ ...asset, original_path: original ?? null }, kind, options)).data;
  });
  if (kind === 'thumb' && !asset.analysed) {
    await saveAnalysis(db, id, await analyseImage(await fs.readFile(file.path)));
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
  options: RenderOptions = {},
): Promise<DerivativeOutcome> {
  return ensureDerivative(db, store, id, 'original', options);
}
