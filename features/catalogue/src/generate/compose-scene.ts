import { darken, lighten, mix, shiftHue } from '../color';
import {
  type Detail,
  type Motif,
  type Motion,
  type Pose,
  SCENE_VERSION,
  type Scene,
  type SceneColors,
  type SceneItem,
  type SceneStyle,
  type Setting,
  type TimeOfDay,
  type Tone,
  type Weather,
} from '../scene';
import { between, chance, intBetween, pick, type Rng } from './prng';

/**
 * Turns what an asset's keywords say (setting, time of day, things, people, colours) into a
 * Scene: where each thing stands and which colours the backdrop takes.
 */

export interface PersonSpec {
  pose: Pose;
  color: string;
  child?: boolean;
  female?: boolean;
}

export interface SceneRequest {
  style: SceneStyle;
  setting: Setting;
  time: TimeOfDay;
  weather: Weather;
  tone: Tone;
  season: string | undefined;
  motifs: readonly Motif[];
  details: readonly Detail[];
  people: readonly PersonSpec[];
  accent: string;
  accent2: string;
  viewpoint: string | undefined;
  copySpace: boolean;
  closeUp: boolean;
  film: boolean;
  /** Width ÷ height of the frame. */
  aspect: number;
  /** Which variety of a motif the keywords name ('tulip', 'sports', 'crescent', 'tennis'). */
  kinds: Partial<Record<Motif, string>>;
  /** Studio portraits: how much of the person fills the frame. */
  portrait?: 'head' | 'waist' | undefined;
}

const INDOOR: ReadonlySet<Setting> = new Set(['studio', 'office', 'home', 'table', 'abstract']);

const HORIZON: Record<Setting, number> = {
  mountains: 0.62,
  sea: 0.55,
  forest: 0.7,
  field: 0.56,
  desert: 0.6,
  snow: 0.58,
  city: 0.72,
  road: 0.5,
  park: 0.6,
  studio: 0.8,
  office: 0.68,
  home: 0.7,
  table: 0.58,
  stadium: 0.42,
  catwalk: 0.38,
  stage: 0.62,
  redcarpet: 0.74,
  podium: 0.72,
  abstract: 0.5,
};

const SKIES: Record<TimeOfDay, [string, string]> = {
  day: ['#3d7cc9', '#b5dcf4'],
  golden: ['#5f6fae', '#ffc680'],
  dusk: ['#24285a', '#e27b7e'],
  night: ['#070b24', '#26345f'],
};

function skyColors(time: TimeOfDay, weather: Weather, rng: Rng): [string, string] {
  let [top, bottom] = SKIES[time];
  const hue = between(rng, -10, 10);
  top = shiftHue(top, hue);
  bottom = shiftHue(bottom, hue * 0.5);
  if (weather === 'cloudy' || weather === 'snow') {
    top = mix(top, '#8c97a6', 0.55);
    bottom = mix(bottom, '#d4dae1', 0.5);
  } else if (weather === 'mist') {
    top = mix(top, '#c9d2da', 0.45);
    bottom = mix(bottom, '#eef1f3', 0.6);
  }
  return [top, bottom];
}

function groundColor(req: SceneRequest, rng: Rng): string {
  const autumn = req.season === 'autumn';
  const base: Record<Setting, string> = {
    mountains: autumn ? '#8a6a35' : '#4f7d3c',
    sea: '#1d6c9a',
    forest: autumn ? '#7a4d22' : '#2f5c2f',
    field: req.details.includes('wheat')
      ? '#d6b25a'
      : req.details.includes('lavender')
        ? '#8064b8'
        : '#76a847',
    desert: '#dfae70',
    snow: '#eef3f8',
    city: '#3b404c',
    road: autumn ? '#9a7f45' : '#6e9a4c',
    park: autumn ? '#93873f' : '#6aa84c',
    studio: req.accent,
    office: '#a9835f',
    home: '#a57b57',
    table: pick(rng, ['#8d5f3a', '#a87a4f', '#6f4a2e', '#d9d4cc']),
    stadium: '#3f8f40',
    catwalk: '#1a1a1f',
    stage: '#16161c',
    redcarpet: '#a3162a',
    podium: '#2a3244',
    abstract: req.accent2,
  };
  return shiftHue(base[req.setting], between(rng, -6, 6));
}

function backdropColors(req: SceneRequest, rng: Rng): SceneColors {
  let [skyTop, skyBottom] = skyColors(req.time, req.weather, rng);
  switch (req.setting) {
    case 'studio':
      skyTop =
        req.style === 'vector' && req.details.includes('isolated') ? '#fbfaf7' : lighten(req.accent, 0.18);
      skyBottom = lighten(req.accent, 0.45);
      break;
    case 'office':
      skyTop = pick(rng, ['#e7ebef', '#dfe6ea', '#efe9e1']);
      skyBottom = darken(skyTop, 0.06);
      break;
    case 'home':
      skyTop = pick(rng, ['#efe2d2', '#e6ddd0', '#dfe7df', '#f1e6dc']);
      skyBottom = darken(skyTop, 0.08);
      break;
    case 'table':
      skyTop = pick(rng, ['#d8c8b2', '#c9d3d6', '#e5d9c8', '#b9b0a4']);
      skyBottom = lighten(skyTop, 0.2);
      break;
    case 'abstract':
      skyTop = req.accent;
      skyBottom = req.accent2;
      break;
    case 'stage':
    case 'catwalk':
      skyTop = '#09090d';
      skyBottom = darken(req.accent, 0.7);
      break;
    case 'redcarpet':
    case 'podium':
      skyTop = req.setting === 'podium' ? '#1e2d4f' : '#f2f2f2';
      skyBottom = darken(skyTop, 0.1);
      break;
    default:
      break;
  }
  return { skyTop, skyBottom, ground: groundColor(req, rng), accent: req.accent, accent2: req.accent2 };
}

function horizonFor(req: SceneRequest, rng: Rng): number {
  let h = HORIZON[req.setting] + between(rng, -0.03, 0.03);
  if (!INDOOR.has(req.setting)) {
    if (req.viewpoint === 'aerial_view' || req.viewpoint === 'high_angle_view') h -= 0.14;
    if (req.viewpoint === 'low_angle_view') h += 0.1;
    if (req.copySpace && req.people.length === 0) h += 0.06;
  }
  return Math.max(0.25, Math.min(0.85, h));
}

function skyItems(req: SceneRequest, horizon: number, rng: Rng): SceneItem[] {
  if (INDOOR.has(req.setting) || ['stage', 'catwalk', 'redcarpet', 'podium', 'stadium'].includes(req.setting))
    return [];
  const items: SceneItem[] = [];
  const night = req.time === 'night';
  if (night || req.motifs.includes('stars')) items.push({ m: 'stars', x: 0.5, y: horizon / 2, s: 1 });
  if (night || req.motifs.includes('moon')) {
    items.push({ m: 'moon', x: between(rng, 0.2, 0.8), y: horizon * between(rng, 0.25, 0.55), s: 0.09 });
  } else if (req.weather !== 'mist' && req.weather !== 'snow') {
    const low = req.time === 'golden' || req.time === 'dusk';
    const wantSun = low || req.motifs.includes('sun') || chance(rng, 0.35);
    if (wantSun && req.setting !== 'forest') {
      items.push({
        m: 'sun',
        x: between(rng, 0.22, 0.78),
        y: low ? horizon - between(rng, 0.02, 0.09) : horizon * between(rng, 0.2, 0.5),
        s: low ? 0.16 : 0.1,
        moves: req.film && low,
      });
    }
  }
  if (!night && (req.weather === 'cloudy' || req.motifs.includes('clouds') || chance(rng, 0.55))) {
    const n = req.weather === 'cloudy' ? intBetween(rng, 3, 5) : intBetween(rng, 1, 3);
    for (let i = 0; i < n; i++) {
      items.push({
        m: 'clouds',
        x: between(rng, 0.05, 0.95),
        y: between(rng, 0.1, 0.65) * horizon,
        s: between(rng, 0.08, 0.16),
        moves: req.film,
      });
    }
  }
  if (req.motifs.includes('birds')) {
    items.push({
      m: 'birds',
      x: between(rng, 0.3, 0.7),
      y: horizon * between(rng, 0.3, 0.6),
      s: 0.1,
      moves: req.film,
    });
  }
  return items;
}

/** Places people and things on the ground for outdoor settings. */
function groundItems(req: SceneRequest, horizon: number, rng: Rng): SceneItem[] {
  const items: SceneItem[] = [];
  const has = (m: Motif) => req.motifs.includes(m);
  const side = () => (chance(rng, 0.5) ? between(rng, 0.04, 0.22) : between(rng, 0.78, 0.96));
  const mainX = req.copySpace ? pick(rng, [0.3, 0.7]) : between(rng, 0.4, 0.6);

  switch (req.setting) {
    case 'mountains':
    case 'snow': {
      const n = req.setting === 'snow' || has('pine') ? intBetween(rng, 3, 7) : intBetween(rng, 0, 3);
      for (let i = 0; i < n; i++)
        items.push({
          m: 'pine',
          x: side(),
          y: between(rng, horizon + 0.1, 1.02),
          s: between(rng, 0.2, 0.42),
        });
      if (has('house'))
        items.push({
          m: 'house',
          x: between(rng, 0.25, 0.75),
          y: horizon + between(rng, 0.08, 0.15),
          s: 0.14,
        });
      if (has('tree')) items.push({ m: 'tree', x: side(), y: horizon + 0.16, s: 0.3 });
      break;
    }
    case 'sea': {
      if (has('boat'))
        items.push({
          m: 'boat',
          x: between(rng, 0.25, 0.75),
          y: horizon + 0.04,
          s: 0.14,
          c: req.accent,
          moves: req.film,
        });
      if (has('lighthouse'))
        items.push({ m: 'lighthouse', x: pick(rng, [0.16, 0.84]), y: horizon + 0.12, s: 0.42 });
      if (has('palm') || req.details.includes('beach')) {
        const n = has('palm') ? intBetween(rng, 1, 3) : intBetween(rng, 0, 1);
        for (let i = 0; i < n; i++)
          items.push({
            m: 'palm',
            x: side(),
            y: between(rng, 0.86, 1.0),
            s: between(rng, 0.45, 0.7),
            flip: chance(rng, 0.5),
          });
      }
      break;
    }
    case 'forest': {
      if (has('dog')) items.push({ m: 'dog', x: mainX + 0.1, y: 0.9, s: 0.08, moves: req.film });
      break;
    }
    case 'field': {
      const n = has('tree') ? intBetween(rng, 1, 2) : intBetween(rng, 0, 2);
      for (let i = 0; i < n; i++)
        items.push({
          m: 'tree',
          x: between(rng, 0.1, 0.9),
          y: horizon + between(rng, 0.02, 0.08),
          s: between(rng, 0.14, 0.24),
        });
      if (has('house'))
        items.push({
          m: 'house',
          x: between(rng, 0.2, 0.8),
          y: horizon + 0.05,
          s: 0.12,
          c: pick(rng, ['#a63a2e', '#f1ede3', '#5c7d9a']),
        });
      if (has('flowers') || req.details.includes('lavender')) {
        const count = req.closeUp ? intBetween(rng, 5, 9) : intBetween(rng, 6, 12);
        for (let i = 0; i < count; i++) {
          const near = req.closeUp
            ? between(rng, 0.35, 0.7)
            : req.people.length === 0
              ? between(rng, 0.22, 0.45)
              : between(rng, 0.12, 0.3);
          items.push({
            m: 'flowers',
            x: between(rng, 0.04, 0.96),
            y: between(rng, 0.9, 1.08),
            s: near,
            c: req.details.includes('lavender') ? '#8a6cc9' : req.accent,
          });
        }
      }
      break;
    }
    case 'desert': {
      const n = has('cactus') ? intBetween(rng, 1, 3) : intBetween(rng, 0, 2);
      for (let i = 0; i < n; i++)
        items.push({
          m: 'cactus',
          x: i === 0 ? mainX : side(),
          y: between(rng, 0.8, 0.98),
          s: between(rng, 0.25, 0.5),
        });
      break;
    }
    case 'city': {
      if (has('car'))
        items.push({
          m: 'car',
          x: between(rng, 0.3, 0.7),
          y: 0.94,
          s: 0.14,
          c: req.accent,
          moves: req.film,
          flip: chance(rng, 0.5),
        });
      break;
    }
    case 'road': {
      if (has('car') || (req.people.length === 0 && chance(rng, 0.5)))
        items.push({
          m: 'car',
          x: between(rng, 0.45, 0.6),
          y: between(rng, 0.8, 0.9),
          s: 0.2,
          c: req.accent,
          moves: req.film,
        });
      for (let i = 0; i < intBetween(rng, 0, 3); i++)
        items.push({
          m: pick(rng, ['tree', 'pine'] as const),
          x: side(),
          y: horizon + between(rng, 0.05, 0.2),
          s: between(rng, 0.16, 0.3),
        });
      break;
    }
    case 'park': {
      for (let i = 0; i < intBetween(rng, 2, 4); i++)
        items.push({
          m: 'tree',
          x: side(),
          y: horizon + between(rng, 0.02, 0.12),
          s: between(rng, 0.28, 0.45),
        });
      if (has('dog')) items.push({ m: 'dog', x: mainX + 0.16, y: 0.93, s: 0.1, moves: req.film });
      if (has('balloons')) items.push({ m: 'balloons', x: mainX - 0.14, y: 0.58, s: 0.3, c: req.accent });
      if (has('bicycle') && !req.people.some((p) => p.pose === 'ride'))
        items.push({ m: 'bicycle', x: side(), y: 0.92, s: 0.14, c: req.accent });
      break;
    }
    default:
      break;
  }
  return items;
}

function peopleItems(req: SceneRequest, horizon: number, rng: Rng): SceneItem[] {
  const n = req.people.length;
  if (n === 0) return [];
  const items: SceneItem[] = [];
  const indoor = INDOOR.has(req.setting);
  const landscape = ['mountains', 'sea', 'desert', 'snow', 'field', 'forest'].includes(req.setting);
  // How tall a standing adult is, as a fraction of the short edge.
  let height = indoor ? 0.62 : landscape && !req.closeUp ? between(rng, 0.2, 0.34) : between(rng, 0.42, 0.6);
  if (req.setting === 'city' || req.setting === 'road') height = between(rng, 0.34, 0.48);
  // At venues people are sized against the frame's height, so they fill portrait frames too.
  if (['stage', 'catwalk', 'redcarpet', 'podium', 'stadium'].includes(req.setting))
    height *= Math.max(1, 1 / req.aspect);
  let baseY: number;
  if (indoor) baseY = req.setting === 'office' ? horizon + 0.06 : 0.97;
  else if (req.setting === 'stage') baseY = horizon + 0.1;
  else if (req.setting === 'podium' || req.setting === 'redcarpet' || req.setting === 'catwalk') baseY = 0.97;
  else if (req.setting === 'stadium') baseY = between(rng, 0.8, 0.95);
  else baseY = between(rng, 0.86, 0.95);
  const centre = req.copySpace ? pick(rng, [0.3, 0.7]) : 0.5;
  const spread = Math.min(0.7, 0.2 * (n - 1));
  const flip = centre > 0.5;
  if (req.setting === 'studio' && req.portrait) {
    // Head and shoulders or waist up: the figure is taller than the frame and cut at the bottom.
    const shortOverH = Math.min(1, req.aspect);
    req.people.forEach((person, i) => {
      const s = req.portrait === 'head' ? 2.3 : 1.45;
      const x = n === 1 ? centre : 0.36 + 0.28 * i;
      const headTop = req.portrait === 'head' ? 0.1 : 0.08;
      items.push({
        m: 'person',
        x,
        y: headTop + s * shortOverH,
        s,
        c: person.color,
        pose: 'stand',
        f: person.female,
        flip: i === 1,
      });
    });
    return items;
  }
  // Riders and runners in a group string out along the road, each further away.
  const strung =
    n > 1 &&
    req.people.every((p) => p.pose === 'ride' || p.pose === 'run') &&
    ['road', 'city', 'stadium'].includes(req.setting);
  req.people.forEach((person, i) => {
    const depth = strung ? 1 - 0.16 * i : 1;
    const x =
      n === 1
        ? centre
        : strung
          ? centre + (i % 2 ? 0.12 : -0.12) * depth
          : centre - spread / 2 + (spread * i) / (n - 1);
    const s = (person.child ? height * 0.62 : height * between(rng, 0.93, 1.05)) * depth * (strung ? 0.8 : 1);
    items.push({
      f: person.female,
      m: person.pose === 'ride' ? 'bicycle' : 'person',
      x,
      y: (strung ? baseY - (1 - depth) * 0.3 : baseY) + between(rng, -0.01, 0.01),
      s,
      c: person.color,
      pose: person.pose,
      flip: n > 1 ? i % 2 === 1 : flip,
      moves: req.film && (person.pose === 'run' || person.pose === 'walk' || person.pose === 'ride'),
      behind: req.setting === 'office' || req.setting === 'podium',
    });
  });
  return items;
}

/** Things standing on a desk or a table. */
function tableItems(req: SceneRequest, horizon: number, rng: Rng): SceneItem[] {
  const items: SceneItem[] = [];
  const has = (m: Motif) => req.motifs.includes(m);
  const top = horizon + 0.12;
  if (req.setting === 'table') {
    const main: Motif = has('laptop') && !has('coffee') ? 'laptop' : has('flowers') ? 'flowers' : 'coffee';
    const mainX = req.copySpace ? pick(rng, [0.32, 0.68]) : between(rng, 0.45, 0.55);
    if (has('book'))
      items.push({
        m: 'book',
        x: mainX + (mainX < 0.5 ? 0.24 : -0.24),
        y: top + 0.16,
        s: 0.09,
        c: req.accent2,
      });
    if (has('plant'))
      items.push({ m: 'plant', x: mainX < 0.5 ? 0.85 : 0.15, y: top + 0.06, s: 0.38, c: req.accent2 });
    if (main !== 'coffee' && has('coffee'))
      items.push({ m: 'coffee', x: mainX + 0.22, y: top + 0.2, s: 0.22, c: req.accent });
    items.push({
      m: main,
      x: mainX,
      y: top + 0.24,
      s: main === 'laptop' ? 0.42 : main === 'flowers' ? 0.7 : 0.42,
      c: req.accent,
    });
    return items;
  }
  if (
    req.setting === 'office' ||
    (req.setting === 'home' && has('laptop') && req.people.every((p) => p.pose === 'sit'))
  ) {
    const y = req.setting === 'office' ? horizon + 0.02 : horizon + 0.04;
    const n = Math.max(1, req.people.length);
    if (req.setting === 'office') {
      for (let i = 0; i < Math.min(n, 3); i++) {
        const x = n === 1 ? (req.copySpace ? 0.32 : 0.5) : 0.25 + (0.5 * i) / Math.max(1, Math.min(n, 3) - 1);
        items.push({ m: 'laptop', x: x + 0.02, y, s: 0.17, c: '#c9ced6', flip: i % 2 === 1 });
      }
      if (has('coffee') || chance(rng, 0.6))
        items.push({ m: 'coffee', x: between(rng, 0.7, 0.85), y, s: 0.1, c: req.accent });
      if (has('plant') || chance(rng, 0.5))
        items.push({ m: 'plant', x: between(rng, 0.06, 0.14), y, s: 0.28, c: req.accent2 });
    }
  }
  return items;
}

function homeItems(req: SceneRequest, rng: Rng): SceneItem[] {
  if (req.setting !== 'home') return [];
  const items: SceneItem[] = [];
  const has = (m: Motif) => req.motifs.includes(m);
  items.push({ m: 'plant', x: pick(rng, [0.1, 0.9]), y: 0.96, s: 0.4, c: req.accent2 });
  if (has('dog')) items.push({ m: 'dog', x: between(rng, 0.65, 0.8), y: 0.97, s: 0.14 });
  if (has('coffee')) items.push({ m: 'coffee', x: 0.74, y: 0.93, s: 0.08, c: req.accent });
  return items;
}

function studioItems(req: SceneRequest, rng: Rng): SceneItem[] {
  if (req.setting !== 'studio' || req.people.length > 0) return [];
  // Studio without people: a still life or an isolated subject (vector "cut out").
  const main: Motif =
    req.motifs.find((m) => ['flowers', 'coffee', 'laptop', 'car', 'book', 'plant', 'bicycle'].includes(m)) ??
    'flowers';
  const x = req.copySpace ? pick(rng, [0.3, 0.7]) : 0.5;
  const size = main === 'car' || main === 'bicycle' ? 0.32 : main === 'laptop' ? 0.4 : 0.62;
  return [{ m: main, x, y: 0.86, s: size, c: req.accent }];
}

function motionFor(req: SceneRequest, items: SceneItem[], rng: Rng): Motion {
  if (
    items.some((i) => i.moves && (i.m === 'car' || i.m === 'boat' || i.m === 'person' || i.m === 'bicycle'))
  )
    return 'drift';
  if (req.setting === 'city' || req.setting === 'mountains' || req.setting === 'sea')
    return pick(rng, ['pan-left', 'pan-right', 'zoom-in', 'drift']);
  return pick(rng, ['zoom-in', 'zoom-out', 'pan-left', 'pan-right']);
}

export function composeScene(req: SceneRequest, rng: Rng): Scene {
  const horizon = horizonFor(req, rng);
  const items: SceneItem[] = [
    ...skyItems(req, horizon, rng),
    ...groundItems(req, horizon, rng),
    ...studioItems(req, rng),
    ...peopleItems(req, horizon, rng),
    ...homeItems(req, rng),
    ...tableItems(req, horizon, rng),
  ];
  // Nearer things (lower on the frame) are drawn later, except the sky.
  const sky = items.filter(
    (i) => i.m === 'stars' || i.m === 'sun' || i.m === 'moon' || i.m === 'clouds' || i.m === 'birds',
  );
  const rest = items.filter((i) => !sky.includes(i)).sort((a, b) => a.y - b.y);
  for (const item of items) {
    const kind = req.kinds[item.m];
    if (kind) item.k = kind;
  }
  const scene: Scene = {
    v: SCENE_VERSION,
    style: req.style,
    setting: req.setting,
    time: req.time,
    weather: req.weather,
    tone: req.tone,
    horizon: Math.round(horizon * 1000) / 1000,
    colors: backdropColors(req, rng),
    details: [...req.details],
    items: [...sky, ...rest].map(roundItem),
  };
  if (req.film) scene.motion = motionFor(req, items, rng);
  if (req.closeUp && req.style === 'photo') scene.focus = true;
  return scene;
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** Rounds positions and drops flags that are off, so the stored JSON stays small. */
function roundItem(item: SceneItem): SceneItem {
  item.x = r3(item.x);
  item.y = r3(item.y);
  item.s = r3(item.s);
  if (!item.flip) delete item.flip;
  if (!item.moves) delete item.moves;
  if (!item.behind) delete item.behind;
  if (item.f === undefined) delete item.f;
  return item;
}
