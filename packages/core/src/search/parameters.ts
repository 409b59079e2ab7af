// Every search parameter of the storefronts (spec §3), its kind and, where the value set is
// closed, its allowed values. The URL codec, the API validator, the reducer and the
// availability table all read this one table, so a parameter is defined exactly once.
//
// Value spellings follow the Getty Images public API enums (snake_case) wherever the spec does
// not spell them out, so that searches can be forwarded to a Getty-style backend unchanged.

/** Storefront variant: premium (Getty-style) or subscription-style (iStock-style). */
export type SiteId = 'premium' | 'subscription';
export const SITE_IDS = ['premium', 'subscription'] as const satisfies readonly SiteId[];

export const FAMILIES = ['creative', 'editorial', 'creative,editorial'] as const;
export type Family = (typeof FAMILIES)[number];

export const ASSET_TYPES = ['image', 'film', 'videotemplate'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const EDITORIAL_PRODUCTS = ['archival', 'entertainment', 'fashion', 'news', 'sport'] as const;
export type EditorialProduct = (typeof EDITORIAL_PRODUCTS)[number];

export const SORT_ORDERS = ['best', 'newest', 'oldest', 'mostpopular'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const LICENSES = ['rf', 'rm', 'rr', 'rf,rm', 'rf,rr'] as const;
export type License = (typeof LICENSES)[number];

// The presets are the ones an editorial desk picks from; 'daterange' switches to begindate/enddate.
export const RECENCIES = [
  'anydate',
  'last24hours',
  'last48hours',
  'last72hours',
  'lastweek',
  'lastmonth',
  'lastyear',
  'daterange',
] as const;
export type Recency = (typeof RECENCIES)[number];

export const PHRASE_PROCESSING_MODES = [
  'default',
  'includenaturallanguage',
  'excludenaturallanguage',
] as const;
export type PhraseProcessing = (typeof PHRASE_PROCESSING_MODES)[number];

export const RECOMMEND_CONFIGS = ['none', 'recommendonly'] as const;
export type RecommendConfig = (typeof RECOMMEND_CONFIGS)[number];

export const OFFLINE_CONTENT_MODES = ['exclude', 'include'] as const;
export type OfflineContent = (typeof OFFLINE_CONTENT_MODES)[number];

// Premium Access customers narrow results to content cleared for every use; 'off' shows all.
export const ALLOWED_USES = ['off', 'availableforalluses'] as const;
export type AllowedUse = (typeof ALLOWED_USES)[number];

export const IMAGE_MEDIA_TYPES = ['photography', 'illustration', 'vector'] as const;
export const FILM_MEDIA_TYPES = ['footage', 'animation', 'motiongraphics'] as const;
export const MEDIA_TYPES = [...IMAGE_MEDIA_TYPES, ...FILM_MEDIA_TYPES] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

// A file type only narrows a media type (spec: unsetting mediatype removes assetfiletype),
// so its allowed values hang off the chosen media type.
export const ASSET_FILE_TYPES_BY_MEDIA_TYPE = {
  photography: ['jpg'],
  illustration: ['jpg', 'png', 'eps'],
  vector: ['eps', 'ai', 'svg'],
  footage: ['mov', 'mp4'],
  animation: ['mov', 'mp4'],
  motiongraphics: ['mov', 'mp4'],
} as const satisfies Record<MediaType, readonly string[]>;
export const ASSET_FILE_TYPES = ['jpg', 'png', 'eps', 'ai', 'svg', 'mov', 'mp4'] as const;
export type AssetFileType = (typeof ASSET_FILE_TYPES)[number];

export const ORIENTATIONS = [
  'horizontal',
  'vertical',
  'square',
  'panoramic_horizontal',
  'panoramic_vertical',
] as const;
export const NUMBERS_OF_PEOPLE = ['none', 'one', 'two', 'group'] as const;
export const AGES_OF_PEOPLE = [
  'newborn',
  'baby',
  'child',
  'teenager',
  'young_adult',
  'adult',
  'adults_only',
  'mature_adult',
  'senior_adult',
] as const;
export const ETHNICITIES = [
  'black',
  'white',
  'east_asian',
  'hispanic_latinx',
  'japanese',
  'middle_eastern',
  'multiracial_person',
  'multiethnic_group',
  'native_american_first_nations',
  'pacific_islander',
  'south_asian',
  'southeast_asian',
] as const;
export const COMPOSITIONS = [
  'abstract',
  'candid',
  'close_up',
  'copy_space',
  'cut_out',
  'full_frame',
  'full_length',
  'headshot',
  'looking_at_camera',
  'macro',
  'medium_shot',
  'part_of_a_series',
  'portrait',
  'sparse',
  'still_life',
  'three_quarter_length',
  'waist_up',
  'wide_shot',
] as const;
export const MOODS = ['black_and_white', 'bold', 'cool', 'dramatic', 'natural', 'vivid', 'warm'] as const;
// Minimum image size, smallest first.
export const IMAGE_SIZES = ['x_small', 'small', 'medium', 'large', 'x_large', 'xx_large'] as const;
export const RELEASE_STATUSES = ['release_not_important', 'fully_released'] as const;
export const FILM_DEFINITIONS = ['sd', 'hd', '4k'] as const;
export const FRAME_RATES = ['23.98', '24', '25', '29.97', '30', '50', '59.94', '60'] as const;
export const VIEWPOINTS = [
  'lockdown',
  'panning',
  'tracking_shot',
  'aerial_view',
  'high_angle_view',
  'low_angle_view',
  'tilt',
  'point_of_view',
] as const;
export const IMAGE_TECHNIQUES = [
  'realtime',
  'time_lapse',
  'slow_motion',
  'color',
  'black_and_white',
  'animation',
  'selective_focus',
] as const;
// A suppress-correction flag is either present ('true') or absent; 'false' means absent.
export const CORRECTION_SUPPRESSIONS = ['true'] as const;

// Limits on free-form values. They keep URLs and backend queries bounded.
export const PHRASE_MAX_LENGTH = 500;
export const TEXT_VALUE_MAX_LENGTH = 200;
export const ID_VALUE_MAX_LENGTH = 100;
export const IMAGE_URL_MAX_LENGTH = 2048;
export const MULTI_VALUE_MAX_ITEMS = 50;
/** Deepest results page a search may request. */
export const SEARCH_PAGE_MAX = 1000;
export const FIRST_PAGE = 1;
/** Longest clip the video-duration filter can ask for (one hour). */
export const VIDEO_DURATION_MAX_SECONDS = 3600;

/** How a free-form single value is checked and normalised. */
export type ValueFormat = 'text' | 'id' | 'page' | 'seconds' | 'date' | 'color' | 'url';

export type ParameterDefinition =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'single'; readonly values: readonly string[] }
  | { readonly kind: 'single'; readonly format: ValueFormat; readonly maxLength?: number }
  | { readonly kind: 'multi'; readonly values: readonly string[] }
  | { readonly kind: 'multi'; readonly format: 'id' };

function oneOf<const V extends readonly string[]>(values: V) {
  return { kind: 'single', values } as const;
}
function anyOf<const V extends readonly string[]>(values: V) {
  return { kind: 'multi', values } as const;
}
function single<const F extends ValueFormat>(format: F, maxLength?: number) {
  return maxLength === undefined
    ? ({ kind: 'single', format } as const)
    : ({ kind: 'single', format, maxLength } as const);
}
const FLAG = { kind: 'boolean' } as const;
const IDS = { kind: 'multi', format: 'id' } as const;

/**
 * The parameter table, in spec §3 order. Its key order is also the parameter order of every
 * URL the codec writes, which keeps addresses (and caches keyed on them) deterministic.
 */
export const SEARCH_PARAMETERS = {
  phrase: single('text', PHRASE_MAX_LENGTH),
  page: single('page'),
  family: oneOf(FAMILIES),
  assettype: oneOf(ASSET_TYPES),
  editorialproducts: oneOf(EDITORIAL_PRODUCTS),
  mediatype: oneOf(MEDIA_TYPES),
  assetfiletype: oneOf(ASSET_FILE_TYPES),
  sortorder: oneOf(SORT_ORDERS),
  recency: oneOf(RECENCIES),
  alloweduse: oneOf(ALLOWED_USES),
  phraseprocessing: oneOf(PHRASE_PROCESSING_MODES),
  stackid: single('id'),
  clarifications: single('text', TEXT_VALUE_MAX_LENGTH),
  recentlyviewed: single('text', TEXT_VALUE_MAX_LENGTH),
  curatedset: single('id'),
  artistexact: single('text', TEXT_VALUE_MAX_LENGTH),
  morelikethis: single('id'),
  license: oneOf(LICENSES),
  excludenudity: FLAG,
  bwonly: FLAG,
  _colorindex: single('color'),
  videodurationmin: single('seconds'),
  videodurationmax: single('seconds'),
  offlinecontent: oneOf(OFFLINE_CONTENT_MODES),
  specificpeople: IDS,
  suppresspeoplecorrection: oneOf(CORRECTION_SUPPRESSIONS),
  suppressfamilycorrection: oneOf(CORRECTION_SUPPRESSIONS),
  suppressphrasecorrection: oneOf(CORRECTION_SUPPRESSIONS),
  events: IDS,
  premiumaccess: single('id'),
  easyaccess: single('id'),
  editorialsubscription: single('id'),
  recommendconfig: oneOf(RECOMMEND_CONFIGS),
  imagesize: oneOf(IMAGE_SIZES),
  orientations: anyOf(ORIENTATIONS),
  locations: IDS,
  ethnicity: anyOf(ETHNICITIES),
  ageofpeople: anyOf(AGES_OF_PEOPLE),
  numberofpeople: anyOf(NUMBERS_OF_PEOPLE),
  mood: oneOf(MOODS),
  embeddable: FLAG,
  groupbyevent: FLAG,
  istockexclusive: FLAG,
  agreements: IDS,
  collections: IDS,
  compositions: anyOf(COMPOSITIONS),
  eventid: single('id'),
  parenteventid: single('id'),
  begindate: single('date'),
  enddate: single('date'),
  filmdefinition: anyOf(FILM_DEFINITIONS),
  framerate: anyOf(FRAME_RATES),
  imagetechnique: anyOf(IMAGE_TECHNIQUES),
  viewpoint: anyOf(VIEWPOINTS),
  releasestatus: oneOf(RELEASE_STATUSES),
  editorialsources: IDS,
  contributor: single('text', TEXT_VALUE_MAX_LENGTH),
  searchbyimage: single('id'),
  imageurl: single('url', IMAGE_URL_MAX_LENGTH),
} as const satisfies Record<string, ParameterDefinition>;

type Definitions = typeof SEARCH_PARAMETERS;
export type ParameterName = keyof Definitions;

type ValueOf<D> = D extends { kind: 'boolean' }
  ? boolean
  : D extends { kind: 'multi'; values: readonly (infer V)[] }
    ? readonly V[]
    : D extends { kind: 'multi' }
      ? readonly string[]
      : D extends { values: readonly (infer V)[] }
        ? V
        : string;

export type ParameterValueOf<N extends ParameterName> = ValueOf<Definitions[N]>;

/**
 * The search state: multi-values as arrays, booleans as booleans, everything else as text
 * (page included, because it is read from and written to the address as text). An absent key
 * means "not set"; a boolean filter that is off is absent rather than false.
 */
export type SearchParameters = { readonly [N in ParameterName]?: ParameterValueOf<N> };

/** Any value a parameter can hold, before it is checked against its definition. */
export type ParameterValue = string | boolean | readonly string[];

export type BooleanParameterName = {
  [N in ParameterName]: Definitions[N] extends { kind: 'boolean' } ? N : never;
}[ParameterName];
export type MultiValueParameterName = {
  [N in ParameterName]: Definitions[N] extends { kind: 'multi' } ? N : never;
}[ParameterName];

export const PARAMETER_NAMES = Object.keys(SEARCH_PARAMETERS) as readonly ParameterName[];

export function isParameterName(name: string): name is ParameterName {
  return Object.hasOwn(SEARCH_PARAMETERS, name);
}

export function parameterDefinition(name: ParameterName): ParameterDefinition {
  return SEARCH_PARAMETERS[name];
}

export const BOOLEAN_PARAMETERS = PARAMETER_NAMES.filter(
  (name) => SEARCH_PARAMETERS[name].kind === 'boolean',
) as readonly BooleanParameterName[];

export const MULTI_VALUE_PARAMETERS = PARAMETER_NAMES.filter(
  (name) => SEARCH_PARAMETERS[name].kind === 'multi',
) as readonly MultiValueParameterName[];

export function isBooleanParameter(name: ParameterName): name is BooleanParameterName {
  return SEARCH_PARAMETERS[name].kind === 'boolean';
}

export function isMultiValueParameter(name: ParameterName): name is MultiValueParameterName {
  return SEARCH_PARAMETERS[name].kind === 'multi';
}

/** Changing any of these changes what is being searched, not just how it is filtered. */
export const SCOPE_PARAMETERS = [
  'family',
  'assettype',
  'editorialproducts',
] as const satisfies readonly ParameterName[];

/** The filters that still apply when the phrase is an asset id: they decide who may license it. */
export const AGREEMENT_PARAMETERS = [
  'premiumaccess',
  'easyaccess',
  'editorialsubscription',
  'agreements',
] as const satisfies readonly ParameterName[];
