import type { LocaleCode } from '@lightbox/core';
import { describe, expect, it } from 'vitest';
import { describeBundleCoverage } from './bundle-coverage';
import { localeCoverage, messageArguments } from './coverage';
import { coreMessageBundle } from './load';
import type { MessageKey } from './messages/en-us';

/**
 * Values that may legitimately stay identical to the English enUs, per locale: the unit-only
 * pattern `{width} × {height} px` and words the language shares with English (Video, Editorial). Anything else identical to English
 * is an untranslated string. Each list must stay within MAX_IDENTICAL_SHARE of all keys.
 * (Brand names and letter-free patterns such as `{phrase}` are never counted; see coverage.ts.)
 */
const PIXELS: MessageKey = 'detail.pixels';
const VIDEO: MessageKey[] = [
  'header.nav.video',
  'searchbar.type.film',
  'search.tabs.film',
  'asset.type.film',
  'home.category.video',
];
const EDITORIAL: MessageKey[] = ['asset.family.editorial', 'home.category.editorial'];
const ALLOWED_IDENTICAL: Partial<Record<LocaleCode, readonly MessageKey[]>> = {
  de: [PIXELS, 'asset.type.film'],
  // French shares these nouns with English; `detail.pixels` differs by its no-break spaces.
  fr: [
    'header.menu',
    'header.nav.images',
    'header.nav.photos',
    'header.nav.illustrations',
    'searchbar.type.image',
    'search.tabs.images',
    'asset.type.image',
    'detail.collection',
    'detail.dimensions',
    'home.category.illustrations',
  ],
  es: [PIXELS, ...EDITORIAL],
  // Italian: "video" is invariable; "royalty-free" is the term Italian stock agencies use.
  it: [PIXELS, ...VIDEO, 'asset.license.rf', 'header.menu'],
  ja: [PIXELS],
  ko: [],
  'pt-br': [PIXELS, ...EDITORIAL, 'header.menu'],
  'pt-pt': [PIXELS, ...EDITORIAL, 'header.menu'],
  nl: [PIXELS, 'asset.type.film', 'header.menu'],
  sv: [PIXELS, 'asset.type.film'],
  fi: [PIXELS, 'asset.type.film'],
  da: [PIXELS, 'asset.type.film', 'header.menu'],
  nb: [PIXELS, 'asset.type.film'],
  pl: [PIXELS, 'header.menu'],
  cs: [PIXELS, 'asset.type.film'],
  hu: [PIXELS],
  ro: [PIXELS, ...EDITORIAL],
  ru: [],
  tr: ['asset.type.film'],
  th: [],
  id: [...VIDEO, ...EDITORIAL, 'header.menu'],
  vi: [...VIDEO, 'header.menu'],
  'zh-hk': [],
};

/**
 * en-gb is a spelling variant of the enUs, so most of it is rightly identical to en-us. It is
 * held instead to British spelling and to the keys where British usage differs.
 */
const EN_GB_MUST_DIFFER: MessageKey[] = [
  'header.cart',
  'header.home',
  'error.home',
  'search.empty.title',
  'site.subscription.heroSubtitle',
];
const US_SPELLINGS = /\b(license|licenses|color|colors|center|favorite|favorites|catalog|gray|cart)\b/i;

const SAMPLE_VALUES = {
  site: 'Lightbox Stock',
  phrase: 'mountain lake',
  year: 2026,
  page: 3,
  pages: 22,
  title: 'Sunrise over the Alps',
  width: 6000,
  height: 4000,
  seconds: 22,
  size: 10,
  total: 800,
};

describe('localeCoverage', () => {
  const en = {
    brand: 'Lightbox',
    pattern: '{phrase}',
    title: 'Preview of {title}',
    count: '{count, plural, =0 {None} one {# result} other {# results}}',
    plain: 'Search',
  };

  it('reports full coverage of the source against itself, without counting it untranslated', () => {
    expect(localeCoverage(en, en, { brandNames: ['Lightbox'] })).toEqual({
      total: 5,
      translated: 2,
      missing: [],
      untranslated: ['title', 'count', 'plain'],
      placeholderMismatches: [],
      parseErrors: [],
      extra: [],
      coverage: 1,
    });
  });

  it('finds missing, extra, untranslated, renamed, retyped and unparseable messages', () => {
    const result = localeCoverage(en, {
      brand: 'Lightbox',
      pattern: '{phrase}',
      title: 'Aperçu de {name}',
      count: '{count} résultats',
      stale: 'Ancien',
    });
    expect(result.missing).toEqual(['plain']);
    expect(result.extra).toEqual(['stale']);
    expect(result.placeholderMismatches).toEqual(['title', 'count']);
    expect(result.untranslated).toEqual([]);
    expect(result.translated).toBe(2);
    expect(result.coverage).toBeCloseTo(2 / 5);

    const broken = localeCoverage(en, { ...en, title: 'Aperçu de {title', plain: 'Search' });
    expect(broken.parseErrors).toEqual(['title']);
    expect(broken.placeholderMismatches).toEqual(['title']);
    expect(broken.untranslated).toEqual(['count', 'plain']);
  });

  it('compares argument names and kinds, including arguments nested in plural branches', () => {
    expect(messageArguments('{n, plural, one {# of {total}} other {# of {total}}} {site}')).toEqual([
      'n:plural',
      'site:argument',
      'total:argument',
    ]);
    expect(() => messageArguments('{n, plural, one {#}}')).toThrow();
  });
});

describeBundleCoverage<MessageKey>('core', coreMessageBundle, {
  sampleValues: SAMPLE_VALUES,
  allowedIdentical: ALLOWED_IDENTICAL,
  britishKeys: EN_GB_MUST_DIFFER,
  americanSpellings: US_SPELLINGS,
  // A language's own name is written in that language ('locale.de.name' is Deutsch everywhere).
  scriptExempt: (key) => key.endsWith('.name'),
});
