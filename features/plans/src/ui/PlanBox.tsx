import { CsrfField, href, type PageContext, type Translator } from '@lightbox/ui';
import type { PlansMessageKey } from '../messages/en-us';
import type { SpendOption } from '../spend';

export type PlansT = Translator<PlansMessageKey>;

export function usesText(t: PlansT, option: Pick<SpendOption, 'unit' | 'units' | 'available'>) {
  return option.unit === 'credits'
    ? t.t('plans.spend.usesCredits', { units: option.units, available: option.available })
    : t.t('plans.spend.usesDownloads', { units: option.units, available: option.available });
}

/** The licence's vector source file (EPS or AI) beside its JPEG, when it delivers one. */
export function VectorSourceLink({
  page,
  t,
  licenceId,
  format,
}: {
  page: Pick<PageContext, 'prefix'>;
  t: PlansT;
  licenceId: number;
  format: 'eps' | 'ai' | null;
}) {
  if (format === null) return null;
  return (
    <a
      className="lb-button lb-button--secondary"
      href={href(page, `/account/licences/${licenceId}/download?format=${format}`)}
      download
    >
      {t.t('plans.spend.downloadVector', { format: format.toUpperCase() })}
    </a>
  );
}

/**
 * The detail page's plan box, above the licence options: the customer's plans that could license
 * the asset, each saying what it would use ("uses 3 of your 40 credits"), or why not. A plain
 * form; the next page asks to confirm before anything is spent.
 */
export function PlanBox({
  page,
  t,
  assetId,
  options,
  held,
  offerPlans,
  idempotencyKey,
  extendedCredits,
  preferredAgreementId,
}: {
  page: Pick<PageContext, 'prefix'>;
  t: PlansT;
  assetId: number;
  options: SpendOption[];
  /** The customer's licence for the asset, and the vector source it also delivers, if any. */
  held: { id: number; vectorFormat: 'eps' | 'ai' | null } | null;
  /** Show the way to the plans when the customer has none (subscription site). */
  offerPlans: boolean;
  idempotencyKey: string;
  /** Credits the extended licence adds for this asset, when a credit pack could pay for it. */
  extendedCredits?: number;
  /** The agreement the customer chose for such purchases (custom media), checked first. */
  preferredAgreementId?: number;
}) {
  if (held !== null)
    return (
      <section className="lb-planbox" aria-labelledby="lb-planbox-title">
        <h2 id="lb-planbox-title">{t.t('plans.spend.title')}</h2>
        <p>{t.t('plans.spend.held')}</p>
        <p className="lb-form__actions">
          <a className="lb-button" href={href(page, `/account/licences/${held.id}/download`)}>
            {t.t('plans.spend.download')}
          </a>
          <VectorSourceLink page={page} t={t} licenceId={held.id} format={held.vectorFormat} />
        </p>
      </section>
    );
  if (options.length === 0)
    return offerPlans ? (
      <section className="lb-planbox" aria-labelledby="lb-planbox-title">
        <h2 id="lb-planbox-title">{t.t('plans.spend.getPlan')}</h2>
        <p className="lb-licence__links">
          <a href={href(page, `/purchase/entry/subscription/${assetId}`)}>{t.t('plans.spend.seePlans')}</a>
          <a href={href(page, `/purchase/entry/creditPack/${assetId}`)}>{t.t('plans.spend.seeCredits')}</a>
        </p>
      </section>
    ) : null;
  const usable = options.filter((o) => !o.refusal);
  const chosen = usable.find((o) => o.agreementId === preferredAgreementId) ?? usable[0];
  const credits = usable.some((o) => o.unit === 'credits');
  const projectCode = usable.some((o) => o.projectCodeRequired);
  return (
    <section className="lb-planbox" aria-labelledby="lb-planbox-title">
      <h2 id="lb-planbox-title">{t.t('plans.spend.title')}</h2>
      {usable.length === 0 && <p>{t.t('plans.spend.noneUsable')}</p>}
      <form method="post" action={href(page, '/purchase/plans/license')} className="lb-licence__form">
        <CsrfField />
        <input type="hidden" name="assetId" value={assetId} />
        <input type="hidden" name="key" value={idempotencyKey} />
        <fieldset>
          <legend className="visually-hidden">{t.t('plans.spend.yourPlans')}</legend>
          {options.map((option) => (
            <label key={option.agreementId} className="lb-licence__option">
              <input
                type="radio"
                name="agreementId"
                value={option.agreementId}
                disabled={Boolean(option.refusal)}
                defaultChecked={option === chosen}
              />
              <span className="lb-licence__option-text">
                <span>{option.title}</span>
                <span className="lb-licence__muted">
                  {option.refusal
                    ? t.t(`plans.spend.refused.${option.refusal}`)
                    : option.overage
                      ? t.t('plans.spend.overage')
                      : usesText(t, option)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {credits && extendedCredits !== undefined && (
          <label className="lb-licence__option">
            <input type="checkbox" name="extended" value="1" />
            <span>{t.t('plans.spend.extended', { credits: extendedCredits })}</span>
          </label>
        )}
        {projectCode && (
          <div className="lb-field">
            <label htmlFor="lb-plan-project">{t.t('plans.spend.projectCode')}</label>
            <input
              id="lb-plan-project"
              name="projectCode"
              maxLength={100}
              aria-describedby="lb-plan-project-hint"
            />
            <p id="lb-plan-project-hint" className="lb-licence__muted">
              {t.t('plans.spend.projectCodeHint')}
            </p>
          </div>
        )}
        {usable.length > 0 && (
          <button type="submit" className="lb-button">
            {t.t('plans.spend.submit')}
          </button>
        )}
      </form>
    </section>
  );
}
