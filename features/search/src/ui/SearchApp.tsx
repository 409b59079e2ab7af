import { type PageContext, useTranslator } from '@lightbox/ui';
import type { AssetCard, AssetDetail } from '../presenters';
import type { SearchResult } from '../service';
import { AssetDetailPage } from './AssetDetailPage';
import { EditorialLanding, type EditorialView } from './EditorialLanding';
import { SearchResultsPage } from './SearchResultsPage';

export type SearchAppView =
  | { kind: 'search'; result: SearchResult }
  | {
      kind: 'detail';
      asset: AssetDetail;
      related: AssetCard[];
      /** The purchase feature's licence options, server-rendered HTML with plain forms. */
      licencePanelHtml?: string;
      /** The site's public address, for the absolute links of the licence metadata. */
      origin?: string;
    }
  | ({ kind: 'editorial' } & EditorialView);

/** The search application: rendered on the server, hydrated in the browser with the same data. */
export function SearchApp({ page, view }: { page: PageContext; view: SearchAppView }) {
  const t = useTranslator(page);
  if (view.kind === 'editorial') return <EditorialLanding view={view} page={page} t={t} />;
  return view.kind === 'search' ? (
    <SearchResultsPage initial={view.result} page={page} t={t} />
  ) : (
    <AssetDetailPage
      asset={view.asset}
      related={view.related}
      page={page}
      t={t}
      licencePanelHtml={view.licencePanelHtml}
      origin={view.origin}
    />
  );
}

export const SEARCH_APP_ROOT_ID = 'search-app';
export const SEARCH_APP_DATA_ID = 'search-app-data';
