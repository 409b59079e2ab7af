import { type PageContext, useTranslator } from '@lightbox/ui';
import type { PurchaseMessageKey } from '../messages/en-us';
import type { CartView } from '../presenters';
import { type CheckoutForm, CheckoutPage } from '../ui/CheckoutPage';

/**
 * The ConfirmationPage remote component (spec section 2): the checkout — billing, licensee,
 * payment — with the review of exactly what is bought and its total before "Pay".
 */
export default function ConfirmationPage(props: {
  page: PageContext;
  cart: CartView;
  form: CheckoutForm;
  countries: ReadonlyArray<{ value: string; label: string }>;
  testProcessor: boolean;
}) {
  return <CheckoutPage {...props} t={useTranslator<PurchaseMessageKey>(props.page)} />;
}
