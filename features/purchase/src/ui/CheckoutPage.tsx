import { CsrfField, href } from '@lightbox/ui';
import type { PaymentMethodView } from '../payment-methods';
import type { CartView } from '../presenters';
import { CartSummary } from './CartPage';
import { licenceLabel, type PurchasePageProps, PurchaseShell, renews } from './shared';

export interface CheckoutForm {
  /** The customer's saved cards; `method` is one of their ids, or 'new'. */
  savedMethods: PaymentMethodView[];
  method: string;
  saveCard: boolean;
  billingName: string;
  billingCountry: string;
  licensee: string;
  idempotencyKey: string;
  errors: Partial<
    Record<'billingName' | 'billingCountry' | 'agreement' | 'number' | 'expiry' | 'cvc', string>
  >;
  /** A message about the last attempt (declined, in progress, cart changed). */
  notice?: string;
}

function Field(props: {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  value?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  placeholder?: string;
}) {
  const describedBy = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="lb-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <p id={`${props.id}-hint`} className="lb-field__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="lb-field__error">
          {props.error}
        </p>
      )}
      <input
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
    </div>
  );
}

export function CheckoutPage({
  page,
  t,
  cart,
  form,
  countries,
  testProcessor,
}: PurchasePageProps & {
  cart: CartView;
  form: CheckoutForm;
  countries: ReadonlyArray<{ value: string; label: string }>;
  testProcessor: boolean;
}) {
  const errors = Object.entries(form.errors).filter(([, message]) => message);
  return (
    <PurchaseShell title={t.t('purchase.checkout.title')}>
      {errors.length > 0 && (
        <div className="lb-error-summary" role="alert" aria-labelledby="lb-checkout-errors">
          <h2 id="lb-checkout-errors">{t.t('purchase.checkout.errorSummary')}</h2>
          <ul>
            {errors.map(([field, message]) => (
              <li key={field}>
                <a href={`#lb-checkout-${field}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {form.notice && (
        <p className="lb-notice" role="status">
          {form.notice}
        </p>
      )}
      <form
        method="post"
        action={href(page, '/purchase/checkout')}
        className="lb-form lb-purchase__layout"
        noValidate
      >
        <CsrfField />
        <input type="hidden" name="idempotencyKey" value={form.idempotencyKey} />
        <div className="lb-purchase__steps">
          <fieldset>
            <legend>{t.t('purchase.checkout.billing')}</legend>
            <Field
              id="lb-checkout-billingName"
              name="billingName"
              label={t.t('purchase.checkout.billingName')}
              autoComplete="name"
              value={form.billingName}
              error={form.errors.billingName}
            />
            <div className="lb-field">
              <label htmlFor="lb-checkout-billingCountry">{t.t('purchase.checkout.billingCountry')}</label>
              {form.errors.billingCountry && (
                <p id="lb-checkout-billingCountry-error" className="lb-field__error">
                  {form.errors.billingCountry}
                </p>
              )}
              <select
                id="lb-checkout-billingCountry"
                name="billingCountry"
                autoComplete="country"
                defaultValue={form.billingCountry}
                aria-invalid={form.errors.billingCountry ? true : undefined}
                aria-describedby={form.errors.billingCountry ? 'lb-checkout-billingCountry-error' : undefined}
              >
                <option value="">—</option>
                {countries.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <Field
              id="lb-checkout-licensee"
              name="licensee"
              label={t.t('purchase.checkout.licensee')}
              hint={t.t('purchase.checkout.licenseeHint')}
              value={form.licensee}
              autoComplete="organization"
            />
          </fieldset>
          <fieldset>
            <legend>{t.t('purchase.checkout.payment')}</legend>
            {testProcessor && <p className="lb-notice">{t.t('purchase.checkout.testCards')}</p>}
            {form.savedMethods.length > 0 && (
              <div className="lb-purchase__methods">
                {form.savedMethods.map((m) => (
                  <label key={m.id} className="lb-licence__option">
                    <input
                      type="radio"
                      name="method"
                      value={String(m.id)}
                      defaultChecked={form.method === String(m.id)}
                    />
                    <span className="lb-licence__option-text">
                      {t.t('purchase.checkout.savedCard', {
                        brand: m.brand,
                        last4: m.last4,
                        expiry: m.expiry,
                      })}
                    </span>
                  </label>
                ))}
                <label className="lb-licence__option">
                  <input type="radio" name="method" value="new" defaultChecked={form.method === 'new'} />
                  <span className="lb-licence__option-text">{t.t('purchase.checkout.newCard')}</span>
                </label>
              </div>
            )}
            <Field
              id="lb-checkout-number"
              name="cardNumber"
              label={t.t('purchase.checkout.cardNumber')}
              autoComplete="cc-number"
              inputMode="numeric"
              error={form.errors.number}
            />
            <div className="lb-purchase__row">
              <Field
                id="lb-checkout-expiry"
                name="cardExpiry"
                label={t.t('purchase.checkout.cardExpiry')}
                autoComplete="cc-exp"
                placeholder="MM/YY"
                error={form.errors.expiry}
              />
              <Field
                id="lb-checkout-cvc"
                name="cardCvc"
                label={t.t('purchase.checkout.cardCvc')}
                autoComplete="cc-csc"
                inputMode="numeric"
                error={form.errors.cvc}
              />
            </div>
            {cart.lines.some((line) => renews(line.productType)) ? (
              <p className="lb-purchase__muted">{t.t('purchase.checkout.cardKeptForRenewals')}</p>
            ) : (
              testProcessor && (
                <div className="lb-purchase__check">
                  <input
                    type="checkbox"
                    id="lb-checkout-saveCard"
                    name="saveCard"
                    value="yes"
                    defaultChecked={form.saveCard}
                  />{' '}
                  <label htmlFor="lb-checkout-saveCard">{t.t('purchase.checkout.saveCard')}</label>
                </div>
              )
            )}
            <p className="lb-purchase__muted">{t.t('purchase.checkout.secure')}</p>
          </fieldset>
        </div>
        <aside className="lb-purchase__aside" aria-labelledby="lb-checkout-review">
          <h2 id="lb-checkout-review">{t.t('purchase.checkout.review')}</h2>
          <ul className="lb-purchase__review">
            {cart.lines.map((line) => (
              <li key={line.itemId}>
                <span>
                  {line.title}
                  <span className="lb-purchase__muted">
                    {line.assetId === null ? t.t('purchase.cart.planLabel') : licenceLabel(t, line)}
                  </span>
                </span>
                <span>{line.price}</span>
              </li>
            ))}
          </ul>
          <CartSummary t={t} cart={cart} />
          <div className="lb-purchase__check lb-purchase__agreement">
            {form.errors.agreement && (
              <p id="lb-checkout-agreement-error" className="lb-field__error">
                {form.errors.agreement}
              </p>
            )}
            <input
              type="checkbox"
              id="lb-checkout-agreement"
              name="agreement"
              value="accepted"
              aria-describedby={form.errors.agreement ? 'lb-checkout-agreement-error' : undefined}
            />{' '}
            <label htmlFor="lb-checkout-agreement">
              {t.t('purchase.checkout.agreement', { link: t.t('purchase.checkout.agreementLink') })}
            </label>{' '}
            <a href={href(page, '/purchase/agreements')} target="_blank" rel="noopener">
              {t.t('purchase.checkout.agreementLink')}
            </a>
          </div>
          <button type="submit" className="lb-button lb-purchase__checkout">
            {t.t('purchase.checkout.pay', { amount: cart.total ?? '' })}
          </button>
          <button
            type="submit"
            name="share"
            value="yes"
            className="lb-button lb-button--link"
            aria-describedby="lb-checkout-share-hint"
          >
            {t.t('purchase.checkout.share')}
          </button>
          <p id="lb-checkout-share-hint" className="lb-purchase__muted">
            {t.t('purchase.checkout.shareHint')}
          </p>
        </aside>
      </form>
    </PurchaseShell>
  );
}
