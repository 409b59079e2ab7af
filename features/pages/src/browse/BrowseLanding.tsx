import { toSearchUrl } from '@lightbox/core/search';
import { href, type PageRenderContext, type Translator } from '@lightbox/ui';
import type { PagesMessageKey } from '../messages/en-us';
import { isSearchable, type Landing, landingSearch } from './landings';
import type { LandingData } from './repository';

/** A browse landing: popular searches, the rows written down for it (landing_rows), its curated sets. */
export function BrowseLanding({
  page,
  slots,
  tp,
  landing,
  data,
}: Pick<PageRenderContext, 'page' | 'slots'> & {
  tp: Translator<PagesMessageKey>;
  landing: Landing;
  data: LandingData;
}) {
  const searchFor = (extra: Parameters<typeof landingSearch>[1]) =>
    href(page, toSearchUrl(landingSearch(landing, extra)));
  const searchable = isSearchable(landing);
  // Rows of many pictures use smaller tiles, so a phone shows two across rather than a long column.
  const tileHeight = landing.collectionCode || landing.unreleased ? 90 : 160;
  const count = tp.t('pages.browse.count', { total: data.total });
  return (
    <div className="lb-browse">
      <section className="lb-browse__hero">
        <div className="container">
          <h1>{tp.t(landing.title)}</h1>
          <p className="lb-info__lead">{tp.t(landing.summary)}</p>
          {landing.note && (
            <p className="lb-browse__note">{tp.t(landing.note, { name: data.collectionName ?? '' })}</p>
          )}
          {slots.SearchBar()}
          <p className="lb-browse__count">
            {searchable ? <a href={searchFor({})}>{count}</a> : count}
            {landing.family === 'editorial' && (
              // The search application's editorial landing (events, people, places).
              <>
                {' · '}
                <a href={href(page, '/search/editorial')}>{tp.t('pages.browse.events')}</a>
              </>
            )}
          </p>
        </div>
      </section>
      <div className="container">
        {searchable && data.keywords.length > 0 && (
          <section className="lb-section" aria-labelledby="lb-browse-popular">
            <h2 id="lb-browse-popular">{tp.t('pages.browse.popular')}</h2>
            <ul className="lb-browse__chips">
              {data.keywords.map((keyword) => (
                <li key={keyword}>
                  <a href={searchFor({ phrase: keyword })}>{keyword}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {data.rows.map((row) => (
          <section key={row.id} className="lb-section" aria-labelledby={`lb-browse-${row.id}`}>
            <div className="lb-browse__row-head">
              <h2 id={`lb-browse-${row.id}`}>
                {row.title ??
                  (row.source.kind === 'collection'
                    ? tp.t('pages.browse.collection', { name: row.source.name })
                    : row.source.name)}
              </h2>
              {row.source.kind === 'set' ? (
                <a href={href(page, `/sets/${row.source.slug}`)}>
                  {tp.t('pages.browse.seeAll', { total: row.total })}
                </a>
              ) : (
                searchable && (
                  <a href={searchFor({ collections: [row.source.code] })}>
                    {tp.t('pages.browse.seeAll', { total: row.total })}
                  </a>
                )
              )}
            </div>
            <ul className="lb-browse__row">
              {row.assets.map((a) => (
                <li
                  key={a.id}
                  style={{
                    flexGrow: a.width / a.height,
                    flexBasis: `${Math.round((tileHeight * a.width) / a.height)}px`,
                  }}
                >
                  <a href={href(page, `/detail/${a.id}`)}>
                    <img
                      src={`/media/${a.id}/thumb.jpg`}
                      alt={a.title}
                      width={Math.round((240 * a.width) / a.height)}
                      height={240}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {data.sets.length > 0 && (
          <section className="lb-section" aria-labelledby="lb-browse-sets">
            <h2 id="lb-browse-sets">{tp.t('pages.sitemap.curatedSets')}</h2>
            <ul className="lb-browse__chips">
              {data.sets.map((set) => (
                <li key={set.slug}>
                  <a href={href(page, `/sets/${set.slug}`)}>{set.name}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
