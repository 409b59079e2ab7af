import type { Alpha2Code } from 'i18n-iso-countries';
// The package is CommonJS: Node's ESM loader offers only its default export.
import isoCountries from 'i18n-iso-countries';

const { alpha2ToAlpha3, alpha3ToAlpha2 } = isoCountries;

import { type CountryCode, countryName } from './country-names';
import { isLocaleCode, LOCALE_CODES, LOCALES, type LocaleCode } from './locales';

/**
 * Country/language catalogues, one per storefront.
 *
 * Phone numbers and domains here are OPERATOR CONFIGURATION. The values shipped in this file are
 * deliberately fake (`+00 …` numbers, which no country uses, and subdomains of the reserved
 * `example.com`) so that a deployment that forgets to configure them is obviously wrong and never
 * sends a customer to a real stranger's phone. Operators supply real values through
 * `applyCatalogueOverrides` at boot.
 */

export type SiteId = 'premium' | 'subscription';
export const SITE_IDS: readonly SiteId[] = ['premium', 'subscription'];

export type Region = 'AMER' | 'APAC' | 'EMEA';
export type Continent = 'north_south_america' | 'africa_middle_east' | 'europe' | 'asia_pacific';
export const CONTINENTS: readonly Continent[] = [
  'north_south_america',
  'africa_middle_east',
  'europe',
  'asia_pacific',
];

// Each continent sits wholly inside one sales region, so the region map is derived, never typed twice.
export const CONTINENT_REGION: { readonly [C in Continent]: Region } = {
  north_south_america: 'AMER',
  africa_middle_east: 'EMEA',
  europe: 'EMEA',
  asia_pacific: 'APAC',
};

/** The spec's only optional path_prefix values: markets whose URL prefix is not their language code. */
export const ENTRY_PATH_PREFIXES = ['br', 'se', 'kr', 'jp', 'hk'] as const;
export type EntryPathPrefix = (typeof ENTRY_PATH_PREFIXES)[number];

export const EXAMPLE_PHONE = '+00 000 000 0000';
export const EXAMPLE_DOMAIN_SUFFIX = 'premium.example.com';

export interface CountryLanguageEntry {
  /** Label for the country picker; multi-language countries add the language, e.g. 'Canada (Français)'. */
  readonly name: string;
  readonly country_code: CountryCode;
  /** The spec's getty_locale. */
  readonly locale: LocaleCode;
  /** The entry chosen when a visitor picks the country; exactly one per country. */
  readonly is_default: boolean;
  /** The locale's home market (de → Germany); exactly one per locale. */
  readonly is_master_language: boolean;
  /** The country's landing page under the entry's own language prefix. */
  readonly autonomy_page_path: string;
  readonly phone: string;
  readonly path_prefix?: EntryPathPrefix;
}

export interface PremiumCountryLanguageEntry extends CountryLanguageEntry {
  readonly domain: string;
  readonly premium_pack_phone: string;
}

export type SubscriptionCountryLanguageEntry = CountryLanguageEntry;

export interface CountryCatalogues {
  readonly premium: readonly PremiumCountryLanguageEntry[];
  readonly subscription: readonly SubscriptionCountryLanguageEntry[];
}

interface CountrySeed {
  readonly alpha2: Alpha2Code;
  /** Stable URL slug, written out because CLDR names change (Turkey → Türkiye). */
  readonly slug: string;
  readonly continent: Continent;
  /** First language is the country's default. */
  readonly languages: readonly [LocaleCode, ...LocaleCode[]];
}

const COUNTRY_SEEDS: readonly CountrySeed[] = [
  { alpha2: 'US', slug: 'united-states', continent: 'north_south_america', languages: ['en-us'] },
  { alpha2: 'CA', slug: 'canada', continent: 'north_south_america', languages: ['en-us', 'fr'] },
  { alpha2: 'MX', slug: 'mexico', continent: 'north_south_america', languages: ['es'] },
  { alpha2: 'BR', slug: 'brazil', continent: 'north_south_america', languages: ['pt-br'] },
  { alpha2: 'AR', slug: 'argentina', continent: 'north_south_america', languages: ['es'] },
  { alpha2: 'CL', slug: 'chile', continent: 'north_south_america', languages: ['es'] },
  { alpha2: 'CO', slug: 'colombia', continent: 'north_south_america', languages: ['es'] },
  { alpha2: 'PE', slug: 'peru', continent: 'north_south_america', languages: ['es'] },

  { alpha2: 'GB', slug: 'united-kingdom', continent: 'europe', languages: ['en-gb'] },
  { alpha2: 'IE', slug: 'ireland', continent: 'europe', languages: ['en-gb'] },
  { alpha2: 'DE', slug: 'germany', continent: 'europe', languages: ['de'] },
  { alpha2: 'AT', slug: 'austria', continent: 'europe', languages: ['de'] },
  { alpha2: 'CH', slug: 'switzerland', continent: 'europe', languages: ['de', 'fr', 'it'] },
  { alpha2: 'FR', slug: 'france', continent: 'europe', languages: ['fr'] },
  { alpha2: 'BE', slug: 'belgium', continent: 'europe', languages: ['nl', 'fr'] },
  { alpha2: 'LU', slug: 'luxembourg', continent: 'europe', languages: ['fr', 'de'] },
  { alpha2: 'NL', slug: 'netherlands', continent: 'europe', languages: ['nl'] },
  { alpha2: 'ES', slug: 'spain', continent: 'europe', languages: ['es'] },
  { alpha2: 'PT', slug: 'portugal', continent: 'europe', languages: ['pt-pt'] },
  { alpha2: 'IT', slug: 'italy', continent: 'europe', languages: ['it'] },
  { alpha2: 'SE', slug: 'sweden', continent: 'europe', languages: ['sv'] },
  { alpha2: 'FI', slug: 'finland', continent: 'europe', languages: ['fi', 'sv'] },
  { alpha2: 'DK', slug: 'denmark', continent: 'europe', languages: ['da'] },
  { alpha2: 'NO', slug: 'norway', continent: 'europe', languages: ['nb'] },
  { alpha2: 'PL', slug: 'poland', continent: 'europe', languages: ['pl'] },
  { alpha2: 'CZ', slug: 'czech-republic', continent: 'europe', languages: ['cs'] },
  { alpha2: 'HU', slug: 'hungary', continent: 'europe', languages: ['hu'] },
  { alpha2: 'RO', slug: 'romania', continent: 'europe', languages: ['ro'] },
  { alpha2: 'RU', slug: 'russia', continent: 'europe', languages: ['ru'] },
  { alpha2: 'TR', slug: 'turkey', continent: 'europe', languages: ['tr'] },
  { alpha2: 'GR', slug: 'greece', continent: 'europe', languages: ['en-gb'] },

  { alpha2: 'ZA', slug: 'south-africa', continent: 'africa_middle_east', languages: ['en-gb'] },
  { alpha2: 'NG', slug: 'nigeria', continent: 'africa_middle_east', languages: ['en-gb'] },
  { alpha2: 'KE', slug: 'kenya', continent: 'africa_middle_east', languages: ['en-gb'] },
  { alpha2: 'EG', slug: 'egypt', continent: 'africa_middle_east', languages: ['en-gb'] },
  { alpha2: 'MA', slug: 'morocco', continent: 'africa_middle_east', languages: ['fr'] },
  { alpha2: 'AE', slug: 'united-arab-emirates', continent: 'africa_middle_east', languages: ['en-gb'] },
  { alpha2: 'SA', slug: 'saudi-arabia', continent: 'africa_middle_east', languages: ['en-gb'] },
  { alpha2: 'IL', slug: 'israel', continent: 'africa_middle_east', languages: ['en-gb'] },

  { alpha2: 'JP', slug: 'japan', continent: 'asia_pacific', languages: ['ja'] },
  { alpha2: 'KR', slug: 'south-korea', continent: 'asia_pacific', languages: ['ko'] },
  { alpha2: 'HK', slug: 'hong-kong', continent: 'asia_pacific', languages: ['zh-hk', 'en-gb'] },
  { alpha2: 'TW', slug: 'taiwan', continent: 'asia_pacific', languages: ['zh-hk'] },
  { alpha2: 'SG', slug: 'singapore', continent: 'asia_pacific', languages: ['en-gb'] },
  { alpha2: 'MY', slug: 'malaysia', continent: 'asia_pacific', languages: ['en-gb'] },
  { alpha2: 'TH', slug: 'thailand', continent: 'asia_pacific', languages: ['th'] },
  { alpha2: 'ID', slug: 'indonesia', continent: 'asia_pacific', languages: ['id'] },
  { alpha2: 'VN', slug: 'vietnam', continent: 'asia_pacific', languages: ['vi'] },
  { alpha2: 'PH', slug: 'philippines', continent: 'asia_pacific', languages: ['en-us'] },
  { alpha2: 'IN', slug: 'india', continent: 'asia_pacific', languages: ['en-gb'] },
  { alpha2: 'AU', slug: 'australia', continent: 'asia_pacific', languages: ['en-gb'] },
  { alpha2: 'NZ', slug: 'new-zealand', continent: 'asia_pacific', languages: ['en-gb'] },
];

/** Each locale's home market, which holds its master-language entry. */
const LOCALE_HOME_COUNTRY: { readonly [L in LocaleCode]: Alpha2Code } = {
  'en-us': 'US',
  'en-gb': 'GB',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  ja: 'JP',
  ko: 'KR',
  'pt-br': 'BR',
  'pt-pt': 'PT',
  nl: 'NL',
  sv: 'SE',
  fi: 'FI',
  da: 'DK',
  nb: 'NO',
  pl: 'PL',
  cs: 'CZ',
  hu: 'HU',
  ro: 'RO',
  ru: 'RU',
  tr: 'TR',
  th: 'TH',
  id: 'ID',
  vi: 'VN',
  'zh-hk': 'HK',
};

function toAlpha3(alpha2: Alpha2Code): CountryCode {
  const code = alpha2ToAlpha3(alpha2);
  if (!code) throw new Error(`No ISO 3166 alpha-3 code for '${alpha2}'`);
  return code as CountryCode;
}

export function isCountryCode(value: string): value is CountryCode {
  return value.length === 3 && alpha3ToAlpha2(value) !== undefined;
}

// Mirrors paths/prefixForLocale; locale/ must not import paths/, which already depends on it.
function localePrefixPath(locale: LocaleCode): string {
  const prefix = LOCALES[locale].prefix;
  return prefix === null ? '' : `/${prefix}`;
}

const ENTRY_PATH_PREFIX_SET: ReadonlySet<string> = new Set(ENTRY_PATH_PREFIXES);

function entryPathPrefix(locale: LocaleCode): EntryPathPrefix | undefined {
  const prefix = LOCALES[locale].prefix;
  return prefix !== null && ENTRY_PATH_PREFIX_SET.has(prefix) ? (prefix as EntryPathPrefix) : undefined;
}

// 'English (UK)' → 'English': the country already says which variety.
function languageLabel(locale: LocaleCode): string {
  return LOCALES[locale].endonym.replace(/\s*[(（].*[)）]$/u, '');
}

export const COUNTRY_SLUGS: Readonly<Record<string, string>> = Object.fromEntries(
  COUNTRY_SEEDS.map((seed) => [toAlpha3(seed.alpha2), seed.slug]),
);

export const COUNTRY_CONTINENTS: Readonly<Record<string, Continent>> = Object.fromEntries(
  COUNTRY_SEEDS.map((seed) => [toAlpha3(seed.alpha2), seed.continent]),
);

/** Region map, keyed by alpha-3 country code. */
export const COUNTRY_REGIONS: Readonly<Record<string, Region>> = Object.fromEntries(
  COUNTRY_SEEDS.map((seed) => [toAlpha3(seed.alpha2), CONTINENT_REGION[seed.continent]]),
);

export const CONTINENT_COUNTRIES: { readonly [C in Continent]: readonly CountryCode[] } = {
  north_south_america: countriesOn('north_south_america'),
  africa_middle_east: countriesOn('africa_middle_east'),
  europe: countriesOn('europe'),
  asia_pacific: countriesOn('asia_pacific'),
};

function countriesOn(continent: Continent): CountryCode[] {
  return COUNTRY_SEEDS.filter((seed) => seed.continent === continent).map((seed) => toAlpha3(seed.alpha2));
}

export function regionForCountry(code: string): Region | undefined {
  return COUNTRY_REGIONS[code.toUpperCase()];
}

export function continentForCountry(code: string): Continent | undefined {
  return COUNTRY_CONTINENTS[code.toUpperCase()];
}

function baseEntries(): CountryLanguageEntry[] {
  return COUNTRY_SEEDS.flatMap((seed) => {
    const country_code = toAlpha3(seed.alpha2);
    const englishName = countryName(country_code);
    const multilingual = seed.languages.length > 1;
    return seed.languages.map((locale, index): CountryLanguageEntry => {
      const path_prefix = entryPathPrefix(locale);
      return {
        name: multilingual ? `${englishName} (${languageLabel(locale)})` : englishName,
        country_code,
        locale,
        is_default: index === 0,
        is_master_language: LOCALE_HOME_COUNTRY[locale] === seed.alpha2,
        autonomy_page_path: `${localePrefixPath(locale)}/countries/${seed.slug}`,
        phone: EXAMPLE_PHONE,
        ...(path_prefix ? { path_prefix } : {}),
      };
    });
  });
}

function premiumEntries(): PremiumCountryLanguageEntry[] {
  return baseEntries().map((entry) => ({
    ...entry,
    domain: `${alpha3ToAlpha2(entry.country_code)!.toLowerCase()}.${EXAMPLE_DOMAIN_SUFFIX}`,
    premium_pack_phone: EXAMPLE_PHONE,
  }));
}

// Pure: a browser bundle that never reads the catalogues leaves them out, and with them 300
// country-name look-ups that every page's scripts ran at start.
export const SUBSCRIPTION_COUNTRY_CATALOGUE: readonly SubscriptionCountryLanguageEntry[] =
  /* @__PURE__ */ baseEntries();

export const PREMIUM_COUNTRY_CATALOGUE: readonly PremiumCountryLanguageEntry[] =
  /* @__PURE__ */ premiumEntries();

export const COUNTRY_CATALOGUES: CountryCatalogues = {
  premium: PREMIUM_COUNTRY_CATALOGUE,
  subscription: SUBSCRIPTION_COUNTRY_CATALOGUE,
};

// Counts flagged entries per key, recording unflagged keys too so a key with none is reported.
function tally(counts: Map<string, number>, key: string, flagged: boolean): void {
  counts.set(key, (counts.get(key) ?? 0) + (flagged ? 1 : 0));
}

/**
 * Problems that break the catalogue's promises; empty when it is sound. Run on every merge so that
 * operator configuration cannot, for instance, leave a country with two default languages.
 */
export function validateCatalogue(catalogue: readonly CountryLanguageEntry[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const defaultsByCountry = new Map<string, number>();
  const mastersByLocale = new Map<string, number>();
  for (const entry of catalogue) {
    const key = `${entry.country_code}/${entry.locale}`;
    if (!isCountryCode(entry.country_code)) problems.push(`${key}: not an ISO 3166 alpha-3 code`);
    if (!isLocaleCode(entry.locale)) problems.push(`${key}: not a shipped locale`);
    if (seen.has(key)) problems.push(`${key}: duplicate entry`);
    seen.add(key);
    if (COUNTRY_REGIONS[entry.country_code] === undefined) problems.push(`${key}: country has no region`);
    if (!entry.autonomy_page_path.startsWith('/')) problems.push(`${key}: autonomy_page_path is not a path`);
    if (isLocaleCode(entry.locale) && entry.path_prefix !== entryPathPrefix(entry.locale)) {
      problems.push(`${key}: path_prefix disagrees with the locale's URL prefix`);
    }
    tally(defaultsByCountry, entry.country_code, entry.is_default);
    tally(mastersByLocale, entry.locale, entry.is_master_language);
  }
  for (const [country, count] of defaultsByCountry) {
    if (count !== 1) problems.push(`${country}: ${count} default entries, expected exactly 1`);
  }
  for (const [locale, count] of mastersByLocale) {
    if (count !== 1) problems.push(`${locale}: ${count} master-language entries, expected exactly 1`);
  }
  return problems;
}

/**
 * An operator's change to catalogue entries. Without a locale it applies to every language of the
 * country, which is what a country-wide support phone wants.
 */
export type CatalogueOverride<E extends CountryLanguageEntry> = {
  readonly country_code: CountryCode;
  readonly locale?: LocaleCode;
} & Partial<Omit<E, 'country_code' | 'locale'>>;

/**
 * Merges operator overrides into a catalogue. Throws on an override that matches no entry or on a
 * result that breaks a catalogue invariant: both are configuration mistakes that must stop the boot,
 * not surface as a wrong phone number on a live page.
 */
export function applyCatalogueOverrides<E extends CountryLanguageEntry>(
  catalogue: readonly E[],
  overrides: readonly CatalogueOverride<E>[],
): readonly E[] {
  const merged = catalogue.map((entry) => ({ ...entry }));
  for (const override of overrides) {
    const { country_code, locale, ...changes } = override;
    const targets = merged.filter(
      (entry) =>
        entry.country_code === country_code.toUpperCase() &&
        (locale === undefined || entry.locale === locale),
    );
    if (targets.length === 0) {
      throw new Error(`Catalogue override matches no entry: ${country_code}/${locale ?? '*'}`);
    }
    for (const target of targets) Object.assign(target, changes);
  }
  const problems = validateCatalogue(merged);
  if (problems.length > 0) throw new Error(`Catalogue overrides are invalid: ${problems.join('; ')}`);
  return merged;
}

/**
 * Support phones keyed by lowercase alpha-3 code, from each country's default entry, with `extra`
 * (the spec's extra support-phone map) taking precedence.
 */
export function buildSupportPhoneMap(
  catalogue: readonly CountryLanguageEntry[],
  extra: Readonly<Record<string, string>> = {},
): Readonly<Record<string, string>> {
  const phones: Record<string, string> = {};
  for (const entry of catalogue) {
    if (entry.is_default) phones[entry.country_code.toLowerCase()] = entry.phone;
  }
  for (const [code, phone] of Object.entries(extra)) phones[code.toLowerCase()] = phone;
  return phones;
}

export function supportPhoneFor(
  phones: Readonly<Record<string, string>>,
  countryCode: string,
): string | undefined {
  return phones[countryCode.toLowerCase()];
}

/** Shipped locales with no master-language entry, i.e. no home market, in the catalogue. */
export function localesWithoutHomeMarket(catalogue: readonly CountryLanguageEntry[]): LocaleCode[] {
  return LOCALE_CODES.filter(
    (locale) => !catalogue.some((entry) => entry.locale === locale && entry.is_master_language),
  );
}
