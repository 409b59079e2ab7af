// Which parameters exist for which site × family × asset type (spec §5 "Allowed parameters"),
// and which sortorder / license / media values a scope allows. Everything is data: to change
// where a filter is offered, change its row.

import {
  ASSET_FILE_TYPES,
  ASSET_FILE_TYPES_BY_MEDIA_TYPE,
  ASSET_TYPES,
  type AssetFileType,
  type AssetType,
  FILM_MEDIA_TYPES,
  IMAGE_MEDIA_TYPES,
  LICENSES,
  type License,
  type MediaType,
  PARAMETER_NAMES,
  type ParameterName,
  type SearchParameters,
  SITE_IDS,
  type SiteId,
  SORT_ORDERS,
  type SortOrder,
} from './parameters';
import { type FamilyScope, type SearchScope, searchScope } from './scope';

export interface ParameterAvailability {
  readonly sites: readonly SiteId[];
  readonly families: readonly FamilyScope[];
  readonly assetTypes: readonly AssetType[];
  /** Kept when the phrase is an asset id, where only who-may-license-it filters still matter. */
  readonly inAssetIdSearch: boolean;
}

const ANY_SITE = SITE_IDS;
const PREMIUM = ['premium'] as const;
const SUBSCRIPTION = ['subscription'] as const;

const ANY_FAMILY = ['creative', 'editorial', 'both'] as const;
const CREATIVE = ['creative'] as const;
const EDITORIAL = ['editorial'] as const;
const WITH_CREATIVE = ['creative', 'both'] as const;
const WITH_EDITORIAL = ['editorial', 'both'] as const;

const ANY_TYPE = ASSET_TYPES;
const IMAGE = ['image'] as const;
const FILM = ['film'] as const;
const IMAGE_OR_FILM = ['image', 'film'] as const;

function row(
  sites: readonly SiteId[],
  families: readonly FamilyScope[],
  assetTypes: readonly AssetType[],
  inAssetIdSearch = false,
): ParameterAvailability {
  return { sites, families, assetTypes, inAssetIdSearch };
}
const KEPT_FOR_ASSET_ID = true;

/** The availability table: one row per parameter (the compiler insists on all of them). */
export const PARAMETER_AVAILABILITY = {
  phrase: row(ANY_SITE, ANY_FAMILY, ANY_TYPE, KEPT_FOR_ASSET_ID),
  page: row(ANY_SITE, ANY_FAMILY, ANY_TYPE, KEPT_FOR_ASSET_ID),
  family: row(ANY_SITE, ANY_FAMILY, ANY_TYPE, KEPT_FOR_ASSET_ID),
  assettype: row(ANY_SITE, ANY_FAMILY, ANY_TYPE, KEPT_FOR_ASSET_ID),
  editorialproducts: row(ANY_SITE, EDITORIAL, IMAGE_OR_FILM),
  mediatype: row(ANY_SITE, WITH_CREATIVE, IMAGE_OR_FILM),
  assetfiletype: row(ANY_SITE, WITH_CREATIVE, IMAGE_OR_FILM),
  sortorder: row(ANY_SITE, ANY_FAMILY, ANY_TYPE),
  recency: row(ANY_SITE, WITH_EDITORIAL, IMAGE_OR_FILM),
  alloweduse: row(PREMIUM, ANY_FAMILY, IMAGE_OR_FILM),
  phraseprocessing: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
  stackid: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
  clarifications: row(ANY_SITE, ANY_FAMILY, ANY_TYPE),
  recentlyviewed: row(ANY_SITE, ANY_FAMILY, ANY_TYPE),
  curatedset: row(ANY_SITE, ANY_FAMILY, ANY_TYPE),
  artistexact: row(ANY_SITE, ANY_FAMILY, ANY_TYPE),
  morelikethis: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
  // Everything on the subscription site is royalty-free, so there is no licence to choose.
  license: row(PREMIUM, ANY_FAMILY, IMAGE_OR_FILM),
  excludenudity: row(ANY_SITE, CREATIVE, IMAGE_OR_FILM),
  bwonly: row(ANY_SITE, ANY_FAMILY, IMAGE),
  _colorindex: row(ANY_SITE, WITH_CREATIVE, IMAGE),
  videodurationmin: row(ANY_SITE, ANY_FAMILY, FILM),
  videodurationmax: row(ANY_SITE, ANY_FAMILY, FILM),
  offlinecontent: row(PREMIUM, ANY_FAMILY, IMAGE_OR_FILM),
  specificpeople: row(ANY_SITE, WITH_EDITORIAL, IMAGE_OR_FILM),
  suppresspeoplecorrection: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
  suppressfamilycorrection: row(ANY_SITE, ANY_FAMILY, ANY_TYPE),
  suppressphrasecorrection: row(ANY_SITE, ANY_FAMILY, ANY_TYPE),
  events: row(ANY_SITE, WITH_EDITORIAL, IMAGE_OR_FILM),
  premiumaccess: row(PREMIUM, ANY_FAMILY, IMAGE_OR_FILM, KEPT_FOR_ASSET_ID),
  easyaccess: row(PREMIUM, ANY_FAMILY, IMAGE_OR_FILM, KEPT_FOR_ASSET_ID),
  editorialsubscription: row(PREMIUM, WITH_EDITORIAL, IMAGE_OR_FILM, KEPT_FOR_ASSET_ID),
  recommendconfig: row(ANY_SITE, EDITORIAL, IMAGE),
  imagesize: row(ANY_SITE, ANY_FAMILY, IMAGE),
  orientations: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
  locations: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
  ethnicity: row(ANY_SITE, WITH_CREATIVE, IMAGE_OR_FILM),
  ageofpeople: row(ANY_SITE, WITH_CREATIVE, IMAGE_OR_FILM),
  numberofpeople: row(ANY_SITE, WITH_CREATIVE, IMAGE_OR_FILM),
  mood: row(ANY_SITE, WITH_CREATIVE, IMAGE),
  embeddable: row(PREMIUM, ANY_FAMILY, IMAGE),
  groupbyevent: row(ANY_SITE, WITH_EDITORIAL, IMAGE),
  istockexclusive: row(SUBSCRIPTION, WITH_CREATIVE, IMAGE_OR_FILM),
  agreements: row(ANY_SITE, ANY_FAMILY, ANY_TYPE, KEPT_FOR_ASSET_ID),
  collections: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
  compositions: row(ANY_SITE, WITH_CREATIVE, IMAGE_OR_FILM),
  eventid: row(ANY_SITE, WITH_EDITORIAL, IMAGE_OR_FILM),
  parenteventid: row(ANY_SITE, WITH_EDITORIAL, IMAGE_OR_FILM),
  begindate: row(ANY_SITE, WITH_EDITORIAL, IMAGE_OR_FILM),
  enddate: row(ANY_SITE, WITH_EDITORIAL, IMAGE_OR_FILM),
  filmdefinition: row(ANY_SITE, ANY_FAMILY, FILM),
  framerate: row(ANY_SITE, ANY_FAMILY, FILM),
  imagetechnique: row(ANY_SITE, ANY_FAMILY, FILM),
  viewpoint: row(ANY_SITE, ANY_FAMILY, FILM),
  releasestatus: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
  editorialsources: row(ANY_SITE, WITH_EDITORIAL, IMAGE_OR_FILM),
  contributor: row(ANY_SITE, ANY_FAMILY, ANY_TYPE),
  searchbyimage: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
  imageurl: row(ANY_SITE, ANY_FAMILY, IMAGE_OR_FILM),
} as const satisfies Record<ParameterName, ParameterAvailability>;

/** Shortest all-digit phrase read as an asset id; shorter numbers (years, counts) are words. */
export const ASSET_ID_MIN_DIGITS = 6;
// Asset ids are digits; the subscription site also shows them with a 'gm' prefix.
const ASSET_ID_PHRASE = new RegExp(`^(?:gm)?\\d{${ASSET_ID_MIN_DIGITS},}$`, 'i');

export function isAssetIdSearch(state: SearchParameters): boolean {
  return state.phrase !== undefined && ASSET_ID_PHRASE.test(state.phrase);
}

export function isParameterAvailable(site: SiteId, state: SearchParameters, name: ParameterName): boolean {
  const { familyScope, assetType } = searchScope(state);
  const availability: ParameterAvailability = PARAMETER_AVAILABILITY[name];
  return (
    availability.sites.includes(site) &&
    availability.families.includes(familyScope) &&
    availability.assetTypes.includes(assetType) &&
    (availability.inAssetIdSearch || !isAssetIdSearch(state))
  );
}

/** The parameters a search in this state may carry, in canonical order. */
export function availableSearchParameters(site: SiteId, state: SearchParameters): readonly ParameterName[] {
  return PARAMETER_NAMES.filter((name) => isParameterAvailable(site, state, name));
}

interface ValueExclusion<V> {
  readonly applies: (scope: SearchScope) => boolean;
  readonly excludes: readonly V[];
}

/** Spec §5 "Excluded sortorder values", exactly. */
export const SORT_ORDER_EXCLUSIONS: readonly ValueExclusion<SortOrder>[] = [
  { applies: (scope) => scope.family === 'creative', excludes: ['oldest'] },
  {
    applies: (scope) => scope.family === 'editorial' && scope.editorialProduct === 'archival',
    excludes: ['best'],
  },
  { applies: (scope) => scope.assetType === 'videotemplate', excludes: ['mostpopular', 'newest', 'oldest'] },
];

/** Spec §5 "Excluded license values", exactly. */
export const LICENSE_EXCLUSIONS: readonly ValueExclusion<License>[] = [
  { applies: (scope) => scope.assetType === 'image', excludes: ['rr', 'rf,rr'] },
  { applies: (scope) => scope.assetType === 'film', excludes: ['rm', 'rf,rm'] },
];

function allowedValues<V>(
  values: readonly V[],
  exclusions: readonly ValueExclusion<V>[],
  state: SearchParameters,
) {
  const scope = searchScope(state);
  const excluded = new Set(
    exclusions.filter((exclusion) => exclusion.applies(scope)).flatMap((e) => e.excludes),
  );
  return values.filter((value) => !excluded.has(value));
}

export function allowedSortOrders(state: SearchParameters): readonly SortOrder[] {
  return allowedValues(SORT_ORDERS, SORT_ORDER_EXCLUSIONS, state);
}

export function allowedLicenses(state: SearchParameters): readonly License[] {
  return allowedValues(LICENSES, LICENSE_EXCLUSIONS, state);
}

const MEDIA_TYPES_BY_ASSET_TYPE: Readonly<Record<AssetType, readonly MediaType[]>> = {
  image: IMAGE_MEDIA_TYPES,
  film: FILM_MEDIA_TYPES,
  videotemplate: [],
};

export function allowedMediaTypes(state: SearchParameters): readonly MediaType[] {
  return MEDIA_TYPES_BY_ASSET_TYPE[searchScope(state).assetType];
}

/** The file types of the chosen media type, or of every media type the asset type offers. */
export function allowedAssetFileTypes(state: SearchParameters): readonly AssetFileType[] {
  const mediaTypes = state.mediatype === undefined ? allowedMediaTypes(state) : [state.mediatype];
  const fileTypes = new Set<AssetFileType>(
    mediaTypes.flatMap((mediaType) => ASSET_FILE_TYPES_BY_MEDIA_TYPE[mediaType]),
  );
  return ASSET_FILE_TYPES.filter((fileType) => fileTypes.has(fileType));
}

function withoutDisallowed<N extends 'sortorder' | 'license' | 'mediatype' | 'assetfiletype'>(
  state: SearchParameters,
  name: N,
  allowed: readonly string[],
): SearchParameters {
  const value = state[name];
  if (value === undefined || allowed.includes(value)) return state;
  const { [name]: _dropped, ...rest } = state;
  return rest;
}

/**
 * Drops every parameter the scope does not offer and every value it excludes. Media type goes
 * before file type because the file types on offer depend on the media type that survives.
 */
export function restrictToAvailable(state: SearchParameters, site: SiteId): SearchParameters {
  const available = new Set(availableSearchParameters(site, state));
  let next: SearchParameters = Object.fromEntries(
    Object.entries(state).filter(([name]) => available.has(name as ParameterName)),
  );
  next = withoutDisallowed(next, 'sortorder', allowedSortOrders(next));
  next = withoutDisallowed(next, 'license', allowedLicenses(next));
  next = withoutDisallowed(next, 'mediatype', allowedMediaTypes(next));
  next = withoutDisallowed(next, 'assetfiletype', allowedAssetFileTypes(next));
  return next;
}
