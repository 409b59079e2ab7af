/**
 * Where the parameter model's value spellings (Getty-style, packages/core/src/search) differ
 * from what the catalogue stores, this table translates; every other value is stored as the
 * parameter spells it.
 */
export const ORIENTATION_VALUES: Record<string, string> = {
  horizontal: 'horizontal',
  vertical: 'vertical',
  square: 'square',
  panoramic_horizontal: 'panoramichorizontal',
  panoramic_vertical: 'panoramicvertical',
};

export const ETHNICITY_VALUES: Record<string, string[]> = {
  hispanic_latinx: ['hispaniclatinx'],
  multiethnic_group: ['multiethnic'],
  multiracial_person: ['multiethnic'],
  japanese: ['east_asian'],
};

export const COMPOSITION_VALUES: Record<string, string[]> = {
  headshot: ['head_and_shoulders'],
  portrait: ['head_and_shoulders', 'waist_up'],
  medium_shot: ['waist_up'],
  wide_shot: ['full_frame'],
};

/** Ages that mean "children are in the picture", for the adults-only filter. */
export const CHILD_AGES = ['newborn', 'baby', 'child', 'teenager'];

/** Agreement parameters and the agreement code an asset carries when it is included. */
export const AGREEMENT_CODES = {
  premiumaccess: 'PA',
  easyaccess: 'EA',
  editorialsubscription: 'ED',
} as const;

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

/** The catalogue's colour buckets and a representative colour of each, for _colorindex. */
export const PALETTE_BUCKETS: Record<string, [number, number, number]> = {
  red: [200, 40, 45],
  orange: [240, 140, 40],
  yellow: [242, 200, 50],
  green: [60, 150, 70],
  teal: [30, 150, 150],
  blue: [45, 95, 180],
  purple: [125, 60, 150],
  pink: [230, 120, 170],
  brown: [130, 85, 50],
  black: [20, 20, 20],
  gray: [128, 128, 128],
  white: [240, 240, 240],
};

export function nearestPaletteBucket(hex: string): string {
  const clean = hex.replace('#', '');
  const rgb = [0, 2, 4].map((i) => Number.parseInt(clean.slice(i, i + 2), 16));
  let best = 'gray';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [name, c] of Object.entries(PALETTE_BUCKETS)) {
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
