import { countryName, LOCALES, type LocaleCode } from '@lightbox/core';
// The package is CommonJS: Node's ESM loader offers only its default export.
import isoCountries from 'i18n-iso-countries';
import type { CountryChoice } from './ui/ContactSalesPage';

const cache = new Map<LocaleCode, readonly CountryChoice[]>();

/**
 * Every ISO 3166 country for the contact form, named and sorted in the visitor's language. An
 * enquiry may come from anywhere, not only from the countries a storefront has a page for.
 */
export function countryChoices(locale: LocaleCode): readonly CountryChoice[] {
  let choices = cache.get(locale);
  if (!choices) {
    const collator = new Intl.Collator(LOCALES[locale].bcp47);
    choices = Object.keys(isoCountries.getAlpha3Codes())
      .map((code) => ({ code, label: countryName(code, locale) }))
      // A code the runtime's CLDR data cannot name would show as a bare code: leave it out.
      .filter((choice) => choice.label !== choice.code)
      .sort((a, b) => collator.compare(a.label, b.label));
    cache.set(locale, choices);
  }
  return choices;
}
