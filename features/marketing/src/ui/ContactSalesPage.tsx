import { Button, CsrfField, Field, type FieldControlProps, href } from '@lightbox/ui';
import type { ReactNode } from 'react';
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  type EnquiryDraft,
  type EnquiryErrors,
  type EnquiryField,
} from '../schema';
import { Hero, type MarketingPageProps, MorePages, marketingHref } from './layout';

export interface CountryChoice {
  code: string;
  label: string;
}

export type ContactSalesState =
  | { kind: 'form'; submission: string; draft: EnquiryDraft; errors: EnquiryErrors }
  | { kind: 'sent' };

const TOPICS = [
  'marketing.contact.topics.team',
  'marketing.contact.topics.volume',
  'marketing.contact.topics.custom',
  'marketing.contact.topics.invoicing',
] as const;

const ERROR_VALUES = { min: ENQUIRY_LIMITS.messageMin };
const MAX_LENGTH: Record<EnquiryField, number> = {
  name: ENQUIRY_LIMITS.nameMax,
  email: ENQUIRY_LIMITS.emailMax,
  company: ENQUIRY_LIMITS.companyMax,
  country: 3,
  message: ENQUIRY_LIMITS.messageMax,
};

const fieldId = (field: EnquiryField) => `lb-enquiry-${field}`;

/** The kit's Field, its error under the control; the label may say the field is optional. */
function FormField({
  field,
  label,
  hint,
  error,
  optional,
  children,
}: {
  field: EnquiryField;
  label: string;
  hint?: string;
  error?: string | undefined;
  optional?: string;
  children: (control: FieldControlProps & { name: EnquiryField }) => ReactNode;
}) {
  return (
    <Field
      id={fieldId(field)}
      label={
        <>
          {label}
          {optional && <span className="lb-field__optional"> ({optional})</span>}
        </>
      }
      hint={hint}
      error={error}
      errorBelow
    >
      {(control) => children({ ...control, name: field })}
    </Field>
  );
}

function EnquiryForm({
  page,
  tm,
  state,
  countries,
}: Pick<MarketingPageProps, 'page' | 'tm'> & {
  state: Extract<ContactSalesState, { kind: 'form' }>;
  countries: readonly CountryChoice[];
}) {
  const { draft, errors } = state;
  const error = (field: EnquiryField) => {
    const key = errors[field];
    return key && tm.t(key, { ...ERROR_VALUES, max: MAX_LENGTH[field] });
  };
  const invalid = ENQUIRY_FIELDS.filter((field) => errors[field]);
  return (
    <form
      className="lb-mkt-form"
      method="post"
      action={marketingHref(page, 'contact-sales')}
      noValidate
      aria-labelledby="lb-enquiry-title"
    >
      <CsrfField />
      <h2 id="lb-enquiry-title">{tm.t('marketing.contact.form.title')}</h2>
      {invalid.length > 0 && (
        <div className="lb-mkt-errors" role="alert">
          <p>{tm.t('marketing.contact.errors.summary', { count: invalid.length })}</p>
          <ul>
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>{error(field)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="lb-field__hint">{tm.t('marketing.contact.form.required')}</p>
      <input type="hidden" name="submission" value={state.submission} />
      <FormField field="name" label={tm.t('marketing.contact.field.name')} error={error('name')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            required
            maxLength={MAX_LENGTH.name}
            defaultValue={draft.name}
          />
        )}
      </FormField>
      <FormField field="email" label={tm.t('marketing.contact.field.email')} error={error('email')}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_LENGTH.email}
            defaultValue={draft.email}
          />
        )}
      </FormField>
      <FormField
        field="company"
        label={tm.t('marketing.contact.field.company')}
        optional={tm.t('marketing.contact.field.optional')}
        error={error('company')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="organization"
            maxLength={MAX_LENGTH.company}
            defaultValue={draft.company}
          />
        )}
      </FormField>
      <FormField field="country" label={tm.t('marketing.contact.field.country')} error={error('country')}>
        {(control) => (
          <select {...control} autoComplete="country" required defaultValue={draft.country ?? ''}>
            <option value="" disabled>
              {tm.t('marketing.contact.field.countryPlaceholder')}
            </option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        field="message"
        label={tm.t('marketing.contact.field.message')}
        hint={tm.t('marketing.contact.field.messageHint')}
        error={error('message')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={7}
            required
            minLength={ENQUIRY_LIMITS.messageMin}
            maxLength={MAX_LENGTH.message}
            defaultValue={draft.message}
          />
        )}
      </FormField>
      <div className="lb-mkt-form__submit">
        <Button type="submit">{tm.t('marketing.contact.submit')}</Button>
        <p className="lb-field__hint">{tm.t('marketing.contact.privacy')}</p>
      </div>
    </form>
  );
}

function ThankYou({ page, tm }: Pick<MarketingPageProps, 'page' | 'tm'>) {
  return (
    <section className="lb-mkt-form lb-mkt-thanks" role="status" aria-labelledby="lb-enquiry-thanks">
      <h2 id="lb-enquiry-thanks">{tm.t('marketing.contact.thanks.title')}</h2>
      <p>{tm.t('marketing.contact.thanks.body')}</p>
      <a className="lb-button" href={href(page, '/search/2/image')}>
        {tm.t('marketing.searchCollection')}
      </a>
    </section>
  );
}

/** Contact sales: a plain POST form that works without JavaScript, or its thank-you state. */
export function ContactSalesPage({
  page,
  t,
  tm,
  state,
  countries,
}: MarketingPageProps & { state: ContactSalesState; countries: readonly CountryChoice[] }) {
  return (
    <>
      <Hero title={tm.t('marketing.contact.heading')} lead={tm.t('marketing.contact.lead')} />
      <div className="container">
        <div className="lb-section lb-mkt-contact">
          {state.kind === 'sent' ? (
            <ThankYou page={page} tm={tm} />
          ) : (
            <EnquiryForm page={page} tm={tm} state={state} countries={countries} />
          )}
          <aside className="lb-mkt-card lb-mkt-topics" aria-labelledby="lb-mkt-topics">
            <h2 id="lb-mkt-topics">{tm.t('marketing.contact.topics.title')}</h2>
            <ul className="lb-mkt-checklist">
              {TOPICS.map((key) => (
                <li key={key}>{tm.t(key)}</li>
              ))}
            </ul>
          </aside>
        </div>
        <MorePages page={page} t={t} tm={tm} current="contact-sales" />
      </div>
    </>
  );
}
