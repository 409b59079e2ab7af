import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { ReactNode } from 'react';
import type { PurchaseMessageKey } from '../messages/en-us';
import type { CartLineView } from '../presenters';

export type PurchaseT = Translator<PurchaseMessageKey>;

export interface PurchasePageProps {
  page: PageContext;
  t: PurchaseT;
}

export function PurchaseShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container lb-purchase">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** "Large (original) · 5,616 × 3,744 px", "RM · web, homepage, 1 year …" */
export function licenceLabel(
  t: PurchaseT,
  line: Pick<CartLineView, 'model' | 'size' | 'width' | 'height' | 'usage' | 'addOns'>,
) {
  const model = line.model.toUpperCase();
  if (line.size) {
    const size = t.t(`purchase.options.size.${line.size}` as PurchaseMessageKey);
    const sized =
      line.width && line.height
        ? t.t('purchase.options.sizeLabel', {
            size,
            width: t.formatNumber(line.width),
            height: t.formatNumber(line.height),
          })
        : size;
    const addOns = line.addOns.map((a) => t.t(`purchase.options.addOn.${a}` as PurchaseMessageKey));
    return [`${model} · ${sized}`, ...addOns].join(' + ');
  }
  // The configurator's choices in the visitor's words; the start date as a date.
  const usage = line.usage
    ? Object.entries(line.usage)
        .map(([field, value]) =>
          field === 'startDate'
            ? t.formatDate(new Date(`${value}T00:00:00Z`), 'medium')
            : t.t(`purchase.usage.${field}.${value}` as PurchaseMessageKey),
        )
        .join(', ')
    : '';
  return `${model} · ${usage}`;
}

export function Thumb({
  page,
  assetId,
  thumbUrl,
  title,
}: {
  page: PageContext;
  assetId: number;
  thumbUrl: string;
  title: string;
}) {
  return (
    <a href={href(page, `/detail/${assetId}`)} className="lb-purchase__thumb">
      <img src={thumbUrl} alt="" loading="lazy" />
      <span className="visually-hidden">{title}</span>
    </a>
  );
}

export { RemoteMount } from '@lightbox/ui';

/** Product types that renew: their card is kept to charge the renewals. */
export const renews = (productType: string) =>
  productType === 'RfSubscription' || productType === 'PremiumAccessAgreement';
