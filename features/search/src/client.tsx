import { afterFirstPaint, readPageContext } from '@lightbox/ui';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SEARCH_APP_DATA_ID, SEARCH_APP_ROOT_ID, SearchApp, type SearchAppView } from './ui/SearchApp';

/** Browser entry of the search application unit, served from /search/assets/. */
const root = document.getElementById(SEARCH_APP_ROOT_ID);
const data = document.getElementById(SEARCH_APP_DATA_ID)?.textContent;
if (root && data) {
  const view = JSON.parse(data) as SearchAppView;
  // After the first paint, so the results show before any React work; in a transition, so React
  // hydrates in slices and yields between them: the 60 result tiles are not one long task (a
  // click on a part not yet hydrated hydrates that part first).
  void afterFirstPaint(window).then(() =>
    startTransition(() => {
      hydrateRoot(root, <SearchApp page={readPageContext(document)} view={view} />);
    }),
  );
}
