import { type PageContext, useTranslator } from '@lightbox/ui';
import type { PurchaseMessageKey } from '../messages/en-us';
import { AnonPayment, type AnonPaymentState } from '../ui/AnonPayment';

/** The AnonPaymentPage remote component (spec section 2): pay for an order from a link, signed out. */
export default function AnonPaymentPage({ page, state }: { page: PageContext; state: AnonPaymentState }) {
  return <AnonPayment page={page} t={useTranslator<PurchaseMessageKey>(page)} state={state} />;
}
