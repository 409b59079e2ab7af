import { AccountShell } from '@lightbox/account';
import { CsrfField, href } from '@lightbox/ui';
import type { ReactNode } from 'react';
import type { PlansMessageKey } from '../messages/en-us';
import type { AgreementView } from '../views';
import { type BillingPageProps, Notice, statusLabel, statusTone } from './BillingKit';
import { PlanCard, type PlanCardView, type SavedCard } from './PlanCard';

/** A refusal in the visitor's words: a key of ours and its values (a card's decline reason). */
export interface Problem {
  key: PlansMessageKey;
  values?: Record<string, string | number>;
}

export interface PageMessage {
  notice?: PlansMessageKey | undefined;
  error?: Problem | undefined;
}

/** The account area's frame (its tabs) around one of the plans pages. */
export function PlansShell({
  page,
  t,
  title,
  message,
  children,
}: BillingPageProps & { title: string; message?: PageMessage; children: ReactNode }) {
  return (
    <AccountShell page={page} t={t as never} current="plans" title={title}>
      <div className="lb-plans-billing">
        {message?.notice && <Notice kind="success">{t.t(message.notice)}</Notice>}
        {message?.error && <Notice kind="error">{t.t(message.error.key, message.error.values)}</Notice>}
        {children}
      </div>
    </AccountShell>
  );
}

/** /account/plans: every plan of the customer and their team's shared ones, then the schedules. */
export function PlansPage({
  page,
  t,
  plans,
  past,
  cards,
  schedules,
  message,
}: BillingPageProps & {
  plans: PlanCardView[];
  past: AgreementView[];
  cards: SavedCard[];
  schedules: ReactNode;
  message: PageMessage;
}) {
  return (
    <PlansShell page={page} t={t} title={t.t('plans.billing.title')} message={message}>
      {plans.length === 0 ? (
        <div className="lb-plan lb-plan--empty">
          <p>{t.t('plans.billing.empty')}</p>
          <a
            className="lb-button"
            href={href(page, page.site === 'subscription' ? '/plans-and-pricing' : '/purchase/agreements')}
          >
            {t.t('plans.billing.browse')}
          </a>
        </div>
      ) : (
        <div className="lb-plans-billing__list">
          {plans.map((plan) => (
            <PlanCard key={plan.id} page={page} t={t} plan={plan} cards={cards} />
          ))}
        </div>
      )}
      {schedules}
      {past.length > 0 && (
        <section className="lb-account__section" aria-labelledby="lb-past-plans">
          <h2 id="lb-past-plans">{t.t('plans.billing.past')}</h2>
          <ul className="lb-past-plans">
            {past.map((p) => (
              <li key={p.id}>
                <a href={href(page, `/account/plans/${p.id}`)}>{p.title}</a>
                <span className="lb-plan__muted">{t.formatDate(p.startedAt)}</span>
                <span className={`lb-plan__status lb-plan__status--${statusTone(p.status)}`}>
                  {statusLabel(t, p)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PlansShell>
  );
}

/** The confirm step of cancelling: the plan keeps running to the end of its term. */
export function CancelPage({
  page,
  t,
  plan,
}: BillingPageProps & { plan: { id: number; title: string; termEndsAt: Date } }) {
  return (
    <PlansShell page={page} t={t} title={t.t('plans.billing.cancelTitle', { plan: plan.title })}>
      <div className="lb-plan">
        <p>{t.t('plans.billing.cancelBody', { date: t.formatDate(plan.termEndsAt) })}</p>
        <div className="lb-plan__actions">
          <form method="post" action={href(page, `/account/plans/${plan.id}/cancel`)}>
            <CsrfField />
            <button type="submit" className="lb-button lb-button--destructive">
              {t.t('plans.billing.cancelConfirm')}
            </button>
          </form>
          <a className="lb-button lb-button--secondary" href={href(page, '/account/plans')}>
            {t.t('plans.billing.keep')}
          </a>
        </div>
      </div>
    </PlansShell>
  );
}

export interface UpgradeOption {
  sku: string;
  title: string;
  chargeNow: string;
  renewalPrice: string;
  termEndsAt: Date;
  /** Same term: the new allowance starts with the next period (on this date). */
  nextPeriodAt: Date | null;
  /** Monthly to annual: a new year starts now and this month's downloads carry over. */
  newYear: boolean;
}

/** The bigger subscriptions a plan can move to, each with what it costs now and at renewal. */
export function UpgradePage({
  page,
  t,
  plan,
  options,
  idempotencyKey,
  error,
}: BillingPageProps & {
  plan: { id: number; title: string };
  options: UpgradeOption[];
  idempotencyKey: string;
  error?: Problem | undefined;
}) {
  return (
    <PlansShell
      page={page}
      t={t}
      title={t.t('plans.billing.upgradeTitle', { plan: plan.title })}
      message={{ error }}
    >
      {options.length === 0 ? (
        <p>{t.t('plans.billing.upgradeNone')}</p>
      ) : (
        <ul className="lb-upgrade">
          {options.map((o) => (
            <li key={o.sku} className="lb-plan">
              <h2>{o.title}</h2>
              <dl className="lb-plan__facts">
                <div>
                  <dt>{t.t('plans.billing.upgradeNow')}</dt>
                  <dd>{o.chargeNow}</dd>
                </div>
                <div>
                  <dt>{t.t('plans.billing.upgradeRenewal')}</dt>
                  <dd>
                    {t.t('plans.billing.nextChargeValue', {
                      amount: o.renewalPrice,
                      date: t.formatDate(o.termEndsAt),
                    })}
                  </dd>
                </div>
              </dl>
              {o.nextPeriodAt && (
                <p className="lb-plan__muted">
                  {t.t('plans.billing.upgradeSameTerm', { date: t.formatDate(o.nextPeriodAt) })}
                </p>
              )}
              {o.newYear && <p className="lb-plan__muted">{t.t('plans.billing.upgradeNewTerm')}</p>}
              <form method="post" action={href(page, `/account/plans/${plan.id}/upgrade`)}>
                <CsrfField />
                <input type="hidden" name="sku" value={o.sku} />
                <input type="hidden" name="key" value={idempotencyKey} />
                <button type="submit" className="lb-button">
                  {t.t('plans.billing.upgradeConfirm', { plan: o.title, amount: o.chargeNow })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={href(page, '/account/plans')}>{t.t('plans.billing.back')}</a>
      </p>
    </PlansShell>
  );
}
