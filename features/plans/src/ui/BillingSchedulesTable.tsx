import { href } from '@lightbox/ui';
import type { AgreementStatus } from '../schema';
import type { AgreementView } from '../views';
import { type BillingPageProps, brandName, statusLabel, statusTone } from './BillingKit';

/** One plan's billing schedule, as plain JSON (the BillingSchedules remote hydrates with it). */
export interface ScheduleView {
  id: number;
  title: string;
  status: AgreementStatus;
  failedCharges: number;
  termEndsAt: string | null;
  nextChargeAt: string | null;
  amount: string | null;
  card: string | null;
}

/** Plans that renew, with their next charge (packs never charge again, so they are left out). */
export function presentSchedules(plans: AgreementView[]): ScheduleView[] {
  return plans
    .filter((p) => p.owned && p.termEndsAt !== null)
    .map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status,
      failedCharges: p.failedCharges,
      termEndsAt: p.termEndsAt?.toISOString() ?? null,
      nextChargeAt: p.nextCharge?.at.toISOString() ?? null,
      amount: p.nextCharge?.amount ?? null,
      card: p.card ? `${brandName(p.card.brand)} •••• ${p.card.last4}` : null,
    }));
}

/** The BillingSchedules remote's content: next charge date and amount, card and status of each plan. */
export function SchedulesTable({ page, t, schedules }: BillingPageProps & { schedules: ScheduleView[] }) {
  return (
    <section className="lb-account__section lb-schedules" aria-labelledby="lb-schedules-title">
      <h2 id="lb-schedules-title">{t.t('plans.billing.schedules.title')}</h2>
      {schedules.length === 0 ? (
        <p className="lb-plan__muted">{t.t('plans.billing.schedules.empty')}</p>
      ) : (
        <div className="lb-schedules__scroll">
          <table className="lb-schedules__table">
            <thead>
              <tr>
                <th scope="col">{t.t('plans.billing.schedules.plan')}</th>
                <th scope="col">{t.t('plans.billing.schedules.next')}</th>
                <th scope="col" className="lb-schedules__num">
                  {t.t('plans.billing.schedules.amount')}
                </th>
                <th scope="col">{t.t('plans.billing.schedules.card')}</th>
                <th scope="col">{t.t('plans.billing.schedules.status')}</th>
              </tr>
            </thead>
            <tbody>
              {schedules.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <a href={href(page, `/account/plans/${s.id}`)}>{s.title}</a>
                  </th>
                  <td>
                    {s.nextChargeAt ? t.formatDate(s.nextChargeAt) : t.t('plans.billing.schedules.none')}
                  </td>
                  <td className="lb-schedules__num">{s.amount ?? '—'}</td>
                  <td>{s.card ?? t.t('plans.billing.cardLatest')}</td>
                  <td>
                    <span className={`lb-plan__status lb-plan__status--${statusTone(s.status)}`}>
                      {statusLabel(t, s)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
