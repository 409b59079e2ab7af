import { type PageContext, useTranslator } from '@lightbox/ui';
import type { PurchaseMessageKey } from '../messages/en-us';
import type { PaymentMethodView } from '../payment-methods';
import { type CardFormState, SavedCards } from '../ui/PaymentMethodsPanel';

/** The PaymentMethods remote component (spec section 2): the customer's saved cards. */
export default function PaymentMethods({
  page,
  methods,
  state,
}: {
  page: PageContext;
  methods: PaymentMethodView[];
  state: CardFormState;
}) {
  return (
    <SavedCards page={page} t={useTranslator<PurchaseMessageKey>(page)} methods={methods} state={state} />
  );
}
