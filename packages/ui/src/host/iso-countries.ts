import codes from 'i18n-iso-countries/codes.json';

/**
 * What the browser's scripts use of i18n-iso-countries (code conversions and the list of
 * codes), shared by the host in its place: the library also carries name look-up and a
 * diacritics table, 19 KB of the host runtime that no page used. Same answers, same tables.
 */
const alpha2: Record<string, string> = {};
const alpha3: Record<string, string> = {};
for (const [two, three] of codes as string[][]) {
  alpha2[two as string] = three as string;
  alpha3[three as string] = two as string;
}

export const browserIsoCountries = {
  alpha2ToAlpha3: (code: string): string | undefined => alpha2[code],
  alpha3ToAlpha2: (code: string): string | undefined => alpha3[code],
  getAlpha2Codes: (): Record<string, string> => alpha2,
  getAlpha3Codes: (): Record<string, string> => alpha3,
};
