import { COUNTRY_SLUGS, type CountryLanguageEntry } from './countries';
import { type CountryCode, countryName, WORLD_COUNTRY_CODE } from './country-names';
import type { LocaleCode } from './locales';

export interface CountryPage {
  readonly countrySlug: string;
  /** Unique per page (a country has one page per language): lowercase code and locale, 'che-fr'. */
  readonly countryKey: string;
  readonly countryCode: CountryCode | typeof WORLD_COUNTRY_CODE;
  /** English name; use `countryName(countryCode, locale)` to show it in another locale. */
  readonly countryName: string;
  readonly locale: LocaleCode;
  /** The country's default language page. */
  readonly isPrimary: boolean;
}

export const WORLD_PAGE: CountryPage = {
  countrySlug: 'world',
  countryKey: `${WORLD_COUNTRY_CODE.toLowerCase()}-en-us`,
  countryCode: WORLD_COUNTRY_CODE,
  // Written out: `countryName` here would build an Intl.DisplayNames when the module loads, an
  // ICU data load that cost every page's Header script 27 ms at start.
  countryName: 'World',
  locale: 'en-us',
  isPrimary: true,
};

// Operator-added countries have no seeded slug; derive one from the English name, stripped to ASCII.
function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function countrySlug(code: string): string {
  return COUNTRY_SLUGS[code.toUpperCase()] ?? slugFromName(countryName(code));
}

/** One page per catalogue entry, in catalogue order, followed by the synthetic World page. */
export function countryPages(catalogue: readonly CountryLanguageEntry[]): CountryPage[] {
  const pages = catalogue.map(
    (entry): CountryPage => ({
      countrySlug: countrySlug(entry.country_code),
      countryKey: `${entry.country_code.toLowerCase()}-${entry.locale}`,
      countryCode: entry.country_code,
      countryName: countryName(entry.country_code),
      locale: entry.locale,
      isPrimary: entry.is_default,
    }),
  );
  return [...pages, WORLD_PAGE];
}
