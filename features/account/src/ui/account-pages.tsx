import { Button, CsrfField, href } from '@lightbox/ui';
import type { AccountMessageKey } from '../messages/keys';
import type { Viewer } from '../sessions';
import type { FormState } from './auth-pages';
import {
  type AccountPageProps,
  AccountShell,
  CheckboxField,
  ErrorSummary,
  errorText,
  FormMessageNotice,
  firstError,
  Notice,
  Section,
  SelectField,
  TextField,
} from './kit';

type Countries = ReadonlyArray<{ value: string; label: string }>;

export function AccountHomePage({
  page,
  t,
  viewer,
  notice,
}: AccountPageProps & {
  viewer: Viewer & { user: NonNullable<Viewer['user']> };
  notice?: AccountMessageKey;
}) {
  const cards: Array<{ path: string; title: AccountMessageKey; body: AccountMessageKey }> = [
    { path: '/account/profile', title: 'account.nav.profile', body: 'account.home.profileBody' },
    { path: '/account/billing', title: 'account.nav.billing', body: 'account.home.billingBody' },
    { path: '/account/team', title: 'account.nav.team', body: 'account.home.teamBody' },
  ];
  return (
    <AccountShell page={page} t={t} current="overview" title={t.t('account.home.title')}>
      {notice && <Notice kind="success">{t.t(notice)}</Notice>}
      <p className="lb-account__lead">{t.t('account.home.greeting', { name: viewer.user.displayName })}</p>
      <p className="lb-account__muted">{t.t('account.home.signedInAs', { email: viewer.user.email })}</p>
      {viewer.team && (
        <p>
          {t.t(viewer.team.role === 'leader' ? 'account.home.teamLeader' : 'account.home.teamMember', {
            team: viewer.team.name,
          })}
        </p>
      )}
      <ul className="lb-account__cards">
        {cards.map((c) => (
          <li key={c.path}>
            <a className="lb-card" href={href(page, c.path)}>
              <span className="lb-card__title">{t.t(c.title)}</span>
              <span className="lb-card__body">{t.t(c.body)}</span>
            </a>
          </li>
        ))}
      </ul>
    </AccountShell>
  );
}

const DETAILS_FIELDS = ['name', 'username', 'country'] as const;
const PASSWORD_FIELDS = ['current', 'password'] as const;
const SEARCH_FIELDS = ['peopleDisambiguation'] as const;

export function ProfilePage({
  page,
  t,
  email,
  details,
  password,
  search,
  notice,
  countries,
}: AccountPageProps & {
  email: string;
  details: FormState;
  password: FormState;
  search: FormState;
  notice?: AccountMessageKey | undefined;
  countries: Countries;
}) {
  const detailsFocus = firstError(details.errors, DETAILS_FIELDS);
  const passwordFocus = detailsFocus ? undefined : firstError(password.errors, PASSWORD_FIELDS);
  return (
    <AccountShell page={page} t={t} current="profile" title={t.t('account.profile.title')}>
      {notice && <Notice kind="success">{t.t(notice)}</Notice>}
      <Section id="lb-profile-details" title={t.t('account.profile.detailsTitle')}>
        <ErrorSummary t={t} form="profile" errors={details.errors} fields={DETAILS_FIELDS} />
        <dl className="lb-facts">
          <dt>{t.t('account.field.email')}</dt>
          <dd>{email}</dd>
        </dl>
        <form method="post" action={href(page, '/account/profile')} className="lb-form" noValidate>
          <CsrfField />
          <TextField
            t={t}
            form="profile"
            name="name"
            label={t.t('account.field.name')}
            autoComplete="name"
            value={details.values?.name}
            error={details.errors?.name}
            autoFocus={detailsFocus === 'name'}
          />
          <TextField
            t={t}
            form="profile"
            name="username"
            label={t.t('account.field.username')}
            hint={t.t('account.hint.username')}
            autoComplete="username"
            value={details.values?.username}
            error={details.errors?.username}
            autoFocus={detailsFocus === 'username'}
          />
          <SelectField
            t={t}
            form="profile"
            name="country"
            label={t.t('account.field.country')}
            autoComplete="country"
            value={details.values?.country}
            options={countries}
            error={details.errors?.country}
            autoFocus={detailsFocus === 'country'}
          />
          <div>
            <Button type="submit">{t.t('account.profile.save')}</Button>
          </div>
        </form>
      </Section>
      <Section id="lb-profile-password" title={t.t('account.profile.passwordTitle')}>
        <FormMessageNotice t={t} message={password.message} />
        <ErrorSummary t={t} form="password" errors={password.errors} fields={PASSWORD_FIELDS} />
        <form method="post" action={href(page, '/account/password')} className="lb-form" noValidate>
          <CsrfField />
          <input type="text" hidden readOnly autoComplete="username" value={email} />
          <TextField
            t={t}
            form="password"
            name="current"
            type="password"
            label={t.t('account.field.currentPassword')}
            autoComplete="current-password"
            error={password.errors?.current}
            autoFocus={passwordFocus === 'current'}
          />
          <TextField
            t={t}
            form="password"
            name="password"
            type="password"
            label={t.t('account.field.newPassword')}
            hint={t.t('account.hint.password', { min: 8 })}
            autoComplete="new-password"
            error={password.errors?.password}
            autoFocus={passwordFocus === 'password'}
          />
          <div>
            <Button type="submit">{t.t('account.profile.passwordSubmit')}</Button>
          </div>
        </form>
      </Section>
      <Section id="lb-profile-search" title={t.t('account.profile.searchTitle')}>
        <ErrorSummary t={t} form="search" errors={search.errors} fields={SEARCH_FIELDS} />
        <form method="post" action={href(page, '/account/search-settings')} className="lb-form" noValidate>
          <CsrfField />
          <CheckboxField
            form="search"
            name="peopleDisambiguation"
            label={t.t('account.field.peopleDisambiguation')}
            hint={t.t('account.hint.peopleDisambiguation')}
            checked={search.values?.peopleDisambiguation === 'on'}
            error={
              search.errors?.peopleDisambiguation && {
                text: errorText(t, search.errors.peopleDisambiguation),
                prefix: t.t('account.form.problem'),
              }
            }
          />
          <div>
            <Button type="submit">{t.t('account.profile.searchSave')}</Button>
          </div>
        </form>
      </Section>
      <Section id="lb-profile-sessions" title={t.t('account.profile.sessionsTitle')}>
        <p>{t.t('account.profile.sessionsBody')}</p>
        <form method="post" action={href(page, '/account/sessions/revoke')}>
          <CsrfField />
          <Button type="submit" variant="secondary">
            {t.t('account.profile.sessionsSubmit')}
          </Button>
        </form>
      </Section>
    </AccountShell>
  );
}

const BILLING_FIELDS = ['name', 'country'] as const;

export function BillingPage({
  page,
  t,
  state,
  notice,
  countries,
  paymentMethodsHtml,
  plansHtml,
}: AccountPageProps & {
  state: FormState;
  notice?: AccountMessageKey | undefined;
  countries: Countries;
  /** Saved cards and the form to add one, from the purchase feature (server-rendered HTML). */
  paymentMethodsHtml?: string | undefined;
  /** Billing details and schedules from the plans feature; they replace the form below. */
  plansHtml?: { details: string; schedules: string } | undefined;
}) {
  const focus = firstError(state.errors, BILLING_FIELDS);
  return (
    <AccountShell page={page} t={t} current="billing" title={t.t('account.billing.title')}>
      {notice && <Notice kind="success">{t.t(notice)}</Notice>}
      <Section id="lb-billing-details" title={t.t('account.billing.detailsTitle')}>
        <p className="lb-account__muted">{t.t('account.billing.detailsIntro')}</p>
        {plansHtml ? (
          <div dangerouslySetInnerHTML={{ __html: plansHtml.details }} />
        ) : (
          <>
            <ErrorSummary t={t} form="billing" errors={state.errors} fields={BILLING_FIELDS} />
            <form method="post" action={href(page, '/account/billing')} className="lb-form" noValidate>
              <CsrfField />
              <TextField
                t={t}
                form="billing"
                name="name"
                label={t.t('account.billing.name')}
                autoComplete="name"
                value={state.values?.name}
                error={state.errors?.name}
                autoFocus={focus === 'name'}
              />
              <SelectField
                t={t}
                form="billing"
                name="country"
                label={t.t('account.field.country')}
                autoComplete="country"
                value={state.values?.country}
                options={countries}
                placeholder={t.t('account.error.countryRequired')}
                error={state.errors?.country}
                autoFocus={focus === 'country'}
              />
              <div>
                <Button type="submit">{t.t('account.billing.save')}</Button>
              </div>
            </form>
          </>
        )}
      </Section>
      <Section id="lb-billing-payment" title={t.t('account.billing.paymentTitle')}>
        {paymentMethodsHtml ? (
          <div dangerouslySetInnerHTML={{ __html: paymentMethodsHtml }} />
        ) : (
          <div className="lb-empty-state">
            <p className="lb-empty-state__title">{t.t('account.billing.paymentEmpty')}</p>
            <p>{t.t('account.billing.paymentEmptyBody')}</p>
          </div>
        )}
      </Section>
      {plansHtml && <div dangerouslySetInnerHTML={{ __html: plansHtml.schedules }} />}
    </AccountShell>
  );
}
