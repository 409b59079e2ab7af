import type { PageContext } from '@lightbox/ui';
import type { PlanView } from '../routes/pricing-view';
import { PlanTerms } from './PlanTerms';
import { AddPlanForm, RatesNote } from './PricingPlanPage';
import { type PlansT, planAllowance, planName, pricePerTerm } from './PricingShared';

/** An agreement sold from a listing (no page of its own): its terms beside its price and form. */
export function AgreementOffer({
  page,
  t,
  plan,
  level,
}: {
  page: PageContext;
  t: PlansT;
  plan: PlanView;
  level: 2 | 3;
}) {
  const headingId = `lb-plan-${plan.sku}`;
  const allowance = planAllowance(t, plan);
  const Heading = `h${level}` as const;
  return (
    <li className="lb-plans__agreement" data-sku={plan.sku}>
      <div>
        <Heading id={headingId}>{planName(t, plan)}</Heading>
        {allowance && <p className="lb-plans__allowance">{allowance}</p>}
        <p className="lb-plans__price lb-plans__price--lead" aria-hidden="true">
          {pricePerTerm(t, plan)}
        </p>
        <PlanTerms t={t} plan={plan} headingId={`${headingId}-terms`} level={level === 2 ? 3 : 4} />
      </div>
      <div className="lb-plans__buy">
        <p className="lb-plans__price">{pricePerTerm(t, plan)}</p>
        <AddPlanForm page={page} t={t} plan={plan} />
      </div>
    </li>
  );
}

/** /premium-access: the premium site's agreements, each with its terms before "Add to cart". */
export function PricingPremiumPage({
  page,
  t,
  plans,
  currency,
  ratesDate,
}: {
  page: PageContext;
  t: PlansT;
  plans: readonly PlanView[];
  currency: string;
  ratesDate: string;
}) {
  // Custom media is no annual agreement: it gets its own section, under its own intro.
  const annual = plans.filter((plan) => plan.kind !== 'custom_media');
  const custom = plans.filter((plan) => plan.kind === 'custom_media');
  return (
    <div className="container lb-plans">
      <header className="lb-plans__hero">
        <h1>{t.t('plans.pricing.premium.title')}</h1>
        <p>{t.t('plans.pricing.premium.intro')}</p>
      </header>
      <ul className="lb-plans__agreements">
        {annual.map((plan) => (
          <AgreementOffer key={plan.sku} page={page} t={t} plan={plan} level={2} />
        ))}
      </ul>
      {custom.length > 0 && (
        <section id="custom-media" className="lb-plans__section" aria-labelledby="custom-media-title">
          <h2 id="custom-media-title">{t.t('plans.pricing.custom.title')}</h2>
          <p className="lb-plans__intro">{t.t('plans.pricing.custom.intro')}</p>
          <ul className="lb-plans__agreements">
            {custom.map((plan) => (
              <AgreementOffer key={plan.sku} page={page} t={t} plan={plan} level={3} />
            ))}
          </ul>
        </section>
      )}
      <RatesNote t={t} currency={currency} ratesDate={ratesDate} />
    </div>
  );
}
