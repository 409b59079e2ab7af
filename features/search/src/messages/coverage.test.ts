import { isPluralElement, type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { localeCoverage, messageArguments } from '@lightbox/ui/i18n/coverage';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import cs from './cs';
import da from './da';
import de from './de';
import enGb from './en-gb';
import enUs, { type SearchMessageKey } from './en-us';
import es from './es';
import fi from './fi';
import fr from './fr';
import hu from './hu';
import id from './id';
import italian from './it';
import ja from './ja';
import ko from './ko';
import nb from './nb';
import nl from './nl';
import pl from './pl';
import ptBr from './pt-br';
import ptPt from './pt-pt';
import ro from './ro';
import ru from './ru';
import sv from './sv';
import th from './th';
import tr from './tr';
import vi from './vi';
import zhHk from './zh-hk';

type SearchMessages = Record<SearchMessageKey, string>;

/** Every shipped translation of the search strings, with the BCP 47 tag it is formatted under. */
const LOCALES: Record<string, { tag: string; messages: SearchMessages }> = {
  'en-gb': { tag: 'en-GB', messages: enGb },
  de: { tag: 'de', messages: de },
  fr: { tag: 'fr', messages: fr },
  es: { tag: 'es', messages: es },
  it: { tag: 'it', messages: italian },
  ja: { tag: 'ja', messages: ja },
  ko: { tag: 'ko', messages: ko },
  'pt-br': { tag: 'pt-BR', messages: ptBr },
  'pt-pt': { tag: 'pt-PT', messages: ptPt },
  nl: { tag: 'nl', messages: nl },
  sv: { tag: 'sv', messages: sv },
  fi: { tag: 'fi', messages: fi },
  da: { tag: 'da', messages: da },
  nb: { tag: 'nb', messages: nb },
  pl: { tag: 'pl', messages: pl },
  cs: { tag: 'cs', messages: cs },
  hu: { tag: 'hu', messages: hu },
  ro: { tag: 'ro', messages: ro },
  ru: { tag: 'ru', messages: ru },
  tr: { tag: 'tr', messages: tr },
  th: { tag: 'th', messages: th },
  id: { tag: 'id', messages: id },
  vi: { tag: 'vi', messages: vi },
  'zh-hk': { tag: 'zh-HK', messages: zhHk },
};

const source: SearchMessages = enUs;
const KEYS = Object.keys(source) as SearchMessageKey[];

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
/** Spanish and Portuguese share these with English. */
const IBERIAN: SearchMessageKey[] = [EDITORIAL, HORIZONTAL, VERTICAL, MACRO, NATURAL];

const ALLOWED_IDENTICAL: Record<string, readonly SearchMessageKey[]> = {
  de: ['search.color.orange', ...EVERYWHERE, SPORT, WARM, ANIMATION_TECHNIQUE],
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
  ],
  ru: EVERYWHERE,
  tr: EVERYWHERE,
  th: EVERYWHERE,
  id: [...EVERYWHERE, EDITORIAL, HORIZONTAL],
  vi: EVERYWHERE,
  'zh-hk': EVERYWHERE,
};
const MAX_IDENTICAL_SHARE = 0.1;

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

/** Scripts a translated value must be written in, for locales that do not use the Latin alphabet. */
const SCRIPTS: Record<string, RegExp> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  ru: /\p{Script=Cyrillic}/u,
  'zh-hk': /\p{Script=Han}/u,
};
/** Simplified-only characters that must not appear in Hong Kong Traditional Chinese. */
const SIMPLIFIED_ONLY =
  /[图视频载页关设们发时间个库权规编辑说许证价选择热门浏览经创类认购车条隐联语种录网络为这艺术摄]/u;

/** One value for every argument the search messages use; plural arguments get each of COUNTS. */
const SAMPLE_VALUES = {
  label: 'Black and white',
  id: '1029384756',
  value: 'jaguar (animal)',
  title: 'Sunrise over the Alps',
};
/** Counts that reach every CLDR plural category for integers in the shipped locales. */
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102, 112, 1000, 1_000_000];

function pluralOptions(elements: MessageFormatElement[]): Array<{ name: string; selectors: string[] }> {
  const found: Array<{ name: string; selectors: string[] }> = [];
  for (const el of elements) {
    if (isPluralElement(el)) {
      found.push({ name: el.value, selectors: Object.keys(el.options) });
      for (const option of Object.values(el.options)) found.push(...pluralOptions(option.value));
    }
  }
  return found;
}

describe('the en-us source', () => {
  it('parses, and gives every plural a one and an other case', () => {
    for (const key of KEYS) {
      expect(() => messageArguments(source[key]), key).not.toThrow();
      for (const plural of pluralOptions(parse(source[key]))) {
        expect(plural.selectors, key).toEqual(expect.arrayContaining(['one', 'other']));
      }
    }
  });

  it('uses only arguments the coverage test has sample values for', () => {
    const known = new Set([...Object.keys(SAMPLE_VALUES), 'count', 'seconds']);
    for (const key of KEYS) {
      for (const arg of messageArguments(source[key])) expect(known.has(arg.split(':')[0]!), key).toBe(true);
    }
  });
});

describe.each(Object.keys(LOCALES))('locale %s', (file) => {
  const { tag, messages: target } = LOCALES[file]!;

  it('has every source key, in source order, and nothing else', () => {
    expect(Object.keys(target)).toEqual(KEYS);
  });

  it('covers 100% of the source with matching ICU arguments', () => {
    const result = localeCoverage(source, target);
    expect(result.missing).toEqual([]);
    expect(result.extra).toEqual([]);
    expect(result.parseErrors).toEqual([]);
    expect(result.placeholderMismatches).toEqual([]);
    expect(result.coverage).toBe(1);
  });

  it('uses exactly the plural categories of the language and keeps the source’s explicit =N cases', () => {
    const rules = new Intl.PluralRules(tag);
    const categories = [...rules.resolvedOptions().pluralCategories].sort();
    for (const key of KEYS) {
      const sourcePlurals = pluralOptions(parse(source[key]));
      const targetPlurals = pluralOptions(parse(target[key]));
      expect(
        targetPlurals.map((p) => p.name),
        key,
      ).toEqual(sourcePlurals.map((p) => p.name));
      targetPlurals.forEach((plural, i) => {
        const exact = plural.selectors.filter((s) => s.startsWith('='));
        const named = plural.selectors.filter((s) => !s.startsWith('=')).sort();
        expect(exact, key).toEqual(sourcePlurals[i]!.selectors.filter((s) => s.startsWith('=')));
        expect(named, `${key}: plural categories for ${tag}`).toEqual(categories);
      });
    }
  });

  it('formats every message for the locale with sample values', () => {
    const numbers = new Intl.NumberFormat(tag);
    for (const key of KEYS) {
      const format = new IntlMessageFormat(target[key], tag);
      const plurals = pluralOptions(parse(target[key]));
      for (const n of COUNTS) {
        const out = format.format({ ...SAMPLE_VALUES, count: n, seconds: n });
        expect(typeof out, key).toBe('string');
        expect(out as string, key).not.toMatch(/[{}]/);
        expect((out as string).trim().length, key).toBeGreaterThan(0);
        for (const plural of plurals) {
          if (plural.selectors.includes(`=${n}`)) continue;
          expect(out as string, `${key} with ${n}`).toContain(numbers.format(n));
        }
      }
      const out = String(format.format({ ...SAMPLE_VALUES, count: 2, seconds: 2 }));
      for (const arg of messageArguments(target[key]).filter((a) => a.endsWith(':argument'))) {
        const name = arg.slice(0, -':argument'.length) as keyof typeof SAMPLE_VALUES;
        expect(out, key).toContain(SAMPLE_VALUES[name]);
      }
    }
  });

  it('uses typographic apostrophes and no stray whitespace', () => {
    for (const key of KEYS) {
      const value = target[key];
      expect(value, key).not.toContain("'");
      expect(value, key).toBe(value.trim());
      expect(value, key).not.toMatch(/ {2}/);
    }
  });

  if (file === 'en-gb') {
    it('follows British spelling', () => {
      for (const key of EN_GB_MUST_DIFFER) expect(target[key], key).not.toBe(source[key]);
      for (const key of KEYS) expect(target[key], key).not.toMatch(US_SPELLINGS);
    });
  } else {
    it('leaves no more than the listed values identical to English', () => {
      const allowed = ALLOWED_IDENTICAL[file]!;
      expect(allowed.length / KEYS.length).toBeLessThanOrEqual(MAX_IDENTICAL_SHARE);
      const { untranslated } = localeCoverage(source, target);
      expect([...untranslated].sort()).toEqual([...allowed].sort());
    });
  }

  const script = SCRIPTS[file];
  if (script) {
    it('writes every translated value in the language’s script', () => {
      for (const key of KEYS) {
        const value = target[key];
        if (value === source[key] || !/\p{L}/u.test(value.replace(/\{[^}]*\}/g, ''))) continue;
        expect(value, key).toMatch(script);
      }
      if (file === 'zh-hk') {
        for (const key of KEYS) expect(target[key], key).not.toMatch(SIMPLIFIED_ONLY);
      }
    });
  }
});
