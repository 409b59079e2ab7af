import type { PagesMessageKey } from '@lightbox/pages/messages/en-us';
import { createTranslator, href, type MessageKey, type PageContext, useTranslator } from '@lightbox/ui';
import { useMemo } from 'react';
import { COMPANY_LINKS, infoLinks, localPath, marketingPagePath, NAV } from '../nav';

export interface CountryOption {
  key: string;
  label: string;
}

export default function Footer({
  page,
  year,
  countries,
  currentCountry,
}: {
  page: PageContext;
  year: number;
  countries: CountryOption[];
  currentCountry: string;
}) {
  const t = useTranslator(page);
  const tp = useMemo(
    () => createTranslator<PagesMessageKey>(page.locale, page.messages),
    [page.locale, page.messages],
  );
  const siteName = t.t(page.site === 'premium' ? 'site.premium.name' : 'site.subscription.name');
  const tagline = t.t(page.site === 'premium' ? 'site.premium.tagline' : 'site.subscription.tagline');
  return (
    <footer className="lb-footer">
      <div className="container">
        <div className="lb-footer__cols">
          <div>
            <a className="lb-logo" href={href(page, '/')}>
              {siteName}
            </a>
            <p>{tagline}</p>
          </div>
          <nav aria-labelledby="lb-footer-explore">
            <h2 id="lb-footer-explore">{t.t('home.explore')}</h2>
            <ul>
              {NAV[page.site].map((link) => (
                <li key={link.key}>
                  <a href={href(page, localPath(link.path, page.locale), link.query)}>{t.t(link.key)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="lb-footer-licensing">
            <h2 id="lb-footer-licensing">{t.t('footer.licensing')}</h2>
            <ul>
              <li>
                <a href={href(page, '/license-info')}>{t.t('footer.licenseInfo')}</a>
              </li>
              {infoLinks('licensing', page.site).map((link) => (
                <li key={link.page}>
                  <a href={href(page, link.path)}>{tp.t(link.titleKey)}</a>
                </li>
              ))}
              <li>
                {/* The analytics feature's consent banner reopens from here (its own message key). */}
                <a href={href(page, '/cookie-settings')} data-consent-open="">
                  {t.t('analytics.consent.settings' as MessageKey)}
                </a>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="lb-footer-company">
            <h2 id="lb-footer-company">{t.t('footer.company')}</h2>
            <ul>
              {COMPANY_LINKS.map((link) => (
                <li key={link.key}>
                  <a href={href(page, marketingPagePath(link.kind, page.locale))}>{t.t(link.key)}</a>
                </li>
              ))}
              {infoLinks('company', page.site).map((link) => (
                <li key={link.page}>
                  <a href={href(page, link.path)}>{tp.t(link.titleKey)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="lb-footer-legal">
            <h2 id="lb-footer-legal">{t.t('footer.legal')}</h2>
            <ul>
              {infoLinks('legal', page.site).map((link) => (
                <li key={link.page}>
                  <a href={href(page, link.path)}>{tp.t(link.titleKey)}</a>
                </li>
              ))}
              <li>
                <a href={href(page, '/sitemap')}>{tp.t('pages.sitemap.title')}</a>
              </li>
            </ul>
          </nav>
        </div>
        <div className="lb-footer__bottom">
          <span>{t.t('footer.copyright', { year, site: siteName })}</span>
          <form className="lb-locale" method="get" action={href(page, '/locale')}>
            <label htmlFor="lb-locale-choice">{t.t('footer.country')}</label>
            <select
              id="lb-locale-choice"
              name="choice"
              defaultValue={currentCountry}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
            >
              {countries.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
            <input type="hidden" name="returnurl" value={page.path} />
            <button type="submit" className="lb-button lb-button--ghost">
              {t.t('footer.countryApply')}
            </button>
          </form>
        </div>
      </div>
    </footer>
  );
}
