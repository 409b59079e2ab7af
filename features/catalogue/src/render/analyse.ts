import type { PaletteBucket } from '@lightbox/core/search';
import sharp from 'sharp';
import { bucketOf, toHex } from '../color';

/**
 * What search needs to know about a picture's look: its dominant colour, the named colour
 * buckets it contains, and a 64-bit difference hash for "search by image" and near-duplicate
 * detection. Works on any image sharp can read.
 */

export interface ImageAnalysis {
  /** #rrggbb */
  dominantColor: string;
  /** Buckets covering at least PALETTE_MIN_SHARE of the picture, largest first. */
  palette: PaletteBucket[];
  /** Signed 64-bit dHash as a decimal string (fits PostgreSQL bigint). */
  dhash: string;
}

export const PALETTE_MIN_SHARE = 0.08;
const PALETTE_MAX = 4;
const PALETTE_SAMPLE = 32;

/**
 * dHash: shrink to 9×8 grey pixels and record, row by row, whether each pixel is brighter
 * than its right neighbour. Resizing, recompression and small colour shifts keep most bits.
 */
export async function dhash(image: Buffer): Promise<string> {
  const data = await sharp(image).greyscale().resize(9, 8, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = data[y * 9 + x]!;
      const right = data[y * 9 + x + 1]!;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, bits).toString();
}

/** Number of differing bits between two dHashes. */
export function hammingDistance(a: string | bigint, b: string | bigint): number {
  let x = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let count = 0;
  while (x > 0n) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

export async function analyseImage(image: Buffer): Promise<ImageAnalysis> {
  const [stats, sample, hash] = await Promise.all([sharp(image).stats(), paletteSample(image), dhash(image)]);
  const { r, g, b } = stats.dominant;
  return { dominantColor: toHex([r, g, b]), palette: paletteOf(sample), dhash: hash };
}

/**
 * analyseImage's result for a thumbnail the catalogue made (an sRGB JPEG), and the 32×32 sample
 * its palette is counted on, for callers that look at the colours further. sharp's stats() also
 * measures sharpness and entropy (a convolution over the picture) that are not used, so the
 * dominant colour is counted here from the decoded pixels, as stats() counts it; any other
 * picture is measured by stats() itself.
 */
export async function analyseWithSample(image: Buffer): Promise<{ analysis: ImageAnalysis; sample: Buffer }> {
  const [decoded, sample, hash] = await Promise.all([
    sharp(image).raw().toBuffer({ resolveWithObject: true }),
    paletteSample(image),
    dhash(image),
  ]);
  const { data, info } = decoded;
  if (info.channels !== 3 || !isJpeg(image)) return { analysis: await analyseImage(image), sample };
  return { analysis: { dominantColor: dominantOf(data), palette: paletteOf(sample), dhash: hash }, sample };
}

function isJpeg(image: Buffer): boolean {
  return image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff;
}

/**
 * sharp's stats().dominant on 8-bit sRGB pixels: the fullest cell of libvips' 16×16×16
 * histogram (a value v falls in cell ⌊v × 16 / 257⌋), reported as the cell's middle. Ties go to
 * the first cell in libvips' scan order of that histogram (green, then red, then blue).
 */
export function dominantOf(pixels: Buffer): string {
  const counts = new Uint32Array(16 * 16 * 16);
  const cell = (v: number) => Math.floor((v * 16) / 257);
  for (let i = 0; i < pixels.length; i += 3) {
    counts[(cell(pixels[i + 1]!) * 16 + cell(pixels[i]!)) * 16 + cell(pixels[i + 2]!)]!++;
  }
  let best = 0;
  for (let c = 1; c < counts.length; c++) if (counts[c]! > counts[best]!) best = c;
  return toHex([((best >> 4) & 15) * 16 + 8, (best >> 8) * 16 + 8, (best & 15) * 16 + 8]);
}

/** The 32×32 sRGB pixels the palette is counted on. */
function paletteSample(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .resize(PALETTE_SAMPLE, PALETTE_SAMPLE, { fit: 'fill' })
    .raw()
    .toBuffer();
}

function paletteOf(sample: Buffer): PaletteBucket[] {
  const counts = new Map<PaletteBucket, number>();
  const pixels = sample.length / 3;
  for (let i = 0; i < sample.length; i += 3) {
    const b = bucketOf([sample[i]!, sample[i + 1]!, sample[i + 2]!]);
    counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, c]) => c / pixels >= PALETTE_MIN_SHARE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, PALETTE_MAX)
    .map(([b]) => b);
}
