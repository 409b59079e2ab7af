import { CsrfField, href } from '@lightbox/ui';
import type { RenewalView } from '../agreements';
import {
  AgreementFacts,
  type AgreementPageProps,
  type Outcome,
  OutcomeNotice,
  type PlansT,
} from './AgreementParts';

export interface RenewalProps extends AgreementPageProps {
  agreement: RenewalView;
  outcome: Outcome;
}

const cardLabel = (t: PlansT, card: { brand: string; last4: string }) =>
  t.t('plans.agreements.cardLabel', { brand: card.brand, last4: card.last4 });

/** Term, cap, use, overage and the renewal total of a premium access agreement. */
function RenewalFacts({ t, agreement: a }: { t: PlansT; agreement: RenewalView }) {
  return (
    <AgreementFacts
      rows={[
        [
          t.t('plans.agreements.term'),
          t.t('plans.agreements.termRange', {
            start: t.formatDate(a.startedAt),
            end: t.formatDate(a.termEndsAt),
          }),
        ],
        [t.t('plans.agreements.cap'), t.formatNumber(a.cap)],
        [t.t('plans.agreements.used'), t.formatNumber(a.used)],
        [t.t('plans.agreements.remaining'), t.formatNumber(a.remaining)],
        [
          t.t('plans.agreements.overage'),
          a.overageUnitPrice === null
            ? t.t('plans.agreements.noOverage')
            : t.t('plans.agreements.overagePrice', {
                count: t.formatNumber(a.overageUsed),
                price: a.overageUnitPrice,
                total: a.overageTotal,
              }),
        ],
        [t.t('plans.agreements.price'), a.price],
        [t.t('plans.agreements.renewalTotal'), <strong key="total">{a.renewalTotal}</strong>],
        [t.t('plans.agreements.card'), a.card ? cardLabel(t, a.card) : t.t('plans.agreements.noCard')],
      ]}
    />
  );
}

/** The PremiumAccessSelfRenewalPage content: the customer turns the renewal on. */
export function SelfRenewal({ page, t, agreement: a, outcome }: RenewalProps) {
  const end = t.formatDate(a.termEndsAt);
  return (
    <section aria-labelledby="lb-self-renew">
      <h2 id="lb-self-renew">{a.title}</h2>
      <OutcomeNotice t={t} outcome={outcome} />
      <RenewalFacts t={t} agreement={a} />
      {a.autoRenew ? (
        <p role="status">{t.t('plans.agreements.renewing', { date: end })}</p>
      ) : (
        <form method="post" action={href(page, `/purchase/self-renew/${a.id}`)} className="lb-form">
          <CsrfField />
          <p>{t.t('plans.agreements.notRenewing', { date: end })}</p>
          <p className="lb-purchase__muted">
            {t.t('plans.agreements.confirmNote', { total: a.renewalTotal, date: end })}
          </p>
          <p className="lb-purchase__actions">
            <button type="submit" className="lb-button" disabled={!a.card}>
              {t.t('plans.agreements.confirm', { date: end })}
            </button>
            <a
              className="lb-button lb-button--secondary"
              href={href(page, `/purchase/premium-access/${a.id}/renewal`)}
            >
              {t.t('plans.agreements.changeCard')}
            </a>
          </p>
        </form>
      )}
    </section>
  );
}

/** The PremiumAccessAutoRenewalPage content: the renewal's date, amount and card, and changing it. */
export function AutoRenewal({ page, t, agreement: a, outcome }: RenewalProps) {
  const end = t.formatDate(a.termEndsAt);
  return (
    <section aria-labelledby="lb-auto-renew">
      <h2 id="lb-auto-renew">{a.title}</h2>
      <OutcomeNotice t={t} outcome={outcome} />
      <p role="status">
        {a.autoRenew
          ? t.t('plans.agreements.renewsOn', { date: end, total: a.renewalTotal })
          : t.t('plans.agreements.notRenewing', { date: end })}
      </p>
      <RenewalFacts t={t} agreement={a} />
      {a.cards.length > 0 && (
        <form
          method="post"
          action={href(page, `/purchase/premium-access/${a.id}/renewal/card`)}
          className="lb-form"
        >
          <CsrfField />
          <fieldset>
            <legend>{t.t('plans.agreements.changeCard')}</legend>
            {a.cards.map((c) => (
              <label key={c.id} className="lb-purchase__check">
                <input type="radio" name="card" value={c.id} defaultChecked={c.id === a.card?.id} />{' '}
                {cardLabel(t, c)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="lb-button lb-button--secondary">
            {t.t('plans.agreements.saveCard')}
          </button>
        </form>
      )}
      <p className="lb-purchase__actions">
        <a href={href(page, '/account/billing')}>{t.t('plans.agreements.addCard')}</a>
        {!a.autoRenew && (
          <a href={href(page, `/purchase/self-renew/${a.id}`)}>{t.t('plans.agreements.selfRenew.title')}</a>
        )}
      </p>
    </section>
  );
}
