import { SUBSCRIPTION_USE_DAYS } from '@lightbox/core';
import type { BuiltFile } from '@lightbox/platform';
import { CsrfField, href, type PageContext } from '@lightbox/ui';
import type { SpendOption } from '../spend';
import { type PlansT, usesText, VectorSourceLink } from './PlanBox';

export interface SpendForm {
  assetId: number;
  agreementId: number;
  extended: boolean;
  projectCode: string;
  note: string;
  key: string;
}

/** "License “…” with your plan? This uses 3 of your 40 credits." — nothing is spent before this. */
export function ConfirmSpendPage({
  page,
  t,
  title,
  option,
  form,
  error,
}: {
  page: PageContext;
  t: PlansT;
  title: string;
  option: SpendOption;
  form: SpendForm;
  error?: { field?: string; message: string };
}) {
  return (
    <div className="container lb-purchase lb-plans-spend">
      <h1>{t.t('plans.spend.confirmTitle')}</h1>
      {error && (
        <p className="lb-notice lb-notice--error" role="alert">
          {error.message}
        </p>
      )}
      <p>{t.t('plans.spend.confirmBody', { title, plan: option.title })}</p>
      <p>
        <strong>{option.overage ? t.t('plans.spend.overage') : usesText(t, option)}</strong>
      </p>
      <form method="post" action={href(page, '/purchase/plans/license')} className="lb-form">
        <CsrfField />
        <input type="hidden" name="confirm" value="1" />
        <input type="hidden" name="assetId" value={form.assetId} />
        <input type="hidden" name="agreementId" value={form.agreementId} />
        <input type="hidden" name="key" value={form.key} />
        {form.extended && <input type="hidden" name="extended" value="1" />}
        <div className="lb-field">
          <label htmlFor="lb-spend-project">
            {t.t('plans.spend.projectCode')}
            {!option.projectCodeRequired && ` ${t.t('plans.spend.optional')}`}
          </label>
          <input
            id="lb-spend-project"
            name="projectCode"
            maxLength={100}
            defaultValue={form.projectCode}
            required={option.projectCodeRequired}
            aria-invalid={error?.field === 'projectCode' || undefined}
          />
        </div>
        <div className="lb-field">
          <label htmlFor="lb-spend-note">{t.t('plans.spend.note')}</label>
          <textarea id="lb-spend-note" name="note" maxLength={500} rows={2} defaultValue={form.note} />
        </div>
        <div className="lb-form__actions">
          <button type="submit" className="lb-button">
            {t.t('plans.spend.confirm')}
          </button>
          <a href={href(page, `/detail/${form.assetId}`)}>{t.t('plans.spend.back')}</a>
        </div>
      </form>
    </div>
  );
}

export function LicensedPage({
  page,
  t,
  title,
  assetId,
  licenceId,
  vectorFormat,
  plan,
  downloadType,
  script,
}: {
  page: PageContext;
  t: PlansT;
  title: string;
  assetId: number;
  licenceId: number;
  /** The vector source file the licence also delivers (an imported EPS or AI), if any. */
  vectorFormat: 'eps' | 'ai' | null;
  plan: { title: string; unit: 'downloads' | 'credits'; remaining: number; subscription: boolean } | null;
  /** How the server will record the download; the downloads feature's script reports it. */
  downloadType: 'single' | 're_download';
  script: BuiltFile | undefined;
}) {
  return (
    <div className="container lb-purchase lb-plans-spend">
      <h1>{t.t('plans.spend.licensedTitle')}</h1>
      <p>{t.t('plans.spend.licensedBody', { title })}</p>
      {plan && (
        <p>
          {plan.unit === 'credits'
            ? t.t('plans.spend.remainingCredits', { remaining: plan.remaining, plan: plan.title })
            : t.t('plans.spend.remainingDownloads', { remaining: plan.remaining, plan: plan.title })}
        </p>
      )}
      {plan?.subscription && (
        <p className="lb-licence__muted">{t.t('plans.spend.useBy', { days: SUBSCRIPTION_USE_DAYS })}</p>
      )}
      <p className="lb-form__actions">
        <a
          className="lb-button"
          href={href(page, `/account/licences/${licenceId}/download`)}
          download
          data-download-type={downloadType}
          data-asset-id={assetId}
        >
          {t.t('plans.spend.download')}
        </a>
        <VectorSourceLink page={page} t={t} licenceId={licenceId} format={vectorFormat} />
        <a href={href(page, `/detail/${assetId}`)}>{t.t('plans.spend.back')}</a>
      </p>
      {script && <script defer src={script.url} integrity={script.integrity} crossOrigin="anonymous" />}
    </div>
  );
}
