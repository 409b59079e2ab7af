import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { DownloadsMessageKey } from './en-us';
import { downloadsMessages } from './index';

/** Video formats are written the same in every language; a few words are shared with English. */
const FORMATS: readonly DownloadsMessageKey[] = [
  'downloads.size.sd',
  'downloads.size.hd',
  'downloads.size.4k',
];
const LOCALES = ['cs', 'da', 'de', 'es', 'fi', 'fr', 'hu', 'id', 'it', 'ja', 'ko', 'nb', 'nl', 'pl'] as const;
const MORE = ['pt-br', 'pt-pt', 'ro', 'ru', 'sv', 'th', 'tr', 'vi', 'zh-hk'] as const;

/** The noun is "licence" in British English; the verb ("Licensed to") keeps its s. */
const AMERICAN_SPELLINGS =
  /\b(a|the|your|each|of) licenses?\b|\blicenses\b|\blicense (model|agreement|id)\b/i;

describeBundleCoverage<DownloadsMessageKey>('downloads', downloadsMessages, {
  keyPrefix: 'downloads.',
  allowedIdentical: {
    ...Object.fromEntries([...LOCALES, ...MORE].map((locale) => [locale, FORMATS])),
    es: [...FORMATS, 'downloads.licence.plan'],
    pl: [...FORMATS, 'downloads.licence.plan'],
    tr: [...FORMATS, 'downloads.licence.plan'],
    fr: [...FORMATS, 'downloads.page.current', 'downloads.faq.photos.title'],
    nb: [...FORMATS, 'downloads.list.type'],
  },
  britishKeys: [
    'downloads.history.title',
    'downloads.licence.id',
    'downloads.cert.title',
    'downloads.csv.model',
  ],
  americanSpellings: AMERICAN_SPELLINGS,
  sampleValues: {
    id: 42,
    number: '#000042',
    plan: 'Credit pack 25',
    code: 'PRJ-2041',
    date: 'Dec 5, 2026',
    name: 'Ada Buyer',
    usage: 'Web, homepage, 1 year',
    n: 2,
    url: 'https://example.com/purchase/agreements',
    ids: '1204, 1207',
    percent: 40,
    title: 'Alpine morning',
  },
});
