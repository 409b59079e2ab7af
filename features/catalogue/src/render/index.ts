import type { AssetType } from '@lightbox/core/search';
import sharp, { type Sharp } from 'sharp';
import { COMP_LONG_EDGE, THUMB_2X_LONG_EDGE, THUMB_LONG_EDGE } from '../client';
import { isMotion } from '../rules';
import type { Scene } from '../scene';
import { previewSize, renderPreview } from './film';
import { fitLongEdge, rasterScene, type Size, watermarkPng } from './raster';

export type { ImageAnalysis } from './analyse';
export { analyseImage, dhash, hammingDistance, PALETTE_MIN_SHARE } from './analyse';
export { PREVIEW_SECONDS, PREVIEW_WIDTH, previewSize } from './film';
export { fitLongEdge, watermarkPng } from './raster';
export { sceneToSvg } from './svg/scene-svg';

/**
 * The derivatives of an asset. Demo assets are drawn from their scene; imported assets are
 * resized from their original file.
 */

export { COMP_LONG_EDGE, THUMB_2X_LONG_EDGE, THUMB_LONG_EDGE } from '../client';
export const ORIGINAL_MAX_LONG_EDGE = 3000;
export const DEFAULT_SITE_NAME = 'Lightbox';

export const DERIVATIVES = {
  thumb: { ext: 'jpg', contentType: 'image/jpeg' },
  thumb2x: { ext: 'jpg', contentType: 'image/jpeg' },
  comp: { ext: 'jpg', contentType: 'image/jpeg' },
  poster: { ext: 'jpg', contentType: 'image/jpeg' },
  preview: { ext: 'webm', contentType: 'video/webm' },
  original: { ext: 'jpg', contentType: 'image/jpeg' },
} as const;
export type DerivativeKind = keyof typeof DERIVATIVES;

export const JPEG_QUALITY: Record<'thumb' | 'thumb2x' | 'comp' | 'poster' | 'original', number> = {
  thumb: 78,
  // Seen at two or three device pixels per CSS pixel, where JPEG artefacts shrink with them.
  thumb2x: 70,
  comp: 82,
  poster: 82,
  original: 90,
};

/** The columns rendering needs. */
export interface RenderSource {
  id: number;
  asset_type: AssetType;
  width: number;
  height: number;
  scene: Scene | null;
  render_seed: number | null;
  original_path: string | null;
  /** A clip's stated length; its preview lasts as long. */
  duration_seconds?: number | null;
}

export interface RenderedDerivative {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
  /** Wall time spent rendering, for measurements. */
  ms: number;
}

export interface RenderOptions {
  /** Shown in the watermark. */
  siteName?: string;
  ffmpegPath?: string;
}

/** Posters and previews exist for film and video templates; originals only for stills. */
export function derivativeApplies(kind: DerivativeKind, assetType: AssetType): boolean {
  if (kind === 'poster' || kind === 'preview') return isMotion(assetType);
  if (kind === 'original') return !isMotion(assetType);
  return true;
}

export class RenderError extends Error {}

const LONG_EDGE: Record<Exclude<DerivativeKind, 'preview'>, number> = {
  thumb: THUMB_LONG_EDGE,
  thumb2x: THUMB_2X_LONG_EDGE,
  comp: COMP_LONG_EDGE,
  poster: COMP_LONG_EDGE,
  original: ORIGINAL_MAX_LONG_EDGE,
};

function sizeFor(kind: Exclude<DerivativeKind, 'preview'>, asset: RenderSource): Size {
  return fitLongEdge(asset.width, asset.height, LONG_EDGE[kind]);
}

async function still(
  asset: RenderSource,
  kind: Exclude<DerivativeKind, 'preview'>,
  options: RenderOptions,
): Promise<RenderedDerivative> {
  const started = performance.now();
  const size = sizeFor(kind, asset);
  const watermarked = kind === 'comp' || kind === 'poster';
  const overlay = watermarked
    ? await watermarkPng(size, options.siteName ?? DEFAULT_SITE_NAME, asset.id)
    : undefined;
  let image: Sharp;
  if (asset.scene && asset.render_seed !== null) {
    image = await rasterScene(asset.scene, asset.render_seed, asset.width / asset.height, size, { overlay });
  } else if (asset.original_path) {
    image = sharp(asset.original_path).rotate().resize(size.width, size.height, { fit: 'cover' });
    if (overlay) image = image.composite([{ input: overlay }]);
  } else {
    throw new RenderError(`Asset ${asset.id} has neither a scene nor an original file`);
  }
  const data = await image
    .jpeg({ quality: JPEG_QUALITY[kind], chromaSubsampling: kind === 'original' ? '4:4:4' : '4:2:0' })
    .toBuffer();
  return {
    data,
    contentType: 'image/jpeg',
    width: size.width,
    height: size.height,
    ms: performance.now() - started,
  };
}

/** Renders one derivative. Throws RenderError when the asset cannot have it. */
export async function renderDerivative(
  asset: RenderSource,
  kind: DerivativeKind,
  options: RenderOptions = {},
): Promise<RenderedDerivative> {
  if (!derivativeApplies(kind, asset.asset_type)) {
    throw new RenderError(`${asset.asset_type} assets have no ${kind}`);
  }
  if (kind !== 'preview') return still(asset, kind, options);
  if (!asset.scene || asset.render_seed === null)
    throw new RenderError(`Asset ${asset.id} has no scene to animate`);
  const started = performance.now();
  const data = await renderPreview(asset.scene, asset.render_seed, asset.width, asset.height, {
    siteName: options.siteName ?? DEFAULT_SITE_NAME,
    assetId: asset.id,
    ffmpegPath: options.ffmpegPath,
    ...(asset.duration_seconds && { seconds: asset.duration_seconds }),
  });
  const { width, height } = previewSize(asset.width, asset.height);
  return { data, contentType: 'video/webm', width, height, ms: performance.now() - started };
}

/** Most pixels a picture from outside may have (a guard against decompression bombs). */
export const FOREIGN_IMAGE_MAX_PIXELS = 50_000_000;

/**
 * A thumbnail, exactly as assets get theirs (long edge THUMB_LONG_EDGE, JPEG), of a picture
 * from outside the catalogue: upright by its EXIF orientation, transparency on white. Search by
 * image measures it with analyseImage, so an upload and an asset are hashed the same way.
 * Throws when sharp cannot decode the picture.
 */
export async function thumbnailOf(image: Buffer): Promise<RenderedDerivative> {
  const started = performance.now();
  const { data, info } = await sharp(image, { limitInputPixels: FOREIGN_IMAGE_MAX_PIXELS })
    .rotate()
    .resize(THUMB_LONG_EDGE, THUMB_LONG_EDGE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY.thumb })
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: 'image/jpeg',
    width: info.width,
    height: info.height,
    ms: performance.now() - started,
  };
}

/** The full-size file a buyer downloads (not served publicly; purchase/download serves it). */
export function renderOriginal(
  asset: RenderSource,
  options: RenderOptions = {},
): Promise<RenderedDerivative> {
  return renderDerivative(asset, 'original', options);
}
