import { isPluralElement, type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeCoverage, messageArguments } from './coverage';
import enUs, { type MessageKey, type Messages } from './messages/en-us';

/** Every shipped translation file, with the BCP 47 tag it is formatted under. */
const LOCALES: Record<string, string> = {
  'en-gb': 'en-GB',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  'pt-br': 'pt-BR',
  'pt-pt': 'pt-PT',
  nl: 'nl',
  sv: 'sv',
  fi: 'fi',
  da: 'da',
  nb: 'nb',
  pl: 'pl',
  cs: 'cs',
  hu: 'hu',
  ro: 'ro',
  ru: 'ru',
  tr: 'tr',
  th: 'th',
  id: 'id',
  vi: 'vi',
  'zh-hk': 'zh-HK',
};

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
const ALLOWED_IDENTICAL: Record<string, readonly MessageKey[]> = {
  de: [PIXELS, 'asset.type.film'],
  // French shares these nouns with English; `detail.pixels` differs by its no-break spaces.
  fr: [
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
  it: [PIXELS, ...VIDEO, 'asset.license.rf'],
  ja: [PIXELS],
  ko: [],
  'pt-br': [PIXELS, ...EDITORIAL],
  'pt-pt': [PIXELS, ...EDITORIAL],
  nl: [PIXELS, 'asset.type.film'],
  sv: [PIXELS, 'asset.type.film'],
  fi: [PIXELS, 'asset.type.film'],
  da: [PIXELS, 'asset.type.film'],
  nb: [PIXELS, 'asset.type.film'],
  pl: [PIXELS],
  cs: [PIXELS, 'asset.type.film'],
  hu: [PIXELS],
  ro: [PIXELS, ...EDITORIAL],
  ru: [],
  tr: ['asset.type.film'],
  th: [],
  id: [...VIDEO, ...EDITORIAL],
  vi: [...VIDEO],
  'zh-hk': [],
};
const MAX_IDENTICAL_SHARE = 0.1;

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
  /[图视频载页关设们发时间个库权规编辑说许证价选择热门浏览经创类认购车条隐联语种录网络为这]/u;

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

describe.each(Object.keys(LOCALES))('locale %s', (file) => {
  const tag = LOCALES[file]!;
  let target: Messages;

  beforeAll(async () => {
    target = ((await import(`./messages/${file}.ts`)) as { default: Messages }).default;
  });

  it('has every source key, in source order, and nothing else', () => {
    expect(Object.keys(target)).toEqual(Object.keys(enUs));
  });

  it('covers 100% of the source with matching ICU arguments', () => {
    const result = localeCoverage(enUs, target);
    expect(result.missing).toEqual([]);
    expect(result.extra).toEqual([]);
    expect(result.parseErrors).toEqual([]);
    expect(result.placeholderMismatches).toEqual([]);
    expect(result.coverage).toBe(1);
  });

  it('uses exactly the plural categories of the language and keeps the source’s explicit =N cases', () => {
    const rules = new Intl.PluralRules(tag);
    const categories = new Set<string>(rules.resolvedOptions().pluralCategories);
    const reached = new Set(COUNTS.map((n) => rules.select(n)));
    for (const key of Object.keys(enUs) as MessageKey[]) {
      const sourcePlurals = pluralOptions(parse(enUs[key]));
      const targetPlurals = pluralOptions(parse(target[key]));
      expect(
        targetPlurals.map((p) => p.name),
        key,
      ).toEqual(sourcePlurals.map((p) => p.name));
      targetPlurals.forEach((plural, i) => {
        const exact = plural.selectors.filter((s) => s.startsWith('='));
        const named = plural.selectors.filter((s) => !s.startsWith('='));
        expect(exact, key).toEqual(sourcePlurals[i]!.selectors.filter((s) => s.startsWith('=')));
        for (const selector of named) expect(categories.has(selector), `${key}: ${selector}`).toBe(true);
        for (const category of reached) expect(named, `${key}: needs ${category}`).toContain(category);
      });
    }
  });

  it('formats every message for the locale with sample values', () => {
    for (const key of Object.keys(enUs) as MessageKey[]) {
      const format = new IntlMessageFormat(target[key], tag);
      for (const count of COUNTS) {
        const out = format.format({ ...SAMPLE_VALUES, count });
        expect(typeof out, key).toBe('string');
        expect(out as string, key).not.toMatch(/[{}]/);
        expect((out as string).trim().length, key).toBeGreaterThan(0);
        if (target[key].includes('{count')) {
          if (count !== 0) expect(out as string, key).toContain(new Intl.NumberFormat(tag).format(count));
          else expect(out as string, key).not.toMatch(/\d/);
        }
      }
      const args = messageArguments(target[key]).filter((a) => a.endsWith(':argument'));
      const out = String(format.format({ ...SAMPLE_VALUES, count: 2 }));
      for (const arg of args) {
        const name = arg.slice(0, -':argument'.length) as keyof typeof SAMPLE_VALUES;
        expect(out, key).toContain(String(SAMPLE_VALUES[name]));
      }
    }
  });

  if (file === 'en-gb') {
    it('follows British spelling and usage', () => {
      for (const key of EN_GB_MUST_DIFFER) expect(target[key], key).not.toBe(enUs[key]);
      for (const [key, value] of Object.entries(target)) expect(value, key).not.toMatch(US_SPELLINGS);
    });
  } else {
    it('leaves no more than the listed values identical to English', () => {
      const allowed = ALLOWED_IDENTICAL[file]!;
      expect(allowed.length / Object.keys(enUs).length).toBeLessThanOrEqual(MAX_IDENTICAL_SHARE);
      const { untranslated } = localeCoverage(enUs, target);
      expect([...untranslated].sort()).toEqual([...allowed].sort());
    });
  }

  const script = SCRIPTS[file];
  if (script) {
    it('writes every translated value in the language’s script', () => {
      for (const key of Object.keys(enUs) as MessageKey[]) {
        const value = target[key];
        if (value === enUs[key] || !/\p{L}/u.test(value.replace(/\{[^}]*\}/g, ''))) continue;
        if (key.endsWith('.name')) continue;
        expect(value, key).toMatch(script);
      }
      if (file === 'zh-hk') {
        for (const [key, value] of Object.entries(target)) expect(value, key).not.toMatch(SIMPLIFIED_ONLY);
      }
    });
  }
});
