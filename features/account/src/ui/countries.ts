import { countryName, isCountryCode, LOCALES, type LocaleCode } from '@lightbox/core';
import isoCountries from 'i18n-iso-countries';

/** Every country a customer can live in, named and sorted in the visitor's language. */
const cache = new Map<string, ReadonlyArray<{ value: string; label: string }>>();

export function countryChoices(locale: LocaleCode): ReadonlyArray<{ value: string; label: string }> {
  let choices = cache.get(locale);
  if (!choices) {
    const collator = new Intl.Collator(LOCALES[locale].bcp47);
    choices = Object.keys(isoCountries.getAlpha3Codes())
      .filter(isCountryCode)
      .map((code) => ({ value: code, label: countryName(code, locale) }))
      .filter((c) => c.label !== c.value)
      .sort((a, b) => collator.compare(a.label, b.label));
    cache.set(locale, choices);
  }
  return choices;
}

/** The language's home country, suggested before the visitor picks one. */
const LOCALE_COUNTRY: Record<LocaleCode, string> = {
  'en-us': 'USA',
  'en-gb': 'GBR',
  de: 'DEU',
  fr: 'FRA',
  es: 'ESP',
  it: 'ITA',
  ja: 'JPN',
  ko: 'KOR',
  'pt-br': 'BRA',
  'pt-pt': 'PRT',
  nl: 'NLD',
  sv: 'SWE',
  fi: 'FIN',
  da: 'DNK',
  nb: 'NOR',
  pl: 'POL',
  cs: 'CZE',
  hu: 'HUN',
  ro: 'ROU',
  ru: 'RUS',
  tr: 'TUR',
  th: 'THA',
  id: 'IDN',
  vi: 'VNM',
  'zh-hk': 'HKG',
};

/**
 * The country to suggest: the one the visitor chose in the Footer (the server's `lb_country`
 * cookie, alpha-3), else their language's home country.
 */
export function suggestedCountry(locale: LocaleCode, chosen: string | undefined): string {
  if (chosen && isCountryCode(chosen)) return chosen;
  return LOCALE_COUNTRY[locale] ?? '';
}
