import { Button, CsrfField, href } from '@lightbox/ui';
import type { AccountMessageKey } from '../messages/keys';
import type { TeamRole } from '../schema';
import type { InvitationView, TeamView } from '../team-service';
import type { FormState } from './auth-pages';
import { MessagePage } from './auth-pages';
import {
  type AccountPageProps,
  AccountShell,
  AuthPanel,
  ErrorSummary,
  type FormMessage,
  FormMessageNotice,
  firstError,
  Notice,
  Section,
  SelectField,
  TextField,
} from './kit';

const INVITE_FIELDS = ['email', 'role'] as const;

export function TeamPage({
  page,
  t,
  view,
  viewerId,
  create,
  invite,
  leave,
  notice,
  message,
}: AccountPageProps & {
  view: TeamView;
  viewerId: number;
  create: FormState;
  invite: FormState;
  leave: FormState;
  notice?: AccountMessageKey | undefined;
  /** A refusal that belongs to no one form (already in a team, not a leader). */
  message?: FormMessage | undefined;
}) {
  const roleLabel = (role: TeamRole) => t.t(`account.team.role.${role}`);
  if (!view.team) {
    return (
      <AccountShell page={page} t={t} current="team" title={t.t('account.team.title')}>
        {notice && <Notice kind="success">{t.t(notice)}</Notice>}
        <FormMessageNotice t={t} message={message} />
        <Section id="lb-team-create" title={t.t('account.team.createTitle')}>
          <p>{t.t('account.team.createIntro')}</p>
          <ErrorSummary t={t} form="team" errors={create.errors} fields={['teamName']} />
          <form method="post" action={href(page, '/account/team')} className="lb-form" noValidate>
            <CsrfField />
            <TextField
              t={t}
              form="team"
              name="teamName"
              label={t.t('account.team.name')}
              autoComplete="organization"
              value={create.values?.teamName}
              error={create.errors?.teamName}
              autoFocus={!!create.errors?.teamName}
            />
            <div>
              <Button type="submit">{t.t('account.team.createSubmit')}</Button>
            </div>
          </form>
        </Section>
      </AccountShell>
    );
  }
  const leader = view.team.role === 'leader';
  const inviteFocus = firstError(invite.errors, INVITE_FIELDS);
  return (
    <AccountShell page={page} t={t} current="team" title={view.team.name}>
      {notice && <Notice kind="success">{t.t(notice)}</Notice>}
      <FormMessageNotice t={t} message={message} />
      <Section id="lb-team-members" title={t.t('account.team.membersTitle')}>
        <table className="lb-table">
          <thead>
            <tr>
              <th scope="col">{t.t('account.team.columnName')}</th>
              <th scope="col">{t.t('account.field.email')}</th>
              <th scope="col">{t.t('account.team.columnRole')}</th>
              {leader && (
                <th scope="col">
                  <span className="visually-hidden">{t.t('account.team.columnActions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {view.members.map((m) => {
              const name = m.display_name ?? m.email;
              return (
                <tr key={m.user_id}>
                  <th scope="row">
                    {name}{' '}
                    {m.user_id === viewerId && (
                      <span className="lb-account__muted">{t.t('account.team.you')}</span>
                    )}
                  </th>
                  <td>{m.email}</td>
                  <td>
                    <span className={`lb-badge lb-badge--${m.role}`}>{roleLabel(m.role)}</span>
                  </td>
                  {leader && (
                    <td className="lb-table__actions">
                      {m.user_id !== viewerId && (
                        <form method="post" action={href(page, `/account/team/members/${m.user_id}/remove`)}>
                          <CsrfField />
                          <button
                            type="submit"
                            className="lb-link-button"
                            aria-label={t.t('account.team.removeLabel', { name })}
                          >
                            {t.t('account.team.remove')}
                          </button>
                        </form>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </Section>
      {leader && (
        <Section id="lb-team-invite" title={t.t('account.team.inviteTitle')}>
          <p className="lb-account__muted">{t.t('account.team.inviteIntro')}</p>
          <FormMessageNotice t={t} message={invite.message} />
          <ErrorSummary t={t} form="invite" errors={invite.errors} fields={INVITE_FIELDS} />
          <form
            method="post"
            action={href(page, '/account/team/invitations')}
            className="lb-form lb-form--row"
            noValidate
          >
            <CsrfField />
            <TextField
              t={t}
              form="invite"
              name="email"
              type="email"
              label={t.t('account.field.email')}
              autoComplete="off"
              value={invite.values?.email}
              error={invite.errors?.email}
              autoFocus={inviteFocus === 'email'}
            />
            <SelectField
              t={t}
              form="invite"
              name="role"
              label={t.t('account.team.role')}
              value={invite.values?.role ?? 'member'}
              options={[
                { value: 'member', label: roleLabel('member') },
                { value: 'leader', label: roleLabel('leader') },
              ]}
              error={invite.errors?.role}
              autoFocus={inviteFocus === 'role'}
            />
            <div className="lb-form__submit">
              <Button type="submit">{t.t('account.team.inviteSubmit')}</Button>
            </div>
          </form>
          {view.invitations.length > 0 && (
            <>
              <h3 className="lb-account__subhead">{t.t('account.team.pendingTitle')}</h3>
              <ul className="lb-invitations">
                {view.invitations.map((i) => (
                  <li key={i.id}>
                    <span className="lb-invitations__email">{i.email}</span>
                    <span className={`lb-badge lb-badge--${i.role}`}>{roleLabel(i.role)}</span>
                    <span className="lb-account__muted">
                      {i.expired
                        ? t.t('account.team.expired')
                        : t.t('account.team.expires', { date: t.formatDate(i.expires_at, 'long') })}
                    </span>
                    <form method="post" action={href(page, `/account/team/invitations/${i.id}/revoke`)}>
                      <CsrfField />
                      <button
                        type="submit"
                        className="lb-link-button"
                        aria-label={t.t('account.team.revokeLabel', { email: i.email })}
                      >
                        {t.t('account.team.revoke')}
                      </button>
                    </form>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
      )}
      <Section id="lb-team-leave" title={t.t('account.team.leaveTitle')}>
        <p className="lb-account__muted">{t.t('account.team.leaveIntro')}</p>
        <FormMessageNotice t={t} message={leave.message} />
        <form method="post" action={href(page, '/account/team/leave')}>
          <CsrfField />
          <Button type="submit" variant="secondary">
            {t.t('account.team.leave')}
          </Button>
        </form>
      </Section>
    </AccountShell>
  );
}

export function JoinTeamPage({
  page,
  t,
  view,
  token,
  signedIn,
  signInHref,
  registerHref,
  error,
}: AccountPageProps & {
  view: InvitationView;
  token: string;
  signedIn: boolean;
  signInHref: string;
  registerHref: string;
  error?: FormState['message'];
}) {
  if (view.status !== 'open') {
    return (
      <MessagePage
        title={t.t('account.join.invalidTitle')}
        body={t.t('account.join.invalidBody')}
        kind="error"
        actions={[{ label: t.t('account.nav.overview'), href: href(page, '/account') }]}
      />
    );
  }
  return (
    <AuthPanel
      title={t.t('account.join.title')}
      intro={
        view.inviter
          ? t.t('account.join.invitedBy', { inviter: view.inviter, team: view.team })
          : t.t('account.join.invited', { team: view.team })
      }
    >
      <p className="lb-auth__who">
        {t.t('account.join.role', { role: t.t(`account.team.role.${view.role}`) })}
      </p>
      <FormMessageNotice t={t} message={error} />
      {signedIn ? (
        <form method="post" action={href(page, '/account/team/join')} className="lb-form">
          <CsrfField />
          <input type="hidden" name="token" value={token} />
          <Button type="submit" className="lb-button--block">
            {t.t('account.join.accept')}
          </Button>
        </form>
      ) : (
        <>
          <p>{t.t('account.join.signInFirst', { email: view.email })}</p>
          <p className="lb-auth__actions">
            <a className="lb-button" href={signInHref}>
              {t.t('account.signIn.submit')}
            </a>
            <a className="lb-button lb-button--ghost" href={registerHref}>
              {t.t('account.signIn.register')}
            </a>
          </p>
        </>
      )}
    </AuthPanel>
  );
}
