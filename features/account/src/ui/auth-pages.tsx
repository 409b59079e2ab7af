import { infoPath } from '@lightbox/core';
import { Button, CsrfField, createTranslator, href } from '@lightbox/ui';
import type { ReactNode } from 'react';
import { PASSWORD_MIN } from '../domain/limits';
import type { AccountMessageKey } from '../messages/keys';
import type { FieldErrors } from '../schema';
import {
  type AccountPageProps,
  AuthPanel,
  CheckboxField,
  ErrorSummary,
  type FormMessage,
  FormMessageNotice,
  firstError,
  Notice,
  SelectField,
  TextField,
} from './kit';

export interface FormState {
  values?: Record<string, string>;
  errors?: FieldErrors;
  message?: FormMessage;
}

const LIMIT_VALUES = { min: PASSWORD_MIN };

function ReturnField({ returnUrl }: { returnUrl: string | undefined }) {
  return returnUrl ? <input type="hidden" name="returnurl" value={returnUrl} /> : null;
}

// ---------------------------------------------------------------------------------------------

const SIGN_IN_FIELDS = ['identifier', 'password'] as const;

export function SignInPage({
  page,
  t,
  state,
  returnUrl,
  notice,
  reauth,
  resendTo,
  siteName,
}: AccountPageProps & {
  state: FormState;
  returnUrl: string | undefined;
  notice?: AccountMessageKey | undefined;
  /** A recognised visitor confirming their password: their address is fixed. */
  reauth?: { email: string; signOutHref: string } | undefined;
  /** The address to offer a new verification link to. */
  resendTo?: string | undefined;
  siteName: string;
}) {
  const focus = firstError(state.errors, SIGN_IN_FIELDS);
  const returnQuery = returnUrl ? { returnurl: returnUrl } : undefined;
  return (
    <AuthPanel
      title={t.t(reauth ? 'account.signIn.reauthTitle' : 'account.signIn.title')}
      intro={t.t(reauth ? 'account.signIn.reauthIntro' : 'account.signIn.intro')}
    >
      {notice && <Notice kind="success">{t.t(notice)}</Notice>}
      <FormMessageNotice t={t} message={state.message} />
      {resendTo && (
        <form method="post" action={href(page, '/verify-email/resend')} className="lb-inline-form">
          <CsrfField />
          <input type="hidden" name="email" value={resendTo} />
          <Button type="submit" variant="secondary">
            {t.t('account.signIn.resend')}
          </Button>
        </form>
      )}
      <ErrorSummary t={t} form="signin" errors={state.errors} fields={SIGN_IN_FIELDS} />
      <form method="post" action={href(page, '/sign-in')} className="lb-form" noValidate>
        <CsrfField />
        <ReturnField returnUrl={returnUrl} />
        {reauth ? (
          <>
            <p className="lb-auth__who">{t.t('account.signIn.signedInAs', { email: reauth.email })}</p>
            <input type="hidden" name="identifier" value={reauth.email} />
            <input type="text" hidden readOnly autoComplete="username" value={reauth.email} />
          </>
        ) : (
          <TextField
            t={t}
            form="signin"
            name="identifier"
            label={t.t('account.field.identifier')}
            autoComplete="username"
            value={state.values?.identifier}
            error={state.errors?.identifier}
            autoFocus={focus === 'identifier'}
          />
        )}
        <TextField
          t={t}
          form="signin"
          name="password"
          type="password"
          label={t.t('account.field.password')}
          autoComplete="current-password"
          error={state.errors?.password}
          autoFocus={focus === 'password' || (!focus && !!state.message)}
        />
        <CheckboxField
          form="signin"
          name="remember"
          label={t.t('account.field.remember')}
          hint={t.t('account.hint.remember')}
          checked={state.values?.remember === 'on'}
        />
        <Button type="submit" className="lb-button--block">
          {t.t('account.signIn.submit')}
        </Button>
      </form>
      <ul className="lb-auth__links">
        <li>
          <a href={href(page, '/forgot-password')}>{t.t('account.signIn.forgotPassword')}</a>
        </li>
        <li>
          <a href={href(page, '/forgot-username')}>{t.t('account.signIn.forgotUsername')}</a>
        </li>
        {reauth && (
          <li>
            <a href={reauth.signOutHref}>{t.t('account.signIn.notYou')}</a>
          </li>
        )}
      </ul>
      {!reauth && (
        <p className="lb-auth__switch">
          {t.t('account.signIn.newHere', { site: siteName })}{' '}
          <a href={href(page, page.site === 'subscription' ? '/join' : '/register', returnQuery)}>
            {t.t('account.signIn.register')}
          </a>
        </p>
      )}
    </AuthPanel>
  );
}

// ---------------------------------------------------------------------------------------------

const REGISTER_FIELDS = ['name', 'email', 'password', 'country'] as const;

export function RegisterPage({
  page,
  t,
  state,
  lite,
  returnUrl,
  countries,
  join,
  siteName,
}: AccountPageProps & {
  state: FormState;
  lite: FormState;
  returnUrl: string | undefined;
  countries: ReadonlyArray<{ value: string; label: string }>;
  join: boolean;
  siteName: string;
}) {
  const focus = firstError(state.errors, REGISTER_FIELDS);
  const action = href(page, join ? '/join' : '/register');
  return (
    <AuthPanel
      title={join ? t.t('account.register.joinTitle', { site: siteName }) : t.t('account.register.title')}
      intro={t.t('account.register.intro')}
    >
      <FormMessageNotice t={t} message={state.message} />
      <ErrorSummary t={t} form="register" errors={state.errors} fields={REGISTER_FIELDS} />
      <form method="post" action={action} className="lb-form" noValidate>
        <CsrfField />
        <ReturnField returnUrl={returnUrl} />
        <TextField
          t={t}
          form="register"
          name="name"
          label={t.t('account.field.name')}
          autoComplete="name"
          value={state.values?.name}
          error={state.errors?.name}
          autoFocus={focus === 'name'}
        />
        <TextField
          t={t}
          form="register"
          name="email"
          type="email"
          label={t.t('account.field.email')}
          autoComplete="email"
          value={state.values?.email}
          error={state.errors?.email}
          autoFocus={focus === 'email'}
        />
        <TextField
          t={t}
          form="register"
          name="password"
          type="password"
          label={t.t('account.field.password')}
          hint={t.t('account.hint.password', LIMIT_VALUES)}
          autoComplete="new-password"
          error={state.errors?.password}
          autoFocus={focus === 'password'}
        />
        <SelectField
          t={t}
          form="register"
          name="country"
          label={t.t('account.field.country')}
          hint={t.t('account.hint.country')}
          autoComplete="country"
          value={state.values?.country}
          options={countries}
          error={state.errors?.country}
          autoFocus={focus === 'country'}
        />
        <p className="lb-form__fineprint">
          {t.t('account.register.terms')}{' '}
          <a href={href(page, infoPath('terms', page.site) ?? '/')}>
            {createTranslator(page.locale, page.messages).t('footer.terms')}
          </a>
          {' · '}
          <a href={href(page, infoPath('privacy', page.site) ?? '/')}>
            {createTranslator(page.locale, page.messages).t('footer.privacy')}
          </a>
        </p>
        <Button type="submit" className="lb-button--block">
          {t.t('account.register.submit')}
        </Button>
      </form>
      <p className="lb-auth__switch">
        {t.t('account.register.haveAccount')}{' '}
        <a href={href(page, '/sign-in', returnUrl ? { returnurl: returnUrl } : undefined)}>
          {t.t('account.register.signIn')}
        </a>
      </p>
      <section className="lb-auth__lite" aria-labelledby="lb-lite-title">
        <h2 id="lb-lite-title">{t.t('account.register.liteTitle')}</h2>
        <p>{t.t('account.register.liteIntro')}</p>
        <FormMessageNotice t={t} message={lite.message} />
        <form
          method="post"
          action={href(page, '/register/lite')}
          className="lb-form lb-form--inline"
          noValidate
        >
          <CsrfField />
          <TextField
            t={t}
            form="lite"
            name="email"
            type="email"
            label={t.t('account.field.email')}
            autoComplete="email"
            value={lite.values?.email}
            error={lite.errors?.email}
            autoFocus={!!lite.errors?.email}
          />
          <Button type="submit" variant="secondary">
            {t.t('account.register.liteSubmit')}
          </Button>
        </form>
      </section>
    </AuthPanel>
  );
}

// ---------------------------------------------------------------------------------------------

const COMPLETE_FIELDS = ['name', 'password', 'country'] as const;

export function CompleteRegistrationPage({
  page,
  t,
  state,
  token,
  email,
  countries,
}: AccountPageProps & {
  state: FormState;
  token: string;
  email: string;
  countries: ReadonlyArray<{ value: string; label: string }>;
}) {
  const focus = firstError(state.errors, COMPLETE_FIELDS);
  return (
    <AuthPanel
      title={t.t('account.register.completeTitle')}
      intro={t.t('account.register.completeIntro', { email })}
    >
      <ErrorSummary t={t} form="complete" errors={state.errors} fields={COMPLETE_FIELDS} />
      <form method="post" action={href(page, '/register/complete')} className="lb-form" noValidate>
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <input type="text" hidden readOnly autoComplete="username" value={email} />
        <TextField
          t={t}
          form="complete"
          name="name"
          label={t.t('account.field.name')}
          autoComplete="name"
          value={state.values?.name}
          error={state.errors?.name}
          autoFocus={focus === 'name'}
        />
        <TextField
          t={t}
          form="complete"
          name="password"
          type="password"
          label={t.t('account.field.password')}
          hint={t.t('account.hint.password', LIMIT_VALUES)}
          autoComplete="new-password"
          error={state.errors?.password}
          autoFocus={focus === 'password'}
        />
        <SelectField
          t={t}
          form="complete"
          name="country"
          label={t.t('account.field.country')}
          hint={t.t('account.hint.country')}
          autoComplete="country"
          value={state.values?.country}
          options={countries}
          error={state.errors?.country}
          autoFocus={focus === 'country'}
        />
        <Button type="submit" className="lb-button--block">
          {t.t('account.register.completeSubmit')}
        </Button>
      </form>
    </AuthPanel>
  );
}

// ---------------------------------------------------------------------------------------------

/** One email field: forgot username, forgot password, a new verification link. */
export function EmailFormPage({
  page,
  t,
  state,
  title,
  intro,
  submit,
  action,
  form,
  notice,
}: AccountPageProps & {
  state: FormState;
  title: AccountMessageKey;
  intro: AccountMessageKey;
  submit: AccountMessageKey;
  action: string;
  form: string;
  notice?: ReactNode;
}) {
  return (
    <AuthPanel title={t.t(title)} intro={t.t(intro)}>
      {notice}
      <FormMessageNotice t={t} message={state.message} />
      <ErrorSummary t={t} form={form} errors={state.errors} fields={['email']} />
      <form method="post" action={href(page, action)} className="lb-form" noValidate>
        <CsrfField />
        <TextField
          t={t}
          form={form}
          name="email"
          type="email"
          label={t.t('account.field.email')}
          autoComplete="email"
          value={state.values?.email}
          error={state.errors?.email}
          autoFocus={!!state.errors?.email || !!state.message}
        />
        <Button type="submit" className="lb-button--block">
          {t.t(submit)}
        </Button>
      </form>
      <ul className="lb-auth__links">
        <li>
          <a href={href(page, '/sign-in')}>{t.t('account.register.signIn')}</a>
        </li>
      </ul>
    </AuthPanel>
  );
}

export function ResetPasswordPage({
  page,
  t,
  state,
  token,
  email,
}: AccountPageProps & { state: FormState; token: string; email: string }) {
  return (
    <AuthPanel title={t.t('account.reset.title')} intro={t.t('account.reset.intro', { email })}>
      <ErrorSummary t={t} form="reset" errors={state.errors} fields={['password']} />
      <form method="post" action={href(page, '/reset-password')} className="lb-form" noValidate>
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <input type="text" hidden readOnly autoComplete="username" value={email} />
        <TextField
          t={t}
          form="reset"
          name="password"
          type="password"
          label={t.t('account.field.newPassword')}
          hint={t.t('account.hint.password', LIMIT_VALUES)}
          autoComplete="new-password"
          error={state.errors?.password}
          autoFocus={!!state.errors?.password}
        />
        <Button type="submit" className="lb-button--block">
          {t.t('account.reset.submit')}
        </Button>
      </form>
    </AuthPanel>
  );
}

// ---------------------------------------------------------------------------------------------

export interface MessageAction {
  label: string;
  href: string;
  primary?: boolean;
}

/** A page that says what happened and what to do next (sent, confirmed, expired, …). */
export function MessagePage({
  title,
  body,
  actions,
  kind = 'info',
  children,
}: {
  title: string;
  body: string;
  actions?: MessageAction[];
  kind?: 'info' | 'success' | 'error';
  children?: ReactNode;
}) {
  return (
    <AuthPanel title={title}>
      <Notice kind={kind === 'error' ? 'info' : kind}>{body}</Notice>
      {actions && actions.length > 0 && (
        <p className="lb-auth__actions">
          {actions.map((a) => (
            <a key={a.href} className={`lb-button${a.primary ? '' : ' lb-button--ghost'}`} href={a.href}>
              {a.label}
            </a>
          ))}
        </p>
      )}
      {children}
    </AuthPanel>
  );
}

export function SignOutPage({
  page,
  t,
  returnUrl,
  siteName,
}: AccountPageProps & { returnUrl: string | undefined; siteName: string }) {
  return (
    <AuthPanel title={t.t('account.signOut.title')} intro={t.t('account.signOut.intro', { site: siteName })}>
      <form method="post" action={href(page, '/sign-out')} className="lb-auth__actions">
        <CsrfField />
        <ReturnField returnUrl={returnUrl} />
        <Button type="submit">{t.t('account.signOut.submit')}</Button>
        <a className="lb-button lb-button--ghost" href={href(page, returnUrl ?? '/')}>
          {t.t('account.signOut.cancel')}
        </a>
      </form>
    </AuthPanel>
  );
}
