import { toSearchUrl } from '@lightbox/core/search';
import { href, type PageContext, type Translator, useTranslator } from '@lightbox/ui';
import { useEffect } from 'react';
import type { BrowseValue, EditorialLandingData, EventPageData, EventSummary } from '../editorial/service';
import type { SearchMessageKey } from '../messages/en-us';
import { AssetGrid } from './AssetTile';

/** The editorial landing's address (spec §2 EditorialLanding); event pages add eventid or parenteventid. */
export const EDITORIAL_PATH = '/search/editorial';

export type EditorialView = { landing: EditorialLandingData } | { event: EventPageData };

type ST = Translator<SearchMessageKey>;

/** A parent event opens with its children (parenteventid); any other with its own assets (eventid). */
export function eventPath(event: Pick<EventSummary, 'id' | 'children'>): string {
  return event.children > 0
    ? `${EDITORIAL_PATH}?parenteventid=${event.id}`
    : `${EDITORIAL_PATH}?eventid=${event.id}`;
}

function dates(t: Translator, event: EventSummary): string {
  const begins = t.formatDate(`${event.beginsOn}T00:00:00Z`);
  return event.beginsOn === event.endsOn
    ? begins
    : `${begins} – ${t.formatDate(`${event.endsOn}T00:00:00Z`)}`;
}

function EventCard({
  event,
  page,
  t,
  st,
}: {
  event: EventSummary;
  page: PageContext;
  t: Translator;
  st: ST;
}) {
  return (
    <li className="lb-event-card">
      <a href={href(page, eventPath(event))}>
        <span className="lb-event-card__cover">
          {event.coverUrl && <img src={event.coverUrl} alt="" loading="lazy" decoding="async" />}
        </span>
        <span className="lb-event-card__product">
          {st.t(`search.value.editorialproducts.${event.editorialProduct}` as SearchMessageKey)}
        </span>
        <span className="lb-event-card__name">{event.name}</span>
        <span className="lb-event-card__meta">
          {dates(t, event)} · {event.location}
        </span>
        <span className="lb-event-card__meta">
          {st.t('search.editorial.assets', { count: event.assets })}
          {event.children > 0 && ` · ${st.t('search.editorial.childCount', { count: event.children })}`}
        </span>
      </a>
    </li>
  );
}

function EventRow({
  id,
  title,
  events,
  page,
  t,
  st,
  large,
}: {
  id: string;
  title: string;
  events: EventSummary[];
  page: PageContext;
  t: Translator;
  st: ST;
  large?: boolean;
}) {
  if (events.length === 0) return null;
  return (
    <section className="lb-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={`lb-event-cards${large ? ' lb-event-cards--large' : ''}`}>
        {events.map((e) => (
          <EventCard key={e.id} event={e} page={page} t={t} st={st} />
        ))}
      </ul>
    </section>
  );
}

function ValueList({
  id,
  title,
  values,
  page,
  st,
  parameter,
}: {
  id: string;
  title: string;
  values: BrowseValue[];
  page: PageContext;
  st: ST;
  parameter: 'specificpeople' | 'locations';
}) {
  if (values.length === 0) return null;
  return (
    <section className="lb-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="lb-browse-values">
        {values.map((v) => (
          <li key={v.slug}>
            <a href={href(page, toSearchUrl({ family: 'editorial', [parameter]: [v.slug] }))}>
              <img src={v.coverUrl} alt="" loading="lazy" decoding="async" />
              <span>
                <span className="lb-browse-values__name">{v.name}</span>
                <span className="lb-browse-values__count">
                  {st.t('search.editorial.assets', { count: v.assets })}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Landing({
  data,
  page,
  t,
  st,
}: {
  data: EditorialLandingData;
  page: PageContext;
  t: Translator;
  st: ST;
}) {
  return (
    <div className="container lb-editorial">
      <header className="lb-editorial__head">
        <h1>{st.t('search.editorial.title')}</h1>
        <p>{st.t('search.editorial.lead')}</p>
      </header>
      <EventRow
        id="lb-top-stories"
        title={st.t('search.editorial.topStories')}
        events={data.topStories}
        page={page}
        t={t}
        st={st}
        large
      />
      <EventRow
        id="lb-latest-events"
        title={st.t('search.editorial.latest')}
        events={data.latest}
        page={page}
        t={t}
        st={st}
      />
      <ValueList
        id="lb-people"
        title={st.t('search.editorial.people')}
        values={data.people}
        page={page}
        st={st}
        parameter="specificpeople"
      />
      <ValueList
        id="lb-locations"
        title={st.t('search.editorial.locations')}
        values={data.locations}
        page={page}
        st={st}
        parameter="locations"
      />
    </div>
  );
}

function EventPage({ data, page, t, st }: { data: EventPageData; page: PageContext; t: Translator; st: ST }) {
  const { event, parent, children, assets, by } = data;
  const searchAll = toSearchUrl({ family: 'editorial', [by]: String(event.id) });
  return (
    <div className="container lb-editorial">
      <nav className="lb-editorial__crumbs" aria-label={st.t('search.editorial.breadcrumbs')}>
        <ol>
          <li>
            <a href={href(page, EDITORIAL_PATH)}>{st.t('search.editorial.home')}</a>
          </li>
          {parent && (
            <li>
              <a href={href(page, eventPath(parent))}>{parent.name}</a>
            </li>
          )}
          <li aria-current="page">{event.name}</li>
        </ol>
      </nav>
      <header className="lb-editorial__head">
        <p className="lb-event-card__product">
          {st.t(`search.value.editorialproducts.${event.editorialProduct}` as SearchMessageKey)}
        </p>
        <h1>{event.name}</h1>
        <p>
          {dates(t, event)} · {event.location}
        </p>
      </header>
      <EventRow
        id="lb-child-events"
        title={st.t('search.editorial.children')}
        events={children}
        page={page}
        t={t}
        st={st}
      />
      <section className="lb-section" aria-labelledby="lb-event-assets">
        <div className="lb-editorial__row-head">
          <h2 id="lb-event-assets">{st.t('search.editorial.assets', { count: event.assets })}</h2>
          {event.assets > 0 && (
            <a href={href(page, searchAll)}>{st.t('search.editorial.seeAll', { count: event.assets })}</a>
          )}
        </div>
        {assets.length > 0 ? (
          <AssetGrid assets={assets} page={page} t={t} label={event.name} />
        ) : (
          <p>{st.t('search.editorial.noAssets')}</p>
        )}
      </section>
    </div>
  );
}

/** The search application's editorial landing (premium site): events, top stories, people, places. */
export function EditorialLanding({
  view,
  page,
  t,
}: {
  view: EditorialView;
  page: PageContext;
  t: Translator;
}) {
  const st = useTranslator<SearchMessageKey>(page);
  useEffect(() => {
    // Tells tests (and anyone watching) that the application took over from the server's HTML.
    document.documentElement.dataset.searchApp = 'ready';
  }, []);
  return 'landing' in view ? (
    <Landing data={view.landing} page={page} t={t} st={st} />
  ) : (
    <EventPage data={view.event} page={page} t={t} st={st} />
  );
}
