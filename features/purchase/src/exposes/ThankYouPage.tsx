import { type PageContext, useTranslator } from '@lightbox/ui';
import { useEffect } from 'react';
import type { PurchaseMessageKey } from '../messages/en-us';
import { type OrderView, ThankYouPage as ThankYou } from '../ui/OrderPages';
import { pushPurchased } from './data-layer';

/** The ThankYouPage remote component (spec section 2): the paid order, its invoice and history links. */
export default function ThankYouPage({ page, order }: { page: PageContext; order: OrderView }) {
  useEffect(() => pushPurchased(order.purchased), [order.purchased]);
  return <ThankYou page={page} t={useTranslator<PurchaseMessageKey>(page)} order={order} />;
}
