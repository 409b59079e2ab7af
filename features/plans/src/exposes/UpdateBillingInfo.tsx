import { type PageContext, useTranslator } from '@lightbox/ui';
import type { PlansMessageKey } from '../messages/en-us';
import { BillingInfoEditor, type BillingInfoForm } from '../ui/BillingInfo';

/** The UpdateBillingInfo remote component (spec section 2): the form that edits billing details. */
export default function UpdateBillingInfo({
  page,
  form,
  countries,
}: {
  page: PageContext;
  form: BillingInfoForm;
  countries: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <BillingInfoEditor
      page={page}
      t={useTranslator<PlansMessageKey>(page)}
      form={form}
      countries={countries}
    />
  );
}
