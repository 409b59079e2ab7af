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
