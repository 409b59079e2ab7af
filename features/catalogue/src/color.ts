/**
 * Colour arithmetic on #rrggbb strings and the named buckets the search colour filter uses.
 * Pure functions, shared by the scene composer, the renderer and the palette analysis.
 */

import type { PaletteBucket } from '@lightbox/core/search';

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

export function toHex([r, g, b]: Rgb): string {
  return `#${((1 << 24) | (clampByte(r) << 16) | (clampByte(g) << 8) | clampByte(b)).toString(16).slice(1)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** Rotates the hue by `degrees` and scales saturation; used for small per-scene variation. */
export function shiftHue(hex: string, degrees: number, saturation = 1): string {
  const [h, s, l] = rgbToHsl(parseHex(hex));
  return toHex(hslToRgb([(h + degrees + 360) % 360, Math.max(0, Math.min(1, s * saturation)), l]));
}

export function rgbToHsl([r8, g8, b8]: Rgb): [number, number, number] {
  const r = r8 / 255;
  const g = g8 / 255;
  const b = b8 / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

export function hslToRgb([h, s, l]: [number, number, number]): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** The named bucket a colour falls in, by hue, saturation and lightness. */
export function bucketOf(rgb: Rgb): PaletteBucket {
  const [h, s, l] = rgbToHsl(rgb);
  if (l < 0.13) return 'black';
  if (s < 0.15 || (l > 0.86 && s < 0.45)) return l > 0.8 ? 'white' : l < 0.2 ? 'black' : 'gray';
  if (h < 15 || h >= 345) return l > 0.72 ? 'pink' : l < 0.3 && s < 0.6 ? 'brown' : 'red';
  if (h < 40) return l < 0.42 || s < 0.4 ? 'brown' : 'orange';
  if (h < 68) return l < 0.33 ? 'brown' : 'yellow';
  if (h < 165) return 'green';
  if (h < 195) return 'teal';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return l < 0.3 ? 'purple' : 'pink';
}

export function bucketOfHex(hex: string): PaletteBucket {
  return bucketOf(parseHex(hex));
}

/** Relative luminance 0..1 (sRGB, approximate), for picking readable overlay colours. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
