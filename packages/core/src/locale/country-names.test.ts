import { alpha3ToAlpha2 } from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CATALOGUES } from './countries';
import { countryName, WORLD_COUNTRY_CODE } from './country-names';
import { LOCALE_CODES } from './locales';

describe('countryName', () => {
  it('names countries in English by default, from alpha-3 or alpha-2', () => {
    expect(countryName('DEU')).toBe('Germany');
    expect(countryName('de')).toBe('Germany');
    expect(countryName('JPN')).toBe('Japan');
  });

  it('names countries in any shipped locale', () => {
    expect(countryName('DEU', 'de')).toBe('Deutschland');
    expect(countryName('CHE', 'fr')).toBe('Suisse');
    expect(countryName('CHE', 'ja')).toBe('スイス');
  });

  it('names the World page, capitalised', () => {
    expect(countryName(WORLD_COUNTRY_CODE)).toBe('World');
    expect(countryName(WORLD_COUNTRY_CODE, 'de')).toBe('Welt');
  });

  it('returns an unknown code unchanged rather than inventing a name', () => {
    expect(countryName('QQQ')).toBe('QQQ');
    expect(countryName('1X')).toBe('1X');
  });

  it('has a real name for every catalogue country in every shipped locale', () => {
    // Compared with the alpha-2 code, since some locales really do call the United States 'USA'.
    for (const { country_code } of COUNTRY_CATALOGUES.premium) {
      const alpha2 = alpha3ToAlpha2(country_code)!;
      for (const locale of LOCALE_CODES) {
        const name = countryName(country_code, locale);
        expect(name).not.toBe(alpha2);
        expect(name).toBe(countryName(alpha2, locale));
      }
    }
  });
});
