import type { PageContext, Translator } from '@lightbox/ui';
import type { PlansMessageKey } from '../messages/en-us';
import type { AgreementStatus } from '../schema';

export type PlansT = Translator<PlansMessageKey>;

export interface BillingPageProps {
  page: PageContext;
  t: PlansT;
}

/** The page-wide translator seen with the plans feature's keys (every page carries every bundle). */
export const asPlans = (t: Translator<string> | Translator) => t as unknown as PlansT;

/** The retries a failed renewal gets before the plan lapses (the renewal jobs' rule). */
export const RENEWAL_ATTEMPTS = 3;

/** "Active", "Cancelled — runs to 3 Mar 2027", "Past due — retry 2 of 3", … */
export function statusLabel(
  t: PlansT,
  plan: { status: AgreementStatus; termEndsAt: Date | string | null; failedCharges: number },
): string {
  switch (plan.status) {
    case 'cancelled':
      return plan.termEndsAt
        ? t.t('plans.billing.status.cancelledRunsTo', { date: t.formatDate(plan.termEndsAt) })
        : t.t('plans.billing.status.cancelled');
    case 'past_due':
      return t.t('plans.billing.status.pastDue', {
        n: Math.min(plan.failedCharges, RENEWAL_ATTEMPTS),
        total: RENEWAL_ATTEMPTS,
      });
    default:
      return t.t(`plans.billing.status.${plan.status}`);
  }
}

/** A card network as people write it: 'visa' → 'Visa', 'mastercard' → 'Mastercard'. */
export const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** A status badge's modifier: good, warning or ended. */
export const statusTone = (status: AgreementStatus) =>
  status === 'active' ? 'ok' : status === 'cancelled' || status === 'past_due' ? 'warn' : 'ended';

export function Notice({ kind, children }: { kind: 'success' | 'error'; children: string }) {
  return (
    <p className={`lb-alert lb-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export { RemoteMount } from '@lightbox/ui';
