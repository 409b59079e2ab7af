import { isPluralElement, type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { LOCALE_CODES, LOCALES } from '@lightbox/core';
import { localeCoverage, messageArguments } from '@lightbox/ui/i18n/coverage';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';

import enUs, { type MarketingKey, type MarketingMessages } from './en-us';
import { marketingMessages } from './index';

/**
 * The marketing bundle against its source (en-us), for every shipped locale: the same keys in the same
 * order, 100% coverage with matching ICU arguments, the language's plural categories, and real
 * translations rather than copies of English.
 */
const TARGETS = LOCALE_CODES.filter((code) => code !== 'en-us');

/** Values that may stay identical to English: words the language shares with it. */
const ALLOWED_IDENTICAL: Partial<Record<string, readonly MarketingKey[]>> = {
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

/** Scripts a translated value must be written in, for locales that do not use the Latin alphabet. */
const SCRIPTS: Partial<Record<string, RegExp>> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  ru: /\p{Script=Cyrillic}/u,
  'zh-hk': /\p{Script=Han}/u,
};
/** Simplified-only characters that must not appear in Hong Kong Traditional Chinese. */
const SIMPLIFIED_ONLY =
  /[图视频载页关设们发时间个库权规编辑说许证价选择热门浏览经创类认购车条隐联语种录网络为这]/u;

const SAMPLE_VALUES = { site: 'Lightbox Stock', query: '"starry sky"', min: 10, max: 5000 };
/** Counts that reach every CLDR plural category for integers in the shipped locales. */
const COUNTS = [1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102, 112, 1000, 1_000_000];

function pluralSelectors(elements: MessageFormatElement[]): string[][] {
  const found: string[][] = [];
  for (const el of elements) {
    if (isPluralElement(el)) {
      found.push(Object.keys(el.options));
      for (const option of Object.values(el.options)) found.push(...pluralSelectors(option.value));
    }
  }
  return found;
}

it('registers a module for every shipped locale, and no other', () => {
  expect(Object.keys(marketingMessages).sort()).toEqual([...LOCALE_CODES].sort());
});

it('namespaces every key under marketing.*', () => {
  for (const key of Object.keys(enUs)) expect(key).toMatch(/^marketing(\.[a-zA-Z]+)+$/);
});

describe.each(TARGETS)('marketing messages in %s', (locale) => {
  const tag = LOCALES[locale].bcp47;
  let target: MarketingMessages;

  beforeAll(async () => {
    target = (await marketingMessages[locale]!()).default as MarketingMessages;
  });

  it('has every source key, in source order, and nothing else', () => {
    expect(Object.keys(target)).toEqual(Object.keys(enUs));
  });

  it('covers 100% of the source with matching ICU arguments', () => {
    const result = localeCoverage(enUs, target);
    expect(result.missing).toEqual([]);
    expect(result.extra).toEqual([]);
    expect(result.placeholderMismatches).toEqual([]);
    expect(result.coverage).toBe(1);
  });

  it('uses exactly the plural categories of the language', () => {
    const rules = new Intl.PluralRules(tag);
    const categories = new Set<string>(rules.resolvedOptions().pluralCategories);
    const reached = new Set(COUNTS.map((n) => rules.select(n)));
    for (const key of Object.keys(enUs) as MarketingKey[]) {
      for (const selectors of pluralSelectors(parse(target[key]))) {
        for (const selector of selectors) expect(categories.has(selector), `${key}: ${selector}`).toBe(true);
        for (const category of reached) expect(selectors, `${key}: needs ${category}`).toContain(category);
      }
    }
  });

  it('formats every message with sample values, showing each value', () => {
    for (const key of Object.keys(enUs) as MarketingKey[]) {
      const format = new IntlMessageFormat(target[key], tag);
      for (const count of COUNTS) {
        const out = String(format.format({ ...SAMPLE_VALUES, count }));
        expect(out, key).not.toMatch(/[{}]/);
        if (target[key].includes('{count'))
          expect(out, key).toContain(new Intl.NumberFormat(tag).format(count));
      }
      const out = String(format.format({ ...SAMPLE_VALUES, count: 2 }));
      for (const arg of messageArguments(target[key])) {
        const name = arg.split(':')[0] as keyof typeof SAMPLE_VALUES;
        if (name in SAMPLE_VALUES && arg.endsWith(':argument'))
          expect(out, key).toContain(String(SAMPLE_VALUES[name]));
      }
    }
  });

  if (locale === 'en-gb') {
    it('follows British spelling', () => {
      for (const key of EN_GB_MUST_DIFFER) expect(target[key], key).not.toBe(enUs[key]);
      for (const [key, value] of Object.entries(target)) expect(value, key).not.toMatch(US_SPELLINGS);
    });
  } else {
    it('is translated: only the listed values stay identical to English', () => {
      const { untranslated } = localeCoverage(enUs, target);
      expect([...untranslated].sort()).toEqual([...(ALLOWED_IDENTICAL[locale] ?? [])].sort());
    });
  }

  const script = SCRIPTS[locale];
  if (script) {
    it('writes every value in the language’s script', () => {
      for (const [key, value] of Object.entries(target)) expect(value, key).toMatch(script);
      if (locale === 'zh-hk') {
        for (const [key, value] of Object.entries(target)) expect(value, key).not.toMatch(SIMPLIFIED_ONLY);
      }
    });
  }
});
