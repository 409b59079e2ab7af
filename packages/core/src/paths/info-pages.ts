import type { Site } from '../sites';

/**
 * The legal and information pages of spec §2, each a text the operator edits. A page has a
 * path on the sites that offer it: the premium site keeps its company pages under /company,
 * the subscription site its legal texts under /legal.
 */
export const INFO_PAGES = [
  'terms',
  'privacy',
  'eula',
  'editorial-policy',
  'contact',
  'modern-slavery',
  'help-licenses',
  'api',
  'faq-basics',
  'upgrade',
] as const;

export type InfoPage = (typeof INFO_PAGES)[number];

export const INFO_PATHS: { readonly [S in Site]: { readonly [P in InfoPage]?: string } } = {
  premium: {
    terms: '/company/terms',
    privacy: '/company/privacy-policy',
    eula: '/eula',
    'editorial-policy': '/company/editorial-policy',
    contact: '/contactus',
    'modern-slavery': '/modern-slavery',
    'help-licenses': '/help/licenses',
    api: '/api',
  },
  subscription: {
    terms: '/legal/terms-of-use',
    privacy: '/legal/privacy-policy',
    eula: '/legal/license-agreement',
    'modern-slavery': '/modern-slavery',
    'help-licenses': '/help/licenses',
    'faq-basics': '/faq/basics',
    upgrade: '/customer-support/upgrade',
  },
};

/** The page's path on this site (no prefix: build links with `href`), or undefined where the site lacks it. */
export function infoPath(page: InfoPage, site: Site): string | undefined {
  return INFO_PATHS[site][page];
}

export function isInfoPage(value: string): value is InfoPage {
  return (INFO_PAGES as readonly string[]).includes(value);
}

/** The site map page: the premium site files it under /company as well (spec §2). */
export const SITEMAP_PATHS: { readonly [S in Site]: readonly string[] } = {
  premium: ['/sitemap', '/company/sitemap'],
  subscription: ['/sitemap'],
};
