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
  return (await analyseWithSample(image)).analysis;
}

/**
 * analyseImage's result and the 32×32 sRGB sample its palette is counted on, for callers that
 * look at the colours further (the importer's black-and-white test) without a decode of their own.
 */
export async function analyseWithSample(image: Buffer): Promise<{ analysis: ImageAnalysis; sample: Buffer }> {
  const [stats, sample, hash] = await Promise.all([sharp(image).stats(), paletteSample(image), dhash(image)]);
  const { r, g, b } = stats.dominant;
  return { analysis: { dominantColor: toHex([r, g, b]), palette: paletteOf(sample), dhash: hash }, sample };
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
