import { toSearchUrl } from '@lightbox/core/search';
import { href, type MessageKey, type PageContext, type Translator } from '@lightbox/ui';
import type { PagesMessageKey } from '../messages/en-us';
import {
  changeOf,
  everyDay,
  type PhraseTrend,
  phraseTrends,
  risingPhrases,
  TOP_MAX,
  type VisualGpsData,
} from './trends';

export type VisualGpsView = 'overview' | 'insights' | 'results' | 'dashboard';

export interface VisualGpsProps {
  page: PageContext;
  t: Translator;
  tp: Translator<PagesMessageKey>;
  view: VisualGpsView;
  title: string;
  summary: string;
  data: VisualGpsData;
  /** The views this site offers, with their paths (the overview and results are premium pages). */
  views: Array<{ view: VisualGpsView; path: string }>;
  today: Date;
}

const VIEW_LABELS: Record<VisualGpsView, PagesMessageKey> = {
  overview: 'pages.vgps.overview.title',
  insights: 'pages.vgps.insights.title',
  results: 'pages.vgps.results.title',
  dashboard: 'pages.vgps.dashboard.title',
};

/** A signed percentage in the visitor's language, or "new" for a phrase the period before lacked. */
function changeText(tp: Translator<PagesMessageKey>, change: number | undefined) {
  if (change === undefined) return tp.t('pages.vgps.new');
  return new Intl.NumberFormat(tp.locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(change);
}

interface Bar {
  label: string;
  value: number;
  href?: string;
}

/** Horizontal bars: each row says its label and figure in text; the bar only draws it. */
function Bars({ bars, t }: { bars: Bar[]; t: Translator }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <ul className="lb-vgps__bars">
      {bars.map((b) => (
        <li key={b.label}>
          <span className="lb-vgps__bar-label">{b.href ? <a href={b.href}>{b.label}</a> : b.label}</span>
          <span className="lb-vgps__bar-value">{t.formatNumber(b.value)}</span>
          <span className="lb-vgps__bar" aria-hidden="true">
            <span style={{ width: `${(100 * b.value) / max}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A column per day; each column's date and figure are in its text for screen readers. */
function DayChart({
  days,
  t,
  caption,
}: {
  days: Array<{ day: string; value: number }>;
  t: Translator;
  caption: string;
}) {
  const max = Math.max(1, ...days.map((d) => d.value));
  return (
    <figure className="lb-vgps__days">
      <figcaption>{caption}</figcaption>
      <ol>
        {days.map((d) => (
          <li key={d.day} title={`${t.formatDate(d.day)}: ${t.formatNumber(d.value)}`}>
            <span
              className="lb-vgps__col"
              style={{ height: `${(100 * d.value) / max}%` }}
              aria-hidden="true"
            />
            <span className="visually-hidden">
              {t.formatDate(d.day)}: {t.formatNumber(d.value)}
            </span>
          </li>
        ))}
      </ol>
      <p className="lb-vgps__axis" aria-hidden="true">
        <span>{t.formatDate(days[0]?.day ?? '')}</span>
        <span>{t.formatDate(days.at(-1)?.day ?? '')}</span>
      </p>
    </figure>
  );
}

export function VisualGps(props: VisualGpsProps) {
  const { page, t, tp, view, data } = props;
  const days = data.searches.days;
  const searchHref = (phrase: string) =>
    href(page, toSearchUrl({ phrase } as Parameters<typeof toSearchUrl>[0]));
  const phraseBars = (list: PhraseTrend[]) =>
    list.map((p) => ({ label: p.phrase, value: p.searches, href: searchHref(p.phrase) }));
  const tooFewSearches = (
    <p className="lb-vgps__empty">
      {tp.t('pages.vgps.tooFewSearches', { total: data.searches.searches, days })}
    </p>
  );
  const tooFewDownloads = (
    <p className="lb-vgps__empty">
      {tp.t('pages.vgps.tooFewDownloads', { total: data.downloads.downloads, days })}
    </p>
  );
  const typeLabel = (type: string) =>
    t.t(
      (['image', 'film', 'videotemplate'].includes(type)
        ? `asset.type.${type}`
        : 'asset.type.image') as MessageKey,
    );
  const kindLabel = (k: { family: string; assetType: string }) =>
    `${t.t((k.family === 'editorial' ? 'asset.family.editorial' : 'asset.family.creative') as MessageKey)} · ${typeLabel(k.assetType)}`;

  /** A figure and, when the period before had any, how it changed. */
  const stat = (label: string, now: number, before: number) => (
    <div className="lb-vgps__stat">
      <p className="lb-vgps__stat-label">{label}</p>
      <p className="lb-vgps__stat-value">{t.formatNumber(now)}</p>
      {before > 0 && (
        <p className="lb-vgps__stat-change">
          {tp.t('pages.vgps.change', { change: changeText(tp, changeOf(now, before)), days })}
        </p>
      )}
    </div>
  );
  const stats = (
    <div className="lb-vgps__stats">
      {stat(tp.t('pages.vgps.searches', { days }), data.searches.searches, data.searches.previousSearches)}
      {stat(
        tp.t('pages.vgps.downloads', { days }),
        data.downloads.downloads,
        data.downloads.previousDownloads,
      )}
    </div>
  );

  const section = (id: string, title: string, body: React.ReactNode) => (
    <section className="lb-section lb-vgps__panel" aria-labelledby={`lb-vgps-${id}`} key={id}>
      <h2 id={`lb-vgps-${id}`}>{title}</h2>
      {body}
    </section>
  );

  const rising = section(
    'rising',
    tp.t('pages.vgps.rising'),
    data.enoughSearches ? <Bars t={t} bars={phraseBars(risingPhrases(data.searches))} /> : tooFewSearches,
  );
  const top = section(
    'top',
    tp.t('pages.vgps.top'),
    data.enoughSearches ? (
      <Bars t={t} bars={phraseBars(phraseTrends(data.searches).slice(0, TOP_MAX))} />
    ) : (
      tooFewSearches
    ),
  );
  const subjects = section(
    'subjects',
    tp.t('pages.vgps.subjects'),
    data.enoughDownloads ? (
      <Bars
        t={t}
        bars={data.downloads.keywords.map((k) => ({
          label: k.keyword,
          value: k.downloads,
          href: searchHref(k.keyword),
        }))}
      />
    ) : (
      tooFewDownloads
    ),
  );
  const mediaTypes = section(
    'types',
    tp.t('pages.vgps.mediaTypes'),
    data.enoughSearches ? (
      <Bars
        t={t}
        bars={data.searches.mediaTypes.map((m) => ({ label: typeLabel(m.type), value: m.searches }))}
      />
    ) : (
      tooFewSearches
    ),
  );
  const kinds = section(
    'kinds',
    tp.t('pages.vgps.downloadKinds'),
    data.enoughDownloads ? (
      <Bars t={t} bars={data.downloads.kinds.map((k) => ({ label: kindLabel(k), value: k.downloads }))} />
    ) : (
      tooFewDownloads
    ),
  );

  const body: Record<VisualGpsView, React.ReactNode> = {
    overview: (
      <>
        {stats}
        <div className="lb-vgps__grid">
          {rising}
          {subjects}
        </div>
      </>
    ),
    insights: (
      <>
        {stats}
        <div className="lb-vgps__grid">
          {rising}
          {top}
          {subjects}
          {mediaTypes}
        </div>
      </>
    ),
    results: section(
      'results',
      tp.t('pages.vgps.results.title'),
      data.searches.phrases.length > 0 ? (
        <div className="lb-vgps__table-wrap">
          <table className="lb-vgps__table">
            <thead>
              <tr>
                <th scope="col">{tp.t('pages.vgps.col.phrase')}</th>
                <th scope="col">{tp.t('pages.vgps.col.now', { days })}</th>
                <th scope="col">{tp.t('pages.vgps.col.before', { days })}</th>
                <th scope="col">{tp.t('pages.vgps.col.change')}</th>
              </tr>
            </thead>
            <tbody>
              {phraseTrends(data.searches).map((p) => (
                <tr key={p.phrase}>
                  <th scope="row">
                    <a href={searchHref(p.phrase)}>{p.phrase}</a>
                  </th>
                  <td>{t.formatNumber(p.searches)}</td>
                  <td>{t.formatNumber(p.previous)}</td>
                  <td>{changeText(tp, p.change)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        tooFewSearches
      ),
    ),
    dashboard: (
      <>
        {stats}
        <div className="lb-vgps__grid">
          {section(
            'search-days',
            tp.t('pages.vgps.searchesPerDay'),
            data.enoughSearches ? (
              <DayChart
                t={t}
                caption={tp.t('pages.vgps.searches', { days })}
                days={everyDay(data.searches.perDay, days, (r) => r.searches, props.today)}
              />
            ) : (
              tooFewSearches
            ),
          )}
          {section(
            'download-days',
            tp.t('pages.vgps.downloadsPerDay'),
            data.enoughDownloads ? (
              <DayChart
                t={t}
                caption={tp.t('pages.vgps.downloads', { days })}
                days={everyDay(data.downloads.perDay, days, (r) => r.downloads, props.today)}
              />
            ) : (
              tooFewDownloads
            ),
          )}
          {mediaTypes}
          {kinds}
        </div>
      </>
    ),
  };

  return (
    <div className="container lb-info lb-vgps">
      <header className="lb-info__head">
        <h1>{props.title}</h1>
        <p className="lb-info__lead">{props.summary}</p>
      </header>
      <nav className="lb-vgps__nav" aria-label={tp.t('pages.vgps.overview.title')}>
        <ul>
          {props.views.map((v) => (
            <li key={v.view}>
              <a href={href(page, v.path)} aria-current={v.view === view ? 'page' : undefined}>
                {tp.t(VIEW_LABELS[v.view])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {body[view]}
      <p className="lb-vgps__method">{tp.t('pages.vgps.method', { days })}</p>
    </div>
  );
}
