import { mediaUrl } from '@lightbox/catalogue/client';
import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { DownloadRecord, LicenceRecord } from '../history';
import { type HistoryQuery, historySearch } from '../history-filters';
import { effectiveSize, sizeLabel } from '../licence-text';
import type { DownloadsMessageKey } from '../messages/en-us';
import { vectorSourceOffered } from '../vector-source';
import { LicenceFacts } from './LicenceFacts';

export type DownloadsT = Translator<DownloadsMessageKey>;

export interface HistoryView {
  query: HistoryQuery;
  /** The field the server could not read, shown next to the form. */
  invalid?: string;
  page: number;
  more: boolean;
  licences: LicenceRecord[];
  downloads: DownloadRecord[];
  /** The viewer's team members, for the user filter; absent outside a team. */
  members?: Array<{ id: number; name: string }>;
}

/** Licences grouped by asset, each group where its newest licence falls in the list. */
function byAsset(licences: LicenceRecord[]) {
  const groups = new Map<number, LicenceRecord[]>();
  for (const licence of licences)
    groups.set(licence.assetId, [...(groups.get(licence.assetId) ?? []), licence]);
  return [...groups.values()];
}

export function HistoryPage({ page, t, view }: { page: PageContext; t: DownloadsT; view: HistoryView }) {
  const base = href(page, '/account/download');
  const { query } = view;
  return (
    <div className="container lb-downloads">
      <h1>{t.t('downloads.history.title')}</h1>
      <p className="lb-downloads__intro">
        {t.t(view.members ? 'downloads.history.introTeam' : 'downloads.history.intro')}{' '}
        <a href={href(page, '/faq/using-files')}>{t.t('downloads.faq.link')}</a>
      </p>
      <form method="get" action={base} className="lb-downloads__filters">
        <fieldset>
          <legend className="visually-hidden">{t.t('downloads.filter.legend')}</legend>
          <label>
            {t.t('downloads.filter.search')}
            <input type="search" name="q" defaultValue={query.q} maxLength={200} />
          </label>
          <label>
            {t.t('downloads.filter.from')}
            <input type="date" name="from" defaultValue={query.from} />
          </label>
          <label>
            {t.t('downloads.filter.to')}
            <input type="date" name="to" defaultValue={query.to} />
          </label>
          {view.members && (
            <label>
              {t.t('downloads.filter.user')}
              <select name="user" defaultValue={query.user}>
                <option value="">{t.t('downloads.filter.everyone')}</option>
                {view.members.map((m) => (
                  <option key={m.id} value={String(m.id)}>
                    {m.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="lb-downloads__filter-actions">
            <button type="submit" className="lb-button">
              {t.t('downloads.filter.submit')}
            </button>
            <a href={base}>{t.t('downloads.filter.reset')}</a>
            <a
              className="lb-downloads__export"
              href={`${href(page, '/account/download.csv')}${historySearch(query)}`}
            >
              {t.t('downloads.export')}
            </a>
          </div>
        </fieldset>
        {view.invalid && (
          <p className="lb-downloads__error" role="alert" id="lb-downloads-error">
            {t.t('downloads.filter.bad')} ({view.invalid})
          </p>
        )}
      </form>
      {view.licences.length === 0 ? (
        <p className="lb-downloads__empty">{t.t('downloads.empty')}</p>
      ) : (
        byAsset(view.licences).map((group) => (
          <AssetGroup key={group[0]!.assetId} page={page} t={t} licences={group} downloads={view.downloads} />
        ))
      )}
      {(view.page > 1 || view.more) && (
        <nav className="lb-downloads__pages" aria-label={t.t('downloads.page.label')}>
          {view.page > 1 && (
            <a href={`${base}${historySearch(query, view.page - 1)}`}>{t.t('downloads.page.previous')}</a>
          )}
          <span aria-current="page">{t.t('downloads.page.current', { n: view.page })}</span>
          {view.more && (
            <a href={`${base}${historySearch(query, view.page + 1)}`}>{t.t('downloads.page.next')}</a>
          )}
        </nav>
      )}
    </div>
  );
}

function AssetGroup({
  page,
  t,
  licences,
  downloads,
}: {
  page: PageContext;
  t: DownloadsT;
  licences: LicenceRecord[];
  downloads: DownloadRecord[];
}) {
  const asset = licences[0]!;
  const headingId = `lb-asset-${asset.assetId}`;
  return (
    <section className="lb-downloads__asset" aria-labelledby={headingId}>
      <a href={href(page, `/detail/${asset.assetId}`)} className="lb-downloads__thumb" tabIndex={-1}>
        <img src={mediaUrl(asset.assetId, 'thumb')} alt="" loading="lazy" width={160} height={120} />
      </a>
      <div className="lb-downloads__licences">
        <h2 id={headingId}>
          <a href={href(page, `/detail/${asset.assetId}`)}>{asset.title}</a>{' '}
          <span className="lb-downloads__muted">#{asset.assetId}</span>
        </h2>
        {licences.map((licence) => (
          <article key={licence.id} className="lb-downloads__licence">
            <LicenceFacts t={t} licence={licence} />
            <p className="lb-downloads__actions">
              <a
                className="lb-button"
                href={href(page, `/account/licences/${licence.id}/download`)}
                data-download-type={
                  downloads.some((d) => d.licenceId === licence.id) ? 're_download' : 'single'
                }
                data-asset-id={licence.assetId}
              >
                {t.t(
                  downloads.some((d) => d.licenceId === licence.id)
                    ? 'downloads.licence.download'
                    : 'downloads.type.single',
                )}
              </a>
              {vectorSourceOffered(licence) && licence.vectorFormat && (
                <a
                  className="lb-button lb-button--secondary"
                  href={href(page, `/account/licences/${licence.id}/download?format=${licence.vectorFormat}`)}
                  data-download-type={
                    downloads.some((d) => d.licenceId === licence.id) ? 're_download' : 'single'
                  }
                  data-asset-id={licence.assetId}
                >
                  {sizeLabel(t, licence.vectorFormat)}
                </a>
              )}
              <a href={href(page, `/account/licences/${licence.id}/certificate.pdf`)}>
                {t.t('downloads.licence.certificate')}
              </a>
            </p>
            <DownloadList
              t={t}
              licence={licence}
              downloads={downloads.filter((d) => d.licenceId === licence.id)}
            />
          </article>
        ))}
      </div>
    </section>
  );
}

function DownloadList({
  t,
  licence,
  downloads,
}: {
  t: DownloadsT;
  licence: LicenceRecord;
  downloads: DownloadRecord[];
}) {
  const licensed = effectiveSize(licence);
  if (downloads.length === 0) return <p className="lb-downloads__muted">{t.t('downloads.list.none')}</p>;
  return (
    <table className="lb-downloads__table">
      <caption className="visually-hidden">{t.t('downloads.list.caption', { id: licence.id })}</caption>
      <thead>
        <tr>
          <th scope="col">{t.t('downloads.list.when')}</th>
          <th scope="col">{t.t('downloads.list.who')}</th>
          <th scope="col">{t.t('downloads.list.size')}</th>
          <th scope="col">{t.t('downloads.list.type')}</th>
        </tr>
      </thead>
      <tbody>
        {downloads.map((d, i) => (
          <tr key={`${d.at.toISOString()}-${i}`}>
            <td>{t.formatDate(d.at, 'medium')}</td>
            <td>{d.who ?? t.t('downloads.list.anonymous')}</td>
            <td>{sizeLabel(t, d.size ?? licensed) ?? '—'}</td>
            <td>{t.t(`downloads.type.${d.type}` as DownloadsMessageKey)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
