import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { PagesMessageKey } from '../messages/en-us';
import type { CountryLink, LabelKey, SiteLink } from '../site-links';

export interface SitemapSection {
  id: string;
  title: string;
  links: SiteLink[];
}

/** `/sitemap` (and `/company/sitemap` on the premium site): every public page, then the countries. */
export function SitemapPage({
  page,
  t,
  tp,
  summary,
  sections,
  countries,
}: {
  page: PageContext;
  t: Translator;
  tp: Translator<PagesMessageKey>;
  summary: string;
  sections: SitemapSection[];
  countries: CountryLink[];
}) {
  const label = (key: LabelKey) => ('core' in key ? t.t(key.core) : tp.t(key.pages));
  return (
    <div className="container lb-info lb-sitemap">
      <header className="lb-info__head">
        <h1>{tp.t('pages.sitemap.title')}</h1>
        <p className="lb-info__lead">{summary}</p>
      </header>
      <div className="lb-sitemap__grid">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`lb-sitemap-${section.id}`}>
            <h2 id={`lb-sitemap-${section.id}`}>{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.path}>
                  <a href={href(page, link.path, link.query)}>{label(link.label)}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="lb-sitemap__countries" aria-labelledby="countries">
        <h2 id="countries">{tp.t('pages.sitemap.countries')}</h2>
        <ul>
          {countries.map((c) => (
            // Country pages live under their own language's prefix, not the visitor's.
            <li key={c.key}>
              <a href={c.path}>{c.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
