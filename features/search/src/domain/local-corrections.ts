import type { Piece } from './concept-match';
import { MIN_CORRECTED_WORD_LENGTH, maxTypingMistakes, typingDistance } from './correction-rules';
import { queryText } from './query-text';

/**
 * "Did you mean" in the visitor's language, pure; the look-up is vocabulary/lookup.ts
 * closeTerms. A word of the phrase that names no concept is replaced by the locale's term
 * closest to it in typing mistakes (then the most similar), so a German "Bergsee" typed
 * "Bergsse" is offered "Bergsee", not an English keyword.
 */

export interface LocalCandidate {
  /** The term's key (normalised form). */
  key: string;
  /** The term as written in the vocabulary. */
  term: string;
  similarity: number;
}

/** The unmatched words worth a look-up (keys): not stop words, long enough. Pure. */
export function wordsToCorrect(pieces: readonly Piece[]): string[] {
  const keys = pieces.flatMap((p) =>
    p.kind === 'word' && !p.stop && [...p.word.key].length >= MIN_CORRECTED_WORD_LENGTH ? [p.word.key] : [],
  );
  return [...new Set(keys)];
}

/** The term to offer for a word's key, if one is within its typing mistakes. Pure. */
export function localSpelling(key: string, candidates: readonly LocalCandidate[]): string | undefined {
  const limit = maxTypingMistakes(key);
  return candidates
    .map((c) => ({ ...c, mistakes: typingDistance(key, c.key) }))
    .filter((c) => c.mistakes > 0 && c.mistakes <= limit)
    .sort((x, y) => x.mistakes - y.mistakes || y.similarity - x.similarity || (x.term < y.term ? -1 : 1))[0]
    ?.term;
}

/** The phrase with its misspelt words replaced by the locale's terms, or undefined. Pure. */
export function locallyCorrected(
  phrase: string,
  pieces: readonly Piece[],
  candidates: ReadonlyMap<string, readonly LocalCandidate[]>,
): string | undefined {
  const text = queryText(phrase.trim());
  let out = '';
  let at = 0;
  for (const piece of pieces) {
    if (piece.kind !== 'word' || piece.stop) continue;
    const spelling = localSpelling(piece.word.key, candidates.get(piece.word.key) ?? []);
    if (!spelling) continue;
    out += text.slice(at, piece.word.start) + spelling;
    at = piece.word.start + piece.word.text.length;
  }
  return at === 0 ? undefined : out + text.slice(at);
}
