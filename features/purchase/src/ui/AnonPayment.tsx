import { CsrfField, href } from '@lightbox/ui';
import type { OrderView } from './OrderPages';
import { licenceLabel, type PurchasePageProps, PurchaseShell } from './shared';

export interface AnonPaymentState {
  orderId: number;
  token: string;
  /** The order, when the link is valid. */
  order?: OrderView & { placedBy: string };
  paid: boolean;
  /** The owner just asked for the link: show it to copy. */
  shareUrl?: string;
  idempotencyKey: string;
  notice?: string;
  errors: Partial<Record<'number' | 'expiry' | 'cvc', string>>;
}

/** Pay for an order from its link, without signing in (the AnonPaymentPage remote's content). */
export function AnonPayment({ page, t, state }: PurchasePageProps & { state: AnonPaymentState }) {
  const { order } = state;
  if (!order)
    return (
      <PurchaseShell title={t.t('purchase.anon.title')}>
        <p role="alert">{t.t('purchase.anon.invalid')}</p>
      </PurchaseShell>
    );
  const field = (name: 'number' | 'expiry' | 'cvc', label: string, autoComplete: string) => {
    const id = `lb-anon-${name}`;
    const error = state.errors[name];
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
    );
  };
  return (
    <PurchaseShell title={t.t('purchase.anon.title')}>
      {state.shareUrl && (
        <div className="lb-notice">
          <label htmlFor="lb-anon-share">{t.t('purchase.anon.share')}</label>
          <input id="lb-anon-share" readOnly value={state.shareUrl} className="lb-purchase__share" />
        </div>
      )}
      {state.notice && (
        <p className="lb-notice" role="alert">
          {state.notice}
        </p>
      )}
      <p>{t.t('purchase.anon.body', { number: order.number, name: order.placedBy })}</p>
      <ul className="lb-purchase__review">
        {order.lines.map((line) => (
          <li key={`${line.assetId}-${line.model}`}>
            <span>
              {line.title}
              <span className="lb-purchase__muted">{licenceLabel(t, line)}</span>
            </span>
            <span>{line.total}</span>
          </li>
        ))}
        <li className="lb-purchase__total">
          <span>{t.t('purchase.cart.total')}</span>
          <span>{order.total}</span>
        </li>
      </ul>
      {state.paid ? (
        <p role="status">{t.t('purchase.anon.paid')}</p>
      ) : (
        <form
          method="post"
          action={href(page, `/purchase/pay/${state.orderId}`, { token: state.token })}
          className="lb-form lb-purchase__add-card"
          noValidate
        >
          <CsrfField />
          <input type="hidden" name="idempotencyKey" value={state.idempotencyKey} />
          {field('number', t.t('purchase.checkout.cardNumber'), 'cc-number')}
          <div className="lb-purchase__row">
            {field('expiry', t.t('purchase.checkout.cardExpiry'), 'cc-exp')}
            {field('cvc', t.t('purchase.checkout.cardCvc'), 'cc-csc')}
          </div>
          <button type="submit" className="lb-button">
            {t.t('purchase.checkout.pay', { amount: order.total })}
          </button>
        </form>
      )}
    </PurchaseShell>
  );
}
