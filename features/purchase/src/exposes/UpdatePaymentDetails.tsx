import { type PageContext, useTranslator } from '@lightbox/ui';
import type { PurchaseMessageKey } from '../messages/en-us';
import { AddCardForm, type CardFormState } from '../ui/PaymentMethodsPanel';

/** The UpdatePaymentDetails remote component (spec section 2): add a card to the account. */
export default function UpdatePaymentDetails({ page, state }: { page: PageContext; state: CardFormState }) {
  return <AddCardForm page={page} t={useTranslator<PurchaseMessageKey>(page)} state={state} />;
}
