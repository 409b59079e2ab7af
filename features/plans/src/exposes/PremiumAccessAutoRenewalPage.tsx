import { type PageContext, useTranslator } from '@lightbox/ui';
import type { RenewalView } from '../agreements';
import type { PlansMessageKey } from '../messages/en-us';
import type { Outcome } from '../ui/AgreementParts';
import { AutoRenewal } from '../ui/PremiumAccessRenewal';

/** The PremiumAccessAutoRenewalPage remote component (spec section 2): the renewal date, amount and card. */
export default function PremiumAccessAutoRenewalPage({
  page,
  agreement,
  outcome,
}: {
  page: PageContext;
  agreement: RenewalView;
  outcome: Outcome;
}) {
  return (
    <AutoRenewal
      page={page}
      t={useTranslator<PlansMessageKey>(page)}
      agreement={agreement}
      outcome={outcome}
    />
  );
}
