import { darken, lighten, luminance } from '../../color';
import type { SceneItem } from '../../scene';
import { type DrawContext, n, pts } from './draw-context';
import { person } from './people';

/** Things people make: laptop, cup, plant, book, car, bicycle, boat, lighthouse, house ... */

export function laptop(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const w = h * 1.45;
  const shell = item.c ?? '#c9ced6';
  const screenTop = y - h;
  const screenBottom = y - h * 0.14;
  const glow = ctx.scene.time === 'night' ? '#9fd0ff' : '#6fa8dc';
  const screen = ctx.photo
    ? ctx.linear(
        [
          [0, lighten(glow, 0.35)],
          [0.5, glow],
          [1, darken(glow, 0.35)],
        ],
        0,
        0,
        1,
        1,
      )
    : glow;
  let out = '';
  if (ctx.photo)
    out += `<ellipse cx="${n(x)}" cy="${n(y + h * 0.02)}" rx="${n(w * 0.62)}" ry="${n(h * 0.06)}" fill="#000" fill-opacity="0.22"/>`;
  // Lid with screen.
  out += `<rect x="${n(x - w * 0.42)}" y="${n(screenTop)}" width="${n(w * 0.84)}" height="${n(screenBottom - screenTop)}" rx="${n(h * 0.04)}" fill="${darken(shell, 0.55)}"${ctx.outline}/>`;
  out += `<rect x="${n(x - w * 0.38)}" y="${n(screenTop + h * 0.05)}" width="${n(w * 0.76)}" height="${n(screenBottom - screenTop - h * 0.1)}" fill="${screen}"/>`;
  // A few window shapes on the screen.
  const sx = x - w * 0.34;
  const sy = screenTop + h * 0.1;
  out += `<rect x="${n(sx)}" y="${n(sy)}" width="${n(w * 0.3)}" height="${n(h * 0.28)}" fill="#ffffff" fill-opacity="0.55"/>`;
  out += `<rect x="${n(sx + w * 0.34)}" y="${n(sy)}" width="${n(w * 0.32)}" height="${n(h * 0.12)}" fill="#ffffff" fill-opacity="0.4"/>`;
  out += `<rect x="${n(sx + w * 0.34)}" y="${n(sy + h * 0.16)}" width="${n(w * 0.32)}" height="${n(h * 0.12)}" fill="${item.c && luminance(item.c) < 0.8 ? item.c : '#f2c230'}" fill-opacity="0.7"/>`;
  // Keyboard base in perspective.
  out += `<polygon points="${pts([
    [x - w * 0.45, screenBottom],
    [x + w * 0.45, screenBottom],
    [x + w * 0.52, y],
    [x - w * 0.52, y],
  ])}" fill="${ctx.body(shell, true)}"${ctx.outline}/>`;
  out += `<polygon points="${pts([
    [x - w * 0.36, screenBottom + h * 0.02],
    [x + w * 0.36, screenBottom + h * 0.02],
    [x + w * 0.4, y - h * 0.05],
    [x - w * 0.4, y - h * 0.05],
  ])}" fill="${darken(shell, 0.25)}"/>`;
  return out;
}

export function coffee(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const cup = item.c && luminance(item.c) > 0.2 ? item.c : '#f3f1ec';
  const w = h * 0.9;
  const rimY = y - h * 0.78;
  let out = '';
  // Saucer.
  out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.85)}" ry="${n(h * 0.13)}" fill="${ctx.body(lighten(cup, 0.1), true)}"${ctx.outline}/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(y - h * 0.03)}" rx="${n(w * 0.55)}" ry="${n(h * 0.08)}" fill="${darken(cup, 0.12)}"/>`;
  // Handle.
  out += `<path d="M${n(x + w * 0.45)},${n(rimY + h * 0.15)} C${n(x + w * 0.85)},${n(rimY + h * 0.1)} ${n(x + w * 0.85)},${n(rimY + h * 0.55)} ${n(x + w * 0.36)},${n(rimY + h * 0.58)}" fill="none" stroke="${darken(cup, 0.08)}" stroke-width="${n(h * 0.09)}" stroke-linecap="round"/>`;
  // Body: wide at the rim, rounded at the foot.
  out += `<path d="M${n(x - w * 0.5)},${n(rimY)} L${n(x + w * 0.5)},${n(rimY)} C${n(x + w * 0.48)},${n(y - h * 0.15)} ${n(x + w * 0.3)},${n(y - h * 0.05)} ${n(x)},${n(y - h * 0.05)} C${n(x - w * 0.3)},${n(y - h * 0.05)} ${n(x - w * 0.48)},${n(y - h * 0.15)} ${n(x - w * 0.5)},${n(rimY)} Z" fill="${
    ctx.photo
      ? ctx.linear(
          [
            [0, darken(cup, 0.18)],
            [0.35, lighten(cup, 0.25)],
            [1, darken(cup, 0.3)],
          ],
          0,
          0,
          1,
          0,
        )
      : cup
  }"${ctx.outline}/>`;
  // Drink surface with a little latte art.
  const tea = item.k === 'tea';
  out += `<ellipse cx="${n(x)}" cy="${n(rimY)}" rx="${n(w * 0.5)}" ry="${n(h * 0.1)}" fill="${darken(cup, 0.1)}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(rimY + h * 0.01)}" rx="${n(w * 0.44)}" ry="${n(h * 0.08)}" fill="${tea ? '#b5651d' : '#6b3f22'}"/>`;
  if (!tea) {
    out += `<path d="M${n(x)},${n(rimY + h * 0.06)} C${n(x - w * 0.2)},${n(rimY - h * 0.02)} ${n(x - w * 0.1)},${n(rimY - h * 0.06)} ${n(x)},${n(rimY - h * 0.02)} C${n(x + w * 0.1)},${n(rimY - h * 0.06)} ${n(x + w * 0.2)},${n(rimY - h * 0.02)} ${n(x)},${n(rimY + h * 0.06)} Z" fill="#e8cfa8"/>`;
  }
  // Steam.
  for (let i = -1; i <= 1; i++) {
    const sx = x + i * w * 0.18;
    const drift = Math.sin(ctx.t * Math.PI * 2 + i) * w * 0.04;
    out += `<path d="M${n(sx)},${n(rimY - h * 0.08)} q${n(w * 0.12 + drift)},${n(-h * 0.18)} 0,${n(-h * 0.35)} t0,${n(-h * 0.3)}" fill="none" stroke="#ffffff" stroke-width="${n(h * 0.035)}" stroke-linecap="round" stroke-opacity="${ctx.photo ? 0.3 : 0.6}"/>`;
  }
  return out;
}

export function plant(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const potH = h * 0.3;
  const potW = h * 0.32;
  const pot = item.c && luminance(item.c) > 0.25 ? item.c : '#c8734a';
  let out = '';
  const leaf = '#3d7d45';
  const leaves = 9;
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + (i / (leaves - 1) - 0.5) * 2.4 + ctx.between(-0.1, 0.1);
    const len = h * ctx.between(0.45, 0.7);
    const bx = x;
    const by = y - potH;
    const ex = bx + Math.cos(a) * len;
    const ey = by + Math.sin(a) * len;
    const mx = (bx + ex) / 2;
    const my = (by + ey) / 2;
    const nx = -Math.sin(a) * len * 0.22;
    const ny = Math.cos(a) * len * 0.22;
    const c = i % 2 ? leaf : lighten(leaf, 0.12);
    out += `<path d="M${n(bx)},${n(by)} Q${n(mx + nx)},${n(my + ny)} ${n(ex)},${n(ey)} Q${n(mx - nx)},${n(my - ny)} ${n(bx)},${n(by)} Z" fill="${ctx.body(c)}"${ctx.outline}/>`;
  }
  out += `<polygon points="${pts([
    [x - potW / 2, y - potH],
    [x + potW / 2, y - potH],
    [x + potW * 0.38, y],
    [x - potW * 0.38, y],
  ])}" fill="${ctx.body(pot)}"${ctx.outline}/>`;
  out += `<rect x="${n(x - potW * 0.54)}" y="${n(y - potH - h * 0.03)}" width="${n(potW * 1.08)}" height="${n(h * 0.06)}" fill="${darken(pot, 0.1)}"${ctx.outline}/>`;
  return out;
}

export function book(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const colors = [item.c ?? '#2f6fb3', '#c8272d', '#3d8b4a'];
  let out = '';
  let top = y;
  for (let i = 0; i < 3; i++) {
    const w = h * (3.2 - i * 0.35);
    const t = h * 0.32;
    const dx = (i - 1) * h * 0.15;
    out += `<rect x="${n(x - w / 2 + dx)}" y="${n(top - t)}" width="${n(w)}" height="${n(t)}" rx="${n(t * 0.15)}" fill="${ctx.body(colors[i]!)}"${ctx.outline}/>`;
    out += `<rect x="${n(x - w / 2 + dx + w * 0.04)}" y="${n(top - t * 0.8)}" width="${n(w * 0.9)}" height="${n(t * 0.55)}" fill="#f4efe2"/>`;
    top -= t;
  }
  return out;
}

export function car(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const drift = item.moves ? (item.flip ? -1 : 1) * ctx.t * 0.25 * ctx.W : 0;
  const x = item.x * ctx.W + (ctx.scene.setting === 'road' ? 0 : drift);
  const y = item.y * ctx.H - (ctx.scene.setting === 'road' && item.moves ? ctx.t * 0.12 * ctx.H : 0);
  const scale = ctx.scene.setting === 'road' && item.moves ? 1 - ctx.t * 0.35 : 1;
  const body = item.k === 'taxi' ? '#f2c230' : (item.c ?? '#c8272d');
  const night = ctx.scene.time === 'night' || ctx.scene.time === 'dusk';
  if (ctx.scene.setting === 'road') return carRear(ctx, x, y, h * scale, body, night);
  const w = h * 2.6;
  const dir = item.flip ? -1 : 1;
  const X = (f: number) => x + dir * f * w;
  const roof = item.k === 'sports' ? 0.62 : item.k === 'vintage' ? 0.95 : 0.82;
  let out = '';
  if (ctx.photo)
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.55)}" ry="${n(h * 0.08)}" fill="#000" fill-opacity="0.3"/>`;
  out += `<path d="M${n(X(-0.5))},${n(y - h * 0.2)} L${n(X(-0.5))},${n(y - h * 0.45)} Q${n(X(-0.48))},${n(y - h * 0.52)} ${n(X(-0.38))},${n(y - h * 0.54)} L${n(X(-0.25))},${n(y - h * roof)} L${n(X(0.12))},${n(y - h * roof)} L${n(X(0.3))},${n(y - h * 0.55)} Q${n(X(0.48))},${n(y - h * 0.52)} ${n(X(0.5))},${n(y - h * 0.4)} L${n(X(0.5))},${n(y - h * 0.2)} Z" fill="${ctx.body(body, true)}"${ctx.outline}/>`;
  const glass = ctx.photo
    ? ctx.linear([
        [0, '#dbe9f5'],
        [1, '#6f8aa3'],
      ])
    : '#bcd6ea';
  out += `<polygon points="${pts([
    [X(-0.2), y - h * (roof - 0.06)],
    [X(-0.05), y - h * (roof - 0.06)],
    [X(-0.05), y - h * 0.56],
    [X(-0.31), y - h * 0.56],
  ])}" fill="${glass}"/>`;
  out += `<polygon points="${pts([
    [X(0.0), y - h * (roof - 0.06)],
    [X(0.1), y - h * (roof - 0.06)],
    [X(0.24), y - h * 0.56],
    [X(0.0), y - h * 0.56],
  ])}" fill="${glass}"/>`;
  out += `<rect x="${n(Math.min(X(0.44), X(0.5)))}" y="${n(y - h * 0.42)}" width="${n(w * 0.06)}" height="${n(h * 0.08)}" fill="${night ? '#fff3b0' : '#f6f1dc'}"/>`;
  if (night) {
    out += `<polygon points="${pts([
      [X(0.5), y - h * 0.42],
      [X(1.2), y - h * 0.55],
      [X(1.2), y - h * 0.05],
    ])}" fill="#fff3b0" fill-opacity="0.25"/>`;
  }
  for (const f of [-0.3, 0.3]) {
    out += `<circle cx="${n(X(f))}" cy="${n(y - h * 0.18)}" r="${n(h * 0.2)}" fill="#1d1d1f"/><circle cx="${n(X(f))}" cy="${n(y - h * 0.18)}" r="${n(h * 0.09)}" fill="#b8bcc4"/>`;
  }
  return out;
}

/** A car seen from behind, driving away down the road. */
function carRear(ctx: DrawContext, x: number, y: number, h: number, body: string, night: boolean): string {
  const w = h * 1.6;
  let out = '';
  if (ctx.photo)
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.6)}" ry="${n(h * 0.08)}" fill="#000" fill-opacity="0.3"/>`;
  out += `<rect x="${n(x - w * 0.45)}" y="${n(y - h * 0.22)}" width="${n(w * 0.16)}" height="${n(h * 0.22)}" rx="${n(h * 0.03)}" fill="#1d1d1f"/>`;
  out += `<rect x="${n(x + w * 0.29)}" y="${n(y - h * 0.22)}" width="${n(w * 0.16)}" height="${n(h * 0.22)}" rx="${n(h * 0.03)}" fill="#1d1d1f"/>`;
  out += `<path d="M${n(x - w * 0.5)},${n(y - h * 0.15)} L${n(x - w * 0.5)},${n(y - h * 0.5)} L${n(x - w * 0.36)},${n(y - h * 0.92)} L${n(x + w * 0.36)},${n(y - h * 0.92)} L${n(x + w * 0.5)},${n(y - h * 0.5)} L${n(x + w * 0.5)},${n(y - h * 0.15)} Z" fill="${ctx.body(body, true)}"${ctx.outline}/>`;
  out += `<polygon points="${pts([
    [x - w * 0.32, y - h * 0.86],
    [x + w * 0.32, y - h * 0.86],
    [x + w * 0.41, y - h * 0.56],
    [x - w * 0.41, y - h * 0.56],
  ])}" fill="${
    ctx.photo
      ? ctx.linear([
          [0, '#9fb4c8'],
          [1, '#3d4b5a'],
        ])
      : '#9fb4c8'
  }"/>`;
  const light = night ? '#ff3b3b' : '#c0262b';
  out += `<rect x="${n(x - w * 0.47)}" y="${n(y - h * 0.46)}" width="${n(w * 0.17)}" height="${n(h * 0.09)}" fill="${light}"/>`;
  out += `<rect x="${n(x + w * 0.3)}" y="${n(y - h * 0.46)}" width="${n(w * 0.17)}" height="${n(h * 0.09)}" fill="${light}"/>`;
  if (night) {
    for (const sx of [-0.39, 0.39]) {
      out += `<circle cx="${n(x + sx * w)}" cy="${n(y - h * 0.41)}" r="${n(h * 0.25)}" fill="${ctx.radial([
        [0, '#ff5050', 0.6],
        [1, '#ff5050', 0],
      ])}"/>`;
    }
  }
  out += `<rect x="${n(x - w * 0.14)}" y="${n(y - h * 0.34)}" width="${n(w * 0.28)}" height="${n(h * 0.09)}" fill="#f2f2ea"/>`;
  return out;
}

export function bicycle(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const riding = item.pose === 'ride';
  // With a rider, `s` is the rider's height; the bike is about half of it.
  const bh = riding ? h * 0.5 : h;
  const drift = item.moves ? (item.flip ? -1 : 1) * ctx.t * 0.2 * ctx.W : 0;
  const x = item.x * ctx.W + drift;
  const y = item.y * ctx.H;
  const dir = item.flip ? -1 : 1;
  const r = bh * 0.36;
  const frame = item.pose === 'ride' ? '#2f3a48' : (item.c ?? '#2f6fb3');
  const rear = [x - dir * bh * 0.55, y - r] as const;
  const front = [x + dir * bh * 0.55, y - r] as const;
  const crank = [x - dir * bh * 0.05, y - r] as const;
  const seat = [x - dir * bh * 0.2, y - r - bh * 0.5] as const;
  const head = [x + dir * bh * 0.38, y - r - bh * 0.52] as const;
  const stroke = `stroke="${ctx.backlight(frame)}" stroke-width="${n(bh * 0.045)}" stroke-linecap="round" stroke-linejoin="round" fill="none"`;
  let out = '';
  for (const c of [rear, front]) {
    out += `<circle cx="${n(c[0])}" cy="${n(c[1])}" r="${n(r)}" fill="none" stroke="${ctx.backlight('#1d1d1f')}" stroke-width="${n(bh * 0.04)}"/>`;
    out += `<circle cx="${n(c[0])}" cy="${n(c[1])}" r="${n(r * 0.08)}" fill="${ctx.backlight('#555')}"/>`;
  }
  out += `<polyline points="${pts([rear, crank, seat, rear])}" ${stroke}/>`;
  out += `<polyline points="${pts([crank, head, seat])}" ${stroke}/>`;
  out += `<polyline points="${pts([head, front])}" ${stroke}/>`;
  out += `<line x1="${n(seat[0] - dir * bh * 0.08)}" y1="${n(seat[1] - bh * 0.03)}" x2="${n(seat[0] + dir * bh * 0.08)}" y2="${n(seat[1] - bh * 0.03)}" stroke="#1d1d1f" stroke-width="${n(bh * 0.05)}" stroke-linecap="round"/>`;
  out += `<line x1="${n(head[0])}" y1="${n(head[1])}" x2="${n(head[0] + dir * bh * 0.08)}" y2="${n(head[1] - bh * 0.1)}" ${stroke}/>`;
  if (riding) {
    out += person(
      ctx,
      {
        ...item,
        x: (x - dir * bh * 0.17) / ctx.W,
        y: (y - r * 0.2) / ctx.H,
        s: (h * 0.98) / ctx.S,
        moves: false,
      },
      'ride',
    );
  }
  return out;
}

export function boat(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const drift = item.moves ? ctx.t * 0.12 * ctx.W : 0;
  const x = item.x * ctx.W + drift;
  const y = item.y * ctx.H + Math.sin(ctx.t * Math.PI * 4) * h * 0.02;
  const w = h * 0.9;
  const sail = '#f7f5ee';
  let out = `<path d="M${n(x - w * 0.55)},${n(y - h * 0.18)} L${n(x + w * 0.6)},${n(y - h * 0.18)} L${n(x + w * 0.42)},${n(y)} L${n(x - w * 0.42)},${n(y)} Z" fill="${ctx.body(ctx.backlight(item.c && luminance(item.c) < 0.85 ? item.c : '#1f2f57'))}"${ctx.outline}/>`;
  out += `<line x1="${n(x)}" y1="${n(y - h * 0.18)}" x2="${n(x)}" y2="${n(y - h)}" stroke="${ctx.backlight('#3a3a3a')}" stroke-width="${n(h * 0.02)}"/>`;
  out += `<polygon points="${pts([
    [x + h * 0.015, y - h * 0.97],
    [x + w * 0.48, y - h * 0.25],
    [x + h * 0.015, y - h * 0.25],
  ])}" fill="${ctx.backlight(sail)}"${ctx.outline}/>`;
  out += `<polygon points="${pts([
    [x - h * 0.015, y - h * 0.85],
    [x - h * 0.015, y - h * 0.25],
    [x - w * 0.35, y - h * 0.25],
  ])}" fill="${ctx.backlight(darken(sail, 0.08))}"${ctx.outline}/>`;
  if (ctx.photo)
    out += `<ellipse cx="${n(x)}" cy="${n(y + h * 0.04)}" rx="${n(w * 0.6)}" ry="${n(h * 0.03)}" fill="#ffffff" fill-opacity="0.25"/>`;
  return out;
}

export function lighthouse(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const rock = ctx.backlight('#4b4f55');
  let out = `<path d="M${n(x - h * 0.45)},${n(y + h * 0.1)} Q${n(x - h * 0.3)},${n(y - h * 0.1)} ${n(x - h * 0.05)},${n(y - h * 0.08)} Q${n(x + h * 0.25)},${n(y - h * 0.14)} ${n(x + h * 0.45)},${n(y + h * 0.1)} Z" fill="${ctx.body(rock)}"${ctx.outline}/>`;
  const base = y - h * 0.08;
  const top = y - h * 0.82;
  const bw = h * 0.13;
  const tw = h * 0.08;
  const stripes = 4;
  for (let i = 0; i < stripes; i++) {
    const y0 = base - ((base - top) * i) / stripes;
    const y1 = base - ((base - top) * (i + 1)) / stripes;
    const w0 = bw - ((bw - tw) * i) / stripes;
    const w1 = bw - ((bw - tw) * (i + 1)) / stripes;
    out += `<polygon points="${pts([
      [x - w0, y0],
      [x + w0, y0],
      [x + w1, y1],
      [x - w1, y1],
    ])}" fill="${ctx.body(ctx.backlight(i % 2 ? '#c8272d' : '#f4f1ea'))}"${ctx.outline}/>`;
  }
  const night = ctx.scene.time === 'night' || ctx.scene.time === 'dusk';
  out += `<rect x="${n(x - tw * 1.25)}" y="${n(top - h * 0.02)}" width="${n(tw * 2.5)}" height="${n(h * 0.03)}" fill="${ctx.backlight('#2d2d2d')}"/>`;
  out += `<rect x="${n(x - tw * 0.8)}" y="${n(top - h * 0.11)}" width="${n(tw * 1.6)}" height="${n(h * 0.09)}" fill="${night ? '#fff2a8' : '#d9e6ee'}"${ctx.outline}/>`;
  out += `<path d="M${n(x - tw)},${n(top - h * 0.11)} L${n(x)},${n(top - h * 0.18)} L${n(x + tw)},${n(top - h * 0.11)} Z" fill="${ctx.backlight('#2d2d2d')}"/>`;
  if (night) {
    const beamDir = Math.cos(ctx.t * Math.PI * 2) >= 0 ? 1 : -1;
    out += `<polygon points="${pts([
      [x, top - h * 0.065],
      [x + beamDir * h * 1.6, top - h * 0.3],
      [x + beamDir * h * 1.6, top + h * 0.12],
    ])}" fill="#fff6c8" fill-opacity="0.22"/>`;
    out += `<circle cx="${n(x)}" cy="${n(top - h * 0.065)}" r="${n(h * 0.12)}" fill="${ctx.radial([
      [0, '#fff6c8', 0.8],
      [1, '#fff6c8', 0],
    ])}"/>`;
  }
  return out;
}

export function house(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const w = h * 1.3;
  const wall = ctx.backlight(item.c ?? '#f1ede3');
  const roof = ctx.backlight(item.c === '#a63a2e' ? '#5a5a5a' : '#8c3b2e');
  const night = ctx.scene.time === 'night' || ctx.scene.time === 'dusk';
  const win = night ? '#ffd98a' : '#9fb8cc';
  let out = `<rect x="${n(x - w * 0.38)}" y="${n(y - h * 0.95)}" width="${n(w * 0.1)}" height="${n(h * 0.3)}" fill="${darken(roof, 0.1)}"/>`;
  out += `<rect x="${n(x - w / 2)}" y="${n(y - h * 0.6)}" width="${n(w)}" height="${n(h * 0.6)}" fill="${ctx.body(wall)}"${ctx.outline}/>`;
  out += `<polygon points="${pts([
    [x - w * 0.58, y - h * 0.58],
    [x, y - h * 1.05],
    [x + w * 0.58, y - h * 0.58],
  ])}" fill="${ctx.body(roof)}"${ctx.outline}/>`;
  out += `<rect x="${n(x - w * 0.08)}" y="${n(y - h * 0.32)}" width="${n(w * 0.16)}" height="${n(h * 0.32)}" fill="${darken(wall, 0.45)}"/>`;
  for (const dx of [-0.32, 0.2]) {
    out += `<rect x="${n(x + dx * w)}" y="${n(y - h * 0.48)}" width="${n(w * 0.14)}" height="${n(h * 0.16)}" fill="${win}"${ctx.outline}/>`;
  }
  return out;
}

export function dog(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const drift = item.moves ? ctx.t * 0.12 * ctx.W : 0;
  const x = item.x * ctx.W + drift;
  const y = item.y * ctx.H;
  const dir = item.flip ? -1 : 1;
  const fur = ctx.backlight(['#c8934f', '#3a2a1e', '#e8d3a8', '#7a5230'][Math.floor(ctx.rng() * 4)]!);
  const X = (f: number) => x + dir * f * h;
  const legs = [-0.42, -0.3, 0.25, 0.37]
    .map(
      (f, i) =>
        `<line x1="${n(X(f))}" y1="${n(y - h * 0.45)}" x2="${n(X(f + (i % 2 ? 0.04 : -0.02)))}" y2="${n(y)}" stroke="${darken(fur, i % 2 ? 0.15 : 0)}" stroke-width="${n(h * 0.1)}" stroke-linecap="round"/>`,
    )
    .join('');
  return (
    legs +
    `<ellipse cx="${n(X(0))}" cy="${n(y - h * 0.55)}" rx="${n(h * 0.52)}" ry="${n(h * 0.2)}" fill="${ctx.body(fur)}"${ctx.outline}/>` +
    `<path d="M${n(X(-0.48))},${n(y - h * 0.6)} Q${n(X(-0.75))},${n(y - h * 0.85)} ${n(X(-0.7))},${n(y - h * 1.0)}" fill="none" stroke="${fur}" stroke-width="${n(h * 0.07)}" stroke-linecap="round"/>` +
    `<ellipse cx="${n(X(0.55))}" cy="${n(y - h * 0.85)}" rx="${n(h * 0.2)}" ry="${n(h * 0.17)}" fill="${ctx.body(fur)}"${ctx.outline}/>` +
    `<ellipse cx="${n(X(0.74))}" cy="${n(y - h * 0.8)}" rx="${n(h * 0.13)}" ry="${n(h * 0.08)}" fill="${fur}"/>` +
    `<circle cx="${n(X(0.85))}" cy="${n(y - h * 0.82)}" r="${n(h * 0.035)}" fill="#111"/>` +
    `<ellipse cx="${n(X(0.45))}" cy="${n(y - h * 0.92)}" rx="${n(h * 0.07)}" ry="${n(h * 0.14)}" fill="${darken(fur, 0.25)}" transform="rotate(${dir * 20} ${n(X(0.45))} ${n(y - h * 0.92)})"/>` +
    `<circle cx="${n(X(0.6))}" cy="${n(y - h * 0.9)}" r="${n(h * 0.025)}" fill="#111"/>`
  );
}

export function ball(ctx: DrawContext, item: SceneItem): string {
  const r = (item.s * ctx.S) / 2;
  const x = item.x * ctx.W + (ctx.t > 0 ? ctx.t * 0.15 * ctx.W : 0);
  const cy = item.y * ctx.H - r - Math.abs(Math.sin(ctx.t * Math.PI * 3)) * r * 3;
  const kind = item.k ?? 'football';
  if (kind === 'rugby') {
    return `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(r * 1.4)}" ry="${n(r * 0.9)}" fill="${ctx.body('#8a4b2a')}" transform="rotate(-25 ${n(x)} ${n(cy)})"${ctx.outline}/><line x1="${n(x - r * 0.4)}" y1="${n(cy)}" x2="${n(x + r * 0.4)}" y2="${n(cy - r * 0.3)}" stroke="#fff" stroke-width="${n(r * 0.12)}"/>`;
  }
  const fill = kind === 'tennis' ? '#d7e84b' : kind === 'basketball' ? '#e07b2c' : '#f7f7f2';
  let out = `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="${ctx.body(fill)}" stroke="#222" stroke-width="${n(r * 0.06)}"/>`;
  if (kind === 'football') {
    out += `<polygon points="${pts(
      Array.from({ length: 5 }, (_, i) => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        return [x + Math.cos(a) * r * 0.35, cy + Math.sin(a) * r * 0.35] as const;
      }),
    )}" fill="#222"/>`;
  } else if (kind === 'basketball') {
    out += `<path d="M${n(x - r)},${n(cy)} L${n(x + r)},${n(cy)} M${n(x)},${n(cy - r)} L${n(x)},${n(cy + r)}" stroke="#3a1f0f" stroke-width="${n(r * 0.08)}"/>`;
  } else {
    out += `<path d="M${n(x - r * 0.8)},${n(cy - r * 0.5)} Q${n(x)},${n(cy)} ${n(x - r * 0.8)},${n(cy + r * 0.5)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.1)}"/>`;
  }
  return out;
}

export function balloons(ctx: DrawContext, item: SceneItem): string {
  const h = item.s * ctx.S;
  const x = item.x * ctx.W;
  const y = item.y * ctx.H;
  const colors = [item.c ?? '#c8272d', '#f2c230', '#2f6fb3', '#e27aa6', '#3d8b4a'];
  let out = '';
  for (let i = 0; i < 5; i++) {
    const bx = x + (i - 2) * h * 0.14 + ctx.between(-h * 0.03, h * 0.03);
    const by = y - h + ctx.between(-h * 0.12, h * 0.12) + Math.sin(ctx.t * Math.PI * 2 + i) * h * 0.02;
    out += `<path d="M${n(bx)},${n(by + h * 0.12)} Q${n(bx + h * 0.05)},${n((by + y) / 2)} ${n(x)},${n(y)}" fill="none" stroke="#666" stroke-width="${n(h * 0.006)}"/>`;
    out += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(h * 0.1)}" ry="${n(h * 0.125)}" fill="${
      ctx.photo
        ? ctx.radial(
            [
              [0, lighten(colors[i]!, 0.45)],
              [1, colors[i]!],
            ],
            0.35,
            0.3,
            0.7,
          )
        : colors[i]
    }"${ctx.outline}/>`;
  }
  return out;
}
