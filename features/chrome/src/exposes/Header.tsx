import { href, type PageContext, useTranslator } from '@lightbox/ui';
import { NAV } from '../nav';

export default function Header({ page }: { page: PageContext }) {
  const t = useTranslator(page);
  const siteName = t.t(page.site === 'premium' ? 'site.premium.name' : 'site.subscription.name');
  return (
    <header className="lb-header">
      <div className="lb-header__inner">
        <a className="lb-logo" href={href(page, '/')} aria-label={t.t('header.home', { site: siteName })}>
          <span className="lb-logo__mark" aria-hidden="true">
            {page.site === 'premium' ? 'L' : '◐'}
          </span>
          {siteName}
        </a>
        <nav className="lb-nav" aria-label={t.t('header.nav.main')}>
          {NAV[page.site].map((link) => (
            <a key={link.key} href={href(page, link.path, link.query)}>
              {t.t(link.key)}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}
