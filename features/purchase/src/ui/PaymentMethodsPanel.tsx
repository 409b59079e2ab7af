import { CsrfField, href } from '@lightbox/ui';
import type { PaymentMethodView } from '../payment-methods';
import type { PurchasePageProps } from './shared';

export interface CardFormState {
  notice?: 'added' | 'removed';
  error?: { field: 'number' | 'expiry' | 'cvc'; message: string };
}

/** The PaymentMethods remote's content: the customer's saved cards, each removable. */
export function SavedCards({
  page,
  t,
  methods,
  state,
}: PurchasePageProps & { methods: PaymentMethodView[]; state: CardFormState }) {
  return (
    <div className="lb-purchase__cards">
      {state.notice && (
        <p className="lb-notice" role="status">
          {t.t(state.notice === 'added' ? 'purchase.methods.added' : 'purchase.methods.removed')}
        </p>
      )}
      {methods.length === 0 ? (
        <p className="lb-purchase__muted">{t.t('purchase.methods.empty')}</p>
      ) : (
        <ul className="lb-purchase__card-list">
          {methods.map((m) => {
            const label = { brand: m.brand, last4: m.last4, expiry: m.expiry };
            return (
              <li key={m.id}>
                <span>{t.t('purchase.checkout.savedCard', label)}</span>
                <form method="post" action={href(page, `/account/billing/cards/${m.id}/delete`)}>
                  <CsrfField />
                  <button
                    type="submit"
                    className="lb-button lb-button--link"
                    aria-label={t.t('purchase.methods.removeCard', label)}
                  >
                    {t.t('purchase.methods.remove')}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The UpdatePaymentDetails remote's content: add a card (checked by the payment processor). */
export function AddCardForm({ page, t, state }: PurchasePageProps & { state: CardFormState }) {
  const field = (name: 'number' | 'expiry' | 'cvc', label: string, autoComplete: string) => {
    const error = state.error?.field === name ? state.error.message : undefined;
    const id = `lb-card-${name}`;
    return (
      <div className="lb-field">
        <label htmlFor={id}>{label}</label>
        {error && (
          <p id={`${id}-error`} className="lb-field__error">
            {error}
          </p>
        )}
        <input
          id={id}
          name={`card${name[0]!.toUpperCase()}${name.slice(1)}`}
          autoComplete={autoComplete}
          inputMode={name === 'expiry' ? undefined : 'numeric'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
    );
  };
  return (
    <form
      method="post"
      action={href(page, '/account/billing/cards')}
      className="lb-form lb-purchase__add-card"
    >
      <h3>{t.t('purchase.methods.add')}</h3>
      <CsrfField />
      {field('number', t.t('purchase.checkout.cardNumber'), 'cc-number')}
      <div className="lb-purchase__row">
        {field('expiry', t.t('purchase.checkout.cardExpiry'), 'cc-exp')}
        {field('cvc', t.t('purchase.checkout.cardCvc'), 'cc-csc')}
      </div>
      <button type="submit" className="lb-button lb-button--secondary">
        {t.t('purchase.methods.save')}
      </button>
    </form>
  );
}
