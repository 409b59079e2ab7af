import { CsrfField, href, type PageContext } from '@lightbox/ui';
import type { PlanView } from '../routes/pricing-view';
import { CreditCosts, PlanTerms } from './PlanTerms';
import { type PlansT, planAllowance, planName, pricePerTerm } from './PricingShared';

/** The plain form that puts a plan in the cart (the purchase feature's route), so no script is needed. */
export function AddPlanForm({ page, t, plan }: { page: PageContext; t: PlansT; plan: PlanView }) {
  return (
    <form method="post" action={href(page, '/purchase/cart/plans')} className="lb-plans__add">
      <CsrfField />
      <input type="hidden" name="sku" value={plan.sku} />
      <button type="submit" className="lb-button" disabled={plan.price === null}>
        {t.t('plans.pricing.addToCart')}
      </button>
    </form>
  );
}

/** Where the shown prices come from: the visitor's currency and the date of the rates. */
export function RatesNote({ t, currency, ratesDate }: { t: PlansT; currency: string; ratesDate: string }) {
  // Prices are set in US dollars: nothing was converted.
  if (currency === 'USD') return null;
  return (
    <p className="lb-plans__muted">
      {t.t('plans.pricing.rates', { currency, date: t.formatDate(`${ratesDate}T00:00:00Z`, 'long') })}
    </p>
  );
}

/** One plan's page: its price, what it includes, its commitment and cancellation terms, then the cart. */
export function PricingPlanPage({
  page,
  t,
  plan,
  currency,
  ratesDate,
  backPath,
}: {
  page: PageContext;
  t: PlansT;
  plan: PlanView;
  currency: string;
  ratesDate: string;
  backPath: string;
}) {
  const allowance = planAllowance(t, plan);
  return (
    <div className="container lb-plans lb-plans--plan">
      <p className="lb-plans__crumb">
        <a href={href(page, backPath)}>{t.t('plans.pricing.back')}</a>
      </p>
      <div className="lb-plans__plan">
        <div>
          <h1>{planName(t, plan)}</h1>
          {allowance && <p className="lb-plans__allowance">{allowance}</p>}
          <p className="lb-plans__price lb-plans__price--lead" aria-hidden="true">
            {pricePerTerm(t, plan)}
          </p>
          <PlanTerms t={t} plan={plan} headingId="lb-plan-terms" />
          {plan.kind === 'credit_pack' && <CreditCosts t={t} />}
        </div>
        <aside className="lb-plans__buy" aria-label={t.t('plans.pricing.addToCart')}>
          <p className="lb-plans__price">{pricePerTerm(t, plan)}</p>
          {plan.unitPrice && (
            <p className="lb-plans__muted">{t.t('plans.pricing.perCredit', { price: plan.unitPrice })}</p>
          )}
          <AddPlanForm page={page} t={t} plan={plan} />
          <RatesNote t={t} currency={currency} ratesDate={ratesDate} />
        </aside>
      </div>
    </div>
  );
}
