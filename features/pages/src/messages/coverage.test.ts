import { LOCALE_CODES, type LocaleCode } from '@lightbox/core';
import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { PagesMessageKey } from './en-us';
import { pagesMessages } from './index';

/** "The Download" is the name of the editorial blog, kept in every language like a brand. */
const BLOG_NAME: PagesMessageKey = 'pages.download.title';

/** "Visual GPS" is the name of the trends pages, kept in every language like a brand. */
const TRENDS_NAME: PagesMessageKey = 'pages.vgps.overview.title';

/** Languages that call a blog "Blog", as English does. */
const BLOG: PagesMessageKey = 'pages.blog.title';
const BLOG_IS_BLOG: readonly LocaleCode[] = [
  'en-gb',
  'fr',
  'es',
  'it',
  'pt-br',
  'nl',
  'da',
  'pl',
  'cs',
  'hu',
  'ro',
  'tr',
  'id',
  'vi',
];

/** Values that may stay identical to English: words the language shares with it, and the blog's name. */
const ALLOWED_IDENTICAL: Partial<Record<LocaleCode, readonly PagesMessageKey[]>> = {
  ...Object.fromEntries(
    LOCALE_CODES.map((locale) => [
      locale,
      BLOG_IS_BLOG.includes(locale) ? [BLOG_NAME, BLOG, TRENDS_NAME] : [BLOG_NAME, TRENDS_NAME],
    ]),
  ),
  de: [BLOG_NAME, BLOG, TRENDS_NAME, 'pages.sitemap.boards', 'pages.vgps.dashboard.title'],
};

/** British English must use British spelling; it is otherwise rightly close to American. */
const EN_GB_MUST_DIFFER: PagesMessageKey[] = [
  'pages.eula.title',
  'pages.help-licenses.title',
  'pages.sitemap.cart',
];
const US_SPELLINGS = /\b(licenses|color|center|catalog)\b|\blicense (type|agreement|help)\b/i;

describeBundleCoverage<PagesMessageKey>('pages', pagesMessages, {
  keyPrefix: 'pages.',
  sampleValues: {
    site: 'Lightbox Stock',
    country: 'Canada',
    language: 'Français',
    currency: 'CAD',
    total: 800,
    name: 'Harbour',
    days: 30,
    change: '+25%',
    max: 50,
    seconds: 60,
  },
  allowedIdentical: ALLOWED_IDENTICAL,
  britishKeys: EN_GB_MUST_DIFFER,
  americanSpellings: US_SPELLINGS,
  scriptExempt: (key) => key === BLOG_NAME || key === TRENDS_NAME,
});
