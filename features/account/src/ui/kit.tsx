import type { DownloadsMessageKey } from '@lightbox/downloads/messages/en-us';
import type { PurchaseMessageKey } from '@lightbox/purchase/messages';
import {
  Field,
  type FieldControlProps,
  href,
  ErrorSummary as KitErrorSummary,
  type PageContext,
  type Translator,
} from '@lightbox/ui';
import type { ReactNode } from 'react';
import {
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TEAM_NAME_MAX,
  TEAM_SIZE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../domain/limits';
import type { AccountMessageKey } from '../messages/keys';
import type { FieldErrors } from '../schema';

/**
 * The accounts feature's forms, on @lightbox/ui's kit: plain POST forms that work without
 * JavaScript, each field with its label, hint and error tied together by the kit's Field, an
 * error summary that links to the fields. Forms carry the kit's CsrfField.
 */
export type AccountT = Translator<AccountMessageKey>;

export interface AccountPageProps {
  page: PageContext;
  t: AccountT;
}

/** A form-level message with its values, e.g. a rate-limit notice with the minutes to wait. */
export interface FormMessage {
  key: AccountMessageKey;
  values?: Record<string, string | number>;
}

/** The limits some field errors name, so every error message has its values. */
const ERROR_VALUES: Partial<Record<AccountMessageKey, Record<string, number>>> = {
  'account.error.passwordTooShort': { min: PASSWORD_MIN },
  'account.error.passwordTooLong': { max: PASSWORD_MAX },
  'account.error.nameTooLong': { max: NAME_MAX },
  'account.error.teamNameTooLong': { max: TEAM_NAME_MAX },
  'account.error.usernameInvalid': { min: USERNAME_MIN, max: USERNAME_MAX },
  'account.error.teamFull': { max: TEAM_SIZE_MAX },
};

export function errorText(t: AccountT, key: AccountMessageKey): string {
  return t.t(key, ERROR_VALUES[key]);
}

export function Notice({ kind, children }: { kind: 'success' | 'info' | 'error'; children: ReactNode }) {
  return (
    <div className={`lb-alert lb-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function FormMessageNotice({ t, message }: { t: AccountT; message: FormMessage | undefined }) {
  if (!message) return null;
  return (
    <Notice kind="error">{t.t(message.key, { ...ERROR_VALUES[message.key], ...message.values })}</Notice>
  );
}

export const fieldId = (form: string, name: string) => `lb-${form}-${name}`;

/** Links to each field in error, in the order of the form. */
export function ErrorSummary({
  t,
  form,
  errors,
  fields,
}: {
  t: AccountT;
  form: string;
  errors: FieldErrors | undefined;
  fields: readonly string[];
}) {
  const items = fields.flatMap((f) => {
    const key = errors?.[f];
    return key ? [{ fieldId: fieldId(form, f), message: errorText(t, key) }] : [];
  });
  return <KitErrorSummary id={fieldId(form, 'summary')} title={t.t('account.form.problem')} items={items} />;
}

interface FieldBase {
  t: AccountT;
  form: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: AccountMessageKey | undefined;
  /** Only for the first field in error after a submission; never on a first page load. */
  autoFocus?: boolean;
}

/** The kit's Field with this feature's error texts and its "There is a problem" prefix. */
function AccountField(props: FieldBase & { children: (control: FieldControlProps) => ReactNode }) {
  const { t, error } = props;
  return (
    <Field
      id={fieldId(props.form, props.name)}
      label={props.label}
      hint={props.hint}
      error={error && errorText(t, error)}
      errorPrefix={t.t('account.form.problem')}
    >
      {props.children}
    </Field>
  );
}

export function TextField(
  props: FieldBase & {
    type?: 'text' | 'email' | 'password';
    value?: string | undefined;
    autoComplete: string;
    required?: boolean;
    readOnly?: boolean;
    maxLength?: number;
  },
) {
  return (
    <AccountField {...props}>
      {(control) => (
        <input
          {...control}
          name={props.name}
          type={props.type ?? 'text'}
          defaultValue={props.type === 'password' ? undefined : props.value}
          autoComplete={props.autoComplete}
          required={props.required ?? true}
          readOnly={props.readOnly}
          maxLength={props.maxLength}
          spellCheck={props.type === 'password' || props.type === 'email' ? false : undefined}
          // biome-ignore lint/a11y/noAutofocus: set only on the field in error after the person submitted the form, so focus follows their action (plain forms, no script to move it)
          autoFocus={props.autoFocus}
        />
      )}
    </AccountField>
  );
}

export function SelectField(
  props: FieldBase & {
    value?: string | undefined;
    options: ReadonlyArray<{ value: string; label: string }>;
    placeholder?: string;
    autoComplete?: string;
  },
) {
  return (
    <AccountField {...props}>
      {(control) => (
        <select
          {...control}
          name={props.name}
          defaultValue={props.value ?? ''}
          required
          autoComplete={props.autoComplete}
          // biome-ignore lint/a11y/noAutofocus: set only on the field in error after the person submitted the form, so focus follows their action (plain forms, no script to move it)
          autoFocus={props.autoFocus}
        >
          {props.placeholder !== undefined && (
            <option value="" disabled>
              {props.placeholder}
            </option>
          )}
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </AccountField>
  );
}

export function CheckboxField(props: {
  form: string;
  name: string;
  label: string;
  hint?: string;
  checked?: boolean;
  /** The error text and its hidden "There is a problem" prefix, shown next to the box. */
  error?: { text: string; prefix: string } | undefined;
}) {
  const id = fieldId(props.form, props.name);
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={props.error ? 'lb-checkbox lb-field--error' : 'lb-checkbox'}>
      <input
        id={id}
        type="checkbox"
        name={props.name}
        value="on"
        defaultChecked={props.checked}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.hint && (
        <p className="lb-field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="lb-field__error" id={`${id}-error`}>
          <span className="visually-hidden">{props.error.prefix}: </span>
          {props.error.text}
        </p>
      )}
    </div>
  );
}

/** The first field of `fields` that has an error: it gets focus when the page loads. */
export function firstError(errors: FieldErrors | undefined, fields: readonly string[]): string | undefined {
  return fields.find((f) => errors?.[f]);
}

/** Sign-in, registration and recovery: one narrow panel in the middle of the page. */
export function AuthPanel({
  title,
  intro,
  children,
  wide,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`container lb-auth${wide ? ' lb-auth--wide' : ''}`}>
      <div className="lb-auth__panel">
        <h1>{title}</h1>
        {intro && <p className="lb-auth__intro">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

export type AccountSection =
  | 'overview'
  | 'profile'
  | 'billing'
  | 'plans'
  | 'team'
  | 'purchases'
  | 'invoices'
  | 'downloads';
type SectionKey = AccountMessageKey | PurchaseMessageKey | DownloadsMessageKey | 'plans.billing.nav';
const SECTIONS: ReadonlyArray<{
  id: AccountSection;
  path: string;
  key: SectionKey;
}> = [
  { id: 'overview', path: '/account', key: 'account.nav.overview' },
  { id: 'profile', path: '/account/profile', key: 'account.nav.profile' },
  { id: 'billing', path: '/account/billing', key: 'account.nav.billing' },
  // The plans feature's page, named in its own strings.
  { id: 'plans', path: '/account/plans', key: 'plans.billing.nav' },
  { id: 'team', path: '/account/team', key: 'account.nav.team' },
  // The purchase feature's pages, named in its own strings (every page carries every bundle).
  { id: 'purchases', path: '/account/purchasehistory', key: 'purchase.history.title' },
  { id: 'invoices', path: '/account/invoices', key: 'purchase.invoices.title' },
  { id: 'downloads', path: '/account/download', key: 'downloads.history.title' },
];

/** The signed-in area: a heading, the section tabs and the section's content. */
export function AccountShell({
  page,
  t,
  current,
  title,
  children,
}: {
  page: PageContext;
  t: AccountT;
  current: AccountSection;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="container lb-account">
      <nav className="lb-account__nav" aria-label={t.t('account.nav.label')}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={href(page, s.path)} aria-current={s.id === current ? 'page' : undefined}>
                {(t as unknown as Translator<SectionKey>).t(s.key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="lb-account__main">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="lb-account__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
