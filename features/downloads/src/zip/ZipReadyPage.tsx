import type { BuiltFile } from '@lightbox/platform';
import { href, type PageContext } from '@lightbox/ui';
import type { DownloadsT } from '../ui/HistoryPage';

export interface ZipReadyView {
  /** The zip's address, when any file went in. */
  url?: string;
  files: number;
  notLicensed: number[];
  notFiles: number[];
}

/** After "Download" on the search selection bar: the zip's link, and what was left out and why. */
export function ZipReadyPage({
  page,
  t,
  view,
  script,
}: {
  page: PageContext;
  t: DownloadsT;
  view: ZipReadyView;
  /** The browser entry reporting "Bulk Downloaded" when the link is followed. */
  script?: BuiltFile;
}) {
  return (
    <section className="container lb-downloads lb-downloads--zip">
      <h1>{t.t('downloads.zip.title')}</h1>
      {view.url ? (
        <>
          <p className="lb-downloads__intro">{t.t('downloads.zip.ready', { count: view.files })}</p>
          <p>
            <a className="lb-button" href={href(page, view.url)} download data-zip-files={view.files}>
              {t.t('downloads.zip.download')}
            </a>
          </p>
        </>
      ) : (
        <p className="lb-notice" role="alert">
          {t.t('downloads.zip.none')}
        </p>
      )}
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
