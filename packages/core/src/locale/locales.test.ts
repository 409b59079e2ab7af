import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCEPT_LANGUAGE_MAX_ENTRIES,
  isLocaleCode,
  LANGUAGE_PREFIXES,
  LOCALE_CODES,
  LOCALES,
  PREFIX_ALIASES,
  resolveLocale,
} from './locales';

// Locales served unprefixed, as documented at the top of locales.ts.
const UNPREFIXED_LOCALES = ['en-us', 'da', 'nb'];

describe('LOCALES', () => {
  it('ships 25 locales, each described under its own code', () => {
    expect(LOCALE_CODES).toHaveLength(25);
    for (const code of LOCALE_CODES) expect(LOCALES[code].code).toBe(code);
  });

  it('gives every locale a prefix or a documented unprefixed default', () => {
    for (const code of LOCALE_CODES) {
      const { prefix } = LOCALES[code];
      if (prefix === null) expect(UNPREFIXED_LOCALES).toContain(code);
      else expect(LANGUAGE_PREFIXES).toContain(prefix);
    }
  });

  it('never gives two locales the same prefix', () => {
    const prefixes = LOCALE_CODES.map((code) => LOCALES[code].prefix).filter((p) => p !== null);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('accounts for every recognised prefix, canonically or as a documented alias', () => {
    const canonical = new Set(LOCALE_CODES.map((code) => LOCALES[code].prefix));
    for (const prefix of LANGUAGE_PREFIXES) {
      expect(canonical.has(prefix) || PREFIX_ALIASES[prefix] !== undefined, prefix).toBe(true);
    }
  });

  it('has BCP-47 tags that Intl accepts and that resolve to the same language', () => {
    for (const code of LOCALE_CODES) {
      const { bcp47 } = LOCALES[code];
      expect(Intl.getCanonicalLocales(bcp47)).toEqual([bcp47]);
      expect(new Intl.Locale(bcp47).language).toBe(code.split('-')[0]);
    }
  });

  it('has a non-empty endonym and a text direction for every locale', () => {
    for (const code of LOCALE_CODES) {
      expect(LOCALES[code].endonym.trim()).not.toBe('');
      expect(['ltr', 'rtl']).toContain(LOCALES[code].direction);
    }
  });

  it('isLocaleCode recognises exactly the shipped codes', () => {
    expect(isLocaleCode('pt-br')).toBe(true);
    expect(isLocaleCode('pt-BR')).toBe(false);
    expect(isLocaleCode('zh')).toBe(false);
  });
});

describe('resolveLocale', () => {
  it.each([
    [undefined, 'en-us'],
    ['', 'en-us'],
    ['de', 'de'],
    ['de-CH', 'de'],
    ['pt_BR', 'pt-br'],
    ['pt', 'pt-br'],
    ['pt-AO', 'pt-pt'],
    ['en-GB', 'en-gb'],
    ['en-UK', 'en-gb'],
    ['en-AU', 'en-gb'],
    ['en-CA', 'en-us'],
    ['en', 'en-us'],
    ['zh-TW', 'zh-hk'],
    ['zh-Hans-CN', 'zh-hk'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['in', 'id'],
    ['ja-JP', 'ja'],
    ['ZH-HK', 'zh-hk'],
    ['ar-EG', 'en-us'],
    ['not a tag!', 'en-us'],
    ['*', 'en-us'],
  ])('%j → %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });

  it('reads an Accept-Language header by quality, then order', () => {
    expect(resolveLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(resolveLocale('en;q=0.5, sv;q=0.9')).toBe('sv');
    expect(resolveLocale('ar, he;q=0.9, ko;q=0.1')).toBe('ko');
    expect(resolveLocale('de;q=0, it')).toBe('it');
    expect(resolveLocale('und, *, fi;q=0.2')).toBe('fi');
  });

  it('stops reading after the entry limit', () => {
    const filler = Array.from({ length: ACCEPT_LANGUAGE_MAX_ENTRIES }, () => 'ar').join(',');
    expect(resolveLocale(`${filler},de`)).toBe('en-us');
  });

  it('maps every shipped code and every BCP-47 tag to itself', () => {
    for (const code of LOCALE_CODES) {
      expect(resolveLocale(code)).toBe(code);
      expect(resolveLocale(LOCALES[code].bcp47)).toBe(code);
    }
  });

  it('always returns a shipped locale, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(isLocaleCode(resolveLocale(input))).toBe(true);
      }),
    );
  });
});
