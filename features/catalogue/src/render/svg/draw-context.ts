import { darken, lighten, mix } from '../../color';
import { mulberry32, type Rng } from '../../generate/prng';
import type { Scene, SceneStyle } from '../../scene';

const OUTDOOR: ReadonlySet<string> = new Set([
  'mountains',
  'sea',
  'forest',
  'field',
  'desert',
  'snow',
  'city',
  'road',
  'park',
]);

/**
 * What every drawing function gets: the frame in user units (long edge 1000), the style, a
 * seeded random source for procedural detail, and helpers that collect <defs> (gradients,
 * filters) so each is written once.
 */
export class DrawContext {
  /** Frame size in user units; the long edge is 1000. */
  readonly W: number;
  readonly H: number;
  /** The short edge: motif sizes are fractions of it. */
  readonly S: number;
  readonly style: SceneStyle;
  readonly photo: boolean;
  readonly rng: Rng;
  /** Film time, 0 at the first frame and 1 at the last. */
  readonly t: number;
  private readonly defs: string[] = [];
  private readonly defIds = new Map<string, string>();
  private nextId = 0;

  constructor(
    readonly scene: Scene,
    renderSeed: number,
    aspect: number,
    t = 0,
  ) {
    this.W = aspect >= 1 ? 1000 : 1000 * aspect;
    this.H = aspect >= 1 ? 1000 / aspect : 1000;
    this.S = Math.min(this.W, this.H);
    this.style = scene.style;
    this.photo = scene.style === 'photo';
    this.rng = mulberry32(renderSeed);
    this.t = t;
  }

  get defsSvg(): string {
    return this.defs.join('');
  }

  /** Horizon height in user units. */
  get horizonY(): number {
    return this.scene.horizon * this.H;
  }

  private define(key: string, make: (id: string) => string): string {
    const found = this.defIds.get(key);
    if (found) return found;
    const id = `d${this.nextId++}`;
    this.defIds.set(key, id);
    this.defs.push(make(id));
    return id;
  }

  /** A vertical (or angled) linear gradient; flat styles get the first colour's mid-tone. */
  linear(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `L${x1},${y1},${x2},${y2}:${stops.map((s) => s.join('/')).join(';')}`;
    const id = this.define(
      key,
      (gid) =>
        `<linearGradient id="${gid}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
          .map(
            ([o, c, a]) =>
              `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
          )
          .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `R${cx},${cy},${r}:${stops.map((s) => s.join('/')).join(';')}`;
    const id = this.define(
      key,
      (gid) =>
        `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}">${stops
          .map(
            ([o, c, a]) =>
              `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
          )
          .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * The paint for a solid body: photos get a light-to-dark gradient (light from the top
   * left), illustrations a flat colour. `vertical` shades top to bottom instead.
   */
  body(color: string, vertical = false): string {
    if (!this.photo) return color;
    return vertical
      ? this.linear([
          [0, lighten(color, 0.18)],
          [1, darken(color, 0.22)],
        ])
      : this.linear(
          [
            [0, lighten(color, 0.2)],
            [0.55, color],
            [1, darken(color, 0.28)],
          ],
          0,
          0,
          1,
          1,
        );
  }

  /** Outline attributes: vector art has dark outlines, the other styles none. */
  get outline(): string {
    return this.style === 'vector'
      ? ` stroke="#1f2a36" stroke-width="${(this.S * 0.0035).toFixed(2)}" stroke-linejoin="round"`
      : '';
  }

  /** Outdoor light: land darkens and cools at dusk and night, warms at golden hour. */
  lit(color: string): string {
    if (!OUTDOOR.has(this.scene.setting)) return color;
    switch (this.scene.time) {
      case 'night':
        return mix(color, '#0a1030', 0.6);
      case 'dusk':
        return mix(color, '#2b2140', 0.35);
      case 'golden':
        return mix(color, '#ff9f55', 0.12);
      default:
        return color;
    }
  }

  /** Lit, then pushed towards the haze of the sky: distant things look paler. */
  haze(color: string, amount: number): string {
    return mix(this.lit(color), this.scene.colors.skyBottom, amount);
  }

  /** Backlit subjects at golden hour and dusk read as darker silhouettes. */
  backlight(color: string): string {
    const { time, setting } = this.scene;
    if (!OUTDOOR.has(setting)) return color;
    if (time === 'dusk') return mix(color, '#1a1520', 0.65);
    if (time === 'night') return mix(color, '#0d1020', 0.55);
    if (time === 'golden') return mix(color, '#2a1c1a', 0.35);
    return color;
  }

  between(min: number, max: number): number {
    return min + this.rng() * (max - min);
  }
}

/** Number formatting for SVG: two decimals at most keeps the text small. */
export function n(v: number): string {
  return (Math.round(v * 100) / 100).toString();
}

/** "x,y x,y ..." for polygons and polylines. */
export function pts(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}
