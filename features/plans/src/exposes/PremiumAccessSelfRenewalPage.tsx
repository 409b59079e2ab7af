import { type PageContext, useTranslator } from '@lightbox/ui';
import type { RenewalView } from '../agreements';
import type { PlansMessageKey } from '../messages/en-us';
import type { Outcome } from '../ui/AgreementParts';
import { SelfRenewal } from '../ui/PremiumAccessRenewal';

/** The PremiumAccessSelfRenewalPage remote component (spec section 2): turn an agreement's renewal on. */
export default function PremiumAccessSelfRenewalPage({
  page,
  agreement,
  outcome,
}: {
  page: PageContext;
  agreement: RenewalView;
  outcome: Outcome;
}) {
  return (
    <SelfRenewal
      page={page}
      t={useTranslator<PlansMessageKey>(page)}
      agreement={agreement}
      outcome={outcome}
    />
  );
}
