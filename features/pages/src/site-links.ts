import {
  COUNTRY_CATALOGUES,
  countryName,
  INFO_PATHS,
  type InfoPage,
  LOCALES,
  type LocaleCode,
  MARKETING_PATH_KINDS,
  type MarketingPathKind,
  marketingPath,
  type Site,
  WORLD_PAGE,
} from '@lightbox/core';
import type { MessageKey } from '@lightbox/ui';
import { LANDINGS } from './browse/landings';
import type { PagesMessageKey } from './messages/en-us';
import { TOOL_PATHS } from './tools/routes';
import { visualGpsPages } from './visual-gps/routes';

/**
 * What the site map lists, per site: the public pages people and search engines may start from.
 * The HTML site map and sitemap.xml both read these lists, so they never disagree.
 */
export type LabelKey = { core: MessageKey } | { pages: PagesMessageKey };
export interface SiteLink {
  path: string;
  label: LabelKey;
  query?: Record<string, string>;
}

const PRICING: Record<Site, string> = { premium: '/premium-access', subscription: '/plans-and-pricing' };

export function browseLinks(site: Site): SiteLink[] {
  // Each site's own browse landings; The Download is a premium page (spec §2).
  const landings: SiteLink[] = LANDINGS.filter((l) => l.site === site).map((l) => ({
    path: l.path,
    label: { pages: l.title },
  }));
  const premiumOnly: SiteLink[] =
    site === 'premium'
      ? [
          { path: '/the-download', label: { pages: 'pages.download.title' } },
          { path: '/search/editorial', label: { pages: 'pages.browse.events' } },
        ]
      : [];
  return [
    { path: '/search/2/image', label: { core: 'search.tabs.images' } },
    { path: '/search/2/film', label: { core: 'search.tabs.film' } },
    ...landings,
    ...premiumOnly,
    { path: TOOL_PATHS.image, label: { pages: 'pages.tools.image.title' } },
    { path: TOOL_PATHS.video, label: { pages: 'pages.tools.video.title' } },
    // Each Visual GPS page once, under its own name (the overview's is the feature's name).
    ...visualGpsPages(site).map((p) => ({
      path: p.path,
      label: { pages: `pages.vgps.${p.view}.title` as const },
    })),
    { path: '/collaboration/curated-sets', label: { pages: 'pages.sitemap.curatedSets' } },
    { path: PRICING[site], label: { pages: 'pages.sitemap.plans' } },
  ];
}

/** Pages that need or start an account: in the HTML site map, never in sitemap.xml. */
export function accountLinks(site: Site): SiteLink[] {
  return [
    { path: '/sign-in', label: { pages: 'pages.sitemap.signIn' } },
    { path: site === 'subscription' ? '/join' : '/register', label: { pages: 'pages.sitemap.register' } },
    { path: '/account', label: { pages: 'pages.sitemap.account' } },
    { path: '/collaboration/boards', label: { pages: 'pages.sitemap.boards' } },
    { path: '/purchase/cart', label: { pages: 'pages.sitemap.cart' } },
  ];
}

export function helpLinks(site: Site): SiteLink[] {
  const info = Object.entries(INFO_PATHS[site]) as Array<[InfoPage, string]>;
  return [
    { path: '/license-info', label: { core: 'footer.licenseInfo' } },
    { path: '/faq/using-files', label: { pages: 'pages.sitemap.usingFiles' } },
    ...info.map(([page, path]) => ({ path, label: { pages: `pages.${page}.title` as const } })),
  ];
}

export const MARKETING_LABELS: Record<MarketingPathKind, MessageKey> = {
  'ai-landing': 'header.nav.ai',
  'contact-sales': 'footer.contactSales',
  'search-guide': 'footer.searchGuide',
  'about-us': 'footer.aboutUs',
  'work-with-us': 'footer.careers',
};

/** The marketing pages at the language's own slug. */
export function companyLinks(locale: LocaleCode): SiteLink[] {
  return [
    ...MARKETING_PATH_KINDS.map((kind) => ({
      path: marketingPath(kind, locale),
      label: { core: MARKETING_LABELS[kind] },
    })),
    { path: '/blog', label: { pages: 'pages.blog.title' } },
  ];
}

/** The World page (spec §3, code XWW): for visitors from a country the catalogues do not list. */
export const WORLD_PATH = '/countries/world';

export interface CountryLink {
  path: string;
  label: string;
  key: string;
}

/**
 * Each catalogue entry's country page at its autonomy_page_path (under the entry's own language
 * prefix), labelled in the visitor's language and sorted by it, the World page first.
 */
export function countryLinks(site: Site, locale: LocaleCode): CountryLink[] {
  const collator = new Intl.Collator(LOCALES[locale].bcp47);
  const label = (code: string, entryLocale: LocaleCode) =>
    `${countryName(code, locale)} · ${LOCALES[entryLocale].endonym}`;
  return [
    { path: WORLD_PATH, label: label(WORLD_PAGE.countryCode, WORLD_PAGE.locale), key: WORLD_PAGE.countryKey },
    ...COUNTRY_CATALOGUES[site]
      .map((e) => ({
        path: e.autonomy_page_path,
        label: label(e.country_code, e.locale),
        key: `${e.country_code.toLowerCase()}-${e.locale}`,
      }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  ];
}
