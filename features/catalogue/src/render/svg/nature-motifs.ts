import { darken, lighten, mix } from '../../color';
import type { SceneItem } from '../../scene';
import { type DrawContext, n, pts } from './draw-context';

/** Sky things and plants: sun, moon, stars, clouds, birds, trees, palms, cacti, flowers. */

export function sun(ctx: DrawContext, item: SceneItem): string {
  const r = (item.s * ctx.S) / 2;
  const cx = item.x * ctx.W;
  const cy = item.y * ctx.H + (item.moves ? ctx.t * 0.05 * ctx.H : 0);
  const time = ctx.scene.time;
  const color = time === 'golden' ? '#ffd47e' : time === 'dusk' ? '#ff9a6a' : '#fff6d8';
  if (ctx.photo) {
    const glow = ctx.radial([
      [0, color, 0.75],
      [0.25, color, 0.35],
      [1, color, 0],
    ]);
    const core = ctx.radial([
      [0, '#ffffff'],
      [0.6, lighten(color, 0.4)],
      [1, color],
    ]);
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 5)}" fill="${glow}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${core}"/>`;
  }
  if (ctx.style === 'vector') {
    let rays = '';
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      rays += `<line x1="${n(cx + Math.cos(a) * r * 1.3)}" y1="${n(cy + Math.sin(a) * r * 1.3)}" x2="${n(cx + Math.cos(a) * r * 1.65)}" y2="${n(cy + Math.sin(a) * r * 1.65)}" stroke="${color}" stroke-width="${n(r * 0.14)}" stroke-linecap="round"/>`;
    }
    return `${rays}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${color}"${ctx.outline}/>`;
  }
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.7)}" fill="${color}" fill-opacity="0.22"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.3)}" fill="${color}" fill-opacity="0.3"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${color}"/>`;
}

export function moon(ctx: DrawContext, item: SceneItem): string {
  const r = (item.s * ctx.S) / 2;
  const cx = item.x * ctx.W;
  const cy = item.y * ctx.H;
  const color = '#f3efdf';
  let out = '';
  if (ctx.photo) {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 4)}" fill="${ctx.radial([
      [0, '#dfe6ff', 0.35],
      [1, '#dfe6ff', 0],
    ])}"/>`;
  } else {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.5)}" fill="${color}" fill-opacity="0.15"/>`;
  }
  if (item.k === 'crescent') {
    const d = r * 0.55;
    const yOff = Math.sqrt(r * r - (d / 2) ** 2);
    const px = cx + d / 2;
    return `${out}<path d="M${n(px)},${n(cy - yOff)} A${n(r)},${n(r)} 0 1 0 ${n(px)},${n(cy + yOff)} A${n(r)},${n(r)} 0 0 1 ${n(px)},${n(cy - yOff)} Z" fill="${color}"${ctx.outline}/>`;
  }
  const face = ctx.photo
    ? ctx.radial(
        [
          [0, '#ffffff'],
          [0.7, color],
          [1, '#d9d2bd'],
        ],
        0.4,
        0.4,
        0.7,
      )
    : color;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${face}"${ctx.outline}/>`;
  for (let i = 0; i < 4; i++) {
    const a = ctx.rng() * Math.PI * 2;
    const d = ctx.rng() * r * 0.6;
    out += `<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(r * (0.1 + ctx.rng() * 0.15))}" fill="#b9b09a" fill-opacity="0.35"/>`;
  }
  return out;
}

export function stars(ctx: DrawContext): string {
  const top = ctx.horizonY * 0.97;
  let out = '';
  const count = ctx.photo ? 140 : 70;
  for (let i = 0; i < count; i++) {
    const x = ctx.rng() * ctx.W;
    const y = ctx.rng() ** 1.4 * top;
    const r = (0.4 + ctx.rng() ** 3 * 1.6) * (ctx.S / 700);
    const o = 0.35 + ctx.rng() * 0.65;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fffbe8" fill-opacity="${n(o)}"/>`;
  }
  if (ctx.photo) {
    // A faint band of the Milky Way across the sky.
    const a = ctx.between(-25, 25);
    out += `<ellipse cx="${n(ctx.W / 2)}" cy="${n(top * 0.45)}" rx="${n(ctx.W * 0.7)}" ry="${n(top * 0.12)}" transform="rotate(${n(a)} ${n(ctx.W / 2)} ${n(top * 0.45)})" fill="${ctx.radial(
      [
        [0, '#c9c4ff', 0.18],
        [1, '#c9c4ff', 0],
      ],
    )}"/>`;
  }
  return out;
}

export function cloud(ctx: DrawContext, item: SceneItem): string {
  const w = item.s * ctx.S * 2.4;
  const drift = item.moves ? ctx.t * 0.08 * ctx.W : 0;
  const cx = item.x * ctx.W + drift;
  const cy = item.y * ctx.H;
  const { time, weather } = ctx.scene;
  const tint =
    time === 'golden'
      ? '#ffd9c0'
      : time === 'dusk'
        ? '#e6a5b5'
        : weather === 'cloudy'
          ? '#d5d9df'
          : '#ffffff';
  const fill = ctx.photo
    ? ctx.linear([
        [0, lighten(tint, 0.5)],
        [0.6, tint],
        [1, darken(tint, 0.18)],
      ])
    : tint;
  let puffs = '';
  const count = 5;
  for (let i = 0; i < count; i++) {
    const px = cx - w / 2 + (w * (i + 0.5)) / count + ctx.between(-w * 0.05, w * 0.05);
    const r = w * (0.12 + 0.1 * Math.sin((Math.PI * (i + 0.5)) / count)) * ctx.between(0.85, 1.15);
    puffs += `<circle cx="${n(px)}" cy="${n(cy - r * 0.35)}" r="${n(r)}"/>`;
  }
  puffs += `<rect x="${n(cx - w / 2)}" y="${n(cy - w * 0.06)}" width="${n(w)}" height="${n(w * 0.1)}" rx="${n(w * 0.05)}"/>`;
  return `<g fill="${fill}" fill-opacity="${ctx.photo ? 0.92 : 1}">${puffs}</g>`;
}

export function birds(ctx: DrawContext, item: SceneItem): string {
  const count = 3 + Math.floor(ctx.rng() * 5);
  const spread = item.s * ctx.S * 2;
  const drift = item.moves ? ctx.t * 0.1 * ctx.W : 0;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = item.x * ctx.W + ctx.between(-spread, spread) + drift;
    const y = item.y * ctx.H + ctx.between(-spread * 0.4, spread * 0.4);
    const w = ctx.S * ctx.between(0.012, 0.022);
    out += `<path d="M${n(x - w)},${n(y - w * 0.35)} Q${n(x - w * 0.45)},${n(y - w * 0.55)} ${n(x)},${n(y)} Q${n(x + w * 0.45)},${n(y - w * 0.55)} ${n(x + w)},${n(y - w * 0.35)}" fill="none" stroke="#1d2230" stroke-width="${n(w * 0.18)}" stroke-linecap="round"/>`;
  }
  return out;
}

const LEAF_GREENS = ['#3f7d3a', '#4d8c3f', '#356b33', '#5b9a45'];
const AUTUMN = ['#d9822b', '#c4452d', '#e3b23c', '#a8562a'];

export function tree(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const autumn = ctx.scene.details.includes('autumn');
  const trunkW = h * 0.07;
  const crownY = y - h * 0.62;
  const crownR = h * 0.3;
  const trunkColor = ctx.backlight('#5a4030');
  let out = '';
  if (ctx.photo)
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(crownR * 1.1)}" ry="${n(h * 0.04)}" fill="#000" fill-opacity="0.18"/>`;
  out += `<path d="M${n(x - trunkW)},${n(y)} L${n(x - trunkW * 0.5)},${n(crownY)} L${n(x + trunkW * 0.5)},${n(crownY)} L${n(x + trunkW)},${n(y)} Z" fill="${ctx.body(trunkColor)}"${ctx.outline}/>`;
  const palette = autumn ? AUTUMN : LEAF_GREENS;
  const base = ctx.backlight(palette[Math.floor(ctx.rng() * palette.length)]!);
  const blobs: Array<[number, number, number]> = [
    [0, -0.15, 1],
    [-0.55, 0.15, 0.72],
    [0.55, 0.12, 0.75],
    [-0.25, -0.55, 0.7],
    [0.3, -0.5, 0.68],
    [0, 0.3, 0.7],
  ];
  for (const [dx, dy, r] of blobs) {
    const shade = mix(base, dy < 0 ? '#ffffff' : '#000000', ctx.photo ? 0.08 : 0.12 * Math.abs(dy));
    out += `<circle cx="${n(x + dx * crownR)}" cy="${n(crownY + dy * crownR)}" r="${n(r * crownR)}" fill="${
      ctx.photo
        ? ctx.radial(
            [
              [0, lighten(shade, 0.25)],
              [1, darken(shade, 0.25)],
            ],
            0.35,
            0.3,
            0.75,
          )
        : shade
    }"${ctx.outline}/>`;
  }
  return out;
}

export function pine(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const w = h * 0.42;
  const snowy = ctx.scene.setting === 'snow' || ctx.scene.weather === 'snow';
  const green = ctx.backlight(ctx.scene.time === 'night' ? '#17321f' : '#24543a');
  let out = `<rect x="${n(x - h * 0.03)}" y="${n(y - h * 0.16)}" width="${n(h * 0.06)}" height="${n(h * 0.16)}" fill="${ctx.backlight('#4b3424')}"/>`;
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const bottom = y - h * 0.1 - i * h * 0.2;
    const top = bottom - h * 0.38;
    const half = (w / 2) * (1 - i * 0.2);
    const fill = ctx.photo
      ? ctx.linear(
          [
            [0, lighten(green, 0.15)],
            [1, darken(green, 0.35)],
          ],
          0,
          0,
          1,
          0,
        )
      : green;
    out += `<polygon points="${pts([
      [x, top],
      [x + half, bottom],
      [x - half, bottom],
    ])}" fill="${fill}"${ctx.outline}/>`;
    if (snowy) {
      out += `<polygon points="${pts([
        [x, top],
        [x + half * 0.45, top + (bottom - top) * 0.45],
        [x + half * 0.1, top + (bottom - top) * 0.38],
        [x - half * 0.2, top + (bottom - top) * 0.48],
        [x - half * 0.45, top + (bottom - top) * 0.45],
      ])}" fill="#f4f8fb"/>`;
    }
  }
  return out;
}

export function palm(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const lean = (item.flip ? -1 : 1) * h * 0.22;
  const topX = x + lean;
  const topY = y - h;
  const trunk = ctx.backlight('#7a5a3a');
  let out = `<path d="M${n(x)},${n(y)} Q${n(x + lean * 0.1)},${n(y - h * 0.6)} ${n(topX)},${n(topY)}" fill="none" stroke="${trunk}" stroke-width="${n(h * 0.045)}" stroke-linecap="round"/>`;
  for (let i = 1; i < 8; i++) {
    const f = i / 8;
    const px = x + lean * f * f;
    const py = y - h * f;
    out += `<line x1="${n(px - h * 0.022)}" y1="${n(py)}" x2="${n(px + h * 0.022)}" y2="${n(py - h * 0.01)}" stroke="${darken(trunk, 0.3)}" stroke-width="${n(h * 0.006)}"/>`;
  }
  const leaf = ctx.backlight('#2f7a3a');
  const fronds = 7;
  for (let i = 0; i < fronds; i++) {
    const a = Math.PI + (i / (fronds - 1)) * Math.PI + ctx.between(-0.15, 0.15);
    const len = h * ctx.between(0.32, 0.42);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + len * 0.35;
    const mx = topX + Math.cos(a) * len * 0.5;
    const my = topY + Math.sin(a) * len * 0.5 - len * 0.1;
    const wdt = len * 0.12;
    out += `<path d="M${n(topX)},${n(topY)} Q${n(mx)},${n(my - wdt)} ${n(ex)},${n(ey)} Q${n(mx)},${n(my + wdt)} ${n(topX)},${n(topY)} Z" fill="${ctx.body(leaf)}"${ctx.outline}/>`;
  }
  out += `<circle cx="${n(topX)}" cy="${n(topY + h * 0.02)}" r="${n(h * 0.03)}" fill="${darken(trunk, 0.2)}"/>`;
  return out;
}

export function cactus(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const green = ctx.backlight('#4f8a4a');
  const w = h * 0.16;
  const stroke = (d: string, width: number) =>
    `<path d="${d}" fill="none" stroke="${
      ctx.photo
        ? ctx.linear(
            [
              [0, lighten(green, 0.15)],
              [1, darken(green, 0.3)],
            ],
            0,
            0,
            1,
            0,
          )
        : green
    }" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  let out = stroke(`M${n(x)},${n(y)} L${n(x)},${n(y - h + w / 2)}`, w);
  out += stroke(
    `M${n(x - w * 0.4)},${n(y - h * 0.45)} L${n(x - w * 1.5)},${n(y - h * 0.45)} L${n(x - w * 1.5)},${n(y - h * 0.75)}`,
    w * 0.7,
  );
  out += stroke(
    `M${n(x + w * 0.4)},${n(y - h * 0.3)} L${n(x + w * 1.4)},${n(y - h * 0.3)} L${n(x + w * 1.4)},${n(y - h * 0.62)}`,
    w * 0.7,
  );
  out += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y - h + w * 0.7)}" stroke="${darken(green, 0.3)}" stroke-width="${n(w * 0.08)}"/>`;
  return out;
}

function flowerHead(
  ctx: DrawContext,
  kind: string,
  cx: number,
  cy: number,
  r: number,
  color: string,
): string {
  const c = ctx.backlight(color);
  switch (kind) {
    case 'daisy':
    case 'sunflower': {
      const petal = kind === 'daisy' ? '#fbfaf4' : '#f4c021';
      const count = kind === 'daisy' ? 14 : 18;
      let out = '';
      for (let i = 0; i < count; i++) {
        const a = (i / count) * 360;
        out += `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.55)}" rx="${n(r * 0.16)}" ry="${n(r * 0.5)}" fill="${petal}" transform="rotate(${n(a)} ${n(cx)} ${n(cy)})"${ctx.outline}/>`;
      }
      return `${out}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * (kind === 'daisy' ? 0.3 : 0.45))}" fill="${kind === 'daisy' ? '#f2b61f' : '#5a3a1f'}"${ctx.outline}/>`;
    }
    case 'poppy': {
      let out = '';
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2;
        out += `<circle cx="${n(cx + Math.cos(a) * r * 0.42)}" cy="${n(cy + Math.sin(a) * r * 0.42)}" r="${n(r * 0.55)}" fill="${ctx.body(c)}"${ctx.outline}/>`;
      }
      return `${out}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.22)}" fill="#1c1a1a"/>`;
    }
    case 'rose': {
      let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${ctx.body(c)}"${ctx.outline}/>`;
      for (let i = 1; i <= 3; i++) {
        const rr = r * (1 - i * 0.24);
        out += `<path d="M${n(cx - rr)},${n(cy)} A${n(rr)},${n(rr)} 0 1 1 ${n(cx + rr * 0.6)},${n(cy + rr * 0.8)}" fill="none" stroke="${darken(c, 0.3)}" stroke-width="${n(r * 0.08)}"/>`;
      }
      return out;
    }
    case 'lavender': {
      let out = '';
      for (let i = 0; i < 7; i++) {
        out += `<ellipse cx="${n(cx + (i % 2 ? r * 0.18 : -r * 0.18))}" cy="${n(cy - i * r * 0.35 + r)}" rx="${n(r * 0.2)}" ry="${n(r * 0.28)}" fill="${i % 3 === 0 ? lighten(c, 0.2) : c}"/>`;
      }
      return out;
    }
    default: {
      // Tulip: a cup of three petals.
      const d = `M${n(cx - r)},${n(cy - r * 0.2)} C${n(cx - r)},${n(cy - r * 1.4)} ${n(cx - r * 0.35)},${n(cy - r * 1.5)} ${n(cx)},${n(cy - r * 0.9)} C${n(cx + r * 0.35)},${n(cy - r * 1.5)} ${n(cx + r)},${n(cy - r * 1.4)} ${n(cx + r)},${n(cy - r * 0.2)} C${n(cx + r)},${n(cy + r * 0.9)} ${n(cx - r)},${n(cy + r * 0.9)} ${n(cx - r)},${n(cy - r * 0.2)} Z`;
      return `<path d="${d}" fill="${ctx.body(c, true)}"${ctx.outline}/><path d="M${n(cx)},${n(cy - r * 0.95)} Q${n(cx - r * 0.15)},${n(cy)} ${n(cx)},${n(cy + r * 0.6)}" fill="none" stroke="${darken(c, 0.25)}" stroke-width="${n(r * 0.08)}"/>`;
    }
  }
}

/** A small bunch of flowers growing from (x, y); `s` is the height of the tallest stem. */
export function flowers(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const kind = item.k ?? 'tulip';
  const color = kind === 'lavender' ? '#8a6cc9' : kind === 'poppy' ? '#d8321f' : (item.c ?? '#d6455d');
  const stems = kind === 'lavender' ? 5 : h > ctx.S * 0.3 ? 5 : 3;
  const stemColor = ctx.backlight('#3f7d3a');
  let out = '';
  for (let i = 0; i < stems; i++) {
    const f = i / (stems - 1) - 0.5;
    const sh = h * (0.7 + 0.3 * Math.cos(f * 2.2)) * ctx.between(0.9, 1.05);
    const hx = x + f * h * 0.55;
    const hy = y - sh;
    const big = h > ctx.S * 0.4 ? 1.5 : 1;
    const r = h * (kind === 'sunflower' ? 0.13 : kind === 'lavender' ? 0.05 : 0.09) * big;
    out += `<path d="M${n(x + f * h * 0.1)},${n(y)} Q${n(x + f * h * 0.15)},${n(y - sh * 0.5)} ${n(hx)},${n(hy)}" fill="none" stroke="${stemColor}" stroke-width="${n(Math.max(1, h * 0.018))}" stroke-linecap="round"/>`;
    if (kind !== 'lavender') {
      const lx = x + f * h * 0.13;
      const ly = y - sh * 0.35;
      out += `<ellipse cx="${n(lx + h * 0.05)}" cy="${n(ly)}" rx="${n(h * 0.07)}" ry="${n(h * 0.022)}" fill="${ctx.body(stemColor)}" transform="rotate(-30 ${n(lx)} ${n(ly)})"${ctx.outline}/>`;
    }
    out += flowerHead(ctx, kind, hx, hy, r, mix(color, '#ffffff', i % 2 ? 0 : 0.08));
  }
  return out;
}
