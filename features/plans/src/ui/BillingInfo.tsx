import { CsrfField, href } from '@lightbox/ui';
import type { BillingPageProps } from './BillingKit';

/** The customer's billing name and country as the account feature keeps them. */
export interface BillingInfoView {
  name: string;
  country: string;
  countryName: string;
}

/** The UpdateBillingInfo form's state after a refused save (errors already in the visitor's words). */
export interface BillingInfoForm {
  values: { name?: string | undefined; country?: string | undefined };
  errors: { name?: string | undefined; country?: string | undefined };
}

/** The AccountBillingInfo remote's content: who invoices are made out to, and a link to change it. */
export function BillingInfoSummary({ page, t, info }: BillingPageProps & { info: BillingInfoView }) {
  return (
    <div className="lb-billing-info">
      <dl className="lb-plan__facts">
        <div>
          <dt>{t.t('plans.billing.info.name')}</dt>
          <dd>{info.name || '—'}</dd>
        </div>
        <div>
          <dt>{t.t('plans.billing.info.country')}</dt>
          <dd>{info.countryName || '—'}</dd>
        </div>
      </dl>
      <a className="lb-button lb-button--secondary" href={href(page, '/account/billing#lb-billing-update')}>
        {t.t('plans.billing.info.edit')}
      </a>
    </div>
  );
}

/**
 * The UpdateBillingInfo remote's content: the form that edits them. It posts to the account
 * feature's own /account/billing, which validates and saves them (one rule, one place).
 */
export function BillingInfoEditor({
  page,
  t,
  form,
  countries,
}: BillingPageProps & { form: BillingInfoForm; countries: ReadonlyArray<{ value: string; label: string }> }) {
  const field = (name: 'name' | 'country') => ({
    id: `lb-billing-update-${name}`,
    error: form.errors[name],
    describedBy: form.errors[name] ? `lb-billing-update-${name}-error` : undefined,
  });
  const nameField = field('name');
  const countryField = field('country');
  return (
    <form
      id="lb-billing-update"
      method="post"
      action={href(page, '/account/billing')}
      className="lb-form lb-billing-info__form"
      noValidate
    >
      <h3>{t.t('plans.billing.info.editTitle')}</h3>
      <CsrfField />
      <div className={nameField.error ? 'lb-field lb-field--error' : 'lb-field'}>
        <label htmlFor={nameField.id}>{t.t('plans.billing.info.name')}</label>
        {nameField.error && (
          <p id={nameField.describedBy} className="lb-field__error">
            {nameField.error}
          </p>
        )}
        <input
          id={nameField.id}
          name="name"
          autoComplete="name"
          defaultValue={form.values.name ?? ''}
          aria-invalid={nameField.error ? true : undefined}
          aria-describedby={nameField.describedBy}
        />
      </div>
      <div className={countryField.error ? 'lb-field lb-field--error' : 'lb-field'}>
        <label htmlFor={countryField.id}>{t.t('plans.billing.info.country')}</label>
        {countryField.error && (
          <p id={countryField.describedBy} className="lb-field__error">
            {countryField.error}
          </p>
        )}
        <select
          id={countryField.id}
          name="country"
          autoComplete="country"
          defaultValue={form.values.country ?? ''}
          aria-invalid={countryField.error ? true : undefined}
          aria-describedby={countryField.describedBy}
        >
          <option value="">{t.t('plans.billing.info.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="lb-button">
          {t.t('plans.billing.info.save')}
        </button>
      </div>
    </form>
  );
}
