import { isPluralElement, type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '@lightbox/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeCoverage, messageArguments } from './coverage';
import { type MessageBundle, SOURCE_LOCALE } from './load';

/**
 * The coverage check every message bundle passes (a test helper: it declares vitest tests).
 * Against the en-us source, each shipped locale has the same keys in the same order, 100%
 * coverage with matching ICU arguments, the plural categories of its language, messages that
 * format with sample values, real translations rather than copies of English, and its own script.
 */
export interface BundleRules<K extends string> {
  /** Every key of the bundle starts with this ('account.'). */
  keyPrefix?: string;
  /** A value for every plain argument of the source; plural arguments get each of PLURAL_COUNTS. */
  sampleValues: Record<string, string | number>;
  /** Values a locale may leave identical to English: words the language shares with it. */
  allowedIdentical?: Partial<Record<LocaleCode, readonly K[]>>;
  /** Largest share of the keys one locale may leave identical to English. */
  maxIdenticalShare?: number;
  /** en-gb keys whose British wording differs from the American. */
  britishKeys?: readonly K[];
  /** American spellings that no en-gb value may use. */
  americanSpellings?: RegExp;
  /** Keys left out of the script check (a language's own name, written in that language). */
  scriptExempt?: (key: K) => boolean;
}

/** Counts that reach every CLDR plural category for whole numbers in the shipped locales. */
export const PLURAL_COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102, 112, 1000, 1_000_000];
const DEFAULT_MAX_IDENTICAL_SHARE = 0.1;
const DEFAULT_AMERICAN_SPELLINGS =
  /\b(license|licenses|color|colors|center|favorite|favorites|catalog|gray)\b/i;

/** en-us writes "license" for the noun too; "licence" is the British noun (en-gb keeps it). */
const BRITISH_LICENCE = /\blicences?\b/i;

/** Scripts a translated value must be written in, for locales that do not use the Latin alphabet. */
const SCRIPTS: Partial<Record<LocaleCode, RegExp>> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  ru: /\p{Script=Cyrillic}/u,
  'zh-hk': /\p{Script=Han}/u,
};
/** Simplified-only characters that must not appear in Hong Kong Traditional Chinese. */
const SIMPLIFIED_ONLY =
  /[图视频载页关设们发时间个库权规编辑说许证价选择热门浏览经创类认购车条隐联语种录网络为这艺术摄邮码请确号户账团队员删]/u;

interface Plural {
  name: string;
  selectors: string[];
}

function pluralsOf(elements: MessageFormatElement[]): Plural[] {
  const found: Plural[] = [];
  for (const el of elements) {
    if (isPluralElement(el)) {
      found.push({ name: el.value, selectors: Object.keys(el.options) });
      for (const option of Object.values(el.options)) found.push(...pluralsOf(option.value));
    }
  }
  return found;
}

const hasLettersOutsideArguments = (value: string) => /\p{L}/u.test(value.replace(/\{[^}]*\}/g, ''));

export function describeBundleCoverage<K extends string>(
  name: string,
  bundle: MessageBundle,
  rules: BundleRules<K>,
): void {
  let source: Record<K, string>;
  let keys: K[];

  beforeAll(async () => {
    source = (await bundle[SOURCE_LOCALE]!()).default as Record<K, string>;
    keys = Object.keys(source) as K[];
  });

  describe(`the ${name} bundle`, () => {
    it('has a module for every shipped locale, and no other', () => {
      expect(Object.keys(bundle).sort()).toEqual([...LOCALE_CODES].sort());
    });

    it('has an en-us source that parses, with one and other cases in every plural', () => {
      for (const key of keys) {
        if (rules.keyPrefix) expect(key.startsWith(rules.keyPrefix), key).toBe(true);
        expect(() => messageArguments(source[key]), key).not.toThrow();
        for (const plural of pluralsOf(parse(source[key]))) {
          expect(plural.selectors, key).toEqual(expect.arrayContaining(['one', 'other']));
        }
      }
    });

    it('spells license the American way in the en-us source (noun and verb alike)', () => {
      for (const key of keys) expect(source[key], key).not.toMatch(BRITISH_LICENCE);
    });

    it('has a sample value for every plain argument of the source', () => {
      for (const key of keys) {
        for (const arg of messageArguments(source[key]).filter((a) => a.endsWith(':argument'))) {
          expect(Object.keys(rules.sampleValues), key).toContain(arg.split(':')[0]);
        }
      }
    });
  });

  describe.each(LOCALE_CODES.filter((code) => code !== SOURCE_LOCALE))(`${name} messages in %s`, (locale) => {
    const tag = LOCALES[locale].bcp47;
    let target: Record<K, string>;

    beforeAll(async () => {
      target = (await bundle[locale]!()).default as Record<K, string>;
    });

    it('has every source key, in source order, and nothing else', () => {
      expect(Object.keys(target)).toEqual(keys);
    });

    it('covers 100% of the source with matching ICU arguments', () => {
      const result = localeCoverage(source, target);
      expect(result.missing).toEqual([]);
      expect(result.extra).toEqual([]);
      expect(result.parseErrors).toEqual([]);
      expect(result.placeholderMismatches).toEqual([]);
      expect(result.coverage).toBe(1);
    });

    it('uses the plural categories of the language and keeps the source’s explicit =N cases', () => {
      const rulesOfLanguage = new Intl.PluralRules(tag);
      const categories = new Set<string>(rulesOfLanguage.resolvedOptions().pluralCategories);
      const reached = new Set(PLURAL_COUNTS.map((n) => rulesOfLanguage.select(n)));
      for (const key of keys) {
        const sourcePlurals = pluralsOf(parse(source[key]));
        const targetPlurals = pluralsOf(parse(target[key]));
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

    it('formats every message with sample values, showing each value and each count', () => {
      const numbers = new Intl.NumberFormat(tag);
      for (const key of keys) {
        const format = new IntlMessageFormat(target[key], tag);
        const plurals = pluralsOf(parse(target[key]));
        for (const n of PLURAL_COUNTS) {
          const out = String(format.format({ ...rules.sampleValues, ...counts(plurals, n) }));
          expect(out, key).not.toMatch(/[{}]/);
          expect(out.trim().length, key).toBeGreaterThan(0);
          if (plurals.some((p) => !p.selectors.includes(`=${n}`))) {
            expect(out, `${key} with ${n}`).toContain(numbers.format(n));
          }
        }
        const out = String(format.format({ ...rules.sampleValues, ...counts(plurals, 2) }));
        for (const arg of messageArguments(target[key]).filter((a) => a.endsWith(':argument'))) {
          expect(out, key).toContain(String(rules.sampleValues[arg.split(':')[0]!]));
        }
      }
    });

    it('uses typographic apostrophes and no stray whitespace', () => {
      for (const key of keys) {
        const value = target[key];
        expect(value, key).not.toContain("'");
        expect(value, key).toBe(value.trim());
        expect(value, key).not.toMatch(/ {2}/);
      }
    });

    if (locale === 'en-gb') {
      it('follows British spelling and usage', () => {
        for (const key of rules.britishKeys ?? []) expect(target[key], key).not.toBe(source[key]);
        for (const key of keys)
          expect(target[key], key).not.toMatch(rules.americanSpellings ?? DEFAULT_AMERICAN_SPELLINGS);
      });
    } else {
      it('leaves no more than the listed values identical to English', () => {
        const allowed = rules.allowedIdentical?.[locale] ?? [];
        const share = rules.maxIdenticalShare ?? DEFAULT_MAX_IDENTICAL_SHARE;
        expect(allowed.length / keys.length).toBeLessThanOrEqual(share);
        expect([...localeCoverage(source, target).untranslated].sort()).toEqual([...allowed].sort());
      });
    }

    const script = SCRIPTS[locale];
    if (script) {
      it('writes every translated value in the language’s script', () => {
        for (const key of keys) {
          const value = target[key];
          if (value === source[key] || !hasLettersOutsideArguments(value) || rules.scriptExempt?.(key))
            continue;
          expect(value, key).toMatch(script);
        }
        if (locale === 'zh-hk') for (const key of keys) expect(target[key], key).not.toMatch(SIMPLIFIED_ONLY);
      });
    }
  });
}

const counts = (plurals: readonly Plural[], n: number) => Object.fromEntries(plurals.map((p) => [p.name, n]));
