import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createContext, generateAsset } from '../generate/index';
import { analyseImage, analyseWithSample } from './analyse';
import { renderDerivative } from './index';

const PHOTOS = path.join('.cache', 'demo-photos');

/** Thumbnails as the catalogue makes them: generated scenes, and photographs when there are some. */
async function thumbnails(): Promise<Buffer[]> {
  const ctx = createContext(31);
  const out: Buffer[] = [];
  for (let i = 0; out.length < 24 && i < 400; i++) {
    const asset = generateAsset(ctx, i);
    if (asset.asset_type !== 'image') continue;
    out.push(
      (await renderDerivative({ ...asset, original_path: null, duration_seconds: null }, 'thumb')).data,
    );
  }
  const photos = await fs.readdir(PHOTOS).catch(() => [] as string[]);
  for (const photo of photos.filter((f) => /\.(png|jpg)$/.test(f))) {
    for (const quality of [60, 78]) {
      out.push(
        await sharp(path.join(PHOTOS, photo))
          .resize(380, 380, { fit: 'inside' })
          .toColourspace('srgb')
          .removeAlpha()
          .jpeg({ quality })
          .toBuffer(),
      );
    }
  }
  return out;
}

describe('analyseWithSample', () => {
  it('measures a thumbnail exactly as analyseImage does (dominant colour counted as sharp stats() counts it)', async () => {
    for (const thumb of await thumbnails()) {
      const { analysis, sample } = await analyseWithSample(thumb);
      expect(analysis).toEqual(await analyseImage(thumb));
      expect(sample.length).toBe(32 * 32 * 3);
    }
  }, 120_000);

  it('measures other pictures (grey, with alpha, PNG) with stats() itself', async () => {
    const grey = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#445566' } })
      .greyscale()
      .png()
      .toBuffer();
    const alpha = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#aa3300cc' } })
      .png()
      .toBuffer();
    for (const image of [grey, alpha])
      expect((await analyseWithSample(image)).analysis).toEqual(await analyseImage(image));
  });
});
