import { CsrfField, href } from '@lightbox/ui';
import type { UserType } from '../agreements-users';
import { AgreementFacts, type AgreementPageProps, type Outcome, OutcomeNotice } from './AgreementParts';

export interface AgreementUsersView {
  agreementId: number;
  title: string;
  users: { userId: number; email: string; name: string | null; userType: UserType }[];
  candidates: { id: number; email: string; display_name: string | null }[];
}

const TYPES: UserType[] = ['download', 'view_only', 'guest'];

/** The owner's page: who uses the agreement and as what; add or change a team member. */
export function AgreementUsers({
  page,
  t,
  view,
  outcome,
}: AgreementPageProps & { view: AgreementUsersView; outcome: Outcome }) {
  const action = href(page, `/purchase/premium-access/${view.agreementId}/users`);
  const typeLabel = (type: UserType) => t.t(`plans.agreements.users.type.${type}`);
  return (
    <section aria-labelledby="lb-agreement-users">
      <h2 id="lb-agreement-users">{view.title}</h2>
      <OutcomeNotice t={t} outcome={outcome} />
      <p className="lb-purchase__muted">{t.t('plans.agreements.users.intro')}</p>
      {view.users.length === 0 ? (
        <p>{t.t('plans.agreements.users.none')}</p>
      ) : (
        <table className="lb-purchase__table">
          <thead>
            <tr>
              <th scope="col">{t.t('plans.agreements.users.member')}</th>
              <th scope="col">{t.t('plans.agreements.users.userType')}</th>
            </tr>
          </thead>
          <tbody>
            {view.users.map((u) => (
              <tr key={u.userId}>
                <td>{u.name ? `${u.name} (${u.email})` : u.email}</td>
                <td>{typeLabel(u.userType)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.users.length + view.candidates.length === 0 ? (
        <p>{t.t('plans.agreements.users.noTeam')}</p>
      ) : (
        <form method="post" action={action} className="lb-form">
          <CsrfField />
          <div className="lb-purchase__row">
            <div className="lb-field">
              <label htmlFor="lb-agreement-member">{t.t('plans.agreements.users.member')}</label>
              <select id="lb-agreement-member" name="member">
                {[
                  ...view.candidates.map((c) => ({ id: c.id, email: c.email })),
                  ...view.users.map((u) => ({ id: u.userId, email: u.email })),
                ].map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.email}
                  </option>
                ))}
              </select>
            </div>
            <div className="lb-field">
              <label htmlFor="lb-agreement-type">{t.t('plans.agreements.users.userType')}</label>
              <select id="lb-agreement-type" name="userType">
                {TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeLabel(type)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit" className="lb-button">
            {t.t('plans.agreements.users.add')}
          </button>
        </form>
      )}
    </section>
  );
}

export type MemberAgreementView =
  | { id: number; title: string; userType: 'guest' }
  | {
      id: number;
      title: string;
      userType: 'download' | 'view_only';
      remaining: number;
      cap: number;
      termEndsAt: string | null;
      licences: { assetId: number; title: string; projectCode: string | null; at: string }[];
    };

/** A member's page: a guest sees that the agreement exists; others its balance and licences. */
export function MemberAgreement({ page, t, view }: AgreementPageProps & { view: MemberAgreementView }) {
  return (
    <section aria-labelledby="lb-member-agreement">
      <h2 id="lb-member-agreement">{view.title}</h2>
      <p>{t.t(`plans.agreements.users.you.${view.userType}`)}</p>
      {view.userType !== 'guest' && (
        <>
          <AgreementFacts
            rows={[
              [t.t('plans.agreements.cap'), t.formatNumber(view.cap)],
              [t.t('plans.agreements.remaining'), t.formatNumber(view.remaining)],
            ]}
          />
          <h3>{t.t('plans.agreements.member.licences')}</h3>
          {view.licences.length === 0 ? (
            <p className="lb-purchase__muted">{t.t('plans.agreements.member.noLicences')}</p>
          ) : (
            <ul>
              {view.licences.map((l) => (
                <li key={`${l.assetId}-${l.at}`}>
                  <a href={href(page, `/detail/${l.assetId}`)}>{l.title}</a> · {t.formatDate(l.at)}
                  {l.projectCode &&
                    ` · ${t.t('plans.agreements.member.projectCode', { code: l.projectCode })}`}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
