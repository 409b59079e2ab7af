import { type PageContext, useTranslator } from '@lightbox/ui';
import type { PlansMessageKey } from '../messages/en-us';
import { SchedulesTable, type ScheduleView } from '../ui/BillingSchedulesTable';

/** The BillingSchedules remote component (spec section 2): the billing schedule of every plan. */
export default function BillingSchedules({
  page,
  schedules,
}: {
  page: PageContext;
  schedules: ScheduleView[];
}) {
  return <SchedulesTable page={page} t={useTranslator<PlansMessageKey>(page)} schedules={schedules} />;
}
