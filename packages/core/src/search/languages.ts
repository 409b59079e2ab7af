import type { LocaleCode } from '../locale/locales';

/**
 * The languages asset metadata can be written in, and the PostgreSQL text-search configuration
 * that reads each. Where PostgreSQL has a stemmer for the language its words are stemmed
 * ("Häuser" and "Haus" meet); otherwise lb_simple keeps whole words, lower-cased and, where the
 * server has unaccent, without accents. English is lb_english (stemmed, accents folded).
 * The migration's lb_text_config(language) must agree: an integration test compares them.
 */
export const METADATA_LANGUAGES = {
  en: 'lb_english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
  sv: 'swedish',
  fi: 'finnish',
  da: 'danish',
  nb: 'norwegian',
  hu: 'hungarian',
  ro: 'romanian',
  ru: 'russian',
  tr: 'turkish',
  id: 'indonesian',
  ja: 'lb_simple',
  ko: 'lb_simple',
  pl: 'lb_simple',
  cs: 'lb_simple',
  th: 'lb_simple',
  vi: 'lb_simple',
  zh: 'lb_simple',
} as const;

export type MetadataLanguage = keyof typeof METADATA_LANGUAGES;
export type TextSearchConfig = (typeof METADATA_LANGUAGES)[MetadataLanguage];

/** The catalogue's main language: every search reads it, whatever the visitor's. */
export const CATALOGUE_LANGUAGE: MetadataLanguage = 'en';

export function isMetadataLanguage(value: unknown): value is MetadataLanguage {
  return typeof value === 'string' && Object.hasOwn(METADATA_LANGUAGES, value);
}

/** The language of a storefront locale ("pt-br" → "pt", "zh-hk" → "zh"). Pure. */
export function localeLanguage(locale: LocaleCode): MetadataLanguage {
  const language = locale.split('-')[0];
  return isMetadataLanguage(language) ? language : CATALOGUE_LANGUAGE;
}

/**
 * The configurations a visitor's phrase is parsed with: the catalogue's language always (an
 * English word typed on the German site still finds English metadata), and the visitor's own
 * when it differs (so a German inflection finds German metadata). Pure.
 */
export function phraseConfigs(locale: LocaleCode): TextSearchConfig[] {
  const own = METADATA_LANGUAGES[localeLanguage(locale)];
  const main = METADATA_LANGUAGES[CATALOGUE_LANGUAGE];
  return own === main ? [main] : [main, own];
}
