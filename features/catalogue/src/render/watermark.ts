import sharp from 'sharp';
import { type Size, WATERMARK_ANGLE, watermarkTile } from './raster';

/**
 * The comp watermark in two layers, for pictures watermarked by the thousand (the importer):
 * the site's name is the same on every asset, so its layer is drawn once per size and site and
 * kept; only the asset id is drawn per asset, once, turned as the grid is, and laid at each
 * tile's place (rounded to the pixel). librsvg fills a rotated pattern over a whole comp at
 * about 35 ms of CPU; the id's one small drawing costs a few. The result looks as watermarkPng's
 * (same grid, fonts, colours); the id's digits are drawn directly instead of resampled from a
 * pattern tile, so their edges differ by a few levels.
 */

/** Sizes × sites kept; an import meets a handful of sizes, film previews a few more. */
const NAME_LAYERS_MAX = 64;
const nameLayers = new Map<string, Promise<Marks>>();

/**
 * Watermarks opaque pixels (3 or 4 channels, `size` large) in place: the kept name layer, then
 * the asset id drawn once and laid on every tile.
 */
export async function applyWatermark(
  pixels: Buffer,
  channels: number,
  size: Size,
  siteName: string,
  assetId: number,
): Promise<void> {
  const [names, id] = await Promise.all([nameLayer(size, siteName), idSprite(size, siteName, assetId)]);
  const picture = { pixels, channels, width: size.width, height: size.height };
  blendOver(picture, names, 0, 0);
  for (const [x, y] of idPlaces(size, siteName)) {
    blendOver(picture, id.marks, Math.round(x) - id.radius, Math.round(y) - id.radius);
  }
}

function nameLayer(size: Size, siteName: string): Promise<Marks> {
  const key = `${size.width}×${size.height} ${siteName}`;
  let layer = nameLayers.get(key);
  if (!layer) {
    if (nameLayers.size >= NAME_LAYERS_MAX) nameLayers.delete(nameLayers.keys().next().value!);
    layer = rasterRgba(watermarkNameSvg(size, siteName)).then((rgba) => marksOf(rgba, size.width));
    // A failed drawing is not kept: the next asset tries again.
    layer.catch(() => nameLayers.delete(key));
    nameLayers.set(key, layer);
  }
  return layer;
}

function rasterRgba(svg: Buffer): Promise<Buffer> {
  return sharp(svg).ensureAlpha().raw().toBuffer();
}

/** The site's name on every tile, drawn as watermarkSvg draws it. */
export function watermarkNameSvg(size: Size, siteName: string): Buffer {
  const tile = watermarkTile(size, siteName);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><defs><pattern id="w" width="${tile.width}" height="${tile.height}" patternUnits="userSpaceOnUse" patternTransform="rotate(${WATERMARK_ANGLE})">${tile.name(tile.width / 2, tile.nameY)}</pattern></defs><rect width="100%" height="100%" fill="url(#w)"/></svg>`,
  );
}

/** Where the asset id's anchor falls, in the picture, on every tile that reaches it. */
export function idPlaces(size: Size, siteName: string): [number, number][] {
  const tile = watermarkTile(size, siteName);
  const a = (WATERMARK_ANGLE * Math.PI) / 180;
  const turn = (x: number, y: number) => [
    x * Math.cos(a) - y * Math.sin(a),
    x * Math.sin(a) + y * Math.cos(a),
  ];
  // The picture's corners in the grid's (unrotated) coordinates, to know which tiles reach it.
  const corners = [
    [0, 0],
    [size.width, 0],
    [0, size.height],
    [size.width, size.height],
  ].map(([x, y]) => [x! * Math.cos(-a) - y! * Math.sin(-a), x! * Math.sin(-a) + y! * Math.cos(-a)]);
  const xs = corners.map((c) => c[0]!);
  const ys = corners.map((c) => c[1]!);
  const places: [number, number][] = [];
  for (
    let i = Math.floor(Math.min(...xs) / tile.width) - 1;
    i <= Math.ceil(Math.max(...xs) / tile.width);
    i++
  ) {
    for (
      let j = Math.floor(Math.min(...ys) / tile.height) - 1;
      j <= Math.ceil(Math.max(...ys) / tile.height);
      j++
    ) {
      const [x, y] = turn(i * tile.width + tile.width / 2, j * tile.height + tile.idY);
      places.push([x!, y!]);
    }
  }
  return places;
}

/**
 * The drawn pixels of an RGBA layer (alpha above 0), kept apart: most of a watermark layer is
 * empty, and laying only its marks costs a fraction of a pass over every pixel.
 */
export interface Marks {
  xs: Uint16Array;
  ys: Uint16Array;
  rgba: Uint8Array;
}

export function marksOf(rgba: Buffer, width: number): Marks {
  let count = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! > 0) count++;
  const marks = { xs: new Uint16Array(count), ys: new Uint16Array(count), rgba: new Uint8Array(count * 4) };
  for (let p = 0, k = 0; p < rgba.length / 4; p++) {
    if (rgba[p * 4 + 3] === 0) continue;
    marks.xs[k] = p % width;
    marks.ys[k] = Math.floor(p / width);
    marks.rgba.set(rgba.subarray(p * 4, p * 4 + 4), k * 4);
    k++;
  }
  return marks;
}

/** The id, turned as the grid is, centred on its anchor in a square of side 2 × radius. */
async function idSprite(
  size: Size,
  siteName: string,
  assetId: number,
): Promise<{ marks: Marks; radius: number }> {
  const tile = watermarkTile(size, siteName);
  const text = String(assetId);
  const radius = Math.ceil(tile.idPx * (text.length * 0.4 + 2));
  const side = 2 * radius;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><g transform="translate(${radius} ${radius}) rotate(${WATERMARK_ANGLE})">${tile.id(0, 0, assetId)}</g></svg>`;
  return { marks: marksOf(await rasterRgba(Buffer.from(svg)), side), radius };
}

/**
 * Lays marks over opaque pixels at (left, top), in place, clipped to the picture: the "over"
 * blend sharp's composite does, rounded to the nearest level, in integers.
 */
export function blendOver(
  picture: { pixels: Buffer; channels: number; width: number; height: number },
  marks: Marks,
  left: number,
  top: number,
): void {
  const { pixels, channels, width, height } = picture;
  if (pixels.length !== width * height * channels) throw new Error('pixels and size disagree');
  const { xs, ys, rgba } = marks;
  for (let k = 0; k < xs.length; k++) {
    const x = left + xs[k]!;
    const y = top + ys[k]!;
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    const a = rgba[k * 4 + 3]!;
    const o = (y * width + x) * channels;
    // 255 is odd, so no value falls half-way: this rounds as Math.round of the exact blend.
    for (let c = 0; c < 3; c++)
      pixels[o + c] = ((rgba[k * 4 + c]! * a + pixels[o + c]! * (255 - a) + 127) / 255) | 0;
  }
}
