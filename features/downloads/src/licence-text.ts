import type { Translator } from '@lightbox/ui';
import type { LicenceRecord } from './history';
import type { DownloadsMessageKey } from './messages/en-us';

type T = Translator<DownloadsMessageKey>;

/**
 * A licence in the reader's words, shared by the history page, its CSV and the certificate.
 * RM usage choices are named by the purchase feature's configurator strings (every page
 * carries every bundle), so the words match what the customer chose at checkout.
 */
export function licenceText(t: T, licence: LicenceRecord) {
  const model = t.t(`downloads.model.${licence.model}` as DownloadsMessageKey);
  const size = sizeLabel(t, effectiveSize(licence));
  const obtained = licence.orderNumber
    ? t.t('downloads.licence.order', { number: licence.orderNumber })
    : licence.plan
      ? t.t('downloads.licence.plan', { plan: licence.plan })
      : '';
  const usage = licence.usage
    ? Object.entries(licence.usage)
        .map(([field, value]) =>
          field === 'startDate'
            ? t.formatDate(new Date(`${value}T00:00:00Z`), 'medium')
            : (t as unknown as Translator<string>).t(`purchase.usage.${field}.${value}`),
        )
        .join(', ')
    : null;
  return { model, size, obtained, usage };
}

/** A licence with no size (a plan's, an RM one) downloads the original: for an image, large. */
export const effectiveSize = (licence: Pick<LicenceRecord, 'size' | 'assetType'>) =>
  licence.size ?? (licence.assetType === 'image' ? 'large' : null);

export const sizeLabel = (t: T, size: string | null) =>
  size ? t.t(`downloads.size.${size}` as DownloadsMessageKey) : null;
