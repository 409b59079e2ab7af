import { type PageContext, useTranslator } from '@lightbox/ui';
import type { CustomMediaView } from '../custom-media';
import type { PlansMessageKey } from '../messages/en-us';
import type { Outcome } from '../ui/AgreementParts';
import { type BriefFormState, CustomMediaContent } from '../ui/CustomMediaPage';

/** The CustomMedia remote component (spec section 2): briefs, deliveries and their deadlines. */
export default function CustomMedia({
  page,
  view,
  form,
  outcome,
}: {
  page: PageContext;
  view: CustomMediaView;
  form: BriefFormState;
  outcome: Outcome;
}) {
  return (
    <CustomMediaContent
      page={page}
      t={useTranslator<PlansMessageKey>(page)}
      view={view}
      form={form}
      outcome={outcome}
    />
  );
}
