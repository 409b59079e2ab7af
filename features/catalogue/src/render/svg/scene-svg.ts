import type { Motif, Scene, SceneItem, Setting } from '../../scene';
import { DrawContext, n } from './draw-context';
import {
  abstract,
  catwalk,
  home,
  office,
  podium,
  redcarpet,
  stadium,
  stage,
  studio,
  table,
} from './interiors';
import { city, desert, field, forest, type Layers, mountains, park, road, sea, snow } from './landscapes';
import { birds, cactus, cloud, flowers, moon, palm, pine, stars, sun, tree } from './nature-motifs';
import {
  ball,
  balloons,
  bicycle,
  boat,
  book,
  car,
  coffee,
  dog,
  house,
  laptop,
  lighthouse,
  plant,
} from './object-motifs';
import { person } from './people';

/**
 * Scene → SVG. The picture is drawn in user units (long edge 1000) and scaled to the asked
 * pixel size by the width/height attributes, so a thumbnail and an original are the same
 * picture. `t` (0..1) is the film clock: the camera and moving things advance with it.
 */

const BACKDROPS: Record<Setting, (ctx: DrawContext) => Layers> = {
  mountains,
  sea,
  forest,
  field,
  desert,
  snow,
  city,
  road,
  park,
  studio,
  office,
  home,
  table,
  stadium,
  catwalk,
  stage,
  redcarpet,
  podium,
  abstract,
};

const MOTIFS: Record<Motif, (ctx: DrawContext, item: SceneItem) => string> = {
  sun,
  moon,
  stars: (ctx) => stars(ctx),
  clouds: cloud,
  birds,
  tree,
  pine,
  palm,
  cactus,
  flowers,
  person: (ctx, item) => person(ctx, item),
  portrait: (ctx, item) => person(ctx, item),
  laptop,
  coffee,
  plant,
  book,
  car,
  bicycle,
  boat,
  lighthouse,
  house,
  dog,
  ball,
  balloons,
};

const SKY_MOTIFS: ReadonlySet<Motif> = new Set(['stars', 'sun', 'moon', 'clouds', 'birds']);

export interface SceneSvgOptions {
  /** Output size in pixels. */
  width: number;
  height: number;
  /** Film clock, 0..1; absent for stills. */
  t?: number;
}

function overlays(ctx: DrawContext): string {
  const { scene } = ctx;
  let out = '';
  if (scene.weather === 'mist') {
    const hy = ctx.horizonY;
    if (ctx.photo) {
      out += `<rect y="${n(hy - ctx.H * 0.3)}" width="${n(ctx.W)}" height="${n(ctx.H * 0.55)}" fill="${ctx.linear(
        [
          [0, '#ffffff', 0],
          [0.5, '#f4f6f8', 0.6],
          [1, '#ffffff', 0],
        ],
      )}"/>`;
    } else {
      // Flat styles: one translucent band of fog lying on the horizon.
      out += `<rect x="${n(-ctx.W * 0.05)}" y="${n(hy - ctx.H * 0.08)}" width="${n(ctx.W * 1.1)}" height="${n(ctx.H * 0.14)}" rx="${n(ctx.H * 0.07)}" fill="#ffffff" fill-opacity="0.3"/>`;
    }
  }
  if (scene.weather === 'snow') {
    for (let i = 0; i < 140; i++) {
      const x = ctx.rng() * ctx.W;
      const y = (ctx.rng() * ctx.H + ctx.t * ctx.H * 0.25) % ctx.H;
      const r = ctx.S * (0.002 + ctx.rng() ** 2 * 0.006);
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#ffffff" fill-opacity="0.85"/>`;
    }
  }
  if (ctx.photo) {
    out += `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${ctx.radial(
      [
        [0.55, '#000000', 0],
        [1, '#000000', scene.tone === 'color' ? 0.32 : 0.5],
      ],
      0.5,
      0.5,
      0.75,
    )}"/>`;
  }
  return out;
}

/** The viewBox for a film frame: slow pans and zooms; stills see the whole frame. */
function camera(ctx: DrawContext, t: number | undefined): string {
  if (t === undefined || !ctx.scene.motion) return `0 0 ${n(ctx.W)} ${n(ctx.H)}`;
  const z = 0.9;
  let scale = z;
  let fx = 0.5;
  switch (ctx.scene.motion) {
    case 'pan-left':
      fx = 1 - t;
      break;
    case 'pan-right':
      fx = t;
      break;
    case 'zoom-in':
      scale = 1 - (1 - z) * t;
      break;
    case 'zoom-out':
      scale = z + (1 - z) * t;
      break;
    default:
      scale = 1 - 0.05 * t;
  }
  const w = ctx.W * scale;
  const h = ctx.H * scale;
  return `${n((ctx.W - w) * fx)} ${n((ctx.H - h) / 2)} ${n(w)} ${n(h)}`;
}

export interface SceneSvgLayers {
  /**
   * The out-of-focus part of a photo (sky and land), to be blurred by `blurPx` before the
   * sharp foreground is laid over it; absent when everything is in focus. Blurring the
   * raster with sharp is ~40× faster than an SVG filter at 3000 px.
   */
  background: string | null;
  blurPx: number;
  /** The rest of the picture; transparent where the background shows. */
  foreground: string;
}

export function sceneLayersToSvg(
  scene: Scene,
  renderSeed: number,
  aspect: number,
  options: SceneSvgOptions,
): SceneSvgLayers {
  const ctx = new DrawContext(scene, renderSeed, aspect, options.t ?? 0);
  const layers = BACKDROPS[scene.setting](ctx);
  const draw = (item: SceneItem) => MOTIFS[item.m](ctx, item);
  const skyItems = scene.items
    .filter((i) => SKY_MOTIFS.has(i.m))
    .map(draw)
    .join('');
  const behind = scene.items
    .filter((i) => !SKY_MOTIFS.has(i.m) && i.behind)
    .map(draw)
    .join('');
  const near = scene.items
    .filter((i) => !SKY_MOTIFS.has(i.m) && !i.behind)
    .map(draw)
    .join('');
  const defocus = layers.defocus ?? (scene.focus && ctx.photo && scene.setting !== 'studio' ? 0.012 : 0);
  const back = `${layers.sky}${skyItems}${layers.land}`;
  const front = `${behind}${layers.front}${near}${overlays(ctx)}`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="${camera(ctx, options.t)}" preserveAspectRatio="xMidYMid slice">`;
  // Defs are collected while drawing, so they are written last-minute into both documents.
  const defs = `<defs>${ctx.defsSvg}</defs>`;
  if (defocus === 0)
    return { background: null, blurPx: 0, foreground: `${open}${defs}${back}${front}</svg>` };
  const pxPerUnit = options.width / ctx.W;
  return {
    background: `${open}${defs}${back}</svg>`,
    blurPx: Math.max(0.3, defocus * ctx.S * pxPerUnit),
    foreground: `${open}${defs}${front}</svg>`,
  };
}

/** One self-contained SVG of the scene (defocus done with an SVG filter): for export and debugging. */
export function sceneToSvg(
  scene: Scene,
  renderSeed: number,
  aspect: number,
  options: SceneSvgOptions,
): string {
  const layers = sceneLayersToSvg(scene, renderSeed, aspect, options);
  if (!layers.background) return layers.foreground;
  const std = (layers.blurPx * 1000) / Math.max(options.width, options.height);
  const inner = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const open = layers.foreground.match(/^<svg[^>]*>/)![0];
  return `${open}<filter id="defocus" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${std.toFixed(2)}"/></filter><g filter="url(#defocus)">${inner(layers.background)}</g>${inner(layers.foreground)}</svg>`;
}
