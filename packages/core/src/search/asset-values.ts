// The values a catalogue asset carries, in the search parameters' own spellings: the catalogue
// stores them as the parameter table writes them, so search compares an address's values with
// stored ones as they are, and server and browser read the codes from this one place.
import type { AgreementCode } from '../pricing/plans';
import type {
  AGES_OF_PEOPLE,
  COMPOSITIONS,
  ETHNICITIES,
  Family,
  FILM_DEFINITIONS,
  License,
  NUMBERS_OF_PEOPLE,
  ORIENTATIONS,
  ParameterName,
} from './parameters';

/** An asset is creative or editorial; 'creative,editorial' is only a search's choice. */
export type AssetFamily = Exclude<Family, 'creative,editorial'>;
/** An asset's licence model; the combined values are only a search's choice. */
export type LicenseType = Exclude<License, `${string},${string}`>;
export type Orientation = (typeof ORIENTATIONS)[number];
export type NumberOfPeople = (typeof NUMBERS_OF_PEOPLE)[number];
export type AgeOfPeople = Exclude<(typeof AGES_OF_PEOPLE)[number], 'adults_only'>;
export type Ethnicity = (typeof ETHNICITIES)[number];
export type Composition = (typeof COMPOSITIONS)[number];
export type FilmDefinition = (typeof FILM_DEFINITIONS)[number];

/**
 * The agreements (pricing's AGREEMENT_CODES) an asset may be included in: premium access, easy
 * access, editorial subscription. Image packs and RF subscriptions cover any asset.
 */
export const ASSET_AGREEMENT_CODES = ['PA', 'EA', 'ED'] as const satisfies readonly AgreementCode[];
export type AssetAgreementCode = (typeof ASSET_AGREEMENT_CODES)[number];

/** Each agreement switch of a search and the code an asset carries when it is included. */
export const AGREEMENT_CODE_BY_PARAMETER = {
  premiumaccess: 'PA',
  easyaccess: 'EA',
  editorialsubscription: 'ED',
} as const satisfies Partial<Record<ParameterName, AssetAgreementCode>>;

/**
 * The colour filter's buckets (assets' `palette` values), each with a representative colour (red,
 * green, blue) for the filter's swatches and _colorindex, in the order the filter shows them.
 */
export const PALETTE_COLORS = {
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
} satisfies Record<string, [number, number, number]>;
export type PaletteBucket = keyof typeof PALETTE_COLORS;
export const PALETTE_BUCKETS = Object.keys(PALETTE_COLORS) as PaletteBucket[];
