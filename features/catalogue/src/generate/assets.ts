import type {
  AssetAgreementCode,
  AssetFamily,
  AssetFileType,
  AssetType,
  Composition,
  EditorialProduct,
  Ethnicity,
  FilmDefinition,
  LicenseType,
  MediaType,
  MetadataLanguage,
  NumberOfPeople,
  Orientation,
  PaletteBucket,
} from '@lightbox/core/search';
import { ASSET_ID_MAX, ASSET_ID_MIN, orientationOf } from '../rules';
import type { Scene, TimeOfDay } from '../scene';
import type { ReleaseStatus } from '../schema';
import { creativeAsset, timePicker } from './creative';
import { editorialAsset } from './editorial';
import { type EventPlan, generateEvents } from './events';
import { popularity } from './facets';
import { fictionalPeople } from './names';
import { chance, mixSeed, mulberry32, pick, type Rng, shuffled, WeightedPicker, zipfPicker } from './prng';
import {
  ADJECTIVES,
  type AdjectiveGroup,
  COLORS,
  GENERAL_CONCEPTS,
  type NamedColor,
  PLACES,
  type Place,
  type PlaceGroup,
  THEMES,
  type ThemeData,
} from './word-lists';

/** The generated asset row, the per-seed context, ids, and the entry point per asset. */

/** One assets row as generated: every column except the computed `document`. */
export interface GeneratedAsset {
  id: number;
  render_seed: number;
  scene: Scene;
  original_path: null;
  family: AssetFamily;
  asset_type: AssetType;
  editorial_products: EditorialProduct[];
  media_type: MediaType;
  asset_file_type: AssetFileType;
  license_type: LicenseType;
  title: string;
  short_title: string;
  caption: string;
  keywords: string[];
  /** English when absent: the demo catalogue's metadata is English; imported assets may differ. */
  metadata_language?: MetadataLanguage;
  width: number;
  height: number;
  orientation: Orientation;
  number_of_people: NumberOfPeople;
  age_of_people: string[];
  ethnicity: Ethnicity[];
  moods: string[];
  compositions: Composition[];
  image_techniques: string[];
  viewpoints: string[];
  release_status: ReleaseStatus;
  collection_code: string;
  collection_name: string;
  contributor: string;
  event_id: number | null;
  specific_people: string[];
  locations: string[];
  dominant_color: null;
  palette: PaletteBucket[];
  has_nudity: boolean;
  embeddable: boolean;
  exclusive: boolean;
  film_definition: FilmDefinition | null;
  frame_rate: number | null;
  duration_seconds: number | null;
  is_offline: boolean;
  agreements: AssetAgreementCode[];
  /** ISO 8601 timestamps. */
  date_taken: string;
  uploaded_at: string;
  popularity: number;
  dhash: null;
}

/* ------------------------------------------------------------------------------------------
 * Per-seed context: pickers built once, shared by every asset of the seed.
 * ---------------------------------------------------------------------------------------- */

interface ThemePickers {
  theme: ThemeData;
  subjects: WeightedPicker<string>;
  activities: WeightedPicker<string> | null;
  concepts: WeightedPicker<string>;
  times: WeightedPicker<TimeOfDay>;
}

export interface GeneratorContext {
  seed: number;
  events: EventPlan[];
  eventsByProduct: Map<EditorialProduct, { leaves: WeightedPicker<EventPlan>; parents: EventPlan[] }>;
  products: WeightedPicker<EditorialProduct>;
  themes: WeightedPicker<ThemePickers>;
  adjectives: Record<AdjectiveGroup, WeightedPicker<string>>;
  concepts: WeightedPicker<string>;
  colors: WeightedPicker<NamedColor>;
  places: Record<PlaceGroup, WeightedPicker<Place>>;
  photographers: WeightedPicker<string>;
  illustrators: WeightedPicker<string>;
  filmmakers: WeightedPicker<string>;
  idOffset: number;
}

const PRODUCT_WEIGHTS: Record<EditorialProduct, number> = {
  sport: 35,
  entertainment: 25,
  news: 20,
  fashion: 12,
  archival: 8,
};

export function createContext(seed: number): GeneratorContext {
  const rng = mulberry32(mixSeed(seed, 0xc0ffee));
  const events = generateEvents(seed);
  const eventsByProduct = new Map<
    EditorialProduct,
    { leaves: WeightedPicker<EventPlan>; parents: EventPlan[] }
  >();
  for (const product of Object.keys(PRODUCT_WEIGHTS) as EditorialProduct[]) {
    const mine = events.filter((e) => e.row.editorial_product === product);
    const leaves = shuffled(
      rng,
      mine.filter((e) => !e.isParent),
    );
    if (leaves.length === 0) continue;
    eventsByProduct.set(product, {
      leaves: zipfPicker(leaves, 0.9, 3),
      parents: mine.filter((e) => e.isParent),
    });
  }
  const products = [...eventsByProduct.keys()];
  const contributors = fictionalPeople(rng, 360);
  const adjectives = Object.fromEntries(
    (Object.keys(ADJECTIVES) as AdjectiveGroup[]).map((g) => [g, zipfPicker(ADJECTIVES[g], 0.85, 2)]),
  ) as Record<AdjectiveGroup, WeightedPicker<string>>;
  const places = Object.fromEntries(
    (Object.keys(PLACES) as PlaceGroup[]).map((g) => [g, zipfPicker(PLACES[g], 1, 2)]),
  ) as Record<PlaceGroup, WeightedPicker<Place>>;
  const themes = THEMES.map((theme) => ({
    theme,
    subjects: zipfPicker(theme.subjects, 0.9, 1.5),
    activities: theme.activities.length > 0 ? zipfPicker(theme.activities, 0.8, 1.5) : null,
    concepts: zipfPicker(theme.concepts, 0.8, 1.5),
    times: timePicker(theme),
  }));
  return {
    seed,
    events,
    eventsByProduct,
    products: new WeightedPicker(
      products,
      products.map((p) => PRODUCT_WEIGHTS[p]),
    ),
    themes: new WeightedPicker(
      themes,
      themes.map((t) => t.theme.weight),
    ),
    adjectives,
    concepts: zipfPicker(GENERAL_CONCEPTS, 1.1, 2),
    colors: zipfPicker(COLORS, 0.7, 2),
    places,
    photographers: zipfPicker(contributors.slice(0, 220), 0.8, 4),
    illustrators: zipfPicker(contributors.slice(220, 280), 0.8, 3),
    filmmakers: zipfPicker(contributors.slice(280), 0.8, 3),
    idOffset: mixSeed(seed, 0x1d) % ID_SPAN,
  };
}

/* ------------------------------------------------------------------------------------------
 * Ids: a bijection from index to nine-digit ids, so ids look random but never collide.
 * ---------------------------------------------------------------------------------------- */

const ID_SPAN = ASSET_ID_MAX - ASSET_ID_MIN + 1; // 900,000,000 = 2^8 · 3^2 · 5^8
const ID_STRIDE = 7_368_787; // coprime with ID_SPAN

export function assetIdFor(ctx: Pick<GeneratorContext, 'idOffset'>, index: number): number {
  return ASSET_ID_MIN + ((index * ID_STRIDE + ctx.idOffset) % ID_SPAN);
}

/* ------------------------------------------------------------------------------------------
 * The asset.
 * ---------------------------------------------------------------------------------------- */

/** Share of editorial among film and stills, so that ~25% of all assets are editorial. */
const EDITORIAL_SHARE = 0.2577;

/**
 * Share of assets that are another picture of a recent shoot: the same scene at a smaller size
 * or slightly re-cropped, so its difference hash lands within a few bits of the other's. These
 * near-duplicates are what search stacks ("N similar").
 */
export const NEAR_DUPLICATE_SHARE = 0.03;
/** A near-duplicate copies one of this many assets before it. */
export const NEAR_DUPLICATE_WINDOW = 40;
/** Of the near-duplicates, the share that are resized (the rest are re-cropped). */
const RESIZED_SHARE = 0.7;
const RESIZE_SCALES = [0.5, 0.625, 0.75] as const;
/** A re-crop keeps this share of the width or of the height. */
const RECROP_KEEP = 0.98;

export function generateAsset(ctx: GeneratorContext, index: number): GeneratedAsset {
  const variant = mulberry32(mixSeed(ctx.seed, index, 0xd0b1e));
  if (index > 0 && chance(variant, NEAR_DUPLICATE_SHARE)) {
    const baseIndex = index - 1 - Math.floor(variant() * Math.min(index, NEAR_DUPLICATE_WINDOW));
    const base = generateAsset(ctx, baseIndex);
    // Film is left alone: a resized clip is the same clip.
    if (base.asset_type === 'image') return nearDuplicate(base, assetIdFor(ctx, index), variant);
  }
  const rng = mulberry32(mixSeed(ctx.seed, index, 0xa55e7));
  const typeRoll = rng();
  const assetType: AssetType = typeRoll < 0.8 ? 'image' : typeRoll < 0.97 ? 'film' : 'videotemplate';
  const family: AssetFamily =
    assetType !== 'videotemplate' && chance(rng, EDITORIAL_SHARE) ? 'editorial' : 'creative';
  const id = assetIdFor(ctx, index);
  const renderSeed = mixSeed(ctx.seed, index, 0x5eed) & 0x7fffffff;
  return family === 'editorial'
    ? editorialAsset(ctx, rng, id, renderSeed, assetType)
    : creativeAsset(ctx, rng, id, renderSeed, assetType);
}

/** The same picture as `base` (same scene and render seed) at another size or slightly re-cropped. */
function nearDuplicate(base: GeneratedAsset, id: number, rng: Rng): GeneratedAsset {
  let width: number;
  let height: number;
  if (chance(rng, RESIZED_SHARE)) {
    const scale = pick(rng, RESIZE_SCALES);
    width = Math.round(base.width * scale);
    height = Math.round(base.height * scale);
  } else if (chance(rng, 0.5)) {
    width = Math.round(base.width * RECROP_KEEP);
    height = base.height;
  } else {
    width = base.width;
    height = Math.round(base.height * RECROP_KEEP);
  }
  return {
    ...base,
    id,
    width,
    height,
    orientation: orientationOf(width, height),
    popularity: popularity(rng),
  };
}
