import {
  analyseWithSample,
  applyWatermark,
  COMP_LONG_EDGE,
  fitLongEdge,
  type ImageAnalysis,
  JPEG_QUALITY,
  THUMB_LONG_EDGE,
} from '@lightbox/catalogue';
import sharp, { type Sharp } from 'sharp';

/**
 * A still's renditions from one decode: the picture is read once at comp size (JPEG and WebP
 * decoders shrink while they read, so a 12-megapixel file costs little more than a small one),
 * then the watermarked comp, the thumbnail and the analysis are made from those pixels. The
 * analysis is measured on the thumbnail, as the catalogue measures every asset, so hashes of
 * imported and generated assets compare alike.
 */

/** Decompression-bomb guard: larger pictures are refused, not imported. */
export const IMPORT_MAX_PIXELS = 250_000_000;
/** Mean colourfulness (max − min channel, 0–255) under which a picture counts as black and white. */
export const MONOCHROME_MAX_CHROMA = 6;

export interface Renditions {
  width: number;
  height: number;
  thumb: Buffer;
  comp: Buffer;
  analysis: ImageAnalysis;
  blackAndWhite: boolean;
}

export interface RenditionOptions {
  siteName: string;
  assetId: number;
}

/** Width and height as shown, after the EXIF orientation is applied. */
export async function uprightSize(input: string | Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(input, { limitInputPixels: IMPORT_MAX_PIXELS }).metadata();
  if (!meta.width || !meta.height) throw new Error('the picture has no size');
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

export async function stillRenditions(
  input: string | Buffer,
  options: RenditionOptions,
): Promise<Renditions> {
  const { width, height } = await uprightSize(input);
  return renditionsOf(
    sharp(input, { limitInputPixels: IMPORT_MAX_PIXELS, failOn: 'error' }),
    width,
    height,
    options,
  );
}

/** Renditions of a decoded picture (a still, or a film's poster frame) of the given upright size. */
export async function renditionsOf(
  image: Sharp,
  width: number,
  height: number,
  options: RenditionOptions,
): Promise<Renditions> {
  const compSize = fitLongEdge(width, height, COMP_LONG_EDGE);
  const thumbSize = fitLongEdge(width, height, THUMB_LONG_EDGE);
  const { data, info } = await image
    .rotate()
    .resize(compSize.width, compSize.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // The thumbnail reads `data` on sharp's threads while the comp's copy is watermarked here.
  const thumbDone = sharp(data, raw)
    .resize(thumbSize.width, thumbSize.height, { fit: 'fill' })
    .jpeg({ quality: JPEG_QUALITY.thumb })
    .toBuffer();
  const compPixels = Buffer.from(data);
  await applyWatermark(compPixels, info.channels, compSize, options.siteName, options.assetId);
  const [comp, thumb] = await Promise.all([
    sharp(compPixels, raw).jpeg({ quality: JPEG_QUALITY.comp }).toBuffer(),
    thumbDone,
  ]);
  // Measured on the thumbnail as the catalogue measures it; its colour sample also tells black and white.
  const { analysis, sample } = await analyseWithSample(thumb);
  return { width, height, thumb, comp, analysis, blackAndWhite: isMonochromeSample(sample) };
}

/** True when the picture has (next to) no colour: greyscale, or colour channels that agree. */
export async function isMonochrome(image: Buffer): Promise<boolean> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .resize(32, 32, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return info.channels < 3 || isMonochromeSample(data);
}

/** The same test on sRGB pixels already at hand (3 channels). */
export function isMonochromeSample(data: Buffer): boolean {
  let chroma = 0;
  for (let i = 0; i < data.length; i += 3) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    chroma += Math.max(r, g, b) - Math.min(r, g, b);
  }
  return chroma / (data.length / 3) < MONOCHROME_MAX_CHROMA;
}
