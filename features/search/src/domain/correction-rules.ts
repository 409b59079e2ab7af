import { type FamilyScope, type SearchAction, set } from '@lightbox/core/search';
import { slug } from './slug';

/**
 * The decisions behind query corrections, pure and shared by server and browser. The SQL that
 * feeds them (term dictionary look-ups) is in corrections.ts. Three corrections exist:
 *
 * - phrase: a word of the phrase that (in all its forms) is carried by at most
 *   RARE_WORD_MAX_FREQUENCY assets, when a dictionary word within a couple of typing mistakes
 *   of it is carried by SUGGESTION_FREQUENCY_FACTOR times as many (and at least
 *   SUGGESTION_MIN_FREQUENCY) assets, is replaced by that word. A phrase with no results is
 *   searched corrected at once ("Showing results for …"), one with results gets a suggestion
 *   ("Did you mean …?"); suppressphrasecorrection turns both off.
 * - people: two or three consecutive words of the phrase that are trigram-similar (at least
 *   PERSON_MIN_SIMILARITY) to a specific person's name offer to narrow the search to that
 *   person; suppresspeoplecorrection turns it off.
 * - family: in a one-family scope, a phrase with FAMILY_SWITCH_RATIO times as many matches (and
 *   at least FAMILY_SWITCH_MIN_MATCHES) in the other family offers the switch;
 *   suppressfamilycorrection turns it off.
 */

/** Words shorter than this are not corrected: too little to go on. */
export const MIN_CORRECTED_WORD_LENGTH = 3;
/** Only the first words of a long phrase are looked up, which bounds the look-ups. */
export const MAX_CORRECTED_WORDS = 8;
/** A word carried by at most this many assets (counting all its forms) is very rare. */
export const RARE_WORD_MAX_FREQUENCY = 2;
/** A replacement must be this many times as common as the word it replaces… */
export const SUGGESTION_FREQUENCY_FACTOR = 10;
/** …and carried by at least this many assets. */
export const SUGGESTION_MIN_FREQUENCY = 3;
/** Typing mistakes (insert, delete, replace, swap two neighbours) a replacement may be away. */
export function maxTypingMistakes(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/** Similarity of a phrase window to a person's name for the people correction (0 to 1). */
export const PERSON_MIN_SIMILARITY = 0.5;
export const PERSON_MIN_WORDS = 2;
export const PERSON_MAX_WORDS = 3;
/** Windows looked up at most, which bounds the look-ups for a long phrase. */
export const MAX_PERSON_WINDOWS = 12;

export const FAMILY_SWITCH_RATIO = 5;
export const FAMILY_SWITCH_MIN_MATCHES = 10;
/** The other family's matches are counted up to this many, never further. */
export const FAMILY_COUNT_LIMIT = 1000;

export type QueryCorrection =
  /** applied: the results are for `phrase` because `original` found nothing. */
  | { type: 'phrase'; applied: boolean; original: string; phrase: string }
  /** Narrow to one person: the phrase with the person's name written out, plus the filter. */
  | { type: 'people'; name: string; slug: string; phrase: string }
  | { type: 'family'; family: 'creative' | 'editorial' };

/** The change a correction's link makes to the search it was offered for. */
export function correctionActions(correction: QueryCorrection): SearchAction[] {
  switch (correction.type) {
    case 'phrase':
      // An applied correction's link is "search instead for the original".
      return correction.applied
        ? [set('suppressphrasecorrection', 'true')]
        : [set('phrase', correction.phrase)];
    case 'people':
      return [set('phrase', correction.phrase), set('specificpeople', [correction.slug])];
    case 'family':
      return [set('family', correction.family)];
  }
}

export interface PhraseWord {
  /** Lower case. */
  word: string;
  start: number;
  end: number;
}

const OPERATORS = new Set(['or', 'and', 'not']);

/** The words of a phrase with their places, leaving out operators and excluded (-word) words. */
export function phraseWords(phrase: string): PhraseWord[] {
  const words: PhraseWord[] = [];
  for (const match of phrase.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    const start = match.index;
    const word = match[0].toLowerCase();
    if (OPERATORS.has(word)) continue;
    if (start > 0 && phrase[start - 1] === '-' && (start === 1 || /\s/.test(phrase[start - 2]!))) continue;
    words.push({ word, start, end: start + match[0].length });
  }
  return words;
}

/** The words worth a dictionary look-up: long enough, letters only, each once. */
export function wordsToCheck(phrase: string): string[] {
  const unique = new Set(
    phraseWords(phrase)
      .map((w) => w.word)
      .filter((w) => w.length >= MIN_CORRECTED_WORD_LENGTH && /^\p{L}+$/u.test(w)),
  );
  return [...unique].slice(0, MAX_CORRECTED_WORDS);
}

/** Optimal string alignment distance: insertions, deletions, replacements and swaps of neighbours. */
export function typingDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

export interface SpellingCandidate {
  term: string;
  frequency: number;
  similarity: number;
}

export interface WordLookup {
  word: string;
  /** Assets carrying the word in any form of its stem; 0 when the dictionary lacks it. */
  frequency: number;
  /** A stop word ("the", "with") is never corrected. */
  stopWord: boolean;
  candidates: SpellingCandidate[];
}

/** The replacement for one word, if it needs one: fewest mistakes, then most similar, then most common. */
export function chooseSpelling(lookup: WordLookup): string | undefined {
  if (lookup.stopWord || lookup.frequency > RARE_WORD_MAX_FREQUENCY) return undefined;
  const needed = Math.max(SUGGESTION_MIN_FREQUENCY, SUGGESTION_FREQUENCY_FACTOR * lookup.frequency);
  const limit = maxTypingMistakes(lookup.word);
  const fitting = lookup.candidates
    .filter((c) => c.term !== lookup.word && c.frequency >= needed)
    .map((c) => ({ ...c, mistakes: typingDistance(lookup.word, c.term) }))
    .filter((c) => c.mistakes <= limit)
    .sort(
      (x, y) =>
        x.mistakes - y.mistakes ||
        y.similarity - x.similarity ||
        y.frequency - x.frequency ||
        (x.term < y.term ? -1 : 1),
    );
  return fitting[0]?.term;
}

/** The phrase with its misspelt words replaced, or undefined when nothing needs correcting. */
export function correctedPhrase(phrase: string, lookups: readonly WordLookup[]): string | undefined {
  const replacements = new Map<string, string>();
  for (const lookup of lookups) {
    const spelling = chooseSpelling(lookup);
    if (spelling) replacements.set(lookup.word, spelling);
  }
  let out = '';
  let at = 0;
  for (const w of phraseWords(phrase)) {
    const replacement = replacements.get(w.word);
    if (!replacement) continue;
    out += phrase.slice(at, w.start) + replacement;
    at = w.end;
  }
  return at === 0 ? undefined : out + phrase.slice(at);
}

export interface PhraseWindow {
  text: string;
  start: number;
  end: number;
}

/** Runs of two or three consecutive words, where a person's name may be. */
export function nameWindows(phrase: string): PhraseWindow[] {
  const words = phraseWords(phrase);
  const windows: PhraseWindow[] = [];
  const seen = new Set<string>();
  for (let size = PERSON_MAX_WORDS; size >= PERSON_MIN_WORDS; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      const run = words.slice(i, i + size);
      const text = run.map((w) => w.word).join(' ');
      if (seen.has(text)) continue;
      seen.add(text);
      windows.push({ text, start: run[0]!.start, end: run.at(-1)!.end });
    }
  }
  return windows.slice(0, MAX_PERSON_WINDOWS);
}

export interface PersonCandidate {
  /** The window's text, as looked up. */
  window: string;
  name: string;
  frequency: number;
  similarity: number;
}

/** The person a phrase names: the most similar name, then the longer window, then the most common. */
export function choosePerson(
  phrase: string,
  windows: readonly PhraseWindow[],
  candidates: readonly PersonCandidate[],
): Extract<QueryCorrection, { type: 'people' }> | undefined {
  const best = candidates
    .filter((c) => c.similarity >= PERSON_MIN_SIMILARITY && slug(c.name) !== '')
    .sort(
      (x, y) =>
        y.similarity - x.similarity ||
        y.window.length - x.window.length ||
        y.frequency - x.frequency ||
        (x.name < y.name ? -1 : 1),
    )[0];
  const window = best && windows.find((w) => w.text === best.window);
  if (!best || !window) return undefined;
  const named = `${phrase.slice(0, window.start)}${best.name}${phrase.slice(window.end)}`;
  return { type: 'people', name: best.name, slug: slug(best.name), phrase: named };
}

/** The family to offer instead of a one-family scope; none for both families. */
export function otherFamily(family: FamilyScope): 'creative' | 'editorial' | undefined {
  return family === 'creative' ? 'editorial' : family === 'editorial' ? 'creative' : undefined;
}

/**
 * How far to count the other family's matches: far enough to see FAMILY_SWITCH_RATIO times the
 * current matches. Undefined when that is past FAMILY_COUNT_LIMIT: the current scope already
 * has plenty, and no switch is offered.
 */
export function familyCountLimit(currentMatches: number): number | undefined {
  const needed = Math.max(FAMILY_SWITCH_MIN_MATCHES, FAMILY_SWITCH_RATIO * currentMatches);
  return needed > FAMILY_COUNT_LIMIT ? undefined : needed;
}

export function offersFamilySwitch(currentMatches: number, otherMatches: number): boolean {
  const limit = familyCountLimit(currentMatches);
  return limit !== undefined && otherMatches >= limit;
}
