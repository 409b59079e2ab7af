import type { Alpha2Code, Alpha3Code } from 'i18n-iso-countries';
// The package is CommonJS: Node's ESM loader offers only its default export.
import isoCountries from 'i18n-iso-countries';

const { alpha3ToAlpha2 } = isoCountries;

import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from './locales';

/** ISO 3166-1 alpha-3, the spec's 3-letter country_code. */
export type CountryCode = Alpha3Code;

/** The synthetic World page's code: X-prefixed codes are user-assigned in ISO 3166, so never a country. */
export const WORLD_COUNTRY_CODE = 'XWW';

// UN M.49 "World"; Intl.DisplayNames translates it like any region.
const WORLD_REGION = '001';

const displayNamesByLocale = new Map<LocaleCode, Intl.DisplayNames>();

function regionNames(locale: LocaleCode): Intl.DisplayNames {
  let names = displayNamesByLocale.get(locale);
  if (!names) {
    // fallback 'none' lets us detect a missing name instead of rendering the raw code as if it were one.
    names = new Intl.DisplayNames([LOCALES[locale].bcp47], { type: 'region', fallback: 'none' });
    displayNamesByLocale.set(locale, names);
  }
  return names;
}

// CLDR writes 'world' in lower case in English (it is usually mid-sentence); as a page title it is not.
function capitalizeFirst(text: string, locale: LocaleCode): string {
  const [first = '', ...rest] = text;
  return first.toLocaleUpperCase(LOCALES[locale].bcp47) + rest.join('');
}

/**
 * A country's name in a shipped locale (English by default), from the runtime's CLDR data.
 * Accepts alpha-3, alpha-2 or the World code; an unknown code is returned unchanged so a page
 * still renders something.
 */
export function countryName(code: string, locale: LocaleCode = DEFAULT_LOCALE): string {
  const upper = code.toUpperCase();
  const region =
    upper === WORLD_COUNTRY_CODE ? WORLD_REGION : upper.length === 3 ? alpha3ToAlpha2(upper) : upper;
  if (!region) return code;
  try {
    const name = regionNames(locale).of(region as Alpha2Code) ?? code;
    return region === WORLD_REGION ? capitalizeFirst(name, locale) : name;
  } catch {
    // Intl throws on strings that are not syntactically a region subtag (e.g. '1X').
    return code;
  }
}
