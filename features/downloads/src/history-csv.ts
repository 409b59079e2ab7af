import type { Translator } from '@lightbox/ui';
import { stringify } from 'csv-stringify/sync';
import type { DownloadRecord, LicenceRecord } from './history';
import { licenceText } from './licence-text';
import type { DownloadsMessageKey } from './messages/en-us';

/** The most licences one export holds; a larger history is exported a date range at a time. */
export const CSV_MAX_ROWS = 20_000;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return) starts
 * with an apostrophe instead: titles and project codes are typed by other people.
 */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');

/** One row per licence, with a header row in the reader's language; dates as YYYY-MM-DD. */
export function historyCsv(
  t: Translator<DownloadsMessageKey>,
  licences: LicenceRecord[],
  downloads: DownloadRecord[],
): string {
  const header = [
    t.t('downloads.csv.licence'),
    t.t('downloads.csv.asset'),
    t.t('downloads.csv.title'),
    t.t('downloads.csv.model'),
    t.t('downloads.list.size'),
    t.t('downloads.csv.obtained'),
    t.t('downloads.csv.projectCode'),
    t.t('downloads.csv.granted'),
    t.t('downloads.csv.holder'),
    t.t('downloads.csv.useBy'),
    t.t('downloads.csv.downloads'),
    t.t('downloads.csv.lastDownload'),
  ];
  const rows = licences.map((licence) => {
    const text = licenceText(t, licence);
    const own = downloads.filter((d) => d.licenceId === licence.id);
    return [
      String(licence.id),
      String(licence.assetId),
      inert(licence.title),
      text.usage ? `${text.model} (${text.usage})` : text.model,
      text.size ?? '',
      inert(licence.orderNumber ?? licence.plan ?? ''),
      inert(licence.projectCode ?? ''),
      day(licence.grantedAt),
      inert(licence.holder),
      day(licence.useBy),
      String(own.length),
      own[0] ? own[0].at.toISOString() : '',
    ];
  });
  // A byte order mark, so spreadsheet programs read the UTF-8 titles right.
  return `\uFEFF${stringify([header, ...rows])}`;
}
