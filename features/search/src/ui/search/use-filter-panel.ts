import { createHttpClient, type PageContext } from '@lightbox/ui';
import { useEffect, useMemo, useState } from 'react';
import { PREFERENCES_PATH } from '../../preferences/routes-path';
import { FILTER_PANEL_KEY, type FilterPanelState, filterPanelOf } from '../../preferences/rules';
import type { SearchResult } from '../../service';

/** Below this width the panel starts closed unless the visitor chose otherwise (see search.css). */
const NARROW = '(max-width: 900px)';

/**
 * The filter panel's open or closed state, kept in the visitor's search preferences so the next
 * visit and the other pages of results show it as they left it. Unset, it is open on wide
 * screens and closed on narrow ones.
 */
export function useFilterPanel(page: PageContext, initial: SearchResult) {
  const [chosen, setChosen] = useState<FilterPanelState | undefined>(() =>
    filterPanelOf(initial.searchPreferences),
  );
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    setNarrow(query.matches);
    const change = () => setNarrow(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  const http = useMemo(() => createHttpClient({ prefix: page.prefix }), [page.prefix]);
  const open = chosen ? chosen === 'open' : !narrow;
  const toggle = () => {
    // Unset, the screen's width decides what the visitor sees, even before the effect above ran.
    const shown = chosen ? chosen === 'open' : !window.matchMedia(NARROW).matches;
    const next: FilterPanelState = shown ? 'closed' : 'open';
    setChosen(next);
    // The panel follows the click at once; a preference that could not be kept is only lost.
    http.put(PREFERENCES_PATH, { [FILTER_PANEL_KEY]: next }).catch(() => undefined);
  };
  return { open, chosen, toggle };
}
