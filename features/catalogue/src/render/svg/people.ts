import { darken, lighten, mix } from '../../color';
import type { Pose, SceneItem } from '../../scene';
import { type DrawContext, n } from './draw-context';

/**
 * People as simple figures: a skeleton per pose (joint positions as fractions of the body
 * height, x towards where the person faces, y up from the feet), drawn with thick rounded
 * limbs, a torso, a head and hair. Large figures (portraits) get a face.
 */

type P = readonly [number, number];
interface Skeleton {
  head: P;
  neck: P;
  shoulders: [P, P];
  hips: [P, P];
  knees: [P, P];
  feet: [P, P];
  elbows: [P, P];
  hands: [P, P];
  /** Seen from the side: a narrower torso. */
  side: boolean;
}

const SKELETONS: Record<Pose, Skeleton> = {
  stand: {
    head: [0, 0.925],
    neck: [0, 0.85],
    shoulders: [
      [-0.105, 0.815],
      [0.105, 0.815],
    ],
    hips: [
      [-0.055, 0.5],
      [0.055, 0.5],
    ],
    knees: [
      [-0.06, 0.27],
      [0.06, 0.27],
    ],
    feet: [
      [-0.065, 0.02],
      [0.065, 0.02],
    ],
    elbows: [
      [-0.13, 0.645],
      [0.13, 0.645],
    ],
    hands: [
      [-0.135, 0.49],
      [0.135, 0.49],
    ],
    side: false,
  },
  walk: {
    head: [0.01, 0.925],
    neck: [0.005, 0.85],
    shoulders: [
      [-0.04, 0.815],
      [0.05, 0.815],
    ],
    hips: [
      [-0.02, 0.5],
      [0.03, 0.5],
    ],
    knees: [
      [-0.05, 0.27],
      [0.09, 0.28],
    ],
    feet: [
      [-0.13, 0.03],
      [0.13, 0.02],
    ],
    elbows: [
      [0.06, 0.65],
      [-0.04, 0.65],
    ],
    hands: [
      [0.12, 0.52],
      [-0.09, 0.51],
    ],
    side: true,
  },
  run: {
    head: [0.07, 0.91],
    neck: [0.055, 0.84],
    shoulders: [
      [0.0, 0.8],
      [0.08, 0.8],
    ],
    hips: [
      [-0.01, 0.5],
      [0.03, 0.5],
    ],
    knees: [
      [-0.08, 0.3],
      [0.16, 0.38],
    ],
    feet: [
      [-0.22, 0.18],
      [0.13, 0.14],
    ],
    elbows: [
      [-0.07, 0.66],
      [0.14, 0.67],
    ],
    hands: [
      [-0.02, 0.56],
      [0.2, 0.76],
    ],
    side: true,
  },
  cheer: {
    head: [0, 0.925],
    neck: [0, 0.85],
    shoulders: [
      [-0.105, 0.815],
      [0.105, 0.815],
    ],
    hips: [
      [-0.055, 0.5],
      [0.055, 0.5],
    ],
    knees: [
      [-0.07, 0.27],
      [0.07, 0.27],
    ],
    feet: [
      [-0.09, 0.02],
      [0.09, 0.02],
    ],
    elbows: [
      [-0.19, 0.95],
      [0.19, 0.95],
    ],
    hands: [
      [-0.23, 1.09],
      [0.23, 1.09],
    ],
    side: false,
  },
  sit: {
    head: [0.02, 0.75],
    neck: [0.015, 0.675],
    shoulders: [
      [-0.03, 0.64],
      [0.06, 0.64],
    ],
    hips: [
      [-0.02, 0.3],
      [0.02, 0.3],
    ],
    knees: [
      [0.2, 0.31],
      [0.22, 0.3],
    ],
    feet: [
      [0.2, 0.02],
      [0.24, 0.02],
    ],
    elbows: [
      [0.06, 0.45],
      [0.11, 0.46],
    ],
    hands: [
      [0.22, 0.44],
      [0.26, 0.45],
    ],
    side: true,
  },
  ride: {
    head: [0.16, 0.79],
    neck: [0.13, 0.72],
    shoulders: [
      [0.09, 0.69],
      [0.14, 0.69],
    ],
    hips: [
      [-0.03, 0.46],
      [0.0, 0.46],
    ],
    knees: [
      [0.1, 0.36],
      [0.14, 0.4],
    ],
    feet: [
      [0.05, 0.13],
      [0.13, 0.2],
    ],
    elbows: [
      [0.2, 0.6],
      [0.22, 0.61],
    ],
    hands: [
      [0.28, 0.55],
      [0.3, 0.56],
    ],
    side: true,
  },
};

const SKIN = ['#f1c7a5', '#e0ac85', '#c68a62', '#9c6644', '#6e4630', '#f5d2b8'];
const HAIR = ['#2b1d14', '#4a3222', '#8a5a2b', '#c99a5b', '#161616', '#5b3a29'];
const TROUSERS = ['#2c3e50', '#3b3b3b', '#4a5a6a', '#1f2a44', '#6b5a4a', '#55606e'];

export function person(ctx: DrawContext, item: SceneItem, poseOverride?: Pose): string {
  const pose = poseOverride ?? item.pose ?? 'stand';
  const sk = SKELETONS[pose];
  const h = item.s * ctx.S;
  const baseX = item.x * ctx.W + (item.moves ? (item.flip ? -1 : 1) * ctx.t * 0.12 * ctx.W : 0);
  const baseY = item.y * ctx.H;
  const dir = item.flip ? -1 : 1;
  // Random choices are drawn in a fixed order so film frames agree.
  const skin = ctx.backlight(SKIN[Math.floor(ctx.rng() * SKIN.length)]!);
  const hairColor = ctx.backlight(HAIR[Math.floor(ctx.rng() * HAIR.length)]!);
  const trousers = ctx.backlight(TROUSERS[Math.floor(ctx.rng() * TROUSERS.length)]!);
  const dress =
    item.f === true &&
    ctx.rng() < 0.4 &&
    (pose === 'stand' || pose === 'walk') &&
    ctx.scene.setting !== 'stadium' &&
    ctx.scene.setting !== 'office';
  const top = ctx.backlight(item.c ?? '#2f6fb3');
  const stride = pose === 'walk' || pose === 'run' ? Math.sin(ctx.t * Math.PI * 8) : 0;

  const X = (p: P) => baseX + dir * p[0] * h;
  const Y = (p: P) => baseY - p[1] * h;
  const limb = (a: P, b: P, c: P, width: number, color: string) =>
    `<polyline points="${n(X(a))},${n(Y(a))} ${n(X(b))},${n(Y(b))} ${n(X(c))},${n(Y(c))}" fill="none" stroke="${color}" stroke-width="${n(width * h)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const swing = (p: P, k: number): P => [p[0] + stride * k, p[1]];

  const legW = 0.068;
  const armW = 0.052;
  let out = '';
  // Shadow on the ground.
  if (ctx.photo && pose !== 'ride') {
    out += `<ellipse cx="${n(baseX)}" cy="${n(baseY)}" rx="${n(h * 0.16)}" ry="${n(h * 0.025)}" fill="#000" fill-opacity="0.2"/>`;
  }
  const hr = 0.068;
  const headC: P = sk.head;
  // Long hair falls behind the shoulders.
  if (item.f) {
    out += `<path d="M${n(X([headC[0] - hr * 1.05, headC[1]]))},${n(Y(headC))} Q${n(X([headC[0] - hr * 1.3, headC[1] - 0.1]))},${n(Y([0, headC[1] - 0.13]))} ${n(X([headC[0] - hr * 0.6, headC[1] - 0.15]))},${n(Y([0, headC[1] - 0.15]))} L${n(X([headC[0] + hr * 0.8, headC[1] - 0.13]))},${n(Y([0, headC[1] - 0.13]))} Q${n(X([headC[0] + hr * 1.2, headC[1] - 0.05]))},${n(Y([0, headC[1] - 0.05]))} ${n(X([headC[0] + hr * 1.05, headC[1]]))},${n(Y(headC))} Z" fill="${hairColor}"/>`;
  }
  // Back leg and arm first, then torso, then the near ones.
  const legColor = dress ? skin : trousers;
  out += limb(
    sk.hips[0],
    swing(sk.knees[0], -0.03),
    swing(sk.feet[0], -0.06),
    legW * (dress ? 0.7 : 1),
    darken(legColor, 0.12),
  );
  out += limb(sk.shoulders[0], sk.elbows[0], sk.hands[0], armW, darken(top, 0.15));
  out += `<circle cx="${n(X(sk.hands[0]))}" cy="${n(Y(sk.hands[0]))}" r="${n(h * 0.028)}" fill="${darken(skin, 0.1)}"/>`;
  out += limb(
    sk.hips[1],
    swing(sk.knees[1], 0.03),
    swing(sk.feet[1], 0.06),
    legW * (dress ? 0.7 : 1),
    legColor,
  );
  // Shoes.
  for (const [i, f] of sk.feet.entries()) {
    const foot = swing(f, i === 0 ? -0.06 : 0.06);
    out += `<ellipse cx="${n(X(foot) + dir * h * 0.02)}" cy="${n(Y(foot))}" rx="${n(h * 0.04)}" ry="${n(h * 0.018)}" fill="${ctx.backlight('#22201e')}"/>`;
  }
  // Torso: rounded shoulders tapering to the hips.
  const sw = sk.side ? 0.05 : 0;
  const [sl, sr] = sk.shoulders;
  const [hl, hrp] = sk.hips;
  const lsx = sl[0] - sw;
  const rsx = sr[0] + sw * 0.6;
  const sy = sl[1];
  const neck = 0.035;
  const torso = `M${n(X([hl[0] - 0.02, hl[1] - 0.03]))},${n(Y([0, hl[1] - 0.03]))} L${n(X([lsx, sy - 0.07]))},${n(Y([0, sy - 0.07]))} Q${n(X([lsx, sy + 0.01]))},${n(Y([0, sy + 0.01]))} ${n(X([sk.neck[0] - neck * 1.6, sy + 0.02]))},${n(Y([0, sy + 0.02]))} L${n(X([sk.neck[0] + neck * 1.6, sy + 0.02]))},${n(Y([0, sy + 0.02]))} Q${n(X([rsx, sy + 0.01]))},${n(Y([0, sy + 0.01]))} ${n(X([rsx, sy - 0.07]))},${n(Y([0, sy - 0.07]))} L${n(X([hrp[0] + 0.02, hrp[1] - 0.03]))},${n(Y([0, hrp[1] - 0.03]))} Z`;
  out += `<path d="${torso}" fill="${ctx.body(top, true)}"${ctx.outline}/>`;
  if (dress) {
    const skirtTop = (hl[1] + hrp[1]) / 2 + 0.02;
    out += `<path d="M${n(X([hl[0] - 0.03, skirtTop]))},${n(Y([0, skirtTop]))} L${n(X([hrp[0] + 0.03, skirtTop]))},${n(Y([0, skirtTop]))} L${n(X([hrp[0] + 0.11, 0.24]))},${n(Y([0, 0.24]))} L${n(X([hl[0] - 0.11, 0.24]))},${n(Y([0, 0.24]))} Z" fill="${ctx.body(top)}"${ctx.outline}/>`;
  }
  // Near arm and hand.
  out += limb(sk.shoulders[1], sk.elbows[1], sk.hands[1], armW, top);
  out += `<circle cx="${n(X(sk.hands[1]))}" cy="${n(Y(sk.hands[1]))}" r="${n(h * 0.028)}" fill="${skin}"/>`;
  // Neck and head.
  out += `<line x1="${n(X(sk.neck))}" y1="${n(Y(sk.neck) + h * 0.02)}" x2="${n(X(headC))}" y2="${n(Y(headC))}" stroke="${darken(skin, 0.08)}" stroke-width="${n(h * 0.045)}"/>`;
  const hx = X(headC);
  const hy = Y(headC);
  const r = hr * h;
  const face = ctx.photo
    ? ctx.radial(
        [
          [0, lighten(skin, 0.12)],
          [1, darken(skin, 0.15)],
        ],
        0.4,
        0.35,
        0.7,
      )
    : skin;
  out += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(r * 0.92)}" ry="${n(r * 1.08)}" fill="${face}"${ctx.outline}/>`;
  // Hair cap.
  out += `<path d="M${n(hx - r * 0.98)},${n(hy - r * 0.05)} Q${n(hx - r * 1.05)},${n(hy - r * 1.35)} ${n(hx)},${n(hy - r * 1.15)} Q${n(hx + r * 1.05)},${n(hy - r * 1.35)} ${n(hx + r * 0.98)},${n(hy - r * 0.05)} Q${n(hx + r * 0.5)},${n(hy - r * 0.75)} ${n(hx - r * 0.98)},${n(hy - r * 0.05)} Z" fill="${hairColor}"/>`;
  // A face when the head is big enough to see one.
  if (r > ctx.S * 0.012 && !sk.side) out += faceFeatures(hx, hy, r, skin);
  else if (r > ctx.S * 0.012 && sk.side) {
    // Profile: an eye and the tip of the nose on the side the person faces.
    out += `<circle cx="${n(hx + dir * r * 0.45)}" cy="${n(hy - r * 0.05)}" r="${n(r * 0.1)}" fill="#2a211c"/>`;
    out += `<path d="M${n(hx + dir * r * 0.85)},${n(hy)} L${n(hx + dir * r * 1.08)},${n(hy + r * 0.22)} L${n(hx + dir * r * 0.85)},${n(hy + r * 0.3)} Z" fill="${skin}"/>`;
  }
  return out;
}

function faceFeatures(hx: number, hy: number, r: number, skin: string): string {
  const eye = '#2a211c';
  const ex = r * 0.36;
  const ey = hy - r * 0.02;
  const brow = mix(skin, '#2a1a12', 0.7);
  return (
    `<ellipse cx="${n(hx - ex)}" cy="${n(ey)}" rx="${n(r * 0.09)}" ry="${n(r * 0.11)}" fill="${eye}"/>` +
    `<ellipse cx="${n(hx + ex)}" cy="${n(ey)}" rx="${n(r * 0.09)}" ry="${n(r * 0.11)}" fill="${eye}"/>` +
    `<path d="M${n(hx - ex - r * 0.14)},${n(ey - r * 0.2)} Q${n(hx - ex)},${n(ey - r * 0.28)} ${n(hx - ex + r * 0.14)},${n(ey - r * 0.2)} M${n(hx + ex - r * 0.14)},${n(ey - r * 0.2)} Q${n(hx + ex)},${n(ey - r * 0.28)} ${n(hx + ex + r * 0.14)},${n(ey - r * 0.2)}" fill="none" stroke="${brow}" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>` +
    `<path d="M${n(hx)},${n(hy + r * 0.02)} Q${n(hx - r * 0.1)},${n(hy + r * 0.25)} ${n(hx + r * 0.04)},${n(hy + r * 0.28)}" fill="none" stroke="${darken(skin, 0.25)}" stroke-width="${n(r * 0.04)}" stroke-linecap="round"/>` +
    `<path d="M${n(hx - r * 0.3)},${n(hy + r * 0.45)} Q${n(hx)},${n(hy + r * 0.68)} ${n(hx + r * 0.3)},${n(hy + r * 0.45)}" fill="${lighten('#9c3b3b', 0.1)}" stroke="#7a2c2c" stroke-width="${n(r * 0.03)}"/>` +
    `<ellipse cx="${n(hx - r * 0.55)}" cy="${n(hy + r * 0.3)}" rx="${n(r * 0.14)}" ry="${n(r * 0.08)}" fill="#e58a7a" fill-opacity="0.35"/>` +
    `<ellipse cx="${n(hx + r * 0.55)}" cy="${n(hy + r * 0.3)}" rx="${n(r * 0.14)}" ry="${n(r * 0.08)}" fill="#e58a7a" fill-opacity="0.35"/>`
  );
}

/** A row of audience or crowd silhouettes (heads and shoulders) across [x0, x1] at y. */
export function crowdRow(
  ctx: DrawContext,
  x0: number,
  x1: number,
  y: number,
  size: number,
  colors: readonly string[],
  raisedHands = 0,
): string {
  let out = '';
  let x = x0;
  while (x < x1) {
    const w = size * ctx.between(0.8, 1.1);
    const c = colors[Math.floor(ctx.rng() * colors.length)]!;
    const headY = y - size * ctx.between(1.0, 1.2);
    if (ctx.rng() < raisedHands) {
      out += `<line x1="${n(x + w * 0.3)}" y1="${n(y - size * 0.6)}" x2="${n(x + w * 0.5)}" y2="${n(headY - size * 0.9)}" stroke="${c}" stroke-width="${n(size * 0.16)}" stroke-linecap="round"/>`;
    }
    out += `<path d="M${n(x)},${n(y)} Q${n(x)},${n(y - size * 0.75)} ${n(x + w / 2)},${n(y - size * 0.78)} Q${n(x + w)},${n(y - size * 0.75)} ${n(x + w)},${n(y)} Z" fill="${c}"/>`;
    out += `<circle cx="${n(x + w / 2)}" cy="${n(headY)}" r="${n(size * 0.3)}" fill="${c}"/>`;
    x += w * ctx.between(0.65, 0.85);
  }
  return out;
}
