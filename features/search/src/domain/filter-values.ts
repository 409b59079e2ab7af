import {
  type Composition,
  type Ethnicity,
  PALETTE_BUCKETS,
  PALETTE_COLORS,
  type PaletteBucket,
} from '@lightbox/core/search';

/**
 * What a filter's value means for the stored values, where it is more than equality. The
 * catalogue stores the parameters' own spellings, so no value is translated here: these are
 * rules of search. Pure, with no server imports, so the browser may read them too.
 */

/**
 * Filter values that also find assets tagged with a related value. The catalogue tags East
 * Asian people without telling Japanese ones apart, and groups of several ethnicities rather
 * than a multiracial person.
 */
export const ETHNICITY_ALSO_MATCHES: Partial<Record<Ethnicity, readonly Ethnicity[]>> = {
  japanese: ['east_asian'],
  multiracial_person: ['multiethnic_group'],
};

/** A portrait is a headshot or a waist-up picture; a wide shot shows the full frame. */
export const COMPOSITION_ALSO_MATCHES: Partial<Record<Composition, readonly Composition[]>> = {
  portrait: ['headshot', 'waist_up'],
  medium_shot: ['waist_up'],
  wide_shot: ['full_frame'],
};

/** Ages that mean "children are in the picture", for the adults-only filter. */
export const CHILD_AGES = ['newborn', 'baby', 'child', 'teenager'];

/** Minimum pixel count for each image size, smallest first (x_small means any size). */
export const IMAGE_SIZE_MIN_PIXELS: Record<string, number> = {
  x_small: 0,
  small: 1_000_000,
  medium: 4_000_000,
  large: 12_000_000,
  x_large: 24_000_000,
  xx_large: 40_000_000,
};

/** Recency presets as intervals back from now. */
export const RECENCY_INTERVALS: Record<string, string> = {
  last24hours: '24 hours',
  last48hours: '48 hours',
  last72hours: '72 hours',
  lastweek: '7 days',
  lastmonth: '1 month',
  lastyear: '1 year',
};

/** The colour bucket whose representative colour is nearest, for _colorindex. */
export function nearestPaletteBucket(hex: string): PaletteBucket {
  const clean = hex.replace('#', '');
  const rgb = [0, 2, 4].map((i) => Number.parseInt(clean.slice(i, i + 2), 16));
  let best: PaletteBucket = 'gray';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of PALETTE_BUCKETS) {
    const c = PALETTE_COLORS[name];
    const d = (c[0] - rgb[0]!) ** 2 + (c[1] - rgb[1]!) ** 2 + (c[2] - rgb[2]!) ** 2;
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** Editor's picks for editorial recommendations: the most licensed coverage. */
export const EDITORS_PICK_MIN_POPULARITY = 150;
