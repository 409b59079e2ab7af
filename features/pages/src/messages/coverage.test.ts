import type { LocaleCode } from '@lightbox/core';
import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { PagesMessageKey } from './en-us';
import { pagesMessages } from './index';

/** Values that may stay identical to English: words the language shares with it. */
const ALLOWED_IDENTICAL: Partial<Record<LocaleCode, readonly PagesMessageKey[]>> = {
  de: ['pages.sitemap.boards'],
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
  },
  allowedIdentical: ALLOWED_IDENTICAL,
  britishKeys: EN_GB_MUST_DIFFER,
  americanSpellings: US_SPELLINGS,
});
