// What a search is over (family × asset type × editorial product), read with the defaults a
// missing parameter stands for, plus the defaults themselves (spec §4 "Defaults").

import {
  type AssetType,
  type EditorialProduct,
  type Family,
  FIRST_PAGE,
  type License,
  type Recency,
  type SearchParameters,
} from './parameters';

export const DEFAULT_FAMILY: Family = 'creative,editorial';
/** Spec §2: /search/2/{type}, type defaults to image. */
export const DEFAULT_ASSET_TYPE: AssetType = 'image';
export const DEFAULT_RECENCY: Recency = 'anydate';
// Video templates have no licence choice, so they have no default either.
export const DEFAULT_LICENSE_BY_ASSET_TYPE: Readonly<Record<AssetType, License | undefined>> = {
  image: 'rf,rm',
  film: 'rf,rr',
  videotemplate: undefined,
};

/** The column of the availability table a family falls in. */
export type FamilyScope = 'creative' | 'editorial' | 'both';

export interface SearchScope {
  readonly family: Family;
  readonly familyScope: FamilyScope;
  readonly assetType: AssetType;
  readonly editorialProduct: EditorialProduct | undefined;
}

export function searchScope(state: SearchParameters): SearchScope {
  const family = state.family ?? DEFAULT_FAMILY;
  return {
    family,
    familyScope: family === 'creative,editorial' ? 'both' : family,
    assetType: state.assettype ?? DEFAULT_ASSET_TYPE,
    editorialProduct: state.editorialproducts,
  };
}

/** Editorial-only image searches get their own sorting, phrase processing and recommendations. */
export function isEditorialImageSearch(state: SearchParameters): boolean {
  const scope = searchScope(state);
  return scope.family === 'editorial' && scope.assetType === 'image';
}

/** True when editorial content is part of the results (editorial alone, or both families). */
export function includesEditorial(state: SearchParameters): boolean {
  return searchScope(state).familyScope !== 'creative';
}

export function pageNumber(state: SearchParameters): number {
  return state.page === undefined ? FIRST_PAGE : Number(state.page);
}

/**
 * The parameters a backend should search with: the state plus the value each missing parameter
 * stands for. The state itself stays sparse so that addresses stay short.
 */
export function withDefaults(state: SearchParameters): SearchParameters {
  const { family, assetType } = searchScope(state);
  const license = state.license ?? DEFAULT_LICENSE_BY_ASSET_TYPE[assetType];
  // Creative content has no meaningful date, so a creative search gets no recency at all.
  const recency = state.recency ?? (family === 'creative' ? undefined : DEFAULT_RECENCY);
  return {
    ...state,
    family,
    assettype: assetType,
    page: state.page ?? String(FIRST_PAGE),
    ...(license === undefined ? {} : { license }),
    ...(recency === undefined ? {} : { recency }),
  };
}
