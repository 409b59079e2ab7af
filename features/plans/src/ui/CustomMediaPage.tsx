import { CsrfField, href } from '@lightbox/ui';
import type { BriefForm, CustomMediaChoice, CustomMediaView } from '../custom-media';
import type { PlansMessageKey } from '../messages/en-us';
import { type AgreementPageProps, type Outcome, OutcomeNotice } from './AgreementParts';

export interface BriefFormState {
  values?: BriefForm;
  errors?: Partial<Record<keyof BriefForm, PlansMessageKey>>;
}

/** The CustomMedia remote's content: downloads remaining, the brief form, each brief and its assets. */
export function CustomMediaContent({
  page,
  t,
  view,
  form,
  outcome,
}: AgreementPageProps & { view: CustomMediaView; form: BriefFormState; outcome: Outcome }) {
  const field = (name: keyof BriefForm, label: string, multiline: boolean) => {
    const id = `lb-brief-${name}`;
    const error = form.errors?.[name];
    const common = {
      id,
      name,
      defaultValue: form.values?.[name] ?? '',
      required: true,
      maxLength: name === 'title' ? 200 : 5000,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    };
    return (
      <div className="lb-field">
        <label htmlFor={id}>{label}</label>
        {error && (
          <p id={`${id}-error`} className="lb-field__error">
            {t.t(error)}
          </p>
        )}
        {multiline ? <textarea rows={6} {...common} /> : <input {...common} />}
      </div>
    );
  };
  return (
    <section aria-labelledby="lb-custom-media">
      <h2 id="lb-custom-media">{view.title}</h2>
      <OutcomeNotice t={t} outcome={outcome} />
      <p className="lb-purchase__total">
        {t.t('plans.customMedia.remaining', {
          remaining: t.formatNumber(view.remaining),
          allowance: t.formatNumber(view.allowance),
        })}
      </p>
      <p className="lb-purchase__muted">
        {t.t('plans.customMedia.intro', { days: view.downloadDays ?? 90 })}
      </p>
      {view.active ? (
        <form
          method="post"
          action={href(page, `/purchase/custom-media/${view.id}`)}
          className="lb-form"
          noValidate
        >
          <h3>{t.t('plans.customMedia.newBrief')}</h3>
          <CsrfField />
          {field('title', t.t('plans.customMedia.briefTitle'), false)}
          {field('brief', t.t('plans.customMedia.briefText'), true)}
          <button type="submit" className="lb-button">
            {t.t('plans.customMedia.submit')}
          </button>
        </form>
      ) : (
        <p>{t.t('plans.customMedia.ended')}</p>
      )}
      <h3>{t.t('plans.customMedia.briefs')}</h3>
      {view.briefs.length === 0 && <p className="lb-purchase__muted">{t.t('plans.customMedia.noBriefs')}</p>}
      {view.briefs.map((b) => (
        <article key={b.id} className="lb-purchase__order" aria-labelledby={`lb-brief-${b.id}`}>
          <h4 id={`lb-brief-${b.id}`}>
            {b.title} · {t.t(`plans.customMedia.status.${b.status}`)}
          </h4>
          <p className="lb-purchase__muted">
            {t.t('plans.customMedia.filedOn', { date: t.formatDate(b.filedAt) })}
          </p>
          <p>{b.brief}</p>
          {b.assets.length > 0 && (
            <ul>
              {b.assets.map((a) => (
                <li key={a.assetId}>
                  {a.expired ? (
                    <>
                      {a.title} · {t.t('plans.customMedia.expired', { date: t.formatDate(a.downloadBy) })}
                    </>
                  ) : (
                    <>
                      <a href={href(page, `/detail/${a.assetId}`)}>{a.title}</a> ·{' '}
                      {t.t('plans.customMedia.downloadBy', { date: t.formatDate(a.downloadBy) })}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </section>
  );
}

/** Which of several custom media agreements a purchase of a sku uses, and choosing another. */
export function CustomMediaChoicePage({
  page,
  t,
  choice,
  sku,
  unlimited,
  chosen,
}: AgreementPageProps & { choice: CustomMediaChoice; sku: string; unlimited: boolean; chosen: boolean }) {
  const used = choice.agreements.find((a) => a.id === choice.usedId);
  const path = `/purchase/notifications/multiple-custom-media-agreements${unlimited ? '/unlimited' : ''}`;
  const why: PlansMessageKey = chosen
    ? 'plans.customMedia.choice.usesChosen'
    : unlimited
      ? 'plans.customMedia.choice.usesUnlimited'
      : 'plans.customMedia.choice.uses';
  return (
    <section>
      <p role="status">
        {used ? t.t(why, { title: used.title, id: used.id }) : t.t('plans.customMedia.choice.none')}
      </p>
      <ul className="lb-purchase__card-list">
        {choice.agreements.map((a) => (
          <li key={a.id}>
            <span>
              {a.title} (#{a.id}) ·{' '}
              {t.t('plans.customMedia.remainingShort', { remaining: t.formatNumber(a.remaining) })} ·{' '}
              {a.deadline
                ? t.t('plans.customMedia.choice.deadline', { date: t.formatDate(a.deadline) })
                : t.t('plans.customMedia.choice.noDeadline')}
            </span>
            {a.id === choice.usedId ? (
              <strong>{t.t('plans.customMedia.choice.current')}</strong>
            ) : (
              (unlimited || a.remaining > 0) && (
                <form method="post" action={href(page, path, { sku })}>
                  <CsrfField />
                  <input type="hidden" name="agreement" value={a.id} />
                  <button type="submit" className="lb-button lb-button--link">
                    {t.t('plans.customMedia.choice.use')}
                  </button>
                </form>
              )
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
