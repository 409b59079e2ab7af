import { alpha3ToAlpha2, isValid } from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import {
  applyCatalogueOverrides,
  buildSupportPhoneMap,
  CONTINENT_COUNTRIES,
  CONTINENT_REGION,
  CONTINENTS,
  COUNTRY_CATALOGUES,
  COUNTRY_REGIONS,
  type CountryLanguageEntry,
  continentForCountry,
  ENTRY_PATH_PREFIXES,
  EXAMPLE_PHONE,
  isCountryCode,
  localesWithoutHomeMarket,
  PREMIUM_COUNTRY_CATALOGUE,
  regionForCountry,
  SITE_IDS,
  SUBSCRIPTION_COUNTRY_CATALOGUE,
  supportPhoneFor,
  validateCatalogue,
} from './countries';
import { LOCALES } from './locales';

function entry(overrides: Partial<CountryLanguageEntry> = {}): CountryLanguageEntry {
  return {
    name: 'Germany',
    country_code: 'DEU',
    locale: 'de',
    is_default: true,
    is_master_language: true,
    autonomy_page_path: '/de/countries/germany',
    phone: EXAMPLE_PHONE,
    ...overrides,
  };
}

const countriesOf = (catalogue: readonly CountryLanguageEntry[]) =>
  new Set(catalogue.map((e) => e.country_code));

describe.each(SITE_IDS)('%s catalogue invariants', (site) => {
  const catalogue: readonly CountryLanguageEntry[] = COUNTRY_CATALOGUES[site];

  it('is sound by its own validator', () => {
    expect(validateCatalogue(catalogue)).toEqual([]);
  });

  it('covers at least 40 countries on every continent', () => {
    expect(countriesOf(catalogue).size).toBeGreaterThanOrEqual(40);
    for (const continent of CONTINENTS) {
      expect(
        catalogue.some((e) => continentForCountry(e.country_code) === continent),
        continent,
      ).toBe(true);
    }
  });

  it('uses valid ISO 3166 alpha-3 codes only', () => {
    for (const { country_code } of catalogue) {
      expect(country_code).toMatch(/^[A-Z]{3}$/);
      expect(isValid(country_code), country_code).toBe(true);
      expect(alpha3ToAlpha2(country_code), country_code).toBeDefined();
    }
  });

  it('has exactly one default entry per country', () => {
    for (const country of countriesOf(catalogue)) {
      const defaults = catalogue.filter((e) => e.country_code === country && e.is_default);
      expect(defaults, country).toHaveLength(1);
    }
  });

  it('has exactly one master-language entry for each of the 25 locales', () => {
    expect(localesWithoutHomeMarket(catalogue)).toEqual([]);
    for (const locale of new Set(catalogue.map((e) => e.locale))) {
      expect(
        catalogue.filter((e) => e.locale === locale && e.is_master_language),
        locale,
      ).toHaveLength(1);
    }
  });

  it('puts every country in the region map and on exactly one continent', () => {
    for (const country of countriesOf(catalogue)) {
      expect(COUNTRY_REGIONS[country], country).toBeDefined();
      const continents = CONTINENTS.filter((c) => CONTINENT_COUNTRIES[c].includes(country));
      expect(continents, country).toHaveLength(1);
      expect(regionForCountry(country)).toBe(CONTINENT_REGION[continents[0]!]);
    }
  });

  it('sets path_prefix only for br, se, kr, jp and hk, in agreement with the locale table', () => {
    for (const e of catalogue) {
      if (e.path_prefix !== undefined) {
        expect(ENTRY_PATH_PREFIXES).toContain(e.path_prefix);
        expect(LOCALES[e.locale].prefix).toBe(e.path_prefix);
      }
    }
    const used = new Set(catalogue.flatMap((e) => (e.path_prefix ? [e.path_prefix] : [])));
    expect([...used].sort()).toEqual([...ENTRY_PATH_PREFIXES].sort());
  });

  it('gives multilingual countries one entry per language, named with the language', () => {
    const swiss = catalogue.filter((e) => e.country_code === 'CHE');
    expect(swiss.map((e) => e.locale)).toEqual(['de', 'fr', 'it']);
    expect(swiss.map((e) => e.name)).toEqual([
      'Switzerland (Deutsch)',
      'Switzerland (Français)',
      'Switzerland (Italiano)',
    ]);
    expect(catalogue.filter((e) => e.country_code === 'BEL')).toHaveLength(2);
    expect(catalogue.filter((e) => e.country_code === 'CAN')).toHaveLength(2);
  });

  it('links each autonomy page under the entry’s own language prefix', () => {
    const japan = catalogue.find((e) => e.country_code === 'JPN')!;
    expect(japan.autonomy_page_path).toBe('/jp/countries/japan');
    const us = catalogue.find((e) => e.country_code === 'USA')!;
    expect(us.autonomy_page_path).toBe('/countries/united-states');
  });

  it('ships only placeholder phone numbers', () => {
    for (const e of catalogue) expect(e.phone).toBe(EXAMPLE_PHONE);
  });
});

describe('premium catalogue', () => {
  it('ships only reserved example domains and placeholder premium-pack phones', () => {
    for (const e of PREMIUM_COUNTRY_CATALOGUE) {
      expect(e.domain).toMatch(/^[a-z]{2}\.premium\.example\.com$/);
      expect(e.premium_pack_phone).toBe(EXAMPLE_PHONE);
    }
  });

  it('lists the same country-language pairs as the subscription catalogue', () => {
    const pairs = (c: readonly CountryLanguageEntry[]) => c.map((e) => `${e.country_code}/${e.locale}`);
    expect(pairs(PREMIUM_COUNTRY_CATALOGUE)).toEqual(pairs(SUBSCRIPTION_COUNTRY_CATALOGUE));
  });
});

describe('validateCatalogue', () => {
  it('reports each broken invariant', () => {
    const problems = validateCatalogue([
      entry(),
      entry({ locale: 'fr', is_master_language: false, is_default: true }),
      entry({ country_code: 'XYZ' as CountryLanguageEntry['country_code'], locale: 'de' }),
      entry({ country_code: 'AUT', is_default: false, is_master_language: false, path_prefix: 'jp' }),
      entry(),
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'XYZ/de: not an ISO 3166 alpha-3 code',
        'XYZ/de: country has no region',
        "AUT/de: path_prefix disagrees with the locale's URL prefix",
        'DEU/de: duplicate entry',
        'DEU: 3 default entries, expected exactly 1',
        'AUT: 0 default entries, expected exactly 1',
        'de: 3 master-language entries, expected exactly 1',
        'fr: 0 master-language entries, expected exactly 1',
      ]),
    );
  });
});

describe('applyCatalogueOverrides', () => {
  it('sets a country-wide value on every language of the country', () => {
    const merged = applyCatalogueOverrides(PREMIUM_COUNTRY_CATALOGUE, [
      { country_code: 'CHE', phone: '+00 111', domain: 'ch.example.org' },
    ]);
    const swiss = merged.filter((e) => e.country_code === 'CHE');
    expect(swiss.map((e) => [e.phone, e.domain])).toEqual(Array(3).fill(['+00 111', 'ch.example.org']));
    expect(merged.find((e) => e.country_code === 'DEU')!.phone).toBe(EXAMPLE_PHONE);
  });

  it('targets one language when a locale is given, and leaves the input untouched', () => {
    const merged = applyCatalogueOverrides(SUBSCRIPTION_COUNTRY_CATALOGUE, [
      { country_code: 'CAN', locale: 'fr', phone: '+00 222' },
    ]);
    expect(merged.filter((e) => e.country_code === 'CAN').map((e) => e.phone)).toEqual([
      EXAMPLE_PHONE,
      '+00 222',
    ]);
    expect(SUBSCRIPTION_COUNTRY_CATALOGUE.every((e) => e.phone === EXAMPLE_PHONE)).toBe(true);
  });

  it('may move the default language, as long as one remains', () => {
    const merged = applyCatalogueOverrides(SUBSCRIPTION_COUNTRY_CATALOGUE, [
      { country_code: 'BEL', locale: 'nl', is_default: false },
      { country_code: 'BEL', locale: 'fr', is_default: true },
    ]);
    expect(merged.find((e) => e.country_code === 'BEL' && e.is_default)!.locale).toBe('fr');
  });

  it('refuses an override for an entry that does not exist', () => {
    expect(() =>
      applyCatalogueOverrides(SUBSCRIPTION_COUNTRY_CATALOGUE, [
        { country_code: 'DEU', locale: 'ja', phone: '+00' },
      ]),
    ).toThrow('matches no entry: DEU/ja');
  });

  it('refuses overrides that leave a country with two defaults', () => {
    expect(() =>
      applyCatalogueOverrides(SUBSCRIPTION_COUNTRY_CATALOGUE, [{ country_code: 'CHE', is_default: true }]),
    ).toThrow('CHE: 3 default entries');
  });
});

describe('support phones', () => {
  it('keys the default entries by lowercase country code, extra entries winning', () => {
    const catalogue = [entry({ phone: '+00 1' }), entry({ locale: 'fr', is_default: false, phone: '+00 2' })];
    const phones = buildSupportPhoneMap(catalogue, { AUT: '+00 3' });
    expect(phones).toEqual({ deu: '+00 1', aut: '+00 3' });
    expect(supportPhoneFor(phones, 'DEU')).toBe('+00 1');
    expect(supportPhoneFor(phones, 'fra')).toBeUndefined();
  });

  it('covers every country of a catalogue', () => {
    const phones = buildSupportPhoneMap(PREMIUM_COUNTRY_CATALOGUE);
    expect(Object.keys(phones)).toHaveLength(countriesOf(PREMIUM_COUNTRY_CATALOGUE).size);
  });
});

describe('lookups', () => {
  it('finds region and continent case-insensitively', () => {
    expect(regionForCountry('bra')).toBe('AMER');
    expect(regionForCountry('JPN')).toBe('APAC');
    expect(regionForCountry('ARE')).toBe('EMEA');
    expect(continentForCountry('are')).toBe('africa_middle_east');
    expect(regionForCountry('ATA')).toBeUndefined();
  });

  it('isCountryCode accepts alpha-3 only', () => {
    expect(isCountryCode('DEU')).toBe(true);
    expect(isCountryCode('DE')).toBe(false);
    expect(isCountryCode('XWW')).toBe(false);
  });
});
