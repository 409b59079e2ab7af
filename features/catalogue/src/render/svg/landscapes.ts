import { darken, lighten, mix } from '../../color';
import { type DrawContext, n, pts } from './draw-context';

/**
 * Outdoor backdrops. Each returns the land layers drawn after the sky and its sun, moon and
 * clouds: far things first, paler and (in photos) softer, near things last.
 */

export interface Layers {
  /** Out-of-focus backdrop in photos: sky and land are blurred by this fraction of the short edge. */
  defocus?: number;
  /** Drawn behind the sky items (the sky itself). */
  sky: string;
  /** The land, drawn over the sky items. */
  land: string;
  /** In front of items marked `behind` (a desk, a lectern, a sofa seat, a crowd). */
  front: string;
}

export function skyLayer(ctx: DrawContext): string {
  const { skyTop, skyBottom } = ctx.scene.colors;
  const h = ctx.scene.horizon;
  if (ctx.photo) {
    const fill = ctx.linear([
      [0, skyTop],
      [Math.max(0.05, h * 0.98), skyBottom],
      [1, skyBottom],
    ]);
    let out = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${fill}"/>`;
    const sun = ctx.scene.items.find((i) => i.m === 'sun');
    if (sun && (ctx.scene.time === 'golden' || ctx.scene.time === 'dusk')) {
      const glow = ctx.scene.time === 'golden' ? '#ffb36b' : '#ff7a6b';
      out += `<ellipse cx="${n(sun.x * ctx.W)}" cy="${n(ctx.horizonY)}" rx="${n(ctx.W * 0.7)}" ry="${n(ctx.horizonY * 0.55)}" fill="${ctx.radial(
        [
          [0, glow, 0.7],
          [0.5, glow, 0.25],
          [1, glow, 0],
        ],
      )}"/>`;
    }
    return out;
  }
  // Flat styles: the gradient becomes bands.
  const bands = ctx.style === 'vector' ? 4 : 6;
  const bottom = ctx.horizonY + 2;
  let out = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${skyBottom}"/>`;
  for (let i = 0; i < bands; i++) {
    const y0 = (bottom * i) / bands;
    out += `<rect y="${n(y0)}" width="${n(ctx.W)}" height="${n(bottom / bands + 1)}" fill="${mix(skyTop, skyBottom, i / (bands - 1))}"/>`;
  }
  return out;
}

/** A jagged ridge from left to right, closed along the bottom of the frame. */
function ridge(
  ctx: DrawContext,
  baseY: number,
  height: number,
  segments: number,
  jag: number,
): { d: string; peaks: Array<[number, number, number, number, number, number]> } {
  const points: Array<[number, number]> = [];
  const step = (ctx.W * 1.1) / segments;
  for (let i = 0; i <= segments; i++) {
    const x = -ctx.W * 0.05 + i * step;
    const peak = i % 2 === 1;
    const y = baseY - height * (peak ? ctx.between(0.6, 1) : ctx.between(0.12, 0.45));
    points.push([x, y]);
  }
  const detailed: Array<[number, number]> = [];
  const peaks: Array<[number, number, number, number, number, number]> = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    detailed.push(p);
    const next = points[i + 1];
    if (next) {
      for (const f of [0.33, 0.66]) {
        detailed.push([
          p[0] + (next[0] - p[0]) * f + ctx.between(-step * 0.05, step * 0.05),
          p[1] + (next[1] - p[1]) * f + ctx.between(-height * jag, height * jag),
        ]);
      }
    }
    if (i % 2 === 1 && points[i - 1] && next) {
      const prev = points[i - 1]!;
      peaks.push([p[0], p[1], prev[0], prev[1], next[0], next[1]]);
    }
  }
  const d = `M${n(-ctx.W * 0.05)},${n(ctx.H + 5)} L${detailed.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')} L${n(ctx.W * 1.05)},${n(ctx.H + 5)} Z`;
  return { d, peaks };
}

function snowcaps(peaks: ReturnType<typeof ridge>['peaks'], color: string, ctx: DrawContext): string {
  let out = '';
  for (const [px, py, lx, ly, rx, ry] of peaks) {
    const f = 0.32;
    const l: [number, number] = [px + (lx - px) * f, py + (ly - py) * f];
    const r: [number, number] = [px + (rx - px) * f * 0.8, py + (ry - py) * f * 0.8];
    const mid: [number, number] = [
      (l[0] + r[0]) / 2,
      Math.min(l[1], r[1]) - Math.abs(l[1] - py) * 0.3 * ctx.between(0.2, 0.8),
    ];
    out += `<polygon points="${pts([[px, py], r, [(r[0] + mid[0]) / 2, r[1] + 3], mid, [(l[0] + mid[0]) / 2, l[1] - 2], l])}" fill="${color}"/>`;
  }
  return out;
}

export function mountains(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const lake = ctx.scene.details.includes('lake');
  const caps = ctx.scene.details.includes('snowcaps') || ctx.scene.setting === 'snow';
  const rock = ctx.scene.setting === 'snow' ? '#8da2b8' : '#5d6b7d';
  const ground = ctx.lit(ctx.scene.colors.ground);
  let land = '';
  const layers = [
    { base: hy, height: hy * 0.55, color: ctx.haze(rock, 0.55) },
    { base: hy, height: hy * 0.38, color: ctx.haze(darken(rock, 0.15), 0.3) },
    { base: hy + 2, height: hy * 0.2, color: ctx.haze(mix(rock, ctx.scene.colors.ground, 0.6), 0.15) },
  ];
  let farRange = '';
  layers.forEach((layer, i) => {
    const r = ridge(ctx, layer.base, layer.height, 7 + i * 2, 0.08);
    const fill = ctx.photo
      ? ctx.linear([
          [0, lighten(layer.color, 0.12)],
          [1, darken(layer.color, 0.25)],
        ])
      : layer.color;
    let g = `<path d="${r.d}" fill="${fill}"${ctx.style === 'vector' ? ctx.outline : ''}/>`;
    if (caps && i < 2) g += snowcaps(r.peaks, ctx.photo ? lighten('#eef3f8', 0.2) : '#f4f7fa', ctx);
    land += g;
    if (i === 0) farRange = g;
  });
  if (lake) {
    // Still water reflecting the sky and the far mountains.
    const { skyTop, skyBottom } = ctx.scene.colors;
    const water = ctx.photo
      ? ctx.linear([
          [0, mix(skyBottom, '#2d5a7a', 0.3)],
          [1, mix(skyTop, '#10263a', 0.5)],
        ])
      : mix(skyBottom, '#2d5a7a', 0.4);
    land += `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n(ctx.H - hy)}" fill="${water}"/>`;
    land += `<g fill-opacity="0.35" stroke-opacity="0.35" transform="translate(0 ${n(2 * hy)}) scale(1 -1)">${farRange}</g>`;
    for (let i = 0; i < 14; i++) {
      const y = hy + (ctx.H - hy) * ctx.rng() ** 1.5;
      const w = ctx.W * ctx.between(0.05, 0.25);
      land += `<rect x="${n(ctx.rng() * ctx.W)}" y="${n(y)}" width="${n(w)}" height="${n(Math.max(0.6, ctx.S * 0.0025))}" fill="#ffffff" fill-opacity="0.25"/>`;
    }
    // A grassy shore at the bottom.
    land += shore(ctx, ctx.H * 0.9, ground);
  } else {
    land += meadowSlope(ctx, hy, ground);
  }
  return { sky: skyLayer(ctx), land, front: '' };
}

function shore(ctx: DrawContext, y: number, color: string): string {
  const d = `M0,${n(ctx.H + 5)} L0,${n(y)} Q${n(ctx.W * 0.25)},${n(y - ctx.H * 0.04)} ${n(ctx.W * 0.5)},${n(y + ctx.H * 0.01)} T${n(ctx.W)},${n(y - ctx.H * 0.02)} L${n(ctx.W)},${n(ctx.H + 5)} Z`;
  return `<path d="${d}" fill="${ctx.body(color, true)}"${ctx.outline}/>`;
}

/** Rolling foreground below the horizon. */
function meadowSlope(ctx: DrawContext, hy: number, color: string): string {
  const rise = (ctx.H - hy) * 0.25;
  const d = `M0,${n(ctx.H + 5)} L0,${n(hy + rise * 0.4)} C${n(ctx.W * 0.3)},${n(hy - rise * 0.2)} ${n(ctx.W * 0.6)},${n(hy + rise * 0.6)} ${n(ctx.W)},${n(hy + rise * 0.1)} L${n(ctx.W)},${n(ctx.H + 5)} Z`;
  const fill = ctx.photo
    ? ctx.linear([
        [0, lighten(color, 0.1)],
        [1, darken(color, 0.35)],
      ])
    : color;
  let out = `<path d="${d}" fill="${fill}"${ctx.outline}/>`;
  if (ctx.photo) out += grass(ctx, hy + rise, color, 40);
  return out;
}

/** Blades of grass near the bottom of the frame, for texture in photos. */
function grass(ctx: DrawContext, fromY: number, color: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = ctx.rng() * ctx.W;
    const y = fromY + (ctx.H - fromY) * (0.3 + 0.7 * ctx.rng());
    const h = ctx.S * ctx.between(0.015, 0.04) * (y / ctx.H);
    out += `<path d="M${n(x)},${n(y)} q${n(h * 0.2)},${n(-h * 0.6)} ${n(h * 0.35)},${n(-h)}" stroke="${darken(color, ctx.between(0.1, 0.4))}" stroke-width="${n(h * 0.12)}" fill="none"/>`;
  }
  return out;
}

export function sea(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const { skyBottom, skyTop, ground } = ctx.scene.colors;
  const beach = ctx.scene.details.includes('beach');
  const night = ctx.scene.time === 'night';
  const seaTop = mix(ground, skyBottom, 0.45);
  const seaBottom = darken(mix(ground, skyTop, 0.2), night ? 0.55 : 0.15);
  let land = `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n(ctx.H - hy)}" fill="${
    ctx.photo
      ? ctx.linear([
          [0, seaTop],
          [1, seaBottom],
        ])
      : mix(seaTop, seaBottom, 0.5)
  }"/>`;
  if (!ctx.photo)
    land += `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n((ctx.H - hy) * 0.25)}" fill="${seaTop}"/>`;
  // Glitter under the sun or moon.
  const light = ctx.scene.items.find((i) => i.m === 'sun' || i.m === 'moon');
  if (light) {
    const lx = light.x * ctx.W;
    const glitter = light.m === 'moon' ? '#f6f1dc' : ctx.scene.time === 'day' ? '#ffffff' : '#ffd38a';
    for (let i = 0; i < 26; i++) {
      const f = ctx.rng();
      const y = hy + (ctx.H - hy) * f * 0.9;
      const w = ctx.W * (0.02 + 0.1 * f) * ctx.between(0.4, 1.2);
      land += `<rect x="${n(lx - w / 2 + ctx.between(-1, 1) * ctx.W * 0.04 * f)}" y="${n(y)}" width="${n(w)}" height="${n(Math.max(0.8, ctx.S * 0.004 * (0.4 + f)))}" fill="${glitter}" fill-opacity="${n(0.25 + 0.4 * (1 - f))}"/>`;
    }
  }
  // Waves: thin near the horizon, larger towards us.
  const phase = ctx.t * ctx.W * 0.05;
  for (let row = 0; row < 9; row++) {
    const f = (row + 1) / 10;
    const y = hy + (ctx.H - hy) * f ** 1.6;
    const amp = ctx.S * 0.004 * (1 + f * 4);
    const wl = ctx.W * (0.05 + f * 0.12);
    let d = `M${n(-wl + ((phase * f) % wl))},${n(y)}`;
    for (let x = -wl + ((phase * f) % wl); x < ctx.W + wl; x += wl)
      d += ` q${n(wl / 4)},${n(-amp)} ${n(wl / 2)},0 t${n(wl / 2)},0`;
    land += `<path d="${d}" fill="none" stroke="${lighten(seaTop, 0.35)}" stroke-width="${n(Math.max(0.6, amp * 0.5))}" stroke-opacity="${n(0.25 + f * 0.35)}"/>`;
  }
  if (beach) {
    const shoreY = hy + (ctx.H - hy) * 0.55;
    const sand = ctx.lit('#e6cf9e');
    const d = `M0,${n(ctx.H + 5)} L0,${n(shoreY)} C${n(ctx.W * 0.3)},${n(shoreY - ctx.H * 0.05)} ${n(ctx.W * 0.6)},${n(shoreY + ctx.H * 0.06)} ${n(ctx.W)},${n(shoreY - ctx.H * 0.02)} L${n(ctx.W)},${n(ctx.H + 5)} Z`;
    land += `<path d="${d}" fill="${
      ctx.photo
        ? ctx.linear([
            [0, lighten(sand, 0.1)],
            [1, darken(sand, 0.2)],
          ])
        : sand
    }"${ctx.outline}/>`;
    const foam = `M0,${n(shoreY)} C${n(ctx.W * 0.3)},${n(shoreY - ctx.H * 0.05)} ${n(ctx.W * 0.6)},${n(shoreY + ctx.H * 0.06)} ${n(ctx.W)},${n(shoreY - ctx.H * 0.02)}`;
    land += `<path d="${foam}" fill="none" stroke="#ffffff" stroke-width="${n(ctx.S * 0.012)}" stroke-opacity="0.8"/>`;
    land += `<path d="${foam}" transform="translate(0 ${n(-ctx.H * 0.025)})" fill="none" stroke="#ffffff" stroke-width="${n(ctx.S * 0.005)}" stroke-opacity="0.5"/>`;
  }
  return { sky: skyLayer(ctx), land, front: '' };
}

function rollingHills(ctx: DrawContext, baseY: number, rise: number, color: string, waves: number): string {
  let d = `M0,${n(ctx.H + 5)} L0,${n(baseY)}`;
  const step = ctx.W / waves;
  for (let i = 0; i < waves; i++) {
    const x0 = i * step;
    d += ` Q${n(x0 + step / 2)},${n(baseY - rise * ctx.between(0.5, 1.2))} ${n(x0 + step)},${n(baseY + ctx.between(-rise * 0.2, rise * 0.2))}`;
  }
  d += ` L${n(ctx.W)},${n(ctx.H + 5)} Z`;
  const fill = ctx.photo
    ? ctx.linear([
        [0, lighten(color, 0.08)],
        [1, darken(color, 0.25)],
      ])
    : color;
  return `<path d="${d}" fill="${fill}"${ctx.outline}/>`;
}

export function field(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const ground = ctx.lit(ctx.scene.colors.ground);
  let land = rollingHills(ctx, hy, ctx.H * 0.08, ctx.haze('#6f8f6a', 0.55), 3);
  land += rollingHills(
    ctx,
    hy + ctx.H * 0.02,
    ctx.H * 0.05,
    ctx.haze(mix(ctx.scene.colors.ground, '#4f7d3c', 0.5), 0.3),
    4,
  );
  land += rollingHills(ctx, hy + ctx.H * 0.06, ctx.H * 0.03, ground, 2);
  const rows = ctx.scene.details.includes('wheat') || ctx.scene.details.includes('lavender');
  if (rows) {
    // Crop rows converging on a vanishing point on the horizon.
    const vx = ctx.W * ctx.between(0.35, 0.65);
    const top = hy + ctx.H * 0.07;
    const rowColor = ctx.scene.details.includes('lavender') ? '#5f4596' : darken(ground, 0.25);
    for (let i = -12; i <= 12; i++) {
      const bx = vx + i * ctx.W * 0.12;
      land += `<line x1="${n(vx + (bx - vx) * 0.08)}" y1="${n(top)}" x2="${n(bx)}" y2="${n(ctx.H)}" stroke="${rowColor}" stroke-width="${n(ctx.S * 0.012)}" stroke-opacity="0.7"/>`;
    }
  } else if (ctx.photo) {
    land += grass(ctx, hy + ctx.H * 0.1, ground, 60);
  }
  if (ctx.scene.details.includes('path')) land += pathTo(ctx, hy + ctx.H * 0.08, '#b89a6a');
  return { sky: skyLayer(ctx), land, front: '' };
}

function pathTo(ctx: DrawContext, topY: number, color: string): string {
  const vx = ctx.W * 0.5;
  const d = `M${n(vx - ctx.W * 0.01)},${n(topY)} C${n(vx - ctx.W * 0.1)},${n(topY + (ctx.H - topY) * 0.4)} ${n(vx + ctx.W * 0.15)},${n(topY + (ctx.H - topY) * 0.6)} ${n(vx - ctx.W * 0.15)},${n(ctx.H)} L${n(vx + ctx.W * 0.12)},${n(ctx.H)} C${n(vx + ctx.W * 0.25)},${n(topY + (ctx.H - topY) * 0.6)} ${n(vx - ctx.W * 0.02)},${n(topY + (ctx.H - topY) * 0.4)} ${n(vx + ctx.W * 0.01)},${n(topY)} Z`;
  return `<path d="${d}" fill="${ctx.body(color, true)}" fill-opacity="0.9"/>`;
}

export function desert(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const sand = ctx.lit(ctx.scene.colors.ground);
  let land = '';
  // Flat-topped rocks far away.
  const mesa = ctx.haze('#a8674a', 0.45);
  for (let i = 0; i < 3; i++) {
    const x = ctx.W * ctx.between(0, 0.9);
    const w = ctx.W * ctx.between(0.08, 0.2);
    const h = ctx.H * ctx.between(0.05, 0.12);
    land += `<path d="M${n(x)},${n(hy + 2)} L${n(x + w * 0.15)},${n(hy - h)} L${n(x + w * 0.85)},${n(hy - h)} L${n(x + w)},${n(hy + 2)} Z" fill="${mesa}"/>`;
  }
  // Dunes, each with a sunlit and a shaded side.
  for (let i = 0; i < 4; i++) {
    const base = hy + (ctx.H - hy) * (i * 0.22 + 0.02);
    const crestX = ctx.W * ctx.between(0.1, 0.9);
    const crestY = base - ctx.H * ctx.between(0.04, 0.09);
    const lit = ctx.haze(lighten(sand, 0.1 - i * 0.03), 0.25 - i * 0.07);
    const shade = darken(lit, 0.22);
    land += `<path d="M-10,${n(ctx.H + 5)} L-10,${n(base)} Q${n(crestX * 0.5)},${n(base - (base - crestY) * 0.3)} ${n(crestX)},${n(crestY)} Q${n(crestX + (ctx.W - crestX) * 0.5)},${n(base - (base - crestY) * 0.1)} ${n(ctx.W + 10)},${n(base + ctx.H * 0.02)} L${n(ctx.W + 10)},${n(ctx.H + 5)} Z" fill="${
      ctx.photo
        ? ctx.linear([
            [0, lit],
            [1, darken(lit, 0.15)],
          ])
        : lit
    }"${ctx.outline}/>`;
    land += `<path d="M${n(crestX)},${n(crestY)} Q${n(crestX + (ctx.W - crestX) * 0.5)},${n(base - (base - crestY) * 0.1)} ${n(ctx.W + 10)},${n(base + ctx.H * 0.02)} L${n(ctx.W + 10)},${n(base + ctx.H * 0.08)} Q${n(crestX + ctx.W * 0.1)},${n(crestY + ctx.H * 0.06)} ${n(crestX)},${n(crestY)} Z" fill="${shade}" fill-opacity="0.7"/>`;
  }
  return { sky: skyLayer(ctx), land, front: '' };
}

export function snow(ctx: DrawContext): Layers {
  const base = mountains(ctx);
  const hy = ctx.horizonY;
  let land = base.land;
  land += rollingHills(ctx, hy + ctx.H * 0.05, ctx.H * 0.06, ctx.lit('#e9eff5'), 3);
  land += rollingHills(ctx, hy + ctx.H * 0.14, ctx.H * 0.05, ctx.lit('#f6f9fc'), 2);
  return { sky: base.sky, land, front: '' };
}

export function forest(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const ground = ctx.lit(ctx.scene.colors.ground);
  const autumn = ctx.scene.details.includes('autumn');
  let land = `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n(ctx.H - hy)}" fill="${ctx.body(ground, true)}"/>`;
  // Rows of trees from far (small, pale) to near (large, dark).
  const rows = [
    { y: hy + ctx.H * 0.01, h: ctx.H * 0.25, haze: 0.6, count: 22 },
    { y: hy + ctx.H * 0.04, h: ctx.H * 0.4, haze: 0.4, count: 14 },
    { y: hy + ctx.H * 0.1, h: ctx.H * 0.65, haze: 0.18, count: 8 },
  ];
  const greens = autumn
    ? ['#b8642a', '#c9862f', '#8f3f23', '#d2a03a']
    : ['#2f5f35', '#3b6d3a', '#24502c', '#4a7a3c'];
  for (const row of rows) {
    let g = '';
    for (let i = 0; i < row.count; i++) {
      const x = ctx.W * ((i + ctx.rng() * 0.8) / row.count);
      const h = row.h * ctx.between(0.75, 1.1);
      const c = ctx.haze(greens[Math.floor(ctx.rng() * greens.length)]!, row.haze);
      const trunk = ctx.haze('#3e2c20', row.haze);
      const conifer = ctx.rng() < (autumn ? 0.3 : 0.6);
      g += `<rect x="${n(x - h * 0.025)}" y="${n(row.y - h * 0.35)}" width="${n(h * 0.05)}" height="${n(h * 0.35)}" fill="${trunk}"/>`;
      if (conifer) {
        g += `<polygon points="${pts([
          [x, row.y - h],
          [x + h * 0.2, row.y - h * 0.25],
          [x - h * 0.2, row.y - h * 0.25],
        ])}" fill="${c}"${ctx.outline}/>`;
      } else {
        g += `<ellipse cx="${n(x)}" cy="${n(row.y - h * 0.62)}" rx="${n(h * 0.22)}" ry="${n(h * 0.34)}" fill="${c}"${ctx.outline}/>`;
      }
    }
    land += g;
  }
  if (ctx.scene.details.includes('path')) land += pathTo(ctx, hy + ctx.H * 0.02, darken('#a3845a', 0.1));
  // Sunbeams through the canopy.
  if (ctx.photo && ctx.scene.time !== 'night') {
    for (let i = 0; i < 4; i++) {
      const x = ctx.W * ctx.between(0.1, 0.9);
      land += `<polygon points="${pts([
        [x, 0],
        [x + ctx.W * 0.04, 0],
        [x + ctx.W * 0.22, ctx.H],
        [x + ctx.W * 0.1, ctx.H],
      ])}" fill="#fff6d8" fill-opacity="0.1"/>`;
    }
  }
  // Two big trunks framing the picture.
  for (const x of [ctx.W * ctx.between(0.02, 0.1), ctx.W * ctx.between(0.88, 0.98)]) {
    const w = ctx.S * 0.05;
    land += `<rect x="${n(x - w / 2)}" y="-5" width="${n(w)}" height="${n(ctx.H + 10)}" fill="${ctx.body('#3b2a1f')}"${ctx.outline}/>`;
  }
  return { sky: skyLayer(ctx), land, front: '' };
}

export function road(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const ground = ctx.lit(ctx.scene.colors.ground);
  let land = rollingHills(ctx, hy, ctx.H * 0.12, ctx.haze('#66758a', 0.5), 3);
  land += `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n(ctx.H - hy)}" fill="${ctx.body(ground, true)}"/>`;
  const vx = ctx.W * 0.52;
  const asphalt = '#44474d';
  land += `<polygon points="${pts([
    [vx - ctx.W * 0.008, hy],
    [vx + ctx.W * 0.008, hy],
    [vx + ctx.W * 0.45, ctx.H],
    [vx - ctx.W * 0.45, ctx.H],
  ])}" fill="${
    ctx.photo
      ? ctx.linear([
          [0, lighten(asphalt, 0.25)],
          [1, asphalt],
        ])
      : asphalt
  }"${ctx.outline}/>`;
  for (const side of [-1, 1]) {
    land += `<line x1="${n(vx + side * ctx.W * 0.007)}" y1="${n(hy)}" x2="${n(vx + side * ctx.W * 0.41)}" y2="${n(ctx.H)}" stroke="#f2f2ea" stroke-width="${n(ctx.S * 0.005)}"/>`;
  }
  // Centre dashes shrinking with distance, moving towards us in film.
  for (let i = 0; i < 10; i++) {
    const f0 = ((i + ((ctx.t * 3) % 1)) / 10) ** 2;
    const f1 = ((i + 0.5 + ((ctx.t * 3) % 1)) / 10) ** 2;
    const y0 = hy + (ctx.H - hy) * f0;
    const y1 = hy + (ctx.H - hy) * Math.min(1, f1);
    const w0 = ctx.S * 0.014 * f0;
    const w1 = ctx.S * 0.014 * f1;
    land += `<polygon points="${pts([
      [vx - w0, y0],
      [vx + w0, y0],
      [vx + w1, y1],
      [vx - w1, y1],
    ])}" fill="#f3d35b"/>`;
  }
  return { sky: skyLayer(ctx), land, front: '' };
}

export function park(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const ground = ctx.lit(ctx.scene.colors.ground);
  let land = '';
  // A soft line of trees on the far side of the lawn.
  let far = '';
  for (let i = 0; i < 16; i++) {
    const x = (ctx.W * (i + ctx.rng())) / 16;
    const r = ctx.H * ctx.between(0.05, 0.09);
    far += `<circle cx="${n(x)}" cy="${n(hy - r * 0.5)}" r="${n(r)}" fill="${ctx.haze('#3f6d3a', 0.45)}"/>`;
  }
  land += far;
  land += `<rect y="${n(hy - 1)}" width="${n(ctx.W)}" height="${n(ctx.H - hy + 1)}" fill="${
    ctx.photo
      ? ctx.linear([
          [0, ctx.haze(ground, 0.2)],
          [1, darken(ground, 0.2)],
        ])
      : ground
  }"/>`;
  if (ctx.scene.details.includes('path')) land += pathTo(ctx, hy + 2, '#cbb592');
  if (ctx.photo) land += grass(ctx, hy + ctx.H * 0.1, ground, 50);
  return { sky: skyLayer(ctx), land, front: '' };
}

export function city(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const night = ctx.scene.time === 'night' || ctx.scene.time === 'dusk';
  const lit = ctx.scene.time === 'night' ? 0.55 : ctx.scene.time === 'dusk' ? 0.35 : 0;
  let land = '';
  const rows = [
    { haze: 0.6, minH: 0.25, maxH: 0.5, w: [0.04, 0.08] as const },
    { haze: 0.25, minH: 0.2, maxH: 0.62, w: [0.05, 0.11] as const },
  ];
  rows.forEach((row, ri) => {
    let g = '';
    let x = -ctx.W * 0.02;
    while (x < ctx.W) {
      const w = ctx.W * ctx.between(row.w[0], row.w[1]);
      const h = hy * ctx.between(row.minH, row.maxH) * (ri === 1 && ctx.rng() < 0.15 ? 1.45 : 1);
      const top = hy - h;
      const base = night ? ['#1e2433', '#262d3f', '#1a2030'] : ['#8795a8', '#a3adbb', '#6f7f94', '#b7c0cc'];
      const c = ctx.haze(base[Math.floor(ctx.rng() * base.length)]!, row.haze);
      const roof = ctx.rng();
      g += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 2)}" fill="${
        ctx.photo && !night
          ? ctx.linear(
              [
                [0, lighten(c, 0.15)],
                [1, darken(c, 0.1)],
              ],
              0,
              0,
              1,
              0,
            )
          : c
      }"${ctx.outline}/>`;
      if (roof < 0.2)
        g += `<line x1="${n(x + w / 2)}" y1="${n(top)}" x2="${n(x + w / 2)}" y2="${n(top - h * 0.15)}" stroke="${c}" stroke-width="${n(w * 0.06)}"/>`;
      else if (roof < 0.35)
        g += `<polygon points="${pts([
          [x + w * 0.1, top],
          [x + w / 2, top - h * 0.12],
          [x + w * 0.9, top],
        ])}" fill="${c}"/>`;
      else if (roof < 0.5)
        g += `<rect x="${n(x + w * 0.2)}" y="${n(top - h * 0.06)}" width="${n(w * 0.6)}" height="${n(h * 0.06)}" fill="${c}"/>`;
      if (ri === 1) {
        // Windows: a grid, some lit after dark.
        const cols = Math.max(2, Math.floor(w / (ctx.S * 0.018)));
        const floors = Math.max(3, Math.floor(h / (ctx.S * 0.028)));
        const cw = w / cols;
        const fh = h / floors;
        for (let fy = 1; fy < floors - 1; fy++) {
          for (let cx = 0; cx < cols; cx++) {
            const on = ctx.rng() < lit;
            if (!on && night) continue;
            const wc = on ? (ctx.rng() < 0.8 ? '#ffd98a' : '#fff4d0') : lighten(c, 0.25);
            g += `<rect x="${n(x + cx * cw + cw * 0.22)}" y="${n(top + fy * fh + fh * 0.25)}" width="${n(cw * 0.56)}" height="${n(fh * 0.45)}" fill="${wc}"${on ? '' : ' fill-opacity="0.6"'}/>`;
          }
        }
      }
      x += w + ctx.W * ctx.between(0, 0.01);
    }
    land += g;
  });
  // Street level: pavement and road.
  const street = night ? '#1c1f26' : '#4a4e57';
  land += `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n(ctx.H - hy)}" fill="${ctx.body(street, true)}"/>`;
  land += `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n((ctx.H - hy) * 0.18)}" fill="${night ? '#2a2e36' : '#9a9ea6'}"/>`;
  for (let i = 0; i < 8; i++) {
    land += `<rect x="${n((ctx.W * (i + 0.25)) / 8)}" y="${n(hy + (ctx.H - hy) * 0.62)}" width="${n(ctx.W / 16)}" height="${n(ctx.S * 0.008)}" fill="#e8e4d8" fill-opacity="0.8"/>`;
  }
  if (night) {
    for (let i = 0; i < 5; i++) {
      const x = (ctx.W * (i + 0.5)) / 5;
      const top = hy - ctx.H * 0.12;
      land += `<line x1="${n(x)}" y1="${n(hy + (ctx.H - hy) * 0.15)}" x2="${n(x)}" y2="${n(top)}" stroke="#111" stroke-width="${n(ctx.S * 0.005)}"/>`;
      land += `<circle cx="${n(x)}" cy="${n(top)}" r="${n(ctx.S * 0.05)}" fill="${ctx.radial([
        [0, '#ffe6a8', 0.8],
        [1, '#ffe6a8', 0],
      ])}"/>`;
    }
  }
  if (ctx.scene.details.includes('crowd')) {
    // Protesters filling the street, placards above their heads.
    const colors = ['#2b2f3a', '#3d3a44', '#4a3c3c', '#2f3e4f', '#5a4a3a'];
    const y = ctx.H * 1.0;
    const size = ctx.S * 0.09;
    let crowd = '';
    for (let i = 0; i < 6; i++) {
      const px = ctx.W * ctx.between(0.05, 0.95);
      const py = y - size * ctx.between(2.2, 3.2);
      crowd += `<line x1="${n(px)}" y1="${n(py)}" x2="${n(px)}" y2="${n(py + size * 1.5)}" stroke="#5a4630" stroke-width="${n(size * 0.08)}"/>`;
      crowd += `<rect x="${n(px - size * 0.6)}" y="${n(py - size * 0.7)}" width="${n(size * 1.2)}" height="${n(size * 0.7)}" fill="${['#f4f1ea', '#f2c230', '#c8272d', '#3d8b4a'][i % 4]}"${ctx.outline}/>`;
    }
    return { sky: skyLayer(ctx), land, front: crowd + crowdBand(ctx, y, size, colors) };
  }
  return { sky: skyLayer(ctx), land, front: '' };
}

function crowdBand(ctx: DrawContext, y: number, size: number, colors: readonly string[]): string {
  let out = '';
  for (let r = 0; r < 3; r++) {
    const rowY = y - size * (2 - r) * 0.55;
    let x = -size;
    while (x < ctx.W + size) {
      const c = colors[Math.floor(ctx.rng() * colors.length)]!;
      out += `<path d="M${n(x)},${n(rowY + size)} Q${n(x)},${n(rowY)} ${n(x + size * 0.5)},${n(rowY)} Q${n(x + size)},${n(rowY)} ${n(x + size)},${n(rowY + size)} Z" fill="${c}"/><circle cx="${n(x + size * 0.5)}" cy="${n(rowY - size * 0.3)}" r="${n(size * 0.28)}" fill="${darken(c, 0.1)}"/>`;
      x += size * ctx.between(0.6, 0.85);
    }
  }
  return out;
}
