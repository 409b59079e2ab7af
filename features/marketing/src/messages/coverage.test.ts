import type { LocaleCode } from '@lightbox/core';
import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { MarketingKey } from './en-us';
import { marketingMessages } from './index';

/** Values that may stay identical to English: words the language shares with it. */
const ALLOWED_IDENTICAL: Partial<Record<LocaleCode, readonly MarketingKey[]>> = {
  de: ['marketing.contact.field.optional', 'marketing.work.code.title'],
  fr: ['marketing.work.docs.title'],
  nb: ['marketing.work.testing.title'],
};

/** British English must use British spelling; it is otherwise rightly close to American. */
const EN_GB_MUST_DIFFER: MarketingKey[] = [
  'marketing.contact.form.title',
  'marketing.contact.field.company',
  'marketing.contact.submit',
  'marketing.contact.topics.team',
  'marketing.about.sites.body',
];
const US_SPELLINGS =
  /\b(catalog|catalogs|organization|inquiry|inquiries|color|center)\b|\blicense (type|terms)\b|\blicenses\b/i;

describeBundleCoverage<MarketingKey>('marketing', marketingMessages, {
  keyPrefix: 'marketing.',
  sampleValues: { site: 'Lightbox Stock', query: '"starry sky"', min: 10, max: 5000 },
  allowedIdentical: ALLOWED_IDENTICAL,
  britishKeys: EN_GB_MUST_DIFFER,
  americanSpellings: US_SPELLINGS,
});
