import { type PageContext, useTranslator } from '@lightbox/ui';
import type { PurchaseMessageKey } from '../messages/en-us';
import { type OrderView, ThankYouPage as ThankYou } from '../ui/OrderPages';

/** The ThankYouPage remote component (spec section 2): the paid order, its invoice and history links. */
export default function ThankYouPage({ page, order }: { page: PageContext; order: OrderView }) {
  return <ThankYou page={page} t={useTranslator<PurchaseMessageKey>(page)} order={order} />;
}
