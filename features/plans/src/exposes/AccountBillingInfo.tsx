import { type PageContext, useTranslator } from '@lightbox/ui';
import type { PlansMessageKey } from '../messages/en-us';
import { BillingInfoSummary, type BillingInfoView } from '../ui/BillingInfo';

/** The AccountBillingInfo remote component (spec section 2): the customer's billing name and country. */
export default function AccountBillingInfo({ page, info }: { page: PageContext; info: BillingInfoView }) {
  return <BillingInfoSummary page={page} t={useTranslator<PlansMessageKey>(page)} info={info} />;
}
