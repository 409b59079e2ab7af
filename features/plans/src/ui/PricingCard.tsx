import { href, type PageContext } from '@lightbox/ui';
import { type PlanView, planPagePath } from '../routes/pricing-view';
import { type PlansT, planAllowance, planName, pricePerTerm } from './PricingShared';

/** A plan on a listing: name, price, what it grants, and a link to its page with its terms. */
export function PricingCard({ page, t, plan }: { page: PageContext; t: PlansT; plan: PlanView }) {
  const path = planPagePath(plan);
  const allowance = planAllowance(t, plan);
  const headingId = `lb-plan-${plan.sku}`;
  return (
    <li className="lb-plans__card" data-sku={plan.sku}>
      <h3 id={headingId}>{planName(t, plan)}</h3>
      {allowance && <p className="lb-plans__allowance">{allowance}</p>}
      <p className="lb-plans__price">{pricePerTerm(t, plan)}</p>
      {plan.unitPrice && (
        <p className="lb-plans__muted">{t.t('plans.pricing.perCredit', { price: plan.unitPrice })}</p>
      )}
      {path && (
        <a className="lb-button lb-plans__view" href={href(page, path)} aria-describedby={headingId}>
          {t.t('plans.pricing.viewPlan')}
        </a>
      )}
    </li>
  );
}

export function PricingGrid({
  page,
  t,
  plans,
  className,
}: {
  page: PageContext;
  t: PlansT;
  plans: readonly PlanView[];
  className?: string;
}) {
  return (
    <ul className={`lb-plans__grid${className ? ` ${className}` : ''}`}>
      {plans.map((plan) => (
        <PricingCard key={plan.sku} page={page} t={t} plan={plan} />
      ))}
    </ul>
  );
}
