import type {
  AssetAgreementCode,
  AssetFamily,
  AssetType,
  Composition,
  FilmDefinition,
  LicenseType,
  MediaType,
  Orientation,
  PaletteBucket,
} from '@lightbox/core/search';
import { bucketOfHex } from '../color';
import { allowedLicenses } from '../rules';
import type { Pose, Scene, SceneStyle, TimeOfDay, Tone, Weather } from '../scene';
import { CATALOGUE_END, CATALOGUE_START } from './events';
import { chance, intBetween, pick, type Rng, WeightedPicker } from './prng';
import type { Collection, NamedColor } from './word-lists';

/** Building blocks shared by creative and editorial assets: sizes, film facts, dates, facets. */

export class KeywordList {
  readonly words: string[] = [];
  private readonly seen = new Set<string>();
  add(...words: Array<string | undefined | false | null>): void {
    for (const w of words) {
      if (!w) continue;
      const key = w.toLowerCase();
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.words.push(w);
    }
  }
  has(word: string): boolean {
    return this.seen.has(word.toLowerCase());
  }
}

export const ACTIVITY_POSE: Record<string, Pose> = {
  running: 'run',
  jogging: 'run',
  training: 'run',
  surfing: 'stand',
  cycling: 'ride',
  playing: 'cheer',
  'having fun': 'cheer',
  stretching: 'cheer',
  celebrating: 'cheer',
  laughing: 'stand',
  relaxing: 'sit',
  reading: 'sit',
  'using laptop': 'sit',
  working: 'sit',
  'working from home': 'sit',
  'drinking coffee': 'sit',
  sitting: 'sit',
  discussing: 'sit',
  planning: 'sit',
  meeting: 'sit',
  talking: 'sit',
  sunbathing: 'sit',
  stargazing: 'sit',
  camping: 'sit',
  smiling: 'stand',
  posing: 'stand',
  standing: 'stand',
  'looking at camera': 'stand',
  'looking at view': 'stand',
  climbing: 'stand',
  smelling: 'stand',
  gardening: 'stand',
};

export function poseFor(activity: string | undefined): Pose {
  return (activity && ACTIVITY_POSE[activity]) || 'walk';
}

export const CLOTHES = [
  '#c8272d',
  '#2f6fb3',
  '#f2c230',
  '#3d8b4a',
  '#1c1c1e',
  '#f3f1ec',
  '#e27aa6',
  '#ef8a27',
  '#6c4a9e',
  '#8e949c',
];

export interface Dimensions {
  width: number;
  height: number;
}

export const PHOTO_RATIOS = new WeightedPicker(
  [
    [3, 2],
    [2, 3],
    [4, 3],
    [3, 4],
    [1, 1],
    [16, 9],
    [3, 1],
    [1, 2.2],
  ] as const,
  [45, 20, 8, 5, 7, 8, 5, 2],
);
export const ART_RATIOS = new WeightedPicker(
  [
    [1, 1],
    [4, 3],
    [3, 2],
    [16, 9],
    [2, 3],
  ] as const,
  [30, 25, 20, 15, 10],
);
export const LONG_EDGES = [3000, 3600, 4000, 4500, 5000, 5472, 6000, 7360, 8256];

export function stillDimensions(rng: Rng, mediaType: MediaType): Dimensions {
  const [rw, rh] = (mediaType === 'photography' ? PHOTO_RATIOS : ART_RATIOS).pick(rng);
  const long = pick(rng, mediaType === 'photography' ? LONG_EDGES : LONG_EDGES.slice(1, 7));
  return rw >= rh
    ? { width: long, height: Math.round((long * rh) / rw) }
    : { width: Math.round((long * rw) / rh), height: long };
}

export interface FilmSpec {
  definition: FilmDefinition;
  frameRate: number;
  duration: number;
  dims: Dimensions;
}

export const DEFINITIONS = new WeightedPicker(['4k', 'hd', 'sd'] as const, [38, 55, 7]);
export const FRAME_RATES = new WeightedPicker(
  [23.98, 24, 25, 29.97, 30, 50, 59.94],
  [20, 15, 20, 25, 8, 6, 6],
);

export function filmSpec(rng: Rng, assetType: AssetType, technique: string, archival: boolean): FilmSpec {
  const definition: FilmDefinition = archival
    ? 'sd'
    : assetType === 'videotemplate'
      ? pick(rng, ['hd', '4k'] as const)
      : DEFINITIONS.pick(rng);
  let dims: Dimensions =
    definition === '4k'
      ? { width: 3840, height: 2160 }
      : definition === 'hd'
        ? { width: 1920, height: 1080 }
        : { width: 720, height: 576 };
  if (definition !== 'sd' && chance(rng, assetType === 'videotemplate' ? 0.2 : 0.05)) {
    dims = chance(rng, 0.6)
      ? { width: dims.height, height: dims.width }
      : { width: dims.height, height: dims.height };
  }
  const frameRate =
    technique === 'slow_motion'
      ? pick(rng, [50, 59.94])
      : archival
        ? pick(rng, [25, 29.97])
        : FRAME_RATES.pick(rng);
  const duration =
    assetType === 'videotemplate' ? intBetween(rng, 10, 30) : Math.round((4 + 56 * rng() ** 2.2) * 100) / 100;
  return { definition, frameRate, duration, dims };
}

export function popularity(rng: Rng): number {
  const u = rng();
  return Math.min(2_000_000, Math.floor(((1 / (1 - u)) ** 1.25 - 1) * 10));
}

export const DAY = 86_400_000;

export function isoAt(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

/** Newer years hold more uploads (the catalogue grows), so skew towards the end. */
export function creativeDates(rng: Rng): { taken: number; uploaded: number } {
  const span = CATALOGUE_END - CATALOGUE_START;
  const taken = CATALOGUE_START + span * rng() ** 0.75;
  const uploaded = Math.min(CATALOGUE_END, taken + rng() ** 2 * 200 * DAY);
  return { taken, uploaded };
}

export function paletteOf(scene: Scene): PaletteBucket[] {
  if (scene.tone !== 'color') return ['black', 'gray', 'white'];
  const c = scene.colors;
  const out = new Set<PaletteBucket>();
  for (const hex of [c.skyTop, c.skyBottom, c.ground, c.accent]) out.add(bucketOfHex(hex));
  return [...out];
}

export function moodsFor(
  rng: Rng,
  time: TimeOfDay,
  weather: Weather,
  tone: Tone,
  style: SceneStyle,
  accent: NamedColor,
): string[] {
  const moods = new Set<string>();
  if (tone !== 'color') moods.add('black_and_white');
  if (time === 'golden' || (time === 'dusk' && weather === 'clear')) moods.add('warm');
  if (time === 'night' || weather === 'snow' || accent.bucket === 'blue' || accent.bucket === 'teal')
    moods.add('cool');
  if (weather === 'mist' || (time === 'dusk' && weather !== 'clear') || weather === 'cloudy')
    moods.add('dramatic');
  if (style !== 'photo') moods.add(chance(rng, 0.5) ? 'vivid' : 'bold');
  if (moods.size === 0) moods.add(style === 'photo' ? 'natural' : 'vivid');
  return [...moods];
}

export function agreementsFor(rng: Rng, family: AssetFamily, collection: Collection): AssetAgreementCode[] {
  const out: AssetAgreementCode[] = [];
  if (family === 'editorial') {
    if (chance(rng, 0.6)) out.push('ED');
    if (chance(rng, 0.15)) out.push('PA');
    return out;
  }
  const premium = ['LBS', 'NLT', 'MWF', 'OHZ'].includes(collection.code);
  if (chance(rng, premium ? 0.5 : 0.1)) out.push('PA');
  if (chance(rng, premium ? 0.1 : 0.45)) out.push('EA');
  return out;
}

export const TECHNIQUE_WORDS: Record<string, string> = {
  long_exposure: 'long exposure',
  selective_focus: 'selective focus',
  defocused: 'defocused',
  high_dynamic_range: 'HDR',
  black_and_white: 'black and white',
  realtime: 'real time',
  slow_motion: 'slow motion',
  time_lapse: 'time lapse',
};
export const COMPOSITION_WORDS: Partial<Record<Composition, string>> = {
  copy_space: 'copy space',
  close_up: 'close-up',
  full_length: 'full length',
  waist_up: 'waist up',
  headshot: 'head and shoulders',
  still_life: 'still life',
  candid: 'candid',
  cut_out: 'cut out',
  full_frame: 'full frame',
  sparse: 'minimalism',
};
export const VIEWPOINT_WORDS: Record<string, string> = {
  aerial_view: 'aerial view',
  high_angle_view: 'high angle view',
  low_angle_view: 'low angle view',
  directly_above: 'directly above',
  rear_view: 'rear view',
  side_view: 'side view',
  wide_angle: 'wide angle',
};
export const ORIENTATION_WORDS: Record<Orientation, string> = {
  horizontal: 'horizontal',
  vertical: 'vertical',
  square: 'square image',
  panoramic_horizontal: 'panoramic',
  panoramic_vertical: 'panoramic',
};

export function pickLicense(rng: Rng, assetType: AssetType, family: AssetFamily): LicenseType {
  if (assetType === 'videotemplate') return 'rf';
  const [rf, other] = allowedLicenses(assetType) as [LicenseType, LicenseType];
  const share =
    assetType === 'image' ? (family === 'editorial' ? 0.12 : 0.07) : family === 'editorial' ? 0.15 : 0.08;
  return chance(rng, share) ? other : rf;
}
