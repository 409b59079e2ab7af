import { CsrfField, href } from '@lightbox/ui';
import type { AgreementView } from '../views';
import { type BillingPageProps, brandName, type PlansT, statusLabel, statusTone } from './BillingKit';

export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  expiry: string;
}

/** One plan on /account/plans, with what the viewer may do with it. */
export interface PlanCardView extends AgreementView {
  refundable: boolean;
  upgradable: boolean;
}

/** "7 of 10 downloads left this month", "38 credits", "14 downloads left this month (4 carried over)". */
export function balanceLabel(
  t: PlansT,
  plan: Pick<AgreementView, 'unit' | 'remaining' | 'allowance' | 'allowancePer'>,
) {
  if (plan.unit === 'credits') return t.t('plans.billing.balance.credits', { n: plan.remaining });
  if (plan.remaining > plan.allowance && plan.allowancePer !== 'pack')
    return t.t(`plans.billing.balance.carried.${plan.allowancePer}`, {
      n: plan.remaining,
      carried: plan.remaining - plan.allowance,
    });
  return t.t(`plans.billing.balance.${plan.allowancePer}`, { n: plan.remaining, total: plan.allowance });
}

const renews = (plan: AgreementView) => plan.termEndsAt !== null;
const changeable = (plan: AgreementView) =>
  plan.owned && (plan.status === 'active' || plan.status === 'cancelled' || plan.status === 'past_due');

export function PlanCard({
  page,
  t,
  plan,
  cards,
}: BillingPageProps & { plan: PlanCardView; cards: SavedCard[] }) {
  const base = `/account/plans/${plan.id}`;
  const action = (path: string, label: string, variant = 'lb-button--secondary') => (
    <form method="post" action={href(page, `${base}/${path}`)}>
      <CsrfField />
      <button type="submit" className={`lb-button ${variant}`}>
        {label}
      </button>
    </form>
  );
  return (
    <article className="lb-plan" aria-labelledby={`lb-plan-${plan.id}`}>
      <header className="lb-plan__head">
        <h2 id={`lb-plan-${plan.id}`}>
          <a href={href(page, base)}>{plan.title}</a>
        </h2>
        <span className={`lb-plan__status lb-plan__status--${statusTone(plan.status)}`}>
          {statusLabel(t, plan)}
        </span>
      </header>
      <p className="lb-plan__balance">{balanceLabel(t, plan)}</p>
      <dl className="lb-plan__facts">
        <div>
          <dt>{t.t('plans.billing.started')}</dt>
          <dd>{t.formatDate(plan.startedAt)}</dd>
        </div>
        {plan.termEndsAt && (
          <div>
            <dt>{plan.autoRenew ? t.t('plans.billing.renews') : t.t('plans.billing.ends')}</dt>
            <dd>{t.formatDate(plan.termEndsAt)}</dd>
          </div>
        )}
        {plan.nextCharge && (
          <div>
            <dt>{t.t('plans.billing.nextCharge')}</dt>
            <dd>
              {t.t('plans.billing.nextChargeValue', {
                amount: plan.nextCharge.amount,
                date: t.formatDate(plan.nextCharge.at),
              })}
            </dd>
          </div>
        )}
        {!plan.owned && (
          <div>
            <dt>{t.t('plans.billing.sharedTitle')}</dt>
            <dd>{t.t('plans.billing.sharedBody')}</dd>
          </div>
        )}
      </dl>
      {changeable(plan) && renews(plan) && (
        <form method="post" action={href(page, `${base}/card`)} className="lb-plan__card-form">
          <CsrfField />
          <label htmlFor={`lb-plan-card-${plan.id}`}>{t.t('plans.billing.cardLabel')}</label>
          {cards.length === 0 ? (
            <p className="lb-plan__muted">
              {t.t('plans.billing.noCards')}{' '}
              <a href={href(page, '/account/billing')}>{t.t('plans.billing.addCard')}</a>
            </p>
          ) : (
            <span className="lb-plan__card-choice">
              <select id={`lb-plan-card-${plan.id}`} name="methodId" defaultValue={plan.card?.id ?? ''}>
                {!plan.card && <option value="">{t.t('plans.billing.cardLatest')}</option>}
                {cards.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t.t('plans.billing.cardOption', {
                      brand: brandName(c.brand),
                      last4: c.last4,
                      expiry: c.expiry,
                    })}
                  </option>
                ))}
              </select>
              <button type="submit" className="lb-button lb-button--secondary">
                {t.t('plans.billing.cardSave')}
              </button>
            </span>
          )}
        </form>
      )}
      <div className="lb-plan__actions">
        {plan.upgradable && (
          <a className="lb-button" href={href(page, `${base}/upgrade`)}>
            {t.t('plans.billing.upgrade')}
          </a>
        )}
        {changeable(plan) && renews(plan) && plan.status !== 'cancelled' && (
          <a className="lb-button lb-button--secondary" href={href(page, `${base}/cancel`)}>
            {t.t('plans.billing.cancel')}
          </a>
        )}
        {changeable(plan) && plan.status === 'cancelled' && action('resume', t.t('plans.billing.resume'))}
        {plan.refundable && action('refund', t.t('plans.billing.refund'))}
        <a className="lb-button lb-button--link" href={href(page, base)}>
          {t.t('plans.billing.history')}
        </a>
      </div>
    </article>
  );
}
