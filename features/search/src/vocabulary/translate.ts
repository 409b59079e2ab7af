import type { LocaleCode } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { conceptsOf, englishPhrase, matchConcepts, type Piece } from '../domain/concept-match';
import { queryWords } from '../domain/query-text';
import type { PhraseTranslator } from '../engine/phrase';
import { stemsOf, termHits } from './lookup';
import { stemDictionary } from './store';

/**
 * A visitor's phrase read through the locale's vocabulary: its concepts, and the phrase the
 * English catalogue is searched with. English locales keep today's path: nothing is looked up.
 */
export interface PhraseTranslation {
  /** The phrase as typed (trimmed). */
  phrase: string;
  english: string;
  concepts: string[];
  pieces: Piece[];
}

/** Locales whose phrases are searched as typed: the catalogue's own language. */
export function searchesAsTyped(locale: LocaleCode): boolean {
  return locale === 'en-us' || locale === 'en-gb';
}

/** Translations are kept this long: an operator's import from another process shows after it. */
const TRANSLATION_TTL_MS = 60_000;
const TRANSLATIONS_KEPT = 2000;
const cached = new WeakMap<Db, Map<string, { at: number; value: PhraseTranslation }>>();

/** Drops the kept translations (after an import in this process). */
export function forgetTranslations(db: Db): void {
  cached.delete(db);
}

/**
 * The phrase read through the locale's vocabulary (kept a minute per phrase), or undefined for
 * an English locale.
 */
export async function readPhrase(
  db: Db,
  locale: LocaleCode,
  phrase: string,
): Promise<PhraseTranslation | undefined> {
  const trimmed = phrase.trim();
  if (searchesAsTyped(locale) || trimmed === '') return undefined;
  let cache = cached.get(db);
  if (!cache) {
    cache = new Map();
    cached.set(db, cache);
  }
  const key = `${locale} ${trimmed}`;
  const kept = cache.get(key);
  if (kept && Date.now() - kept.at < TRANSLATION_TTL_MS) return kept.value;
  const words = queryWords(trimmed, locale);
  const stems = await stemsOf(db, stemDictionary(locale), words);
  const pieces = matchConcepts(words, stems, await termHits(db, locale, words, stems), locale);
  const value = { phrase: trimmed, english: englishPhrase(pieces), concepts: conceptsOf(pieces), pieces };
  cache.set(key, { at: Date.now(), value });
  while (cache.size > TRANSLATIONS_KEPT) cache.delete(cache.keys().next().value as string);
  return value;
}

/**
 * The phrase's translation, or undefined when it names no concept of the locale (it is then
 * searched as typed, exactly as before) or the locale is English.
 */
export async function translatePhrase(
  db: Db,
  locale: LocaleCode,
  phrase: string,
): Promise<PhraseTranslation | undefined> {
  const reading = await readPhrase(db, locale, phrase);
  return reading && reading.concepts.length > 0 ? reading : undefined;
}

/** A translator for one locale, as the engine takes it (phrase.ts): the English phrase, if any. */
export function translatorFor(db: Db, locale: LocaleCode): PhraseTranslator | undefined {
  if (searchesAsTyped(locale)) return undefined;
  return async (phrase) => (await translatePhrase(db, locale, phrase))?.english;
}
