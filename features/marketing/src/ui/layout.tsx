import {
  DEFAULT_LOCALE,
  isLocaleCode,
  type LocaleCode,
  MARKETING_PATH_KINDS,
  type MarketingPathKind,
  marketingPath,
} from '@lightbox/core';
import {
  href,
  type MessageKey,
  type PageContext,
  type PageRenderContext,
  type Translator,
} from '@lightbox/ui';
import type { ReactNode } from 'react';
import type { MarketingKey } from '../messages/en-us';

/** What every marketing page gets: the shell's render context plus the marketing translator. */
export type MarketingPageProps = PageRenderContext & { tm: Translator<MarketingKey> };

export function pageLocale(page: Pick<PageContext, 'locale'>): LocaleCode {
  return isLocaleCode(page.locale) ? page.locale : DEFAULT_LOCALE;
}

/** A marketing page's address in the page's own language, under its prefix. */
export function marketingHref(page: PageContext, kind: MarketingPathKind): string {
  return href(page, marketingPath(kind, pageLocale(page)));
}

/** The name of each marketing page in links: the core keys the Footer uses too. */
export const MARKETING_LINK_LABELS: Record<MarketingPathKind, MessageKey> = {
  'ai-landing': 'header.nav.ai',
  'contact-sales': 'footer.contactSales',
  'search-guide': 'footer.searchGuide',
  'about-us': 'footer.aboutUs',
  'work-with-us': 'footer.careers',
};

export function siteName(page: PageContext, t: Translator): string {
  return t.t(page.site === 'premium' ? 'site.premium.name' : 'site.subscription.name');
}

export function Hero({
  title,
  lead,
  badge,
  children,
}: {
  title: string;
  lead: string;
  badge?: string;
  children?: ReactNode;
}) {
  return (
    <section className="lb-mkt-hero">
      <div className="container">
        {badge && <p className="lb-mkt-badge">{badge}</p>}
        <h1>{title}</h1>
        <p className="lb-mkt-lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** A titled card; `level` keeps the heading outline intact (h2 when no section heading is above). */
export function Card({
  title,
  children,
  icon,
  level = 3,
}: {
  title: string;
  children: ReactNode;
  icon?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="lb-mkt-card">
      {icon && (
        <span className="lb-mkt-card__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading>{title}</Heading>
      {children}
    </article>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="lb-section lb-mkt-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Links to the other marketing pages, at the foot of each one. */
export function MorePages({
  page,
  t,
  tm,
  current,
}: {
  page: PageContext;
  t: Translator;
  tm: Translator<MarketingKey>;
  current: MarketingPathKind;
}) {
  return (
    <nav className="lb-mkt-more" aria-labelledby="lb-mkt-more">
      <h2 id="lb-mkt-more">{tm.t('marketing.more', { site: siteName(page, t) })}</h2>
      <ul>
        {MARKETING_PATH_KINDS.filter((kind) => kind !== current).map((kind) => (
          <li key={kind}>
            <a href={marketingHref(page, kind)}>{t.t(MARKETING_LINK_LABELS[kind])}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
