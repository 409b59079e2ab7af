import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { mulberry32 } from '../generate/prng';
import type { Scene } from '../scene';
import { sceneLayersToSvg } from './svg/scene-svg';

/** Rasterising a scene with sharp: tone, film grain, watermark. */

export interface Size {
  width: number;
  height: number;
}

/** Scales (width, height) so the long edge is `longEdge`, never above the source size. */
export function fitLongEdge(width: number, height: number, longEdge: number, even = false): Size {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  const round = (v: number) => (even ? Math.max(2, Math.round(v / 2) * 2) : Math.max(1, Math.round(v)));
  return { width: round(width * scale), height: round(height * scale) };
}

const SEPIA: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

const GRAIN_SIZE = 192;
let grainTile: Promise<Buffer> | undefined;

/** A mid-grey noise tile; overlaid at low strength it reads as film grain. Made once. */
function grain(): Promise<Buffer> {
  grainTile ??= (() => {
    const rng = mulberry32(0x6a41);
    const raw = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 4);
    for (let i = 0; i < GRAIN_SIZE * GRAIN_SIZE; i++) {
      const v = 128 + Math.round((rng() + rng() + rng() - 1.5) * 60);
      raw[i * 4] = v;
      raw[i * 4 + 1] = v;
      raw[i * 4 + 2] = v;
      raw[i * 4 + 3] = 60;
    }
    return sharp(raw, { raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 4 } })
      .png()
      .toBuffer();
  })();
  return grainTile;
}

export interface RasterOptions {
  /** Film clock for preview frames. */
  t?: number;
  /** Overlay to composite on top (a watermark), same size as the output. */
  overlay?: Buffer;
}

/**
 * Renders the scene straight at the output size (no downscaling pass). Out-of-focus
 * backgrounds are blurred as a raster, then the sharp foreground, grain, tone and the overlay
 * (watermark) are applied, in that order.
 */
export async function rasterScene(
  scene: Scene,
  renderSeed: number,
  aspect: number,
  size: Size,
  options: RasterOptions = {},
): Promise<Sharp> {
  const svg = sceneLayersToSvg(scene, renderSeed, aspect, {
    width: size.width,
    height: size.height,
    t: options.t,
  });
  let image = svg.background
    ? sharp(Buffer.from(svg.background)).blur(svg.blurPx)
    : sharp(Buffer.from(svg.foreground));
  const picture: OverlayOptions[] = [];
  if (svg.background) picture.push({ input: Buffer.from(svg.foreground) });
  if (scene.style === 'photo') {
    const tile = await grain();
    const fits = size.width >= GRAIN_SIZE && size.height >= GRAIN_SIZE;
    const input = fits
      ? tile
      : await sharp(tile)
          .extract({
            left: 0,
            top: 0,
            width: Math.min(GRAIN_SIZE, size.width),
            height: Math.min(GRAIN_SIZE, size.height),
          })
          .toBuffer();
    picture.push({ input, tile: true, blend: 'overlay' });
  }
  const needsFlatten = scene.tone !== 'color' || (picture.length > 0 && options.overlay !== undefined);
  if (needsFlatten) {
    // sharp applies one composite per pipeline, and tone must not tint the watermark.
    if (picture.length > 0) image = image.composite(picture);
    if (scene.tone === 'bw') image = image.greyscale();
    else if (scene.tone === 'sepia') image = image.recomb(SEPIA);
    const { data, info } = await image
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (options.overlay) image = image.composite([{ input: options.overlay }]);
  } else {
    const layers = options.overlay ? [...picture, { input: options.overlay }] : picture;
    if (layers.length > 0) image = image.composite(layers);
  }
  return image.removeAlpha();
}

/**
 * The tiled diagonal watermark for comps, posters and previews: the site name and the asset
 * id, white with a faint dark edge so it reads on light and dark pictures alike.
 */
export function watermarkSvg(size: Size, siteName: string, assetId: number): Buffer {
  const tile = watermarkTile(size, siteName);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><defs><pattern id="w" width="${tile.width}" height="${tile.height}" patternUnits="userSpaceOnUse" patternTransform="rotate(${WATERMARK_ANGLE})">${tile.name(tile.width / 2, tile.nameY)}${tile.id(tile.width / 2, tile.idY, assetId)}</pattern></defs><rect width="100%" height="100%" fill="url(#w)"/></svg>`;
  return Buffer.from(svg);
}

export const WATERMARK_ANGLE = -30;

/** The watermark's tile: its size and its two lines of text (the site's name, the asset id). */
export function watermarkTile(size: Size, siteName: string) {
  const unit = Math.max(size.width, size.height) / 612;
  // Wide enough for the site's name (bold DejaVu is about 19 px a letter at 26 px), so a longer
  // name ("Lightbox Stock") does not run into the next tile; "Lightbox" keeps its 200.
  const width = Math.round(Math.max(200, siteName.length * 19 + 48) * unit);
  const height = Math.round(120 * unit);
  const font = `font-family="DejaVu Sans, Liberation Sans, sans-serif"`;
  const text = (x: number, y: number, px: number, s: string, weight: string) =>
    `<text x="${x}" y="${y}" text-anchor="middle" ${font} font-size="${px}" font-weight="${weight}" fill="#ffffff" fill-opacity="0.42" stroke="#000000" stroke-opacity="0.16" stroke-width="${(0.8 * unit).toFixed(2)}">${s}</text>`;
  const nameY = Math.round(height * 0.45);
  return {
    width,
    height,
    nameY,
    idPx: Math.round(12 * unit),
    idY: Math.round(height * 0.45 + 18 * unit),
    name: (x: number, y: number) => text(x, y, Math.round(26 * unit), escapeXml(siteName), 'bold'),
    id: (x: number, y: number, assetId: number) =>
      text(x, y, Math.round(12 * unit), String(assetId), 'normal'),
  };
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Rasterises the watermark once per size; compositing a PNG is cheaper than an SVG per frame. */
export async function watermarkPng(size: Size, siteName: string, assetId: number): Promise<Buffer> {
  return sharp(watermarkSvg(size, siteName, assetId))
    .png()
    .toBuffer();
}
