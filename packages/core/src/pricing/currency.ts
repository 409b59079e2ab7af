import { type CurrencyCode, isCurrencyCode, PRICE_CURRENCY } from './money';

/** Euro area members on the rate table's date (Croatia joined on 1 January 2023). */
export const EUROZONE_COUNTRIES = [
  'AUT',
  'BEL',
  'CYP',
  'DEU',
  'ESP',
  'EST',
  'FIN',
  'FRA',
  'GRC',
  'HRV',
  'IRL',
  'ITA',
  'LTU',
  'LUX',
  'LVA',
  'MLT',
  'NLD',
  'PRT',
  'SVK',
  'SVN',
] as const;

/**
 * The ISO 4217 currency of each non-euro country in the Footer's catalogues, keyed by the
 * catalogues' ISO 3166 alpha-3 code. A currency missing from the rate table is listed all the
 * same: the fallback to USD is decided in one place, `currencyForCountry`.
 */
const NATIONAL_CURRENCIES: Readonly<Record<string, string>> = {
  USA: 'USD',
  CAN: 'CAD',
  MEX: 'MXN',
  BRA: 'BRL',
  ARG: 'ARS',
  CHL: 'CLP',
  COL: 'COP',
  PER: 'PEN',
  GBR: 'GBP',
  CHE: 'CHF',
  SWE: 'SEK',
  DNK: 'DKK',
  NOR: 'NOK',
  POL: 'PLN',
  CZE: 'CZK',
  HUN: 'HUF',
  ROU: 'RON',
  RUS: 'RUB',
  TUR: 'TRY',
  ZAF: 'ZAR',
  NGA: 'NGN',
  KEN: 'KES',
  EGY: 'EGP',
  MAR: 'MAD',
  ARE: 'AED',
  SAU: 'SAR',
  ISR: 'ILS',
  JPN: 'JPY',
  KOR: 'KRW',
  HKG: 'HKD',
  TWN: 'TWD',
  SGP: 'SGD',
  MYS: 'MYR',
  THA: 'THB',
  IDN: 'IDR',
  VNM: 'VND',
  PHL: 'PHP',
  IND: 'INR',
  AUS: 'AUD',
  NZL: 'NZD',
  CHN: 'CNY',
};

const EUROZONE: ReadonlySet<string> = /* @__PURE__ */ new Set(EUROZONE_COUNTRIES);

/** The ISO 4217 currency a country uses, or undefined when this module does not know it. */
export function nationalCurrency(countryCode: string): string | undefined {
  const code = countryCode.toUpperCase();
  return EUROZONE.has(code) ? 'EUR' : NATIONAL_CURRENCIES[code];
}

/**
 * The currency prices are shown in for a country chosen in the Footer: its own when the fixed
 * rate table has it, otherwise USD, the currency prices are set in (so also for the World page).
 */
export function currencyForCountry(countryCode: string): CurrencyCode {
  const currency = nationalCurrency(countryCode);
  return isCurrencyCode(currency) ? currency : PRICE_CURRENCY;
}
