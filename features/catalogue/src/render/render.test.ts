import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { thumbnailSrcSet } from '../client';
import { createContext, type GeneratedAsset, generateAsset } from '../generate/index';
import { analyseImage, dhash, hammingDistance } from './analyse';
import {
  COMP_LONG_EDGE,
  derivativeApplies,
  RenderError,
  renderDerivative,
  THUMB_2X_LONG_EDGE,
  THUMB_LONG_EDGE,
} from './index';

/** The first generated assets matching `want`, one per setting, from a fixed seed. */
function sample(want: (a: GeneratedAsset) => boolean, count: number): GeneratedAsset[] {
  const ctx = createContext(77);
  const out: GeneratedAsset[] = [];
  const settings = new Set<string>();
  for (let i = 0; out.length < count && i < 5000; i++) {
    const a = generateAsset(ctx, i);
    if (!want(a) || settings.has(a.scene.setting)) continue;
    settings.add(a.scene.setting);
    out.push(a);
  }
  return out;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

describe('stills', () => {
  let image: GeneratedAsset;
  beforeAll(() => {
    image = sample((a) => a.asset_type === 'image' && a.scene.style === 'photo', 1)[0]!;
  });

  it('renders a JPEG thumbnail at 380 px on the long edge, keeping the aspect ratio', async () => {
    const thumb = await renderDerivative(image, 'thumb');
    expect(thumb.data.subarray(0, 3)).toEqual(JPEG);
    const meta = await sharp(thumb.data).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(THUMB_LONG_EDGE);
    expect(meta.width! / meta.height!).toBeCloseTo(image.width / image.height, 1);
    expect(thumb.contentType).toBe('image/jpeg');
  });

  it('renders the phone thumbnail at 600 px, the same picture in the same proportions, under the comp', async () => {
    const [one, two] = await Promise.all([
      renderDerivative(image, 'thumb'),
      renderDerivative(image, 'thumb2x'),
    ]);
    expect(two.data.subarray(0, 3)).toEqual(JPEG);
    expect(Math.max(two.width, two.height)).toBe(THUMB_2X_LONG_EDGE);
    expect(THUMB_2X_LONG_EDGE).toBeLessThan(COMP_LONG_EDGE);
    expect(two.width / two.height).toBeCloseTo(one.width / one.height, 2);
    // The srcset states each file's real width, which the browser uses to choose.
    expect(thumbnailSrcSet(image.id, image.width, image.height)).toBe(
      `/media/${image.id}/thumb.jpg ${one.width}w, /media/${image.id}/thumb2x.jpg ${two.width}w`,
    );
    const [a, b] = await Promise.all([
      sharp(one.data).resize(16, 16, { fit: 'fill' }).raw().toBuffer(),
      sharp(two.data).resize(16, 16, { fit: 'fill' }).raw().toBuffer(),
    ]);
    const meanDiff = a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    expect(meanDiff).toBeLessThan(12);
  });

  it('is a picture, not a flat tile: it has detail and several colours', async () => {
    const thumb = await renderDerivative(image, 'thumb');
    const stats = await sharp(thumb.data).stats();
    expect(stats.channels.every((c) => c.stdev > 12)).toBe(true);
    expect((await analyseImage(thumb.data)).palette.length).toBeGreaterThanOrEqual(2);
  });

  it('watermarks the comp, 612 px on the long edge', async () => {
    const comp = await renderDerivative(image, 'comp');
    const meta = await sharp(comp.data).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(COMP_LONG_EDGE);
    const plain = await renderDerivative({ ...image, asset_type: 'image' }, 'original');
    const plainAtCompSize = await sharp(plain.data).resize(meta.width, meta.height).raw().toBuffer();
    const compRaw = await sharp(comp.data).raw().toBuffer();
    let differing = 0;
    for (let i = 0; i < compRaw.length; i += 3)
      if (Math.abs(compRaw[i]! - plainAtCompSize[i]!) > 40) differing++;
    // The watermark text covers a visible share of the picture.
    expect(differing / (compRaw.length / 3)).toBeGreaterThan(0.02);
  });

  it('renders the original at full size, capped at 3000 px', async () => {
    const small = { ...image, width: 1200, height: 800 };
    const original = await renderDerivative(small, 'original');
    expect([original.width, original.height]).toEqual([1200, 800]);
    const big = await renderDerivative({ ...image, width: 6000, height: 4000 }, 'original');
    expect([big.width, big.height]).toEqual([3000, 2000]);
  });

  it('has no poster or preview for images, and no original for film', async () => {
    expect(derivativeApplies('poster', 'image')).toBe(false);
    expect(derivativeApplies('preview', 'image')).toBe(false);
    expect(derivativeApplies('original', 'film')).toBe(false);
    expect(derivativeApplies('comp', 'film')).toBe(true);
    await expect(renderDerivative(image, 'preview')).rejects.toBeInstanceOf(RenderError);
  });

  it('renders every style and setting without failing', async () => {
    const all = sample(() => true, 40);
    expect(all.length).toBeGreaterThan(15);
    for (const a of all) {
      const thumb = await renderDerivative(a, 'thumb');
      expect(thumb.data.length).toBeGreaterThan(2000);
    }
  });
});

describe('difference hash', () => {
  it('barely changes when the picture is resized and recompressed: the copy is nearest its original', async () => {
    const pictures = sample((x) => x.asset_type === 'image', 6);
    const originals = await Promise.all(pictures.map(async (a) => (await renderDerivative(a, 'thumb')).data));
    const hashes = await Promise.all(originals.map((data) => dhash(data)));
    for (const [i, data] of originals.entries()) {
      const copy = await dhash(await sharp(data).resize(160).jpeg({ quality: 60 }).toBuffer());
      const own = hammingDistance(hashes[i]!, copy);
      // Flat skies flip a few bits under heavy recompression (a 160 px, quality 60 copy of a
      // vector city moves 10 bits); search by image allows that much.
      expect(own).toBeLessThanOrEqual(10);
      for (const [j, other] of hashes.entries())
        if (j !== i) expect(own).toBeLessThan(hammingDistance(other, copy));
    }
  });

  it('tells different scenes apart', async () => {
    const hashes = await Promise.all(
      sample((x) => x.asset_type === 'image', 10).map(async (a) =>
        dhash((await renderDerivative(a, 'thumb')).data),
      ),
    );
    const distances: number[] = [];
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++) distances.push(hammingDistance(hashes[i]!, hashes[j]!));
    const mean = distances.reduce((s, d) => s + d, 0) / distances.length;
    expect(mean).toBeGreaterThan(16);
    expect(Math.min(...distances)).toBeGreaterThan(6);
  });

  it('is a signed 64-bit integer in decimal', async () => {
    const a = sample((x) => x.asset_type === 'image', 1)[0]!;
    const h = await dhash((await renderDerivative(a, 'thumb')).data);
    expect(h).toMatch(/^-?\d+$/);
    expect(BigInt(h)).toBe(BigInt.asIntN(64, BigInt(h)));
  });

  it('counts differing bits', () => {
    expect(hammingDistance('0', '0')).toBe(0);
    expect(hammingDistance('0', '-1')).toBe(64);
    expect(hammingDistance('5', '6')).toBe(2);
  });
});

describe('film', () => {
  let film: GeneratedAsset;
  beforeAll(() => {
    film = sample((a) => a.asset_type === 'film' && a.scene.motion !== undefined, 1)[0]!;
  });

  it('renders a poster and a short WebM preview about 480 px wide', { timeout: 30_000 }, async () => {
    const poster = await renderDerivative(film, 'poster');
    expect(poster.data.subarray(0, 3)).toEqual(JPEG);
    const preview = await renderDerivative(film, 'preview');
    expect(preview.contentType).toBe('video/webm');
    // EBML magic number: a Matroska/WebM file.
    expect(preview.data.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(Math.max(preview.width, preview.height)).toBe(480);
    expect(preview.data.length).toBeGreaterThan(10_000);
  });

  it('makes a preview as long as the clip’s stated duration, and its file says so', {
    timeout: 60_000,
  }, async () => {
    const clip = { ...film, duration_seconds: 9.5 };
    const preview = await renderDerivative(clip, 'preview');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lightbox-preview-test-'));
    try {
      const file = path.join(dir, 'p.webm');
      await fs.writeFile(file, preview.data);
      // ffmpeg reads the header's duration back (it exits 1 without an output; the report is on stderr).
      const probe = spawnSync(ffmpeg.path, ['-hide_banner', '-i', file], { encoding: 'utf8' });
      const match = /Duration: (\d+):(\d+):([\d.]+)/.exec(probe.stderr);
      expect(match, probe.stderr).not.toBeNull();
      const seconds = Number(match![1]) * 3600 + Number(match![2]) * 60 + Number(match![3]);
      expect(Math.abs(seconds - 9.5)).toBeLessThanOrEqual(0.1);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
