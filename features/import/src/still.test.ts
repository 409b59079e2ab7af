import { analyseWithSample } from '@lightbox/catalogue';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isMonochrome, isMonochromeSample } from './still';

/** A thumbnail of grey (or coloured) noise, then tinted by the given offsets per channel. */
async function jpeg(tint: [number, number, number], grey = false): Promise<Buffer> {
  const pixels = Buffer.alloc(380 * 254 * 3);
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < pixels.length; i += 3) {
    const v = 40 + next() * 170;
    for (let c = 0; c < 3; c++) pixels[i + c] = (grey ? v : 40 + next() * 170) + tint[c]!;
  }
  return sharp(pixels, { raw: { width: 380, height: 254, channels: 3 } })
    .jpeg({ quality: 78 })
    .toBuffer();
}

describe('black and white, measured on the palette sample', () => {
  it('agrees with measuring the thumbnail on its own', async () => {
    const cases = [
      await jpeg([0, 0, 0], true),
      await jpeg([2, 0, -1], true),
      await jpeg([20, 0, -20], true),
      await jpeg([0, 0, 0]),
    ];
    const verdicts = [];
    for (const thumb of cases) {
      const { sample } = await analyseWithSample(thumb);
      verdicts.push(isMonochromeSample(sample));
      expect(isMonochromeSample(sample)).toBe(await isMonochrome(thumb));
    }
    // Grey and faintly toned count as black and white; a clear tint and colour noise do not.
    expect(verdicts).toEqual([true, true, false, false]);
  });
});
