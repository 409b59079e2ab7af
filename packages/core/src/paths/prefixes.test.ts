import { describe, expect, it } from 'vitest';
import { LANGUAGE_PREFIXES, LOCALE_CODES } from '../locale/locales';
import {
  isLanguagePrefix,
  isPathPrefix,
  localeForPrefix,
  pathContextForLocale,
  prefixForLocale,
  splitPrefix,
  stripLanguagePrefixes,
} from './prefixes';

describe('prefixForLocale / localeForPrefix', () => {
  it.each([
    ['en-us', ''],
    ['en-gb', '/uk'],
    ['ja', '/jp'],
    ['ko', '/kr'],
    ['sv', '/se'],
    ['pt-br', '/br'],
    ['pt-pt', '/pt'],
    ['zh-hk', '/hk'],
    ['ru', '/ru'],
    ['da', ''],
    ['nb', ''],
  ] as const)('%s is built under %j', (locale, prefix) => {
    expect(prefixForLocale(locale)).toBe(prefix);
    expect(pathContextForLocale(locale)).toEqual({ prefix });
  });

  it('round-trips every locale that has a prefix', () => {
    for (const locale of LOCALE_CODES) {
      const prefix = prefixForLocale(locale);
      if (prefix !== '') expect(localeForPrefix(prefix)).toBe(locale);
    }
  });

  it('maps every recognised prefix to a shipped locale', () => {
    for (const prefix of LANGUAGE_PREFIXES) {
      expect(localeForPrefix(prefix), prefix).toBeDefined();
    }
  });

  it.each([
    ['en', 'en-us'],
    ['/zh', 'zh-hk'],
    ['uk', 'en-gb'],
    ['ru', 'ru'],
    ['', 'en-us'],
  ])('reads %j as %s', (prefix, locale) => {
    expect(localeForPrefix(prefix)).toBe(locale);
  });

  it('does not know unlisted or upper-case prefixes', () => {
    expect(localeForPrefix('dk')).toBeUndefined();
    expect(localeForPrefix('DE')).toBeUndefined();
  });
});

describe('isLanguagePrefix / isPathPrefix', () => {
  it('accepts exactly the spec list', () => {
    expect(isLanguagePrefix('jp')).toBe(true);
    expect(isLanguagePrefix('ja')).toBe(false);
    expect(isPathPrefix('')).toBe(true);
    expect(isPathPrefix('/se')).toBe(true);
    expect(isPathPrefix('se')).toBe(false);
    expect(isPathPrefix('/se/')).toBe(false);
  });
});

describe('stripLanguagePrefixes', () => {
  it.each([
    ['/', '/'],
    ['/de', '/'],
    ['/de/search', '/search'],
    ['/de/fr/search', '/search'],
    ['/design', '/design'],
    ['/search/de', '/search/de'],
  ])('%s → %s', (path, expected) => {
    expect(stripLanguagePrefixes(path)).toBe(expected);
  });
});

describe('splitPrefix', () => {
  it('recovers prefix, locale and rest', () => {
    expect(splitPrefix('/jp/search/2/image/')).toEqual({
      prefix: '/jp',
      locale: 'ja',
      rest: '/search/2/image',
      isCanonical: true,
    });
  });

  it('treats an unprefixed path as the default locale, or the domain locale when given', () => {
    expect(splitPrefix('/search')).toEqual({
      prefix: '',
      locale: 'en-us',
      rest: '/search',
      isCanonical: true,
    });
    expect(splitPrefix('/search', 'da').locale).toBe('da');
  });

  it('flags alias prefixes as not canonical so the server can redirect', () => {
    expect(splitPrefix('/en/search')).toMatchObject({ prefix: '/en', locale: 'en-us', isCanonical: false });
    expect(splitPrefix('/zh')).toMatchObject({
      prefix: '/zh',
      locale: 'zh-hk',
      rest: '/',
      isCanonical: false,
    });
  });

  it('reads only the first segment', () => {
    expect(splitPrefix('/de/fr/x')).toMatchObject({ prefix: '/de', rest: '/fr/x' });
    expect(splitPrefix('/detail/123')).toMatchObject({ prefix: '', rest: '/detail/123' });
  });
});
