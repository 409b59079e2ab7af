import { mediaUrl } from '@lightbox/catalogue/client';
import { compStatus } from '@lightbox/core';
import { href, type PageContext } from '@lightbox/ui';
import type { CompRecord } from '../comps';
import type { DownloadsT } from './HistoryPage';

/** The customer's comps: when each was downloaded, and until when it may be used in layouts. */
export function CompsSection({
  page,
  t,
  comps,
  now,
}: {
  page: PageContext;
  t: DownloadsT;
  comps: CompRecord[];
  now: Date;
}) {
  if (comps.length === 0) return null;
  return (
    <section className="lb-downloads__comps" aria-labelledby="lb-downloads-comps">
      <h2 id="lb-downloads-comps">{t.t('downloads.comps.title')}</h2>
      <p className="lb-downloads__muted">{t.t('downloads.comps.intro')}</p>
      <ul>
        {comps.map((comp) => {
          const status = compStatus(comp.downloadedAt, now);
          return (
            <li key={comp.assetId} className="lb-downloads__comp">
              <img src={mediaUrl(comp.assetId, 'thumb')} alt="" loading="lazy" width={80} height={60} />
              <div>
                <a href={href(page, `/detail/${comp.assetId}`)}>{comp.title}</a>
                <p className={status.usable ? 'lb-downloads__muted' : 'lb-downloads__expired'}>
                  {status.usable
                    ? t.t('downloads.comps.usable', { date: t.formatDate(status.until, 'medium') })
                    : t.t('downloads.comps.expired', { date: t.formatDate(status.until, 'medium') })}
                </p>
              </div>
              <a href={href(page, `/detail/${comp.assetId}`)} className="lb-button lb-button--secondary">
                {t.t('downloads.comps.license')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
