/**
 * How a phrase in any of the storefront's languages is cut into words and each word brought to
 * the form the concept vocabulary is keyed by. Pure, shared by the import (a term's key) and
 * the query (the phrase's words), so both sides always agree.
 *
 * - Segmentation: Intl.Segmenter's word breaks, which also cut Japanese, Chinese and Thai,
 *   written without spaces ("富士山の写真" → 富士山 | の | 写真).
 * - Normalisation: NFKC (full-width Latin and half-width katakana to their usual forms), lower
 *   case in the locale's rules, accents on Latin letters folded ("Café" → "cafe"), ß as ss and
 *   ё as е. Marks on other scripts are letters there (Japanese dakuten, Thai vowels and tones)
 *   and stay.
 */

/** One word of a phrase: its text as typed, its key, and whether it was excluded (-word). */
export interface QueryWord {
  text: string;
  /** Where the word starts in the phrase written in NFKC (queryText). */
  start: number;
  key: string;
  excluded: boolean;
}

/** The locale as Intl reads it ("pt-br" → "pt-BR"). */
function intlLocale(locale: string): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language ?? 'en');
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(intlLocale(locale), { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** A word's key: NFKC, lower case, Latin accents folded. Pure. */
export function normalizeWord(word: string, locale: string): string {
  return word
    .normalize('NFKC')
    .toLocaleLowerCase(intlLocale(locale))
    .replace(/ß/g, 'ss')
    .replace(/ё/g, 'е')
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

/**
 * The words of a phrase, in order, with their keys. A word right after a "-" that starts a
 * word of the phrase is excluded (web-search syntax, as the engine reads it). Pure.
 */
export function queryWords(phrase: string, locale: string): QueryWord[] {
  const text = queryText(phrase);
  const words: QueryWord[] = [];
  for (const part of segmenterFor(locale).segment(text)) {
    if (!part.isWordLike) continue;
    const before = text.slice(0, part.index);
    const excluded = /(?:^|\s)-$/.test(before);
    words.push({ text: part.segment, start: part.index, key: normalizeWord(part.segment, locale), excluded });
  }
  return words;
}

/** The phrase as its words are read: NFKC, so full-width letters and digits count as letters. */
export function queryText(phrase: string): string {
  return phrase.normalize('NFKC');
}

/** A term's key: its words' keys joined by one space ("Business Team" → "business team"). Pure. */
export function termKey(term: string, locale: string): string {
  return queryWords(term, locale)
    .map((w) => w.key)
    .join(' ');
}

/** The number of words of a key. Pure. */
export function keyWords(key: string): number {
  return key === '' ? 0 : key.split(' ').length;
}
