/**
 * The 25 storefront locales and their URL language prefixes.
 *
 * Locale → canonical URL prefix (the prefix a link is built with):
 *
 *   en-us → (none)  the site root is American English
 *   en-gb → uk      UK English, NOT Ukrainian: the spec's prefixes are country-ish codes
 *   de → de   fr → fr   es → es   it → it   nl → nl   fi → fi   pl → pl   cs → cs
 *   hu → hu   ro → ro   ru → ru   tr → tr   th → th   id → id   vi → vi
 *   ja → jp   ko → kr   sv → se   pt-br → br   pt-pt → pt   zh-hk → hk
 *   da → (none)  nb → (none)
 *
 * Recognised prefixes that are not the canonical prefix of any locale (aliases). They are still
 * stripped from incoming paths and read by the server, which should redirect to the canonical form:
 *
 *   en → en-us   (canonical en-us is unprefixed)
 *   zh → zh-hk   (zh-hk is the only Chinese locale we ship; canonical prefix is hk)
 *
 * Danish and Norwegian Bokmål have no prefix in the spec's list. Rather than invent `dk`/`no`
 * (which every server and cache rule keyed on the recognised list would then miss), they are served
 * unprefixed: the locale comes from the country entry's own domain (e.g. the Danish premium domain)
 * or the visitor's preference, and `splitPrefix` takes that domain locale as its fallback.
 */

export const LOCALE_CODES = [
  'en-us',
  'en-gb',
  'de',
  'fr',
  'es',
  'it',
  'ja',
  'ko',
  'pt-br',
  'pt-pt',
  'nl',
  'sv',
  'fi',
  'da',
  'nb',
  'pl',
  'cs',
  'hu',
  'ro',
  'ru',
  'tr',
  'th',
  'id',
  'vi',
  'zh-hk',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'en-us';

/** The spec's recognised language prefixes, in its order. */
export const LANGUAGE_PREFIXES = [
  'br',
  'cs',
  'de',
  'en',
  'es',
  'fi',
  'fr',
  'hk',
  'hu',
  'id',
  'it',
  'jp',
  'kr',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'se',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
] as const;

export type LanguagePrefix = (typeof LANGUAGE_PREFIXES)[number];

export type TextDirection = 'ltr' | 'rtl';

export interface LocaleInfo {
  readonly code: LocaleCode;
  /** Tag handed to Intl APIs. Region-less where the locale serves several countries. */
  readonly bcp47: string;
  readonly direction: TextDirection;
  /** The language's name in itself, for the language picker. */
  readonly endonym: string;
  /** Canonical URL prefix; null means the locale is served unprefixed (see the header comment). */
  readonly prefix: LanguagePrefix | null;
}

// Endonyms are written out rather than read from Intl.DisplayNames: the picker label must not
// change when a browser ships a different CLDR version.
export const LOCALES: { readonly [C in LocaleCode]: LocaleInfo & { readonly code: C } } = {
  'en-us': { code: 'en-us', bcp47: 'en-US', direction: 'ltr', endonym: 'English (US)', prefix: null },
  'en-gb': { code: 'en-gb', bcp47: 'en-GB', direction: 'ltr', endonym: 'English (UK)', prefix: 'uk' },
  de: { code: 'de', bcp47: 'de', direction: 'ltr', endonym: 'Deutsch', prefix: 'de' },
  fr: { code: 'fr', bcp47: 'fr', direction: 'ltr', endonym: 'Français', prefix: 'fr' },
  es: { code: 'es', bcp47: 'es', direction: 'ltr', endonym: 'Español', prefix: 'es' },
  it: { code: 'it', bcp47: 'it', direction: 'ltr', endonym: 'Italiano', prefix: 'it' },
  ja: { code: 'ja', bcp47: 'ja', direction: 'ltr', endonym: '日本語', prefix: 'jp' },
  ko: { code: 'ko', bcp47: 'ko', direction: 'ltr', endonym: '한국어', prefix: 'kr' },
  'pt-br': { code: 'pt-br', bcp47: 'pt-BR', direction: 'ltr', endonym: 'Português (Brasil)', prefix: 'br' },
  'pt-pt': { code: 'pt-pt', bcp47: 'pt-PT', direction: 'ltr', endonym: 'Português (Portugal)', prefix: 'pt' },
  nl: { code: 'nl', bcp47: 'nl', direction: 'ltr', endonym: 'Nederlands', prefix: 'nl' },
  sv: { code: 'sv', bcp47: 'sv', direction: 'ltr', endonym: 'Svenska', prefix: 'se' },
  fi: { code: 'fi', bcp47: 'fi', direction: 'ltr', endonym: 'Suomi', prefix: 'fi' },
  da: { code: 'da', bcp47: 'da', direction: 'ltr', endonym: 'Dansk', prefix: null },
  nb: { code: 'nb', bcp47: 'nb', direction: 'ltr', endonym: 'Norsk bokmål', prefix: null },
  pl: { code: 'pl', bcp47: 'pl', direction: 'ltr', endonym: 'Polski', prefix: 'pl' },
  cs: { code: 'cs', bcp47: 'cs', direction: 'ltr', endonym: 'Čeština', prefix: 'cs' },
  hu: { code: 'hu', bcp47: 'hu', direction: 'ltr', endonym: 'Magyar', prefix: 'hu' },
  ro: { code: 'ro', bcp47: 'ro', direction: 'ltr', endonym: 'Română', prefix: 'ro' },
  ru: { code: 'ru', bcp47: 'ru', direction: 'ltr', endonym: 'Русский', prefix: 'ru' },
  tr: { code: 'tr', bcp47: 'tr', direction: 'ltr', endonym: 'Türkçe', prefix: 'tr' },
  th: { code: 'th', bcp47: 'th', direction: 'ltr', endonym: 'ไทย', prefix: 'th' },
  id: { code: 'id', bcp47: 'id', direction: 'ltr', endonym: 'Bahasa Indonesia', prefix: 'id' },
  vi: { code: 'vi', bcp47: 'vi', direction: 'ltr', endonym: 'Tiếng Việt', prefix: 'vi' },
  'zh-hk': { code: 'zh-hk', bcp47: 'zh-HK', direction: 'ltr', endonym: '繁體中文（香港）', prefix: 'hk' },
};

/** Recognised prefixes that no locale uses canonically, and the locale they stand for. */
export const PREFIX_ALIASES: { readonly [P in LanguagePrefix]?: LocaleCode } = {
  en: 'en-us',
  zh: 'zh-hk',
};

const LOCALE_CODE_SET: ReadonlySet<string> = new Set(LOCALE_CODES);

export function isLocaleCode(value: string): value is LocaleCode {
  return LOCALE_CODE_SET.has(value);
}

// Bounds the work done on a hostile Accept-Language header; real browsers send fewer than ten.
export const ACCEPT_LANGUAGE_MAX_LENGTH = 1024;
export const ACCEPT_LANGUAGE_MAX_ENTRIES = 32;

// Regions whose English speakers expect British spelling and dates rather than American ones.
const BRITISH_ENGLISH_REGIONS: ReadonlySet<string> = new Set([
  'GB',
  'IE',
  'AU',
  'NZ',
  'ZA',
  'IN',
  'SG',
  'MY',
  'HK',
  'NG',
  'KE',
  'MT',
  'CY',
]);

// Shipped locales whose code is a bare language, so a tag in that language in any region fits it.
const LANGUAGE_ONLY_LOCALES: ReadonlySet<string> = new Set(
  LOCALE_CODES.filter((code) => !code.includes('-')),
);

/**
 * The best shipped locale for one BCP-47 language tag, or undefined when we ship nothing in that
 * language. Intl.Locale does the parsing so that aliases (in → id, en-UK → en-GB) and likely
 * regions (bare pt → Brazil) follow CLDR rather than a home-made table.
 */
function matchTag(tag: string): LocaleCode | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag.replaceAll('_', '-')).maximize();
  } catch {
    return undefined;
  }
  const { language, region } = locale;
  switch (language) {
    case 'en':
      return region !== undefined && BRITISH_ENGLISH_REGIONS.has(region) ? 'en-gb' : 'en-us';
    case 'pt':
      return region === 'BR' ? 'pt-br' : 'pt-pt';
    // Traditional Hong Kong Chinese is our only Chinese; it serves every Chinese reader better
    // than falling through to English.
    case 'zh':
      return 'zh-hk';
    // Nynorsk and the macrolanguage code read Bokmål without difficulty.
    case 'no':
    case 'nn':
    case 'nb':
      return 'nb';
    default:
      return LANGUAGE_ONLY_LOCALES.has(language) ? (language as LocaleCode) : undefined;
  }
}

interface WeightedTag {
  readonly tag: string;
  readonly quality: number;
  readonly order: number;
}

function parseAcceptLanguage(input: string): WeightedTag[] {
  const entries = input.slice(0, ACCEPT_LANGUAGE_MAX_LENGTH).split(',', ACCEPT_LANGUAGE_MAX_ENTRIES);
  const weighted: WeightedTag[] = [];
  entries.forEach((entry, order) => {
    const [rawTag = '', ...params] = entry.split(';');
    const tag = rawTag.trim();
    // '*' and 'und' express no preference; Intl would maximize 'und' to en-US and mask real choices.
    if (tag === '' || tag === '*' || tag.toLowerCase() === 'und') return;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) quality = Number(match[1]);
    }
    if (Number.isFinite(quality) && quality > 0) weighted.push({ tag, quality, order });
  });
  return weighted.sort((a, b) => b.quality - a.quality || a.order - b.order);
}

/**
 * Maps a single tag ('pt_BR', 'de-CH') or a whole Accept-Language header
 * ('fr-CA,fr;q=0.9,en;q=0.5') to the best shipped locale, falling back to en-us.
 */
export function resolveLocale(input: string | null | undefined): LocaleCode {
  if (!input) return DEFAULT_LOCALE;
  for (const { tag } of parseAcceptLanguage(input)) {
    const exact = tag.toLowerCase().replaceAll('_', '-');
    if (isLocaleCode(exact)) return exact;
    const matched = matchTag(tag);
    if (matched) return matched;
  }
  return DEFAULT_LOCALE;
}
