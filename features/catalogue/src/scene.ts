/**
 * The description a demo asset is rendered from (stored in `assets.scene`). The generator
 * composes it from the asset's own keywords, so what is drawn is what the text says; the
 * renderer adds procedural detail from `assets.render_seed`. Pure data, no I/O.
 */

export const SCENE_VERSION = 1;

/** The backdrop: what fills the frame behind the subjects. */
export type Setting =
  | 'mountains'
  | 'sea'
  | 'forest'
  | 'field'
  | 'desert'
  | 'snow'
  | 'city'
  | 'road'
  | 'park'
  | 'studio'
  | 'office'
  | 'home'
  | 'table'
  | 'stadium'
  | 'catwalk'
  | 'stage'
  | 'redcarpet'
  | 'podium'
  | 'abstract';

/** Things drawn in front of the backdrop. */
export type Motif =
  | 'sun'
  | 'moon'
  | 'stars'
  | 'clouds'
  | 'birds'
  | 'tree'
  | 'pine'
  | 'palm'
  | 'cactus'
  | 'flowers'
  | 'person'
  | 'portrait'
  | 'laptop'
  | 'coffee'
  | 'plant'
  | 'book'
  | 'car'
  | 'bicycle'
  | 'boat'
  | 'lighthouse'
  | 'house'
  | 'dog'
  | 'ball'
  | 'balloons';

export type Pose = 'stand' | 'walk' | 'run' | 'cheer' | 'sit' | 'ride';

export type TimeOfDay = 'day' | 'golden' | 'dusk' | 'night';
export type Weather = 'clear' | 'cloudy' | 'mist' | 'snow';
export type SceneStyle = 'photo' | 'illustration' | 'vector';
export type Tone = 'color' | 'bw' | 'sepia';
/** How a film preview moves. */
export type Motion = 'pan-left' | 'pan-right' | 'zoom-in' | 'zoom-out' | 'drift';

/** Variations of a backdrop that the keywords ask for. */
export type Detail =
  | 'lake'
  | 'beach'
  | 'snowcaps'
  | 'autumn'
  | 'wheat'
  | 'lavender'
  | 'path'
  | 'window'
  | 'crowd'
  | 'isolated';

export interface SceneItem {
  m: Motif;
  /** Centre x and base (feet) y, as fractions of the frame. */
  x: number;
  y: number;
  /** Height as a fraction of the frame's short edge. */
  s: number;
  /** Main colour (#rrggbb) where the motif has one (car body, dress, flower petals). */
  c?: string;
  pose?: Pose;
  /** Which kind of the motif: 'tulip' or 'daisy' for flowers, 'tennis' for a ball, 'crescent' moon. */
  k?: string;
  /** A woman or girl (longer hair, sometimes a dress). */
  f?: boolean;
  /** Faces left instead of right. */
  flip?: boolean;
  /** Moves across the frame in film previews (cars, boats, runners, birds). */
  moves?: boolean;
  /** Drawn behind the backdrop's front layer (a person behind a desk or lectern). */
  behind?: boolean;
}

export interface SceneColors {
  skyTop: string;
  skyBottom: string;
  ground: string;
  accent: string;
  accent2: string;
}

export interface Scene {
  v: number;
  style: SceneStyle;
  setting: Setting;
  time: TimeOfDay;
  weather: Weather;
  tone: Tone;
  /** Horizon height as a fraction of the frame from the top. */
  horizon: number;
  colors: SceneColors;
  details: Detail[];
  /** Drawn in this order, back to front. */
  items: SceneItem[];
  /** Film only. */
  motion?: Motion;
  /** Shallow depth of field: the backdrop is blurred (photo style). */
  focus?: boolean;
}
