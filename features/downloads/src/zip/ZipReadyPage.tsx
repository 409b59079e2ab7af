import type { BuiltFile } from '@lightbox/platform';
import { CsrfField, href, type PageContext, RemoteMount } from '@lightbox/ui';
import DownloadDrawerModal from '../exposes/DownloadDrawerModal';
import type { RecentDownloads } from '../recent';
import type { DownloadsT } from '../ui/HistoryPage';

export interface ZipReadyView {
  /** The zip's address, when any file went in. */
  url?: string;
  files: number;
  notLicensed: number[];
  notFiles: number[];
  /** Selected assets the customer's plans would license: the form that licenses and adds them. */
  offer?: { assets: number[]; count: number; plan: string; key: string };
  /** Premium site: the download drawer's list, opened at once with this zip in it. */
  drawer?: RecentDownloads;
}

/**
 * After "Download" on the search selection bar: the zip's link, its progress while its files
 * are made, and what was left out and why. The premium site shows the progress in its download
 * drawer; the subscription site on the page.
 */
export function ZipReadyPage({
  page,
  t,
  view,
  script,
}: {
  page: PageContext;
  t: DownloadsT;
  view: ZipReadyView;
  /** The browser entry: progress on the page, "Bulk Downloaded" when the link is followed. */
  script?: BuiltFile;
}) {
  return (
    <section className="container lb-downloads lb-downloads--zip">
      <h1>{t.t('downloads.zip.title')}</h1>
      {view.url ? (
        <>
          <p className="lb-downloads__intro">{t.t('downloads.zip.ready', { count: view.files })}</p>
          {!view.drawer && <InlineProgress page={page} t={t} url={view.url} />}
          <p>
            <a className="lb-button" href={href(page, view.url)} download data-zip-files={view.files}>
              {t.t('downloads.zip.download')}
            </a>
          </p>
          {view.drawer && (
            <RemoteMount name="DownloadDrawerModal" props={{ recent: view.drawer, openAtStart: true }}>
              <DownloadDrawerModal page={page} recent={view.drawer} openAtStart />
            </RemoteMount>
          )}
        </>
      ) : (
        <p className="lb-notice" role="alert">
          {t.t('downloads.zip.none')}
        </p>
      )}
      {view.offer && <PlanOffer page={page} t={t} offer={view.offer} />}
      {view.url && view.notLicensed.length > 0 && (
        <p className="lb-downloads__muted">
          {t.t('downloads.zip.notLicensed', { ids: view.notLicensed.join(', ') })}
        </p>
      )}
      {view.notFiles.length > 0 && (
        <p className="lb-downloads__muted">
          {t.t('downloads.zip.notFile', { ids: view.notFiles.join(', ') })}
        </p>
      )}
      {script && <script defer src={script.url} integrity={script.integrity} crossOrigin="anonymous" />}
    </section>
  );
}

/** The zip's progress bar; the page's script follows the server's progress and fills it in. */
function InlineProgress({ page, t, url }: { page: PageContext; t: DownloadsT; url: string }) {
  const text = (state: 'preparing' | 'ready' | 'sending' | 'paused' | 'done') =>
    t.t(`downloads.drawer.state.${state}`, { percent: '{percent}' });
  return (
    <div
      className="lb-downloads__progress"
      data-zip-progress={url.slice(url.lastIndexOf('/') + 1)}
      data-progress-url={href(page, '/account/downloads/recent')}
      data-text-preparing={text('preparing')}
      data-text-ready={text('ready')}
      data-text-sending={text('sending')}
      data-text-paused={text('paused')}
      data-text-done={text('done')}
    >
      <progress max={100} value={0} aria-labelledby="lb-zip-status" />
      <span id="lb-zip-status" aria-live="polite">
        {t.t('downloads.drawer.state.preparing', { percent: 0 })}
      </span>
    </div>
  );
}

/** "License the N others with my plan and add them": the same selection, posted again with a key. */
function PlanOffer({
  page,
  t,
  offer,
}: {
  page: PageContext;
  t: DownloadsT;
  offer: NonNullable<ZipReadyView['offer']>;
}) {
  return (
    <form method="post" action={href(page, '/account/downloads/zip')} className="lb-downloads__offer">
      <CsrfField />
      {offer.assets.map((id) => (
        <input key={id} type="hidden" name="asset" value={id} />
      ))}
      <input type="hidden" name="spend" value="1" />
      <input type="hidden" name="key" value={offer.key} />
      <p>{t.t('downloads.zip.planOffer', { count: offer.count, plan: offer.plan })}</p>
      <button type="submit" className="lb-button lb-button--secondary">
        {t.t('downloads.zip.planLicense', { count: offer.count })}
      </button>
    </form>
  );
}
