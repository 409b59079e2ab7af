import type { LocaleCode } from '@lightbox/core';
import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { SearchMessageKey } from './en-us';
import { searchMessageBundle } from './index';

/**
 * Values that may legitimately stay identical to English, per locale. Everywhere: the video
 * resolutions (SD, HD, 4K) and the names of the Premium Access and Easy Access agreements, which
 * are product names. Beyond that, only words the language shares with English, each listed by
 * name; anything else identical to English is an untranslated string.
 */
const RESOLUTIONS: SearchMessageKey[] = [
  'search.value.filmdefinition.sd',
  'search.value.filmdefinition.hd',
  'search.value.filmdefinition.4k',
];
const PRODUCT_NAMES: SearchMessageKey[] = ['search.value.agreements.PA', 'search.value.agreements.EA'];
const EVERYWHERE = [...RESOLUTIONS, ...PRODUCT_NAMES];

const SPORT: SearchMessageKey = 'search.value.editorialproducts.sport';
const MACRO: SearchMessageKey = 'search.value.compositions.macro';
const EDITORIAL: SearchMessageKey = 'search.value.family.editorial';
const ANIMATION_TECHNIQUE: SearchMessageKey = 'search.value.imagetechnique.animation';
const WARM: SearchMessageKey = 'search.value.mood.warm';
const NATURAL: SearchMessageKey = 'search.value.mood.natural';
const BABY: SearchMessageKey = 'search.value.ageofpeople.baby';
const ABSTRACT: SearchMessageKey = 'search.value.compositions.abstract';
const HORIZONTAL: SearchMessageKey = 'search.value.orientations.horizontal';
const VERTICAL: SearchMessageKey = 'search.value.orientations.vertical';
const TIME_LAPSE: SearchMessageKey = 'search.value.imagetechnique.time_lapse';
/** The editorial landing's breadcrumb: "Editorial" is the word these languages use too. */
const EDITORIAL_HOME: SearchMessageKey = 'search.editorial.home';
/** Spanish and Portuguese share these with English. */
const IBERIAN: SearchMessageKey[] = [EDITORIAL, HORIZONTAL, VERTICAL, MACRO, NATURAL, EDITORIAL_HOME];

const ALLOWED_IDENTICAL: Partial<Record<LocaleCode, readonly SearchMessageKey[]>> = {
  de: ['search.color.orange', ...EVERYWHERE, SPORT, WARM, ANIMATION_TECHNIQUE, EDITORIAL_HOME],
  // French shares many nouns with English; the filter names below are the ones French stock sites use.
  fr: [
    'search.color.orange',
    ...EVERYWHERE,
    'search.param.recency',
    'search.param.orientations',
    'search.param.collections',
    'search.param.compositions',
    'search.param.imagetechnique',
    'search.value.mediatype.photography',
    'search.value.mediatype.illustration',
    'search.value.compositions.portrait',
    SPORT,
    MACRO,
    ANIMATION_TECHNIQUE,
  ],
  es: [...EVERYWHERE, ...IBERIAN, 'search.param._colorindex', 'search.value.imagetechnique.color'],
  // Italian: "royalty-free" and "time-lapse" are the terms Italian stock agencies and filmmakers use.
  it: [...EVERYWHERE, SPORT, MACRO, 'search.value.license.rf', TIME_LAPSE],
  ja: EVERYWHERE,
  ko: EVERYWHERE,
  'pt-br': [...EVERYWHERE, ...IBERIAN, TIME_LAPSE],
  'pt-pt': [...EVERYWHERE, ...IBERIAN, TIME_LAPSE],
  nl: [
    ...EVERYWHERE,
    'search.filters.title',
    SPORT,
    BABY,
    ABSTRACT,
    'search.value.compositions.close_up',
    MACRO,
    WARM,
  ],
  sv: ['search.color.orange', ...EVERYWHERE, SPORT, ANIMATION_TECHNIQUE],
  fi: EVERYWHERE,
  da: [
    'search.color.orange',
    ...EVERYWHERE,
    SPORT,
    BABY,
    'search.value.ageofpeople.teenager',
    ANIMATION_TECHNIQUE,
  ],
  nb: [...EVERYWHERE, SPORT, BABY],
  pl: [...EVERYWHERE, SPORT],
  cs: [...EVERYWHERE, SPORT],
  hu: [...EVERYWHERE, SPORT],
  ro: [
    ...EVERYWHERE,
    'search.param.artistexact',
    EDITORIAL,
    SPORT,
    'search.value.ageofpeople.adult',
    ABSTRACT,
    MACRO,
    'search.value.mood.dramatic',
    NATURAL,
    'search.value.imagetechnique.color',
    EDITORIAL_HOME,
  ],
  ru: EVERYWHERE,
  tr: EVERYWHERE,
  th: EVERYWHERE,
  id: [...EVERYWHERE, EDITORIAL, HORIZONTAL, EDITORIAL_HOME],
  vi: EVERYWHERE,
  'zh-hk': EVERYWHERE,
};
/**
 * en-gb is a spelling variant of the source, so most of it is rightly identical to en-us. It is
 * held instead to British spelling and to the keys where British spelling differs.
 */
const EN_GB_MUST_DIFFER: SearchMessageKey[] = [
  'search.param.license',
  'search.param._colorindex',
  'search.value.imagetechnique.color',
  'search.color.choose',
  'search.color.clear',
];
const US_SPELLINGS = /\b(license|licenses|licensed|color|colors|colored|center|gray|catalog|favorite)\b/i;

/** One value for every plain argument the search messages use. */
const SAMPLE_VALUES = {
  label: 'Black and white',
  id: '1029384756',
  value: 'jaguar (animal)',
  title: 'Sunrise over the Alps',
  name: 'Lisbon Fashion Week 2025',
  location: 'Lisbon, Portugal',
};

describeBundleCoverage<SearchMessageKey>('search', searchMessageBundle, {
  keyPrefix: 'search.',
  sampleValues: SAMPLE_VALUES,
  allowedIdentical: ALLOWED_IDENTICAL,
  britishKeys: EN_GB_MUST_DIFFER,
  americanSpellings: US_SPELLINGS,
});
