import {
  allowedSortOrders,
  applySearchAction,
  assetId,
  changePage,
  clearBatchDownload,
  type SearchAction,
  set as setParameter,
  toggleBatchDownloadAsset,
  withDefaults,
} from '@lightbox/core/search';
import { CsrfField, href, type PageContext, type Translator, useTranslator } from '@lightbox/ui';
import type { MouseEvent } from 'react';
import type { SearchMessageKey } from '../messages/en-us';
import type { SearchResult } from '../service';
import { AssetGrid } from './AssetTile';
import { AppliedFilters } from './filters/AppliedFilters';
import { FilterPanel } from './filters/FilterPanel';
import type { SearchT } from './filters/labels';
import { GalleryNotes } from './GalleryNotes';
import {
  type ActionLink,
  QueryCorrections,
  RelatedPreviews,
  RelatedSearches,
  searchedPhrase,
} from './Suggestions';
import { useFilterPanel } from './search/use-filter-panel';
import { addressOf, searchContext, useSearch } from './search/use-search';

type Dispatch = (...actions: SearchAction[]) => void;

/** A real link to the state actions lead to, taken over by the application when it runs. */
function useActionLink(page: PageContext, result: SearchResult, dispatch: Dispatch): ActionLink {
  return (...actions: SearchAction[]) => {
    const context = searchContext(page, result);
    const next = actions.reduce(
      (state, action) => applySearchAction(state, action, context),
      result.searchParameters,
    );
    return {
      href: href(page, addressOf(next)),
      onClick: (e: MouseEvent) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        dispatch(...actions);
        window.scrollTo({ top: 0 });
      },
    };
  };
}

function ScopeTabs({
  result,
  page,
  t,
  link,
}: {
  result: SearchResult;
  page: PageContext;
  t: Translator;
  link: ActionLink;
}) {
  const effective = withDefaults(result.searchParameters);
  const types = [
    { type: 'image' as const, label: t.t('search.tabs.images'), count: result.counts.images },
    { type: 'film' as const, label: t.t('search.tabs.film'), count: result.counts.films },
    {
      type: 'videotemplate' as const,
      label: t.t('searchbar.type.videotemplate'),
      count: result.counts.videotemplates,
    },
  ];
  const st = useTranslator<SearchMessageKey>(page);
  const families = ['creative,editorial', 'creative', 'editorial'] as const;
  return (
    <div className="lb-scope">
      <nav className="lb-tabs" aria-label={t.t('search.tabs.label')}>
        {types.map((tab) => (
          <a
            key={tab.type}
            {...link(setParameter('assettype', tab.type))}
            aria-current={effective.assettype === tab.type ? 'page' : undefined}
          >
            {tab.label}
            <span className="lb-count">{t.formatNumber(tab.count)}</span>
          </a>
        ))}
      </nav>
      {result.availableSearchParameters.includes('family') && (
        <nav className="lb-segmented" aria-label={st.t('search.param.family')}>
          {families.map((f) => (
            <a
              key={f}
              {...link(setParameter('family', f))}
              aria-current={effective.family === f ? 'page' : undefined}
            >
              {st.t(`search.value.family.${f}`)}
            </a>
          ))}
        </nav>
      )}
    </div>
  );
}

function SortControl({ result, t, dispatch }: { result: SearchResult; t: Translator; dispatch: Dispatch }) {
  if (!result.availableSearchParameters.includes('sortorder')) return null;
  const orders = allowedSortOrders(result.searchParameters);
  return (
    <div className="lb-sort">
      <label htmlFor="lb-sortorder">{t.t('search.sort.label')}</label>
      <select
        id="lb-sortorder"
        value={result.searchParameters.sortorder ?? 'best'}
        onChange={(e) => {
          const order = orders.find((o) => o === e.target.value);
          if (order) dispatch(setParameter('sortorder', order));
        }}
      >
        {orders.map((s) => (
          <option key={s} value={s}>
            {t.t(`search.sort.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Pagination({ result, t, link }: { result: SearchResult; t: Translator; link: ActionLink }) {
  if (result.pages <= 1) return null;
  return (
    <nav className="lb-pagination" aria-label={t.t('search.pagination.label')}>
      {result.page > 1 ? (
        <a className="lb-button lb-button--ghost" {...link(changePage(result.page - 1))} rel="prev">
          {t.t('search.pagination.previous')}
        </a>
      ) : (
        <span aria-disabled="true">{t.t('search.pagination.previous')}</span>
      )}
      <span>{t.t('search.pagination.page', { page: result.page, pages: result.pages })}</span>
      {result.page < result.pages ? (
        <a className="lb-button" {...link(changePage(result.page + 1))} rel="next">
          {t.t('search.pagination.next')}
        </a>
      ) : (
        <span aria-disabled="true">{t.t('search.pagination.next')}</span>
      )}
    </nav>
  );
}

function BatchBar({
  selection,
  page,
  st,
  onClear,
}: {
  selection: readonly (string | number)[];
  page: PageContext;
  st: SearchT;
  onClear: () => void;
}) {
  const count = selection.length;
  return (
    <section className="lb-batch" aria-label={st.t('search.batch.label')} hidden={count === 0}>
      <output aria-live="polite">{st.t('search.batch.selected', { count })}</output>
      {page.viewer && (
        // The downloads feature zips the ticked pictures the customer holds licences for.
        <form method="post" action={href(page, '/account/downloads/zip')}>
          <CsrfField />
          {selection.map((id) => (
            <input key={id} type="hidden" name="asset" value={id} />
          ))}
          <button type="submit" className="lb-button">
            {st.t('search.batch.download')}
          </button>
        </form>
      )}
      <button type="button" className="lb-button lb-button--ghost" onClick={onClear}>
        {st.t('search.batch.clear')}
      </button>
    </section>
  );
}

/** The results heading: a stack, a search by image, or a phrase. */
function headingOf(result: SearchResult, t: Translator, st: SearchT): string {
  const phrase = result.searchParameters.phrase;
  if (result.searchParameters.stackid) return st.t('search.results.stackHeading');
  if (result.searchImage) return st.t('search.results.byImageHeading');
  return phrase ? t.t('search.heading', { phrase }) : t.t('search.headingAll');
}

/** The picture a search by image compares with, or why it is gone. */
function SearchImageHead({ result, st }: { result: SearchResult; st: SearchT }) {
  const image = result.searchImage;
  if (!image) return null;
  if (image.thumbUrl === null) {
    return (
      <p className="lb-notice" role="status">
        {st.t('search.results.byImageExpired')}
      </p>
    );
  }
  return (
    <div className="lb-search-image">
      <img src={image.thumbUrl} alt={st.t('search.results.byImageAlt')} width={72} height={72} />
    </div>
  );
}

export function SearchResultsPage({
  initial,
  page,
  t,
}: {
  initial: SearchResult;
  page: PageContext;
  t: Translator;
}) {
  const st = useTranslator<SearchMessageKey>(page);
  const { result, loading, failed, dispatch, selection, select } = useSearch(page, initial);
  const panel = useFilterPanel(page, initial);
  const filtersOpen = panel.open;
  const panelClass = panel.chosen ? ` lb-search--filters-${panel.chosen}` : '';
  const link = useActionLink(page, result, dispatch);
  const phrase = searchedPhrase(result) || undefined;
  return (
    <div className={`container lb-search${panelClass}`}>
      <div className="lb-results-head">
        <div>
          <SearchImageHead result={result} st={st} />
          <h1>{headingOf(result, t, st)}</h1>
          <p className="lb-results-count" aria-live="polite">
            {loading
              ? st.t('search.filters.loading')
              : result.totalExact
                ? t.t('search.results.count', { count: result.total })
                : st.t('search.results.about', { count: result.total })}
          </p>
        </div>
        <div className="lb-results-tools">
          <button
            type="button"
            className="lb-button lb-button--ghost lb-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="lb-filter-panel"
            // Spec §7: reported only for experiment group ExpA (the analytics feature decides).
            data-track="click:search_panel_toggle"
            onClick={panel.toggle}
          >
            {st.t(filtersOpen ? 'search.filters.hide' : 'search.filters.show')}
          </button>
          <SortControl result={result} t={t} dispatch={dispatch} />
        </div>
      </div>
      <ScopeTabs result={result} page={page} t={t} link={link} />
      <div className="lb-search__body">
        <div id="lb-filter-panel" className="lb-search__filters">
          <FilterPanel result={result} page={page} t={st} dispatch={dispatch} />
        </div>
        <div className="lb-search__results" aria-busy={loading}>
          <AppliedFilters result={result} page={page} t={st} dispatch={dispatch} />
          <QueryCorrections result={result} t={st} link={link} />
          <GalleryNotes result={result} page={page} st={st} link={link} />
          <RelatedSearches result={result} page={page} t={st} link={link} />
          {failed && (
            <p className="lb-notice" role="alert">
              {st.t('search.filters.error')}
            </p>
          )}
          {result.assets.length === 0 ? (
            <div className="lb-empty">
              <h2>{t.t('search.empty.title', { phrase: phrase ?? '' })}</h2>
              <p>{t.t('search.empty.hint')}</p>
            </div>
          ) : (
            <AssetGrid
              assets={result.assets}
              page={page}
              t={t}
              label={t.t('search.results.label')}
              licensed={result.licensed}
              selection={{
                selected: selection,
                toggle: (id) => select(toggleBatchDownloadAsset(assetId(String(id)))),
                label: (title) => st.t('search.batch.select', { title }),
              }}
            />
          )}
          <Pagination result={result} t={t} link={link} />
          <RelatedPreviews result={result} page={page} t={st} link={link} />
        </div>
      </div>
      <BatchBar selection={selection} page={page} st={st} onClear={() => select(clearBatchDownload())} />
    </div>
  );
}
