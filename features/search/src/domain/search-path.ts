import type { SearchQuery } from './query';

/**
 * Constants and the address builder of the search query, free of validation code so the
 * browser bundle stays small. The complete parameter model lives in packages/core/src/search.
 */
export const PAGE_SIZE = 60;
/** Deep offset pages cost more than they help; a visitor refines instead. */
export const MAX_PAGE = 100;
export const PHRASE_MAX = 200;

export const ASSET_TYPES = ['image', 'film', 'videotemplate'] as const;
export const SORT_ORDERS = ['best', 'newest', 'oldest', 'mostpopular'] as const;
export const FAMILIES = ['creative', 'editorial', 'creative,editorial'] as const;
export const MEDIA_TYPES = ['photography', 'illustration', 'vector'] as const;

export type AssetType = (typeof ASSET_TYPES)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The page address for a query, with defaults left out so links stay short and canonical. */
export function searchPath(query: Partial<SearchQuery>): string {
  const type = query.assettype ?? 'image';
  const params = new URLSearchParams();
  if (query.phrase) params.set('phrase', query.phrase);
  if (query.family && query.family !== 'creative,editorial') params.set('family', query.family);
  if (query.mediatype) params.set('mediatype', query.mediatype);
  if (query.sortorder && query.sortorder !== 'best') params.set('sortorder', query.sortorder);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  return `/search/2/${type}${qs ? `?${qs}` : ''}`;
}
