import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { watermarkPng } from './raster';
import { applyWatermark, blendOver, marksOf } from './watermark';

/** A picture with detail under the watermark: a diagonal gradient. */
function picture(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      pixels[o] = (x * 255) / width;
      pixels[o + 1] = (y * 255) / height;
      pixels[o + 2] = 128;
    }
  return pixels;
}

async function composited(pixels: Buffer, size: { width: number; height: number }, site: string, id: number) {
  const overlay = await watermarkPng(size, site, id);
  return sharp(pixels, { raw: { ...size, channels: 3 } })
    .composite([{ input: overlay }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

describe('comp watermark drawn in layers', () => {
  for (const size of [
    { width: 612, height: 409 },
    { width: 409, height: 612 },
    { width: 612, height: 612 },
  ]) {
    it(`looks as the one-piece watermark at ${size.width}×${size.height}`, async () => {
      const base = picture(size.width, size.height);
      const expected = await composited(base, size, 'Lightbox', 123456789);
      const layered = Buffer.from(base);
      await applyWatermark(layered, 3, size, 'Lightbox', 123456789);
      let total = 0;
      let far = 0;
      for (let i = 0; i < expected.length; i++) {
        const d = Math.abs(expected[i]! - layered[i]!);
        total += d;
        if (d > 8) far++;
      }
      // The same marks in the same places: only glyph edges differ (the id is drawn directly,
      // not resampled from a pattern tile), by a fraction of a level on average.
      expect(total / expected.length).toBeLessThan(0.5);
      expect(far / expected.length).toBeLessThan(0.015);
      // And it is a watermark: a visible share of the picture changed.
      let changed = 0;
      for (let i = 0; i < base.length; i++) if (base[i] !== layered[i]) changed++;
      expect(changed / base.length).toBeGreaterThan(0.05);
    });
  }

  it('gives the same pixels from the kept name layer as when drawn afresh', async () => {
    const size = { width: 500, height: 333 };
    const base = picture(size.width, size.height);
    const first = Buffer.from(base);
    await applyWatermark(first, 3, size, 'Kept Layer Test', 42);
    await applyWatermark(Buffer.from(base), 3, size, 'Kept Layer Test', 987654321);
    const again = Buffer.from(base);
    await applyWatermark(again, 3, size, 'Kept Layer Test', 42);
    expect(again.equals(first)).toBe(true);
  });

  it('draws each asset id: two ids give two different comps', async () => {
    const size = { width: 612, height: 409 };
    const a = picture(size.width, size.height);
    const b = Buffer.from(a);
    await applyWatermark(a, 3, size, 'Lightbox', 111111111);
    await applyWatermark(b, 3, size, 'Lightbox', 777777777);
    expect(a.equals(b)).toBe(false);
  });
});

describe('blendOver', () => {
  it('blends as sharp composites over an opaque picture, clipped to it', async () => {
    const picturePixels = picture(8, 6);
    const layer = Buffer.alloc(4 * 4 * 4);
    for (let i = 0; i < 16; i++) layer.set([250, 20, 90, i * 16], i * 4);
    const expected = await sharp(picturePixels, { raw: { width: 8, height: 6, channels: 3 } })
      .composite([{ input: layer, raw: { width: 4, height: 4, channels: 4 }, left: 6, top: 3 }])
      .removeAlpha()
      .raw()
      .toBuffer();
    const mine = Buffer.from(picturePixels);
    // Half of the layer lies outside the picture: only its inside part is laid.
    blendOver({ pixels: mine, channels: 3, width: 8, height: 6 }, marksOf(layer, 4), 6, 3);
    for (let i = 0; i < mine.length; i++) expect(Math.abs(mine[i]! - expected[i]!)).toBeLessThanOrEqual(1);
  });

  it('refuses pixels that do not fill the picture', () => {
    expect(() =>
      blendOver(
        { pixels: Buffer.alloc(10), channels: 3, width: 2, height: 2 },
        marksOf(Buffer.alloc(16), 2),
        0,
        0,
      ),
    ).toThrow(/size/);
  });
});
