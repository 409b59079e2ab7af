import {
  DEFAULT_LOCALE,
  type InfoPage,
  infoPath,
  isLocaleCode,
  type MarketingPathKind,
  marketingPath,
  marketingPathKind,
  type Site,
} from '@lightbox/core';
import type { PagesMessageKey } from '@lightbox/pages/messages/en-us';
import type { MessageKey } from '@lightbox/ui';

export interface NavLink {
  key: MessageKey;
  path: string;
  query?: Record<string, string>;
}

/** Main navigation per site: the premium site leads with creative and editorial, the subscription site with media kinds. */
export const NAV: Record<Site, NavLink[]> = {
  premium: [
    { key: 'header.nav.creativeImages', path: '/search/2/image', query: { family: 'creative' } },
    { key: 'header.nav.editorialImages', path: '/search/2/image', query: { family: 'editorial' } },
    { key: 'header.nav.video', path: '/search/2/film' },
    { key: 'header.nav.illustrations', path: '/search/2/image', query: { mediatype: 'illustration' } },
    { key: 'header.nav.ai', path: marketingPath('ai-landing', DEFAULT_LOCALE) },
    { key: 'header.nav.pricing', path: '/premium-access' },
  ],
  subscription: [
    { key: 'header.nav.photos', path: '/search/2/image', query: { mediatype: 'photography' } },
    { key: 'header.nav.illustrations', path: '/search/2/image', query: { mediatype: 'illustration' } },
    { key: 'header.nav.vectors', path: '/search/2/image', query: { mediatype: 'vector' } },
    { key: 'header.nav.video', path: '/search/2/film' },
    { key: 'header.nav.ai', path: marketingPath('ai-landing', DEFAULT_LOCALE) },
    { key: 'header.nav.pricing', path: '/plans-and-pricing' },
  ],
};

/** The Footer's company column: marketing pages, each at the page language's own slug. */
export const COMPANY_LINKS: ReadonlyArray<{ key: MessageKey; kind: MarketingPathKind }> = [
  { key: 'footer.aboutUs', kind: 'about-us' },
  { key: 'footer.careers', kind: 'work-with-us' },
  { key: 'footer.contactSales', kind: 'contact-sales' },
  { key: 'footer.searchGuide', kind: 'search-guide' },
];

/**
 * A link's path in the page's language: a marketing page's slug is translated ('/about-us' is
 * '/ueber-uns' in German), every other path stays as it is. The prefix is added by `href`.
 */
export function localPath(path: string, locale: string): string {
  const kind = marketingPathKind(path);
  return kind ? marketingPagePath(kind, locale) : path;
}

export function marketingPagePath(kind: MarketingPathKind, locale: string): string {
  return marketingPath(kind, isLocaleCode(locale) ? locale : DEFAULT_LOCALE);
}

/** The Footer's links to the legal and information pages, by column; each only where the site has it. */
export const INFO_LINKS: Readonly<Record<'licensing' | 'legal' | 'company', readonly InfoPage[]>> = {
  licensing: ['help-licenses', 'eula'],
  legal: ['terms', 'privacy', 'editorial-policy', 'modern-slavery'],
  company: ['contact', 'faq-basics', 'upgrade', 'api'],
};

/**
 * Each page's title key, spelled out rather than built (`pages.${page}.title`): the build sends a
 * bundle the keys its code names, and a built key would name every key of the pages feature.
 */
const INFO_TITLES: Readonly<Record<InfoPage, PagesMessageKey>> = {
  terms: 'pages.terms.title',
  privacy: 'pages.privacy.title',
  eula: 'pages.eula.title',
  'editorial-policy': 'pages.editorial-policy.title',
  contact: 'pages.contact.title',
  'modern-slavery': 'pages.modern-slavery.title',
  'help-licenses': 'pages.help-licenses.title',
  api: 'pages.api.title',
  'faq-basics': 'pages.faq-basics.title',
  upgrade: 'pages.upgrade.title',
};

export function infoLinks(
  column: keyof typeof INFO_LINKS,
  site: Site,
): Array<{ page: InfoPage; path: string; titleKey: PagesMessageKey }> {
  return INFO_LINKS[column].flatMap((page) => {
    const path = infoPath(page, site);
    return path ? [{ page, path, titleKey: INFO_TITLES[page] }] : [];
  });
}
