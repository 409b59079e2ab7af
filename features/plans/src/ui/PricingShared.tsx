import type { Translator } from '@lightbox/ui';
import type { PlansMessageKey } from '../messages/en-us';
import type { PlanView } from '../routes/pricing-view';

export type PlansT = Translator<PlansMessageKey>;

export const priceText = (t: PlansT, plan: Pick<PlanView, 'price'>) =>
  plan.price ?? t.t('plans.pricing.priceUnavailable');

/** A plan's name in the visitor's language, from its facts (the operator's title is English). */
export function planName(t: PlansT, plan: PlanView): string {
  switch (plan.kind) {
    case 'credit_pack':
      return t.t('plans.pricing.credits', { count: plan.allowance });
    case 'image_pack':
      return t.t('plans.pricing.imagePack', {
        count: plan.allowance,
        size: t.t(`plans.pricing.size.${plan.packSize ?? 'high'}`),
      });
    case 'subscription':
      return t.t(`plans.pricing.tier.${plan.tier ?? 'signature'}`);
    default:
      return t.t(`plans.pricing.kind.${plan.kind}`);
  }
}

/** The line under a plan's name: what it grants in a period or a pack. */
export function planAllowance(t: PlansT, plan: PlanView): string | undefined {
  if (plan.kind === 'subscription') return t.t('plans.pricing.downloadsPerMonth', { count: plan.allowance });
  if (plan.kind === 'custom_media') return t.t('plans.pricing.customAssets', { count: plan.allowance });
  if (plan.kind === 'credit_pack' || plan.kind === 'image_pack') return undefined;
  return t.t('plans.pricing.downloadsPerYear', { count: plan.allowance });
}

/** "€26.77 a month", "€267.70 a year", or the price of a pack. */
export function pricePerTerm(t: PlansT, plan: PlanView): string {
  const price = priceText(t, plan);
  if (plan.term === 'monthly') return t.t('plans.pricing.perMonth', { price });
  if (plan.term === 'annual') return t.t('plans.pricing.perYear', { price });
  return price;
}
