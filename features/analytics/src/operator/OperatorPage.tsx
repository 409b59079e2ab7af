import { serializeForScript, type Translator } from '@lightbox/ui';
import type { ReactNode } from 'react';
import { rateVital, type VitalName } from '../domain/vitals';
import type { AnalyticsMessageKey } from '../messages/en-us';
import { type OperatorReport, REPORT_DAYS, VITAL_THRESHOLDS } from './queries';

export const OPERATOR_DATA_ID = 'lb-operator-data';
type T = Translator<AnalyticsMessageKey>;

/** A chart's canvas (drawn in the browser, when there is something to draw) over the same figures as a table, for everyone. */
function Panel({
  id,
  title,
  chart,
  children,
}: {
  id: string;
  title: string;
  chart?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="lb-operator__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {chart && (
        <div className="lb-operator__chart">
          <canvas id={`${id}-chart`} role="img" aria-label={title} />
        </div>
      )}
      {children}
    </section>
  );
}

function Table({ t, head, rows }: { t: T; head: string[]; rows: Array<Array<string | number>> }) {
  if (rows.length === 0) return <p className="lb-operator__empty">{t.t('analytics.operator.empty')}</p>;
  return (
    <table className="lb-operator__table">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.join('|')}>
            {row.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((100 * part) / whole)} %`;
const vitalValue = (name: string, value: number) =>
  name === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`;

export function OperatorPage({
  t,
  report,
  consoleHref,
}: {
  t: T;
  report: OperatorReport;
  consoleHref: string;
}) {
  const c = (key: AnalyticsMessageKey) => t.t(key);
  return (
    <div className="container lb-operator">
      <h1>{c('analytics.operator.title')}</h1>
      <p className="lb-operator__intro">{t.t('analytics.operator.intro', { days: REPORT_DAYS })}</p>
      <p>
        <a href={consoleHref}>{c('analytics.operator.console')}</a>
      </p>
      <div className="lb-operator__grid">
        <Panel
          id="searches"
          title={c('analytics.operator.searchesPerDay')}
          chart={report.searchesPerDay.length > 0}
        >
          <details>
            <summary>{c('analytics.operator.showFigures')}</summary>
            <Table
              t={t}
              head={[c('analytics.operator.col.day'), c('analytics.operator.col.count')]}
              rows={report.searchesPerDay.map((r) => [r.day, r.searches])}
            />
          </details>
        </Panel>
        <Panel id="funnel" title={c('analytics.operator.funnel')} chart>
          <Table
            t={t}
            head={[c('analytics.operator.col.step'), c('analytics.operator.col.visitors')]}
            rows={report.funnel.map((r) => [r.step, r.visitors])}
          />
        </Panel>
        <Panel id="queries" title={c('analytics.operator.topQueries')} chart={report.topQueries.length > 0}>
          <Table
            t={t}
            head={[c('analytics.operator.col.phrase'), c('analytics.operator.col.count')]}
            rows={report.topQueries.map((r) => [r.phrase, r.searches])}
          />
        </Panel>
        <Panel id="zero" title={c('analytics.operator.zeroResults')}>
          <p>{c('analytics.operator.zeroResultsIntro')}</p>
          <Table
            t={t}
            head={[
              c('analytics.operator.col.phrase'),
              c('analytics.operator.col.count'),
              c('analytics.operator.col.day'),
            ]}
            rows={report.zeroResultQueries.map((r) => [r.phrase, r.searches, r.lastSeen])}
          />
        </Panel>
        <Panel id="assets" title={c('analytics.operator.topAssets')}>
          <Table
            t={t}
            head={['ID', c('analytics.operator.col.count')]}
            rows={report.topAssets.map((r) => [r.id, r.views])}
          />
        </Panel>
        <Panel id="boards" title={c('analytics.operator.topBoards')}>
          <Table
            t={t}
            head={['ID', c('analytics.operator.col.count')]}
            rows={report.topBoards.map((r) => [r.id, r.saves])}
          />
        </Panel>
        <Panel id="consent" title={c('analytics.operator.consent')} chart={report.consent.length > 0}>
          <Table
            t={t}
            head={[
              c('analytics.operator.col.country'),
              c('analytics.operator.col.count'),
              c('analytics.operator.col.acceptedAll'),
              c('analytics.operator.col.performance'),
            ]}
            rows={report.consent.map((r) => [
              r.country,
              r.choices,
              percent(r.acceptedAll, r.choices),
              percent(r.performance, r.choices),
            ])}
          />
        </Panel>
        <Panel id="vitals" title={c('analytics.operator.vitals')}>
          <Table
            t={t}
            head={[
              c('analytics.operator.col.page'),
              c('analytics.operator.col.metric'),
              'p75',
              c('analytics.operator.col.threshold'),
              c('analytics.operator.col.count'),
            ]}
            rows={report.vitals.map((r) => {
              const [good, poor] = VITAL_THRESHOLDS[r.name as VitalName];
              return [
                r.page,
                r.name,
                `${vitalValue(r.name, r.p75)} · ${c(`analytics.operator.rating.${rateVital(r.name as VitalName, r.p75)}`)}`,
                `${vitalValue(r.name, good)} / ${vitalValue(r.name, poor)}`,
                r.samples,
              ];
            })}
          />
        </Panel>
      </div>
      <script
        type="application/json"
        id={OPERATOR_DATA_ID}
        dangerouslySetInnerHTML={{ __html: serializeForScript(report) }}
      />
    </div>
  );
}
