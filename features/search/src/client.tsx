import { readPageContext } from '@lightbox/ui';
import { hydrateRoot } from 'react-dom/client';
import { SEARCH_APP_DATA_ID, SEARCH_APP_ROOT_ID, SearchApp, type SearchAppView } from './ui/SearchApp';

/** Browser entry of the search application unit, served from /search/assets/. */
const root = document.getElementById(SEARCH_APP_ROOT_ID);
const data = document.getElementById(SEARCH_APP_DATA_ID)?.textContent;
if (root && data) {
  const view = JSON.parse(data) as SearchAppView;
  hydrateRoot(root, <SearchApp page={readPageContext(document)} view={view} />);
}
