import { href, type PageContext } from '@lightbox/ui';
import { useEffect, useRef, useState } from 'react';
import { sizeLabel } from '../licence-text';
import type { DownloadsMessageKey } from '../messages/en-us';
import type { RecentDownloads } from '../recent';
import type { DownloadsT } from './HistoryPage';

type Zip = RecentDownloads['zips'][number];
const active = (zip: Zip) => zip.state !== 'done';
/** How often an open drawer asks again while a zip is being made or fetched. */
const POLL_MS = 1500;

/**
 * The premium site's download drawer (spec §2 DownloadDrawerModal): the customer's bulk
 * downloads in progress, with their progress, and what they downloaded lately. Opened by its
 * button; opened at once where a download has just started. While open and a zip is still
 * being made or fetched, it asks the server for the progress again.
 */
export function DownloadDrawer({
  page,
  t,
  initial,
  openAtStart,
}: {
  page: PageContext;
  t: DownloadsT;
  initial: RecentDownloads;
  openAtStart: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [recent, setRecent] = useState(initial);
  const [open, setOpen] = useState(false);
  const busy = recent.zips.filter(active).length;

  useEffect(() => {
    if (openAtStart && dialog.current && !dialog.current.open) {
      dialog.current.show();
      setOpen(true);
    }
  }, [openAtStart]);

  useEffect(() => {
    if (!open || busy === 0) return;
    const timer = setInterval(async () => {
      try {
        const res = await fetch(href(page, '/account/downloads/recent'), {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
        if (res.ok) setRecent((await res.json()) as RecentDownloads);
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [open, busy, page]);

  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();

  return (
    <div className="lb-drawer-host">
      <button type="button" className="lb-button lb-button--secondary" onClick={show} aria-haspopup="dialog">
        {busy > 0 ? t.t('downloads.drawer.buttonBusy', { count: busy }) : t.t('downloads.drawer.button')}
      </button>
      <dialog
        ref={dialog}
        className="lb-drawer"
        aria-labelledby="lb-drawer-title"
        onClose={() => setOpen(false)}
      >
        <div className="lb-drawer__head">
          <h2 id="lb-drawer-title">{t.t('downloads.drawer.title')}</h2>
          <button type="button" className="lb-drawer__close" onClick={close}>
            {t.t('downloads.drawer.close')}
          </button>
        </div>
        <DrawerBody page={page} t={t} recent={recent} />
        <p className="lb-drawer__foot">
          <a href={href(page, '/account/download')}>{t.t('downloads.drawer.history')}</a>
        </p>
      </dialog>
    </div>
  );
}

function DrawerBody({ page, t, recent }: { page: PageContext; t: DownloadsT; recent: RecentDownloads }) {
  const inProgress = recent.zips.filter(active);
  const doneZips = recent.zips.filter((zip) => !active(zip));
  if (recent.zips.length === 0 && recent.files.length === 0)
    return <p className="lb-drawer__empty">{t.t('downloads.drawer.empty')}</p>;
  return (
    <>
      {inProgress.length > 0 && (
        <section aria-labelledby="lb-drawer-progress">
          <h3 id="lb-drawer-progress">{t.t('downloads.drawer.inProgress')}</h3>
          <ul className="lb-drawer__list">
            {inProgress.map((zip) => (
              <ZipItem key={zip.id} page={page} t={t} zip={zip} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="lb-drawer-done">
        <h3 id="lb-drawer-done">{t.t('downloads.drawer.done')}</h3>
        <ul className="lb-drawer__list">
          {doneZips.map((zip) => (
            <ZipItem key={zip.id} page={page} t={t} zip={zip} />
          ))}
          {recent.files.map((file, i) => (
            <li key={`${file.licenceId}-${file.at}-${i}`} className="lb-drawer__item">
              <a href={href(page, `/detail/${file.assetId}`)}>{file.title}</a>
              <span className="lb-drawer__meta">
                {[sizeLabel(t, file.size), t.formatDate(file.at)].filter(Boolean).join(' · ')}
              </span>
              <a href={href(page, file.url)} download className="lb-drawer__again">
                {t.t('downloads.drawer.again')}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function ZipItem({ page, t, zip }: { page: PageContext; t: DownloadsT; zip: Zip }) {
  const status = t.t(`downloads.drawer.state.${zip.state}` as DownloadsMessageKey, { percent: zip.percent });
  return (
    <li className="lb-drawer__item" data-zip={zip.id} data-state={zip.state}>
      <span className="lb-drawer__name">{t.t('downloads.drawer.zip', { count: zip.files })}</span>
      {zip.state !== 'ready' && zip.state !== 'done' && (
        <progress max={100} value={zip.percent} aria-label={status}>
          {zip.percent} %
        </progress>
      )}
      <span className="lb-drawer__meta" aria-live="polite">
        {status}
      </span>
      {zip.state !== 'preparing' && (
        <a
          href={href(page, zip.url)}
          download
          className={zip.state === 'done' ? 'lb-drawer__again' : 'lb-button lb-drawer__get'}
        >
          {t.t(zip.state === 'done' ? 'downloads.drawer.again' : 'downloads.drawer.download')}
        </a>
      )}
    </li>
  );
}
