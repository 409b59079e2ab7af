import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { SearchQuery } from '../domain/query';
import { SORT_ORDERS, searchPath } from '../domain/search-path';
import type { SearchResult } from '../service';
import { AssetGrid } from './AssetTile';

function Tabs({ result, page, t }: { result: SearchResult; page: PageContext; t: Translator }) {
  const q = result.searchParameters;
  const tabs = [
    { type: 'image' as const, label: t.t('search.tabs.images'), count: result.counts.images },
    { type: 'film' as const, label: t.t('search.tabs.film'), count: result.counts.films },
  ];
  return (
    <nav className="lb-tabs" aria-label={t.t('search.tabs.label')}>
      {tabs.map((tab) => (
        <a
          key={tab.type}
          href={href(
            page,
            searchPath({
              ...q,
              assettype: tab.type,
              page: 1,
              mediatype: tab.type === 'film' ? undefined : q.mediatype,
            }),
          )}
          aria-current={q.assettype === tab.type ? 'page' : undefined}
        >
          {tab.label}
          <span className="lb-count">{t.formatNumber(tab.count)}</span>
        </a>
      ))}
    </nav>
  );
}

function SortControl({ query, page, t }: { query: SearchQuery; page: PageContext; t: Translator }) {
  return (
    <form className="lb-sort" method="get" action={href(page, `/search/2/${query.assettype}`)}>
      {query.phrase && <input type="hidden" name="phrase" value={query.phrase} />}
      {query.family !== 'creative,editorial' && <input type="hidden" name="family" value={query.family} />}
      {query.mediatype && <input type="hidden" name="mediatype" value={query.mediatype} />}
      <label htmlFor="lb-sortorder">{t.t('search.sort.label')}</label>
      <select
        id="lb-sortorder"
        name="sortorder"
        defaultValue={query.sortorder}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {SORT_ORDERS.map((s) => (
          <option key={s} value={s}>
            {t.t(`search.sort.${s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="lb-button lb-button--ghost">
          {t.t('searchbar.submit')}
        </button>
      </noscript>
    </form>
  );
}

function Pagination({ result, page, t }: { result: SearchResult; page: PageContext; t: Translator }) {
  const q = result.searchParameters;
  if (result.pages <= 1) return null;
  const link = (n: number) => href(page, searchPath({ ...q, page: n }));
  return (
    <nav className="lb-pagination" aria-label={t.t('search.pagination.label')}>
      {q.page > 1 ? (
        <a className="lb-button lb-button--ghost" href={link(q.page - 1)} rel="prev">
          {t.t('search.pagination.previous')}
        </a>
      ) : (
        <span aria-disabled="true">{t.t('search.pagination.previous')}</span>
      )}
      <span>{t.t('search.pagination.page', { page: q.page, pages: result.pages })}</span>
      {q.page < result.pages ? (
        <a className="lb-button" href={link(q.page + 1)} rel="next">
          {t.t('search.pagination.next')}
        </a>
      ) : (
        <span aria-disabled="true">{t.t('search.pagination.next')}</span>
      )}
    </nav>
  );
}

export function SearchResultsPage({
  result,
  page,
  t,
}: {
  result: SearchResult;
  page: PageContext;
  t: Translator;
}) {
  const q = result.searchParameters;
  return (
    <div className="container">
      <div className="lb-results-head">
        <div>
          <h1>{q.phrase ? t.t('search.heading', { phrase: q.phrase }) : t.t('search.headingAll')}</h1>
          <p className="lb-results-count" aria-live="polite">
            {t.t('search.results.count', { count: result.total })}
          </p>
        </div>
        <SortControl query={q} page={page} t={t} />
      </div>
      <Tabs result={result} page={page} t={t} />
      {result.assets.length === 0 ? (
        <div className="lb-empty">
          <h2>{t.t('search.empty.title', { phrase: q.phrase })}</h2>
          <p>{t.t('search.empty.hint')}</p>
        </div>
      ) : (
        <AssetGrid assets={result.assets} page={page} t={t} label={t.t('search.results.label')} />
      )}
      <Pagination result={result} page={page} t={t} />
    </div>
  );
}
