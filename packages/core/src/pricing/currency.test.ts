import { describe, expect, it } from 'vitest';
import { PREMIUM_COUNTRY_CATALOGUE, SUBSCRIPTION_COUNTRY_CATALOGUE, WORLD_COUNTRY_CODE } from '../locale';
import { currencyForCountry, EUROZONE_COUNTRIES, nationalCurrency } from './currency';
import { isCurrencyCode } from './money';

describe('currencyForCountry', () => {
  it('gives eurozone countries the euro', () => {
    for (const country of ['DEU', 'FRA', 'IRL', 'GRC', 'FIN', 'HRV'])
      expect(currencyForCountry(country)).toBe('EUR');
    expect(EUROZONE_COUNTRIES).toHaveLength(20);
  });

  it('gives other countries their own currency when the rate table has it', () => {
    expect(currencyForCountry('GBR')).toBe('GBP');
    expect(currencyForCountry('JPN')).toBe('JPY');
    expect(currencyForCountry('HUN')).toBe('HUF');
    expect(currencyForCountry('CHE')).toBe('CHF');
    expect(currencyForCountry('USA')).toBe('USD');
    expect(currencyForCountry('BRA')).toBe('BRL');
  });

  it("falls back to USD when the country's currency is not in the table", () => {
    expect(nationalCurrency('ARG')).toBe('ARS');
    expect(currencyForCountry('ARG')).toBe('USD');
    expect(currencyForCountry('RUS')).toBe('USD');
    expect(currencyForCountry('TWN')).toBe('USD');
  });

  it('falls back to USD for the World page and unknown codes', () => {
    expect(currencyForCountry(WORLD_COUNTRY_CODE)).toBe('USD');
    expect(currencyForCountry('ZZZ')).toBe('USD');
    expect(currencyForCountry('')).toBe('USD');
  });

  it('reads codes in any case, as the support-phone map does', () => {
    expect(currencyForCountry('gbr')).toBe('GBP');
    expect(currencyForCountry('deu')).toBe('EUR');
  });

  it("knows the currency of every country in the Footer's catalogues", () => {
    const countries = new Set(
      [...PREMIUM_COUNTRY_CATALOGUE, ...SUBSCRIPTION_COUNTRY_CATALOGUE].map((entry) => entry.country_code),
    );
    const unknown = [...countries].filter((country) => nationalCurrency(country) === undefined);
    expect(unknown).toEqual([]);
    for (const country of countries) expect(isCurrencyCode(currencyForCountry(country))).toBe(true);
  });
});
