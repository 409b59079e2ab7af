import { CsrfField, type Translator } from '@lightbox/ui';
import { ALWAYS_ON, CONSENT_GROUPS, type ConsentGroup } from '../domain/consent';
import type { AnalyticsMessageKey } from '../messages/en-us';

export const CONSENT_BANNER_ID = 'lb-consent';

export interface ConsentFormProps {
  t: Translator<AnalyticsMessageKey>;
  /** Where the form posts (`/consent` under the page's prefix). */
  action: string;
  returnUrl: string;
  groups: readonly ConsentGroup[];
  /** The banner's script identifier per site and country (spec §1). */
  scriptId: string;
  /** Show the group choices open (the cookie settings page) or behind "Choose cookies". */
  detailsOpen: boolean;
}

/** The choices: accept all, necessary only, or the ticked groups. Works without JavaScript. */
export function ConsentForm({ t, action, returnUrl, groups, scriptId, detailsOpen }: ConsentFormProps) {
  return (
    <form method="post" action={action} className="lb-consent__form" data-domain-script={scriptId}>
      <CsrfField />
      <input type="hidden" name="returnurl" value={returnUrl} />
      <details className="lb-consent__details" open={detailsOpen}>
        <summary>{t.t('analytics.consent.customise')}</summary>
        <fieldset>
          <legend className="visually-hidden">{t.t('analytics.consent.customise')}</legend>
          {CONSENT_GROUPS.map((group) => (
            <div key={group} className="lb-consent__group">
              <input
                type="checkbox"
                id={`lb-consent-${group}`}
                name="groups"
                value={group}
                defaultChecked={groups.includes(group)}
                disabled={group === ALWAYS_ON}
                aria-describedby={`lb-consent-${group}-desc`}
              />
              <label htmlFor={`lb-consent-${group}`}>
                {t.t(`analytics.consent.group.${group}`)}
                {group === ALWAYS_ON && (
                  <span className="lb-consent__always"> · {t.t('analytics.consent.alwaysOn')}</span>
                )}
              </label>
              <p id={`lb-consent-${group}-desc`}>{t.t(`analytics.consent.group.${group}.desc`)}</p>
            </div>
          ))}
          <button type="submit" name="choice" value="save" className="lb-button lb-button--ghost">
            {t.t('analytics.consent.save')}
          </button>
        </fieldset>
      </details>
      <div className="lb-consent__actions">
        <button type="submit" name="choice" value="necessary" className="lb-button lb-button--ghost">
          {t.t('analytics.consent.rejectAll')}
        </button>
        <button type="submit" name="choice" value="all" className="lb-button">
          {t.t('analytics.consent.acceptAll')}
        </button>
      </div>
    </form>
  );
}

/**
 * The banner at the foot of the page: a labelled, non-modal dialog, so the page stays usable
 * behind it. Rendered hidden when no choice is asked for, so the Footer's link can reopen it.
 */
export function ConsentBanner(props: ConsentFormProps & { open: boolean }) {
  const { t, open } = props;
  return (
    <section
      id={CONSENT_BANNER_ID}
      className="lb-consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby="lb-consent-title"
      aria-describedby="lb-consent-intro"
      hidden={!open}
    >
      <div className="lb-consent__inner">
        <h2 id="lb-consent-title" tabIndex={-1}>
          {t.t('analytics.consent.title')}
        </h2>
        <p id="lb-consent-intro">{t.t('analytics.consent.intro')}</p>
        <ConsentForm {...props} />
        <form method="post" action={props.action} className="lb-consent__close">
          <CsrfField />
          <input type="hidden" name="returnurl" value={props.returnUrl} />
          <button type="submit" name="choice" value="all" aria-label={t.t('analytics.consent.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </form>
      </div>
    </section>
  );
}
