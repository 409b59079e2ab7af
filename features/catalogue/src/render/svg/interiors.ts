import { darken, lighten, mix } from '../../color';
import { type DrawContext, n, pts } from './draw-context';
import type { Layers } from './landscapes';
import { crowdRow } from './people';

/** Indoor backdrops and event venues. */

export function studio(ctx: DrawContext): Layers {
  const { skyTop, skyBottom, accent2 } = ctx.scene.colors;
  const isolated = ctx.scene.details.includes('isolated');
  const floorY = ctx.horizonY;
  let sky: string;
  if (ctx.photo) {
    // Seamless paper lit from the front: bright behind the subject, falling off at the edges.
    sky = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${ctx.radial(
      [
        [0, lighten(skyBottom, 0.25)],
        [0.6, skyTop],
        [1, darken(skyTop, 0.25)],
      ],
      0.5,
      0.42,
      0.75,
    )}"/>`;
    sky += `<rect y="${n(floorY)}" width="${n(ctx.W)}" height="${n(ctx.H - floorY)}" fill="${ctx.linear([
      [0, skyTop, 0],
      [1, darken(skyTop, 0.2), 0.8],
    ])}"/>`;
  } else if (isolated) {
    sky = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="#fbfaf7"/><circle cx="${n(ctx.W / 2)}" cy="${n(ctx.H * 0.52)}" r="${n(ctx.S * 0.4)}" fill="${lighten(accent2, 0.7)}"/>`;
  } else {
    sky = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${skyTop}"/>`;
    sky += `<circle cx="${n(ctx.W * 0.5)}" cy="${n(ctx.H * 0.45)}" r="${n(ctx.S * 0.38)}" fill="${lighten(skyTop, 0.3)}"/>`;
    sky += `<circle cx="${n(ctx.W * 0.78)}" cy="${n(ctx.H * 0.2)}" r="${n(ctx.S * 0.1)}" fill="${lighten(accent2, 0.4)}" fill-opacity="0.7"/>`;
    sky += `<circle cx="${n(ctx.W * 0.18)}" cy="${n(ctx.H * 0.75)}" r="${n(ctx.S * 0.07)}" fill="${lighten(accent2, 0.2)}" fill-opacity="0.6"/>`;
    sky += `<rect y="${n(floorY)}" width="${n(ctx.W)}" height="${n(ctx.H - floorY)}" fill="${darken(skyTop, 0.08)}"/>`;
  }
  return { sky, land: '', front: '' };
}

/** A window with a soft daylight view; in photos it glows. */
function window(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  view: 'city' | 'garden',
): string {
  const night = ctx.scene.time === 'night';
  const glass = night ? '#1f2a44' : '#cfe6f5';
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${
    ctx.photo
      ? ctx.linear([
          [0, lighten(glass, 0.3)],
          [1, glass],
        ])
      : glass
  }"/>`;
  if (view === 'city') {
    let bx = x;
    while (bx < x + w) {
      const bw = w * ctx.between(0.1, 0.2);
      const bh = h * ctx.between(0.2, 0.6);
      out += `<rect x="${n(bx)}" y="${n(y + h - bh)}" width="${n(Math.min(bw, x + w - bx))}" height="${n(bh)}" fill="${night ? '#2c3550' : mix(glass, '#7f8ea3', 0.5)}"/>`;
      bx += bw + w * 0.01;
    }
  } else {
    out += `<ellipse cx="${n(x + w * 0.3)}" cy="${n(y + h)}" rx="${n(w * 0.35)}" ry="${n(h * 0.35)}" fill="${night ? '#1d3326' : '#8fbf7a'}"/>`;
    out += `<ellipse cx="${n(x + w * 0.8)}" cy="${n(y + h)}" rx="${n(w * 0.3)}" ry="${n(h * 0.45)}" fill="${night ? '#18301f' : '#7aae68'}"/>`;
  }
  const frame = '#f4f2ee';
  const bar = Math.max(1, ctx.S * 0.01);
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${frame}" stroke-width="${n(bar * 1.5)}"/>`;
  out += `<line x1="${n(x + w / 2)}" y1="${n(y)}" x2="${n(x + w / 2)}" y2="${n(y + h)}" stroke="${frame}" stroke-width="${n(bar)}"/>`;
  out += `<line x1="${n(x)}" y1="${n(y + h * 0.45)}" x2="${n(x + w)}" y2="${n(y + h * 0.45)}" stroke="${frame}" stroke-width="${n(bar)}"/>`;
  if (ctx.photo && !night) {
    out += `<rect x="${n(x - w * 0.2)}" y="${n(y - h * 0.1)}" width="${n(w * 1.4)}" height="${n(h * 1.2)}" fill="${ctx.radial(
      [
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ],
    )}"/>`;
  }
  return out;
}

function wall(ctx: DrawContext): string {
  const { skyTop, skyBottom } = ctx.scene.colors;
  return `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${
    ctx.photo
      ? ctx.linear([
          [0, skyTop],
          [1, skyBottom],
        ])
      : skyTop
  }"/>`;
}

export function office(ctx: DrawContext): Layers {
  const deskY = ctx.horizonY;
  const wood = ctx.scene.colors.ground;
  let sky = wall(ctx);
  const winLeft = ctx.rng() < 0.5;
  const wx = winLeft ? ctx.W * 0.05 : ctx.W * 0.55;
  sky += window(ctx, wx, ctx.H * 0.08, ctx.W * 0.4, deskY - ctx.H * 0.12, 'city');
  // A framed print and a shelf on the other side.
  const ax = winLeft ? ctx.W * 0.62 : ctx.W * 0.12;
  sky += `<rect x="${n(ax)}" y="${n(ctx.H * 0.14)}" width="${n(ctx.W * 0.18)}" height="${n(ctx.H * 0.2)}" fill="#fbfaf6" stroke="#3a3a3a" stroke-width="${n(ctx.S * 0.006)}"/>`;
  sky += `<circle cx="${n(ax + ctx.W * 0.09)}" cy="${n(ctx.H * 0.24)}" r="${n(ctx.S * 0.05)}" fill="${ctx.scene.colors.accent}" fill-opacity="0.8"/>`;
  sky += `<rect x="${n(ax - ctx.W * 0.02)}" y="${n(ctx.H * 0.42)}" width="${n(ctx.W * 0.24)}" height="${n(ctx.S * 0.012)}" fill="${darken(wood, 0.2)}"/>`;
  for (let i = 0; i < 5; i++) {
    sky += `<rect x="${n(ax + i * ctx.W * 0.03)}" y="${n(ctx.H * 0.42 - ctx.S * 0.07)}" width="${n(ctx.W * 0.022)}" height="${n(ctx.S * 0.07)}" fill="${['#c8272d', '#2f6fb3', '#f2c230', '#3d8b4a', '#6c4a9e'][i]}"/>`;
  }
  sky += `<rect y="${n(deskY)}" width="${n(ctx.W)}" height="${n(ctx.H - deskY)}" fill="${darken(ctx.scene.colors.skyBottom, 0.15)}"/>`;
  // The desk is in front of the people sitting at it.
  let front = `<rect x="${n(ctx.W * 0.02)}" y="${n(deskY)}" width="${n(ctx.W * 0.96)}" height="${n(ctx.S * 0.03)}" fill="${ctx.body(lighten(wood, 0.1), true)}"${ctx.outline}/>`;
  front += `<rect x="${n(ctx.W * 0.04)}" y="${n(deskY + ctx.S * 0.03)}" width="${n(ctx.W * 0.92)}" height="${n(ctx.H - deskY)}" fill="${ctx.body(darken(wood, 0.12), true)}"${ctx.outline}/>`;
  return { sky, land: '', front };
}

export function home(ctx: DrawContext): Layers {
  const floorY = ctx.horizonY;
  let sky = wall(ctx);
  sky += window(ctx, ctx.W * 0.58, ctx.H * 0.1, ctx.W * 0.3, ctx.H * 0.42, 'garden');
  // Curtains.
  sky += `<rect x="${n(ctx.W * 0.54)}" y="${n(ctx.H * 0.06)}" width="${n(ctx.W * 0.05)}" height="${n(ctx.H * 0.55)}" fill="${lighten(ctx.scene.colors.accent2, 0.5)}"/>`;
  sky += `<rect x="${n(ctx.W * 0.87)}" y="${n(ctx.H * 0.06)}" width="${n(ctx.W * 0.05)}" height="${n(ctx.H * 0.55)}" fill="${lighten(ctx.scene.colors.accent2, 0.5)}"/>`;
  // A floor lamp and a picture.
  sky += `<rect x="${n(ctx.W * 0.12)}" y="${n(ctx.H * 0.15)}" width="${n(ctx.W * 0.16)}" height="${n(ctx.H * 0.14)}" fill="#fbfaf6" stroke="#5a4a3a" stroke-width="${n(ctx.S * 0.006)}"/>`;
  sky += `<path d="M${n(ctx.W * 0.14)},${n(ctx.H * 0.27)} L${n(ctx.W * 0.19)},${n(ctx.H * 0.19)} L${n(ctx.W * 0.22)},${n(ctx.H * 0.24)} L${n(ctx.W * 0.26)},${n(ctx.H * 0.18)} L${n(ctx.W * 0.26)},${n(ctx.H * 0.27)} Z" fill="${ctx.scene.colors.accent}" fill-opacity="0.7"/>`;
  sky += `<rect y="${n(floorY)}" width="${n(ctx.W)}" height="${n(ctx.H - floorY)}" fill="${ctx.body(ctx.scene.colors.ground, true)}"/>`;
  for (let i = 1; i < 6; i++) {
    sky += `<line x1="0" y1="${n(floorY + ((ctx.H - floorY) * i) / 6)}" x2="${n(ctx.W)}" y2="${n(floorY + ((ctx.H - floorY) * i) / 6)}" stroke="${darken(ctx.scene.colors.ground, 0.15)}" stroke-width="${n(ctx.S * 0.002)}"/>`;
  }
  sky += `<ellipse cx="${n(ctx.W * 0.5)}" cy="${n(floorY + (ctx.H - floorY) * 0.6)}" rx="${n(ctx.W * 0.35)}" ry="${n((ctx.H - floorY) * 0.3)}" fill="${mix(ctx.scene.colors.accent, '#e8e0d4', 0.6)}"/>`;
  // A sofa where the first person sits: the back behind them, seat and arms in front.
  const sitter = ctx.scene.items.find((i) => i.m === 'person' && i.pose === 'sit');
  const cx = (sitter?.x ?? 0.45) * ctx.W + (sitter ? ctx.S * 0.05 : 0);
  const seatY = sitter ? sitter.y * ctx.H - sitter.s * ctx.S * 0.3 : floorY + ctx.H * 0.05;
  const sw = ctx.W * 0.5;
  const fabric = ctx.scene.colors.accent;
  sky += `<rect x="${n(cx - sw / 2)}" y="${n(seatY - ctx.S * 0.22)}" width="${n(sw)}" height="${n(ctx.S * 0.24)}" rx="${n(ctx.S * 0.03)}" fill="${ctx.body(darken(fabric, 0.1), true)}"${ctx.outline}/>`;
  let front = `<rect x="${n(cx - sw / 2)}" y="${n(seatY)}" width="${n(sw)}" height="${n(ctx.S * 0.1)}" rx="${n(ctx.S * 0.02)}" fill="${ctx.body(fabric, true)}"${ctx.outline}/>`;
  for (const side of [-1, 1]) {
    front += `<rect x="${n(cx + side * sw * 0.5 - ctx.S * 0.04)}" y="${n(seatY - ctx.S * 0.08)}" width="${n(ctx.S * 0.08)}" height="${n(ctx.S * 0.2)}" rx="${n(ctx.S * 0.02)}" fill="${ctx.body(darken(fabric, 0.05), true)}"${ctx.outline}/>`;
  }
  front += `<rect x="${n(cx - sw / 2 + ctx.S * 0.02)}" y="${n(seatY + ctx.S * 0.1)}" width="${n(ctx.S * 0.02)}" height="${n(ctx.S * 0.04)}" fill="#3a2a1f"/><rect x="${n(cx + sw / 2 - ctx.S * 0.04)}" y="${n(seatY + ctx.S * 0.1)}" width="${n(ctx.S * 0.02)}" height="${n(ctx.S * 0.04)}" fill="#3a2a1f"/>`;
  // Sitting people are drawn before the seat so the seat covers their lap.
  return { sky, land: '', front };
}

export function table(ctx: DrawContext): Layers {
  const edge = ctx.horizonY;
  const wood = ctx.scene.colors.ground;
  let back = wall(ctx);
  back += window(
    ctx,
    ctx.W * ctx.between(0.05, 0.5),
    ctx.H * 0.05,
    ctx.W * 0.45,
    edge - ctx.H * 0.08,
    'garden',
  );
  if (ctx.photo) {
    // Out-of-focus lights behind the table.
    for (let i = 0; i < 9; i++) {
      back += `<circle cx="${n(ctx.rng() * ctx.W)}" cy="${n(ctx.rng() * edge)}" r="${n(ctx.S * ctx.between(0.03, 0.07))}" fill="#fff4dc" fill-opacity="${n(ctx.between(0.15, 0.35))}"/>`;
    }
  }

  let top = `<rect y="${n(edge)}" width="${n(ctx.W)}" height="${n(ctx.H - edge)}" fill="${
    ctx.photo
      ? ctx.linear([
          [0, lighten(wood, 0.15)],
          [1, darken(wood, 0.2)],
        ])
      : wood
  }"/>`;
  for (let i = 0; i < 10; i++) {
    const y = edge + (ctx.H - edge) * ctx.rng();
    top += `<path d="M0,${n(y)} Q${n(ctx.W * 0.5)},${n(y + ctx.between(-1, 1) * ctx.S * 0.02)} ${n(ctx.W)},${n(y)}" stroke="${darken(wood, 0.18)}" stroke-width="${n(ctx.S * 0.003)}" fill="none" stroke-opacity="0.6"/>`;
  }
  top += `<rect y="${n(edge)}" width="${n(ctx.W)}" height="${n(ctx.S * 0.008)}" fill="${lighten(wood, 0.3)}" fill-opacity="0.8"/>`;
  // In photos the wall and window are out of focus; the table top stays sharp.
  return { sky: back, land: '', front: top, defocus: ctx.photo ? (ctx.scene.focus ? 0.018 : 0.01) : 0 };
}

export function stadium(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const night = ctx.scene.time === 'night';
  let sky = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${
    night
      ? ctx.linear([
          [0, '#05070f'],
          [1, '#1c2540'],
        ])
      : ctx.linear([
          [0, '#5d8fcf'],
          [1, '#bcd8ef'],
        ])
  }"/>`;
  // Stands: tiers of spectators under a roof.
  const standTop = hy * 0.3;
  sky += `<rect y="${n(standTop)}" width="${n(ctx.W)}" height="${n(hy - standTop)}" fill="${night ? '#151821' : '#3a3f4b'}"/>`;
  const colors = [
    '#c8272d',
    '#f3f1ec',
    '#2f6fb3',
    '#f2c230',
    '#1c1c1e',
    '#3d8b4a',
    ctx.scene.colors.accent,
    ctx.scene.colors.accent,
  ];
  let fans = '';
  const rows = 7;
  for (let r = 0; r < rows; r++) {
    const y = standTop + ((hy - standTop) * (r + 0.8)) / rows;
    const size = ((hy - standTop) / rows) * 0.55;
    fans += crowdRow(
      ctx,
      -size,
      ctx.W + size,
      y,
      size,
      colors.map((c) => (night ? darken(c, 0.35) : darken(c, 0.1))),
      0.06,
    );
  }
  sky += fans;
  sky += `<rect y="${n(standTop - ctx.H * 0.04)}" width="${n(ctx.W)}" height="${n(ctx.H * 0.04)}" fill="${night ? '#0b0d14' : '#d9dde3'}"/>`;
  sky += `<rect y="${n(hy - ctx.H * 0.03)}" width="${n(ctx.W)}" height="${n(ctx.H * 0.03)}" fill="${ctx.scene.colors.accent}"/>`;
  if (night) {
    for (const x of [ctx.W * 0.15, ctx.W * 0.85]) {
      sky += `<circle cx="${n(x)}" cy="${n(standTop - ctx.H * 0.1)}" r="${n(ctx.S * 0.12)}" fill="${ctx.radial(
        [
          [0, '#ffffff', 0.9],
          [0.3, '#f4f0d8', 0.4],
          [1, '#f4f0d8', 0],
        ],
      )}"/>`;
      sky += `<rect x="${n(x - ctx.S * 0.035)}" y="${n(standTop - ctx.H * 0.13)}" width="${n(ctx.S * 0.07)}" height="${n(ctx.H * 0.05)}" fill="#f8f6ea"/>`;
    }
  }
  // The pitch or court, with mown stripes and markings in perspective.
  const pitch = ctx.scene.colors.ground;
  let land = `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n(ctx.H - hy)}" fill="${pitch}"/>`;
  for (let i = 0; i < 8; i += 2) {
    const y0 = hy + (ctx.H - hy) * (i / 8) ** 1.3;
    const y1 = hy + (ctx.H - hy) * ((i + 1) / 8) ** 1.3;
    land += `<rect y="${n(y0)}" width="${n(ctx.W)}" height="${n(y1 - y0)}" fill="${lighten(pitch, 0.07)}"/>`;
  }
  const line = `stroke="#f4f4ee" stroke-width="${n(ctx.S * 0.006)}" fill="none" stroke-opacity="0.9"`;
  land += `<line x1="0" y1="${n(hy + (ctx.H - hy) * 0.08)}" x2="${n(ctx.W)}" y2="${n(hy + (ctx.H - hy) * 0.08)}" ${line}/>`;
  land += `<line x1="${n(ctx.W * 0.5)}" y1="${n(hy + (ctx.H - hy) * 0.08)}" x2="${n(ctx.W * 0.5)}" y2="${n(ctx.H)}" ${line}/>`;
  land += `<ellipse cx="${n(ctx.W * 0.5)}" cy="${n(hy + (ctx.H - hy) * 0.5)}" rx="${n(ctx.W * 0.18)}" ry="${n((ctx.H - hy) * 0.2)}" ${line}/>`;
  return { sky, land, front: '' };
}

export function catwalk(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const { accent } = ctx.scene.colors;
  let sky = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${ctx.linear([
    [0, '#06060a'],
    [1, '#1b1b22'],
  ])}"/>`;
  // A lit panel at the end of the runway.
  sky += `<rect x="${n(ctx.W * 0.3)}" y="${n(hy * 0.25)}" width="${n(ctx.W * 0.4)}" height="${n(hy * 0.78)}" fill="${
    ctx.photo
      ? ctx.radial([
          [0, lighten(accent, 0.5)],
          [1, darken(accent, 0.3)],
        ])
      : lighten(accent, 0.2)
  }"/>`;
  // Spotlights from the rig.
  for (let i = 0; i < 5; i++) {
    const x = ctx.W * (0.1 + i * 0.2);
    sky += `<polygon points="${pts([
      [x - ctx.W * 0.01, 0],
      [x + ctx.W * 0.01, 0],
      [ctx.W * 0.5 + (x - ctx.W * 0.5) * 0.2 + ctx.W * 0.08, ctx.H],
      [ctx.W * 0.5 + (x - ctx.W * 0.5) * 0.2 - ctx.W * 0.08, ctx.H],
    ])}" fill="#fff8e8" fill-opacity="0.06"/>`;
    sky += `<circle cx="${n(x)}" cy="${n(ctx.H * 0.02)}" r="${n(ctx.S * 0.015)}" fill="#fffbe8"/>`;
  }
  // The runway in perspective, with the audience on both sides.
  let land = `<polygon points="${pts([
    [ctx.W * 0.38, hy],
    [ctx.W * 0.62, hy],
    [ctx.W * 0.95, ctx.H],
    [ctx.W * 0.05, ctx.H],
  ])}" fill="${
    ctx.photo
      ? ctx.linear([
          [0, '#cfcfd4'],
          [1, '#f4f4f6'],
        ])
      : '#e6e6ea'
  }"/>`;
  const colors = ['#111116', '#1d1d24', '#26262e', '#2e2a2a'];
  for (let r = 0; r < 4; r++) {
    const y = hy + (ctx.H - hy) * (0.15 + r * 0.25);
    const size = ctx.S * (0.03 + r * 0.025);
    const edge = ctx.W * (0.38 - (0.33 * (y - hy)) / (ctx.H - hy));
    land += crowdRow(ctx, -size, edge - size * 0.5, y, size, colors);
    land += crowdRow(ctx, ctx.W - edge + size * 0.5, ctx.W + size, y, size, colors);
  }
  // Camera flashes.
  for (let i = 0; i < 6; i++) {
    const x = ctx.rng() < 0.5 ? ctx.W * ctx.between(0, 0.25) : ctx.W * ctx.between(0.75, 1);
    land += `<circle cx="${n(x)}" cy="${n(hy + (ctx.H - hy) * ctx.between(0.1, 0.8))}" r="${n(ctx.S * 0.025)}" fill="${ctx.radial(
      [
        [0, '#ffffff', 0.95],
        [1, '#ffffff', 0],
      ],
    )}"/>`;
  }
  return { sky, land, front: '' };
}

export function stage(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const { accent, accent2 } = ctx.scene.colors;
  let sky = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${ctx.linear([
    [0, '#050509'],
    [1, darken(accent, 0.75)],
  ])}"/>`;
  // Screen behind the band and beams of coloured light.
  sky += `<rect x="${n(ctx.W * 0.15)}" y="${n(hy * 0.25)}" width="${n(ctx.W * 0.7)}" height="${n(hy * 0.55)}" fill="${
    ctx.photo
      ? ctx.radial([
          [0, lighten(accent2, 0.3), 0.8],
          [1, accent, 0.3],
        ])
      : mix(accent, accent2, 0.5)
  }"/>`;
  const beamColors = [accent, accent2, '#ffffff', accent];
  for (let i = 0; i < 8; i++) {
    const x = ctx.W * (0.05 + i * 0.13);
    const tx = x + ctx.W * ctx.between(-0.3, 0.3) * Math.cos(ctx.t * Math.PI * 2 + i);
    sky += `<polygon points="${pts([
      [x, ctx.H * 0.03],
      [tx - ctx.W * 0.06, hy + ctx.H * 0.1],
      [tx + ctx.W * 0.06, hy + ctx.H * 0.1],
    ])}" fill="${beamColors[i % beamColors.length]}" fill-opacity="0.16"/>`;
  }
  sky += `<rect width="${n(ctx.W)}" height="${n(ctx.H * 0.035)}" fill="#1a1a1f"/>`;
  // The stage floor, washed with the lights, and the haze above it.
  let land = `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n(ctx.H - hy)}" fill="${
    ctx.photo
      ? ctx.linear([
          [0, mix(accent, '#d8d0c8', 0.5)],
          [1, darken(accent, 0.5)],
        ])
      : mix(accent, '#d8d0c8', 0.4)
  }"/>`;
  land += `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n(ctx.S * 0.012)}" fill="${lighten(accent, 0.5)}"/>`;
  // The crowd in front of the stage, dark against the light, hands up.
  const size = ctx.S * 0.11;
  const front = crowdRow(
    ctx,
    -size,
    ctx.W + size,
    ctx.H + size * 0.1,
    size,
    ['#050507', '#0b0b0f', '#111115'],
    0.4,
  );
  return { sky, land, front };
}

export function redcarpet(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  const { accent } = ctx.scene.colors;
  // The step-and-repeat wall: a grid of logos (shapes, no text).
  let sky = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="#f1f1f1"/>`;
  const cell = ctx.S * 0.12;
  for (let y = cell * 0.3, r = 0; y < hy; y += cell * 0.8, r++) {
    for (let x = (r % 2) * cell * 0.5; x < ctx.W + cell; x += cell) {
      sky +=
        r % 2 === 0
          ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(cell * 0.16)}" fill="${accent}" fill-opacity="0.8"/>`
          : `<rect x="${n(x - cell * 0.2)}" y="${n(y - cell * 0.06)}" width="${n(cell * 0.4)}" height="${n(cell * 0.12)}" fill="#3a3a42" fill-opacity="0.7"/>`;
    }
  }
  let land = `<rect y="${n(hy)}" width="${n(ctx.W)}" height="${n(ctx.H - hy)}" fill="${ctx.body(ctx.scene.colors.ground, true)}"/>`;
  // Brass posts and ropes along the carpet.
  for (const x of [ctx.W * 0.04, ctx.W * 0.96]) {
    land += `<rect x="${n(x - ctx.S * 0.01)}" y="${n(hy - ctx.H * 0.02)}" width="${n(ctx.S * 0.02)}" height="${n(ctx.H * 0.18)}" fill="#c9a24a"/>`;
  }
  if (ctx.scene.time !== 'day') {
    for (let i = 0; i < 4; i++) {
      land += `<circle cx="${n(ctx.W * ctx.between(0, 1))}" cy="${n(ctx.H * ctx.between(0.85, 1))}" r="${n(ctx.S * 0.03)}" fill="${ctx.radial(
        [
          [0, '#ffffff', 0.9],
          [1, '#ffffff', 0],
        ],
      )}"/>`;
    }
  }
  return { sky, land, front: '' };
}

export function podium(ctx: DrawContext): Layers {
  const hy = ctx.horizonY;
  let sky = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${
    ctx.photo
      ? ctx.radial(
          [
            [0, '#2d4370'],
            [1, '#121c33'],
          ],
          0.5,
          0.4,
          0.8,
        )
      : '#1e2d4f'
  }"/>`;
  // Emblem and two flags on poles.
  sky += `<circle cx="${n(ctx.W * 0.5)}" cy="${n(ctx.H * 0.2)}" r="${n(ctx.S * 0.08)}" fill="none" stroke="#c9a24a" stroke-width="${n(ctx.S * 0.01)}"/>`;
  sky += `<circle cx="${n(ctx.W * 0.5)}" cy="${n(ctx.H * 0.2)}" r="${n(ctx.S * 0.04)}" fill="#c9a24a" fill-opacity="0.8"/>`;
  const flagColors = [
    ['#c8272d', '#f3f1ec', '#1f4fa0'],
    ['#2e8b57', '#f3f1ec', '#f2c230'],
  ];
  [ctx.W * 0.12, ctx.W * 0.82].forEach((x, i) => {
    sky += `<line x1="${n(x)}" y1="${n(ctx.H * 0.08)}" x2="${n(x)}" y2="${n(hy + ctx.H * 0.2)}" stroke="#c9a24a" stroke-width="${n(ctx.S * 0.008)}"/>`;
    const stripes = flagColors[i]!;
    stripes.forEach((c, s) => {
      sky += `<path d="M${n(x)},${n(ctx.H * (0.1 + s * 0.06))} q${n(ctx.W * 0.04)},${n(ctx.H * 0.02)} ${n(ctx.W * 0.08)},0 l0,${n(ctx.H * 0.06)} q${n(-ctx.W * 0.04)},${n(-ctx.H * 0.02)} ${n(-ctx.W * 0.08)},0 Z" fill="${c}"/>`;
    });
  });
  sky += `<rect y="${n(hy + ctx.H * 0.15)}" width="${n(ctx.W)}" height="${n(ctx.H)}" fill="#151d2e"/>`;
  // The lectern hides the speaker's legs.
  const lx = (ctx.scene.items.find((i) => i.m === 'person')?.x ?? 0.5) * ctx.W;
  const top = hy - ctx.H * 0.02;
  const w = ctx.S * 0.32;
  let front = `<polygon points="${pts([
    [lx - w * 0.55, top],
    [lx + w * 0.55, top],
    [lx + w * 0.45, ctx.H],
    [lx - w * 0.45, ctx.H],
  ])}" fill="${ctx.body('#6b4a2f', true)}"${ctx.outline}/>`;
  front += `<circle cx="${n(lx)}" cy="${n(top + (ctx.H - top) * 0.35)}" r="${n(w * 0.15)}" fill="#c9a24a"/>`;
  for (const dx of [-0.08, 0.08]) {
    front += `<line x1="${n(lx + dx * w)}" y1="${n(top)}" x2="${n(lx + dx * w * 1.6)}" y2="${n(top - ctx.H * 0.1)}" stroke="#222" stroke-width="${n(ctx.S * 0.006)}"/><ellipse cx="${n(lx + dx * w * 1.6)}" cy="${n(top - ctx.H * 0.1)}" rx="${n(ctx.S * 0.012)}" ry="${n(ctx.S * 0.018)}" fill="#333"/>`;
  }
  return { sky, land: '', front };
}

export function abstract(ctx: DrawContext): Layers {
  const { accent, accent2 } = ctx.scene.colors;
  const kind = Math.floor(ctx.rng() * 4);
  let out = `<rect width="${n(ctx.W)}" height="${n(ctx.H)}" fill="${
    ctx.style === 'vector'
      ? accent2
      : ctx.linear(
          [
            [0, accent],
            [1, accent2],
          ],
          0,
          0,
          1,
          1,
        )
  }"/>`;
  if (kind === 0) {
    // Flowing waves.
    for (let i = 0; i < 6; i++) {
      const y = ctx.H * (0.3 + i * 0.12);
      const amp = ctx.H * ctx.between(0.05, 0.12);
      const shift = ctx.t * ctx.W * 0.1;
      const c = mix(accent, accent2, i / 5);
      out += `<path d="M-10,${n(ctx.H + 5)} L-10,${n(y)} C${n(ctx.W * 0.25 + shift)},${n(y - amp)} ${n(ctx.W * 0.5 + shift)},${n(y + amp)} ${n(ctx.W + 10)},${n(y - amp * 0.3)} L${n(ctx.W + 10)},${n(ctx.H + 5)} Z" fill="${lighten(c, 0.1 + i * 0.05)}" fill-opacity="${ctx.style === 'vector' ? 1 : 0.55}"${ctx.outline}/>`;
    }
  } else if (kind === 1) {
    // Geometric circles and rings.
    for (let i = 0; i < 14; i++) {
      const r = ctx.S * ctx.between(0.04, 0.22);
      const c = [accent, accent2, lighten(accent, 0.4), darken(accent2, 0.2), '#ffffff'][i % 5]!;
      const x = ctx.rng() * ctx.W + Math.sin(ctx.t * Math.PI * 2 + i) * ctx.W * 0.02;
      const y = ctx.rng() * ctx.H;
      out +=
        i % 3 === 0
          ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${c}" stroke-width="${n(r * 0.18)}" stroke-opacity="0.8"/>`
          : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c}" fill-opacity="${ctx.style === 'vector' ? 1 : 0.6}"${ctx.outline}/>`;
    }
  } else if (kind === 2) {
    // A network of nodes and links.
    const nodes: Array<[number, number]> = [];
    for (let i = 0; i < 28; i++) nodes.push([ctx.rng() * ctx.W, ctx.rng() * ctx.H]);
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const a = nodes[i]!;
        const b = nodes[j]!;
        if (Math.hypot(a[0] - b[0], a[1] - b[1]) < ctx.S * 0.28) {
          out += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#ffffff" stroke-width="${n(ctx.S * 0.003)}" stroke-opacity="0.5"/>`;
        }
      }
    }
    for (const [x, y] of nodes)
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(ctx.S * ctx.between(0.006, 0.016))}" fill="#ffffff" fill-opacity="0.9"/>`;
  } else {
    // Low-poly triangles.
    const cols = 8;
    const rows = Math.max(3, Math.round((cols * ctx.H) / ctx.W));
    const grid: Array<Array<[number, number]>> = [];
    for (let r = 0; r <= rows; r++) {
      const row: Array<[number, number]> = [];
      for (let c = 0; c <= cols; c++) {
        const jitter = r > 0 && r < rows && c > 0 && c < cols ? 0.35 : 0;
        row.push([
          ((c + ctx.between(-jitter, jitter)) * ctx.W) / cols,
          ((r + ctx.between(-jitter, jitter)) * ctx.H) / rows,
        ]);
      }
      grid.push(row);
    }
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const a = grid[r]![c]!;
        const b = grid[r]![c + 1]!;
        const d = grid[r + 1]![c]!;
        const e = grid[r + 1]![c + 1]!;
        const f = (r + c) / (rows + cols);
        out += `<polygon points="${pts([a, b, e])}" fill="${mix(lighten(accent, 0.2), accent2, f + ctx.between(-0.08, 0.08))}"/>`;
        out += `<polygon points="${pts([a, e, d])}" fill="${mix(accent, darken(accent2, 0.1), f + ctx.between(-0.08, 0.08))}"/>`;
      }
    }
  }
  return { sky: out, land: '', front: '' };
}
