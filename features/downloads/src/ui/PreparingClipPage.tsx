import type { BuiltFile } from '@lightbox/platform';
import type { DownloadsT } from './HistoryPage';

/**
 * While a clip's master is made: its progress, followed by the page's script, which starts the
 * download once the file is ready. Without the script the link below does the same.
 */
export function PreparingClipPage({
  t,
  title,
  percent,
  url,
  script,
}: {
  t: DownloadsT;
  title: string;
  percent: number;
  /** This download's own address (signed-in or anonymous link). */
  url: string;
  script?: BuiltFile | undefined;
}) {
  const check = `${url}${url.includes('?') ? '&' : '?'}check=1`;
  return (
    <section className="container lb-downloads lb-downloads--zip">
      <h1>{t.t('downloads.clip.title')}</h1>
      <p className="lb-downloads__intro">{t.t('downloads.clip.intro', { title })}</p>
      <div
        className="lb-downloads__progress"
        data-clip-check={check}
        data-clip-url={url}
        data-text-ready={t.t('downloads.clip.ready')}
      >
        <progress max={100} value={percent} aria-labelledby="lb-clip-status" />
        <span id="lb-clip-status" aria-live="polite">
          {t.t('downloads.drawer.state.preparing', { percent })}
        </span>
      </div>
      <p>
        <a className="lb-button" href={url}>
          {t.t('downloads.clip.retry')}
        </a>
      </p>
      {script && <script defer src={script.url} integrity={script.integrity} crossOrigin="anonymous" />}
    </section>
  );
}
