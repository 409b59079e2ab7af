import type { LicenceRecord } from '../history';
import { licenceText } from '../licence-text';
import type { DownloadsT } from './HistoryPage';

/** What a licence is and where it came from, as one line of facts under its asset. */
export function LicenceFacts({ t, licence }: { t: DownloadsT; licence: LicenceRecord }) {
  const text = licenceText(t, licence);
  return (
    <>
      <h3 className="lb-downloads__licence-title">
        {[text.model, text.size].filter(Boolean).join(' · ')}
        <span className="lb-downloads__muted"> · {t.t('downloads.licence.id', { id: licence.id })}</span>
      </h3>
      <ul className="lb-downloads__facts">
        {text.obtained && <li>{text.obtained}</li>}
        {licence.projectCode && (
          <li>{t.t('downloads.licence.projectCode', { code: licence.projectCode })}</li>
        )}
        <li>{t.t('downloads.licence.granted', { date: t.formatDate(licence.grantedAt, 'medium') })}</li>
        <li>{t.t('downloads.licence.holder', { name: licence.holder })}</li>
        {licence.useBy && (
          <li className="lb-downloads__use-by">
            {t.t('downloads.licence.useBy', { date: t.formatDate(licence.useBy, 'medium') })}
          </li>
        )}
        {text.usage && <li>{t.t('downloads.licence.usage', { usage: text.usage })}</li>}
      </ul>
    </>
  );
}
