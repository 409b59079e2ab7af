import { CsrfField, href } from '@lightbox/ui';
import type { LedgerKind } from '../schema';
import type { BillingPageProps } from './BillingKit';
import { balanceLabel, type PlanCardView } from './PlanCard';
import { type PageMessage, PlansShell, type Problem } from './PlanPages';

export interface LedgerEntry {
  at: Date;
  kind: LedgerKind;
  units: number;
}

export interface ShareView {
  userId: number;
  name: string;
  mode: 'all' | 'fixed' | 'monthly';
  amount: number | null;
  used: number;
}

export interface ShareForm {
  values: { memberId?: string; mode?: string; amount?: string };
  error?: Problem | undefined;
}

/** /account/plans/{id}: the plan's history and, for a team leader, who it is shared with. */
export function PlanDetailPage({
  page,
  t,
  plan,
  ledger,
  sharing,
  message,
}: BillingPageProps & {
  plan: PlanCardView;
  ledger: LedgerEntry[];
  sharing?:
    | { shares: ShareView[]; members: Array<{ id: number; name: string }>; form: ShareForm }
    | undefined;
  message: PageMessage;
}) {
  return (
    <PlansShell page={page} t={t} title={plan.title} message={message}>
      <p className="lb-plan__balance">{balanceLabel(t, plan)}</p>
      {sharing && <Shares page={page} t={t} planId={plan.id} unit={plan.unit} {...sharing} />}
      <section className="lb-account__section" aria-labelledby="lb-ledger-title">
        <h2 id="lb-ledger-title">{t.t('plans.billing.ledger.title')}</h2>
        <div className="lb-schedules__scroll">
          <table className="lb-schedules__table">
            <thead>
              <tr>
                <th scope="col">{t.t('plans.billing.ledger.date')}</th>
                <th scope="col">{t.t('plans.billing.ledger.event')}</th>
                <th scope="col" className="lb-schedules__num">
                  {t.t(`plans.billing.unit.${plan.unit}`)}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry) => (
                <tr key={`${entry.at.toISOString()}-${entry.kind}-${entry.units}`}>
                  <td>{t.formatDate(entry.at)}</td>
                  <td>{t.t(`plans.billing.ledger.kind.${entry.kind}`)}</td>
                  <td className="lb-schedules__num">
                    {entry.units > 0
                      ? `+${t.formatNumber(entry.units)}`
                      : entry.units === 0
                        ? '—'
                        : t.formatNumber(entry.units)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <p>
        <a href={href(page, '/account/plans')}>{t.t('plans.billing.back')}</a>
      </p>
    </PlansShell>
  );
}

function Shares({
  page,
  t,
  planId,
  unit,
  shares,
  members,
  form,
}: BillingPageProps & {
  planId: number;
  unit: 'downloads' | 'credits';
  shares: ShareView[];
  members: Array<{ id: number; name: string }>;
  form: ShareForm;
}) {
  const mode = form.values.mode ?? 'all';
  return (
    <section className="lb-account__section" aria-labelledby="lb-shares-title">
      <h2 id="lb-shares-title">{t.t('plans.billing.shares.title')}</h2>
      {shares.length === 0 ? (
        <p className="lb-plan__muted">{t.t('plans.billing.shares.none')}</p>
      ) : (
        <ul className="lb-shares">
          {shares.map((s) => (
            <li key={s.userId}>
              <span>
                <strong>{s.name}</strong>{' '}
                {s.mode === 'all'
                  ? t.t('plans.billing.shares.all')
                  : t.t(`plans.billing.shares.${s.mode}Of`, { n: s.amount ?? 0, unit })}
                {' · '}
                {t.t('plans.billing.shares.used', { n: s.used })}
              </span>
              <form method="post" action={href(page, `/account/plans/${planId}/shares/${s.userId}/delete`)}>
                <CsrfField />
                <button
                  type="submit"
                  className="lb-button lb-button--link"
                  aria-label={t.t('plans.billing.shares.removeFor', { name: s.name })}
                >
                  {t.t('plans.billing.shares.remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {members.length === 0 ? (
        <p className="lb-plan__muted">{t.t('plans.billing.shares.noMembers')}</p>
      ) : (
        <form
          method="post"
          action={href(page, `/account/plans/${planId}/shares`)}
          className="lb-form lb-shares__form"
          noValidate
        >
          <CsrfField />
          {form.error && (
            <p className="lb-field__error" id="lb-share-error" role="alert">
              {t.t(form.error.key, form.error.values)}
            </p>
          )}
          <div className="lb-field">
            <label htmlFor="lb-share-member">{t.t('plans.billing.shares.member')}</label>
            <select id="lb-share-member" name="memberId" defaultValue={form.values.memberId ?? ''}>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="lb-field">
            <legend>{t.t('plans.billing.shares.how')}</legend>
            {(['all', 'fixed', 'monthly'] as const).map((m) => (
              <label key={m} className="lb-checkbox">
                <input type="radio" name="mode" value={m} defaultChecked={mode === m} />
                {t.t(`plans.billing.shares.mode.${m}`)}
              </label>
            ))}
          </fieldset>
          <div className="lb-field">
            <label htmlFor="lb-share-amount">{t.t('plans.billing.shares.amount')}</label>
            <input
              id="lb-share-amount"
              name="amount"
              inputMode="numeric"
              defaultValue={form.values.amount ?? ''}
              aria-describedby={form.error ? 'lb-share-error' : undefined}
            />
          </div>
          <div>
            <button type="submit" className="lb-button">
              {t.t('plans.billing.shares.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
