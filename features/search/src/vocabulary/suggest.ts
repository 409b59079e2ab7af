import type { LocaleCode } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { locallyCorrected, wordsToCorrect } from '../domain/local-corrections';
import { closeTerms, preferredTerms } from './lookup';
import type { PhraseTranslation } from './translate';

/** Corrections and related searches in the visitor's language (issue #21). */

/** "Did you mean" with the locale's own spelling, or undefined when no word needs it. */
export async function localCorrection(
  db: Db,
  locale: LocaleCode,
  reading: PhraseTranslation,
): Promise<string | undefined> {
  const keys = wordsToCorrect(reading.pieces);
  if (keys.length === 0) return undefined;
  return locallyCorrected(reading.phrase, reading.pieces, await closeTerms(db, locale, keys));
}

/** The words of a phrase that name concepts (lower case): never corrected as English words. */
export function conceptWords(reading: PhraseTranslation): Set<string> {
  return new Set(
    reading.pieces.flatMap((p) => (p.kind === 'concept' ? p.words.map((w) => w.text.toLowerCase()) : [])),
  );
}

export interface LocalRelated {
  /** What the visitor sees and searches: the concept's preferred term in the locale. */
  term: string;
  /** The catalogue's keyword it stands for. */
  keyword: string;
}

/**
 * Related searches in the visitor's language: each keyword as its concept's preferred term in
 * the locale (a keyword without one stays as it is), leaving out the concepts the phrase
 * already names and terms shown twice.
 */
export async function localRelatedTerms(
  db: Db,
  locale: LocaleCode,
  keywords: readonly string[],
  reading: PhraseTranslation | undefined,
): Promise<LocalRelated[]> {
  const named = new Set(reading?.concepts ?? []);
  const kept = keywords.filter((k) => !named.has(k.toLowerCase()));
  const preferred = await preferredTerms(db, locale, kept);
  const seen = new Set<string>();
  return kept.flatMap((keyword) => {
    const term = preferred.get(keyword) ?? keyword;
    const key = term.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ term, keyword }];
  });
}
