import {
  type AssetId,
  applyAction,
  applySearchAction,
  availableSearchParameters,
  createGalleryState,
  type GalleryAction,
  parseSearchUrl,
  type SearchAction,
  type SearchContext,
  type SearchParameters,
  toSearchUrl,
} from '@lightbox/core/search';
import {
  announceSearchChanged,
  announceSearchResults,
  createHttpClient,
  href,
  type PageContext,
} from '@lightbox/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failLoading, finishLoading, startLoading } from '../../gallery-state';
import type { SearchResult } from '../../service';

/** The page address of a state; page 1 is the default, so it is left out. */
export function addressOf(params: SearchParameters): string {
  if (params.page !== '1') return toSearchUrl(params);
  const { page: _first, ...rest } = params;
  return toSearchUrl(rest);
}

/** The API path for a state (the client adds the prefix): the search address's query plus its type. */
export function apiPath(params: SearchParameters): string {
  const url = addressOf(params);
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const type = params.assettype ?? 'image';
  return `/search/api/assets?${query ? `${query}&` : ''}assettype=${type}`;
}

/** The context of the rules: the gallery state's search profile and the chosen event's counts. */
export function searchContext(page: PageContext, result: SearchResult): SearchContext {
  const { site: _, ...profile } = result.searchProfile;
  return {
    site: page.site,
    profile,
    ...(result.selectedEvent && { selectedEvent: result.selectedEvent }),
  };
}

/**
 * The search application's state: every change goes through the core rules, is written to
 * the address (so back, forward and shared links work) and fetches the new results.
 */
export function useSearch(page: PageContext, initial: SearchResult) {
  const [result, setResult] = useState(initial);
  const [selection, setSelection] = useState<readonly AssetId[]>([]);
  // The id of the latest search started (gallery state id): only its answer is taken.
  const latest = useRef(initial.id);
  // The shared client sends the anti-forgery header and follows a forced sign-in (spec sections 6, 7).
  const http = useMemo(() => createHttpClient({ prefix: page.prefix }), [page.prefix]);
  const resultRef = useRef(result);
  resultRef.current = result;

  const load = useCallback(
    async (params: SearchParameters, push: boolean) => {
      const ticket = ++latest.current;
      if (push) window.history.pushState({ lightboxSearch: true }, '', href(page, addressOf(params)));
      announceSearchChanged({
        phrase: params.phrase ?? '',
        assetType: params.assettype ?? 'image',
        ...(params.family && { family: params.family }),
      });
      // Controls show the change at once; the results follow when the server answers.
      setResult((current) => ({
        ...startLoading(current),
        id: ticket,
        searchParameters: params,
        availableSearchParameters: availableSearchParameters(page.site, params),
      }));
      try {
        const next = await http.get<SearchResult>(apiPath(params));
        setResult((current) => finishLoading(current, ticket, next));
        // Analytics hears of each new result set once, as it is shown (not of answers overtaken).
        if (ticket === latest.current) announceSearchResults(next);
      } catch {
        setResult((current) => failLoading(current, ticket));
      }
    },
    [page, http],
  );

  /** Applies actions in order (several form one change, e.g. a duration range) and searches once. */
  const dispatch = useCallback(
    (...actions: SearchAction[]) => {
      const current = resultRef.current;
      const context = searchContext(page, current);
      const next = actions.reduce(
        (state, action) => applySearchAction(state, action, context),
        current.searchParameters,
      );
      void load(next, true);
    },
    [page, load],
  );

  const select = useCallback(
    (action: GalleryAction) => {
      setSelection((current) => {
        const state = {
          ...createGalleryState(resultRef.current.searchParameters),
          batchDownloadAssets: current,
        };
        return applyAction(state, action, searchContext(page, resultRef.current)).batchDownloadAssets;
      });
    },
    [page],
  );

  useEffect(() => {
    // Tells tests (and anyone watching) that the application took over from the server's HTML.
    document.documentElement.dataset.searchApp = 'ready';
    const onPop = () => {
      const path = window.location.pathname.slice(page.prefix.length) || '/';
      if (!path.startsWith('/search/2')) return;
      void load(parseSearchUrl(`${path}${window.location.search}`, page.site), false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [page, load]);

  return {
    result,
    loading: result.loadingAssets,
    failed: result.status === 'failed',
    dispatch,
    selection,
    select,
  };
}
