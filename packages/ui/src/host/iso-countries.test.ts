import isoCountries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { browserIsoCountries } from './iso-countries';

describe("the host's country codes answer as i18n-iso-countries does", () => {
  it('converts every alpha-2 and alpha-3 code both ways, and nothing else', () => {
    for (const [two, three] of Object.entries(isoCountries.getAlpha2Codes())) {
      expect(browserIsoCountries.alpha2ToAlpha3(two)).toBe(isoCountries.alpha2ToAlpha3(two));
      expect(browserIsoCountries.alpha3ToAlpha2(three)).toBe(isoCountries.alpha3ToAlpha2(three));
    }
    for (const code of ['XX', 'XWW', 'de', 'deu', '']) {
      expect(browserIsoCountries.alpha2ToAlpha3(code)).toBe(isoCountries.alpha2ToAlpha3(code));
      expect(browserIsoCountries.alpha3ToAlpha2(code)).toBe(isoCountries.alpha3ToAlpha2(code));
    }
  });

  it('lists the same codes', () => {
    expect(browserIsoCountries.getAlpha3Codes()).toEqual(isoCountries.getAlpha3Codes());
    expect(browserIsoCountries.getAlpha2Codes()).toEqual(isoCountries.getAlpha2Codes());
  });
});
