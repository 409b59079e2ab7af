import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../locale/locales';
import { localeLanguage, METADATA_LANGUAGES, phraseConfigs } from './languages';

describe('stemming where PostgreSQL has a configuration for the visitor language, a simple one otherwise', () => {
  it('maps every storefront locale to a metadata language', () => {
    for (const locale of LOCALE_CODES) expect(METADATA_LANGUAGES).toHaveProperty(localeLanguage(locale));
    expect(localeLanguage('pt-br')).toBe('pt');
    expect(localeLanguage('pt-pt')).toBe('pt');
    expect(localeLanguage('zh-hk')).toBe('zh');
    expect(localeLanguage('en-gb')).toBe('en');
  });

  it('stems languages PostgreSQL has a stemmer for and keeps whole words for the others', () => {
    expect(METADATA_LANGUAGES.de).toBe('german');
    expect(METADATA_LANGUAGES.ru).toBe('russian');
    expect(METADATA_LANGUAGES.nb).toBe('norwegian');
    for (const language of ['ja', 'ko', 'pl', 'cs', 'th', 'vi', 'zh'] as const)
      expect(METADATA_LANGUAGES[language]).toBe('lb_simple');
  });

  it('parses an English visitor phrase once and any other visitor phrase in English and their own language', () => {
    expect(phraseConfigs('en-us')).toEqual(['lb_english']);
    expect(phraseConfigs('en-gb')).toEqual(['lb_english']);
    expect(phraseConfigs('de')).toEqual(['lb_english', 'german']);
    expect(phraseConfigs('ja')).toEqual(['lb_english', 'lb_simple']);
  });
});
