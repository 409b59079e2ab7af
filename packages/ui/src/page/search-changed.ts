/**
 * The search application changes the address without a page load (filters, related searches,
 * corrections, back and forward); remote components outside it, such as the SearchBar, hear
 * of it through this window event and show the search that is now on screen.
 */
export const SEARCH_CHANGED_EVENT = 'lightbox:search-changed';

export interface SearchChanged {
  phrase: string;
  assetType: string;
  /** The family searched; absent for both. */
  family?: string;
}

export function announceSearchChanged(detail: SearchChanged): void {
  window.dispatchEvent(new CustomEvent<SearchChanged>(SEARCH_CHANGED_EVENT, { detail }));
}

/** Calls `listener` on each change; returns the function that stops listening. */
export function onSearchChanged(listener: (detail: SearchChanged) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SearchChanged>).detail);
  window.addEventListener(SEARCH_CHANGED_EVENT, handle);
  return () => window.removeEventListener(SEARCH_CHANGED_EVENT, handle);
}

/**
 * A new result set is on screen without a page load (filters, paging, sort, back and forward):
 * the analytics feature reports it as it reports the server's first set.
 */
export const SEARCH_RESULTS_EVENT = 'lightbox:search-results';

export interface SearchResultsShown {
  searchParameters: Readonly<Record<string, unknown>>;
  assets: ReadonlyArray<{
    id: number;
    family: 'creative' | 'editorial';
    assetType: 'image' | 'film' | 'videotemplate';
  }>;
  total: number;
  page: number;
  paAgreements?: readonly unknown[];
}

export function announceSearchResults(result: SearchResultsShown): void {
  const detail: SearchResultsShown = {
    searchParameters: result.searchParameters,
    assets: result.assets.map(({ id, family, assetType }) => ({ id, family, assetType })),
    total: result.total,
    page: result.page,
    ...(result.paAgreements && { paAgreements: result.paAgreements }),
  };
  window.dispatchEvent(new CustomEvent<SearchResultsShown>(SEARCH_RESULTS_EVENT, { detail }));
}

export function onSearchResults(listener: (result: SearchResultsShown) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SearchResultsShown>).detail);
  window.addEventListener(SEARCH_RESULTS_EVENT, handle);
  return () => window.removeEventListener(SEARCH_RESULTS_EVENT, handle);
}
