import type { QueryWord } from './query-text';

/**
 * How a phrase's words become concepts, pure; the look-ups are in vocabulary/lookup.ts.
 *
 * From the left, the longest run of words (up to MAX_CONCEPT_WORDS) whose key, or whose
 * stemmed key, is a term of the locale's vocabulary is that term's concept; a run matched as a
 * phrase wins over its words ("business team" is one concept, not "business" and "team"). A
 * word no term covers is searched as typed, unless the locale's dictionary calls it a stop word
 * ("und", "de") or it is a grammatical particle of a language written without spaces.
 */

/** The longest term tried, in words. */
export const MAX_CONCEPT_WORDS = 5;

/**
 * Particles of Japanese, Chinese and Thai: word-like segments that carry no subject. PostgreSQL
 * has no stop-word list for these languages, and searched as typed they would find nothing.
 */
export const PARTICLES: Readonly<Record<string, ReadonlySet<string>>> = {
  ja: new Set(['の', 'は', 'が', 'を', 'に', 'で', 'と', 'や', 'も', 'へ', 'から', 'まで']),
  'zh-hk': new Set(['的', '和', '與', '及', '在', '或']),
  th: new Set(['และ', 'หรือ', 'ของ', 'ที่', 'ใน', 'กับ', 'บน']),
};

/** A term of the vocabulary as the look-up found it. */
export interface TermHit {
  concept: string;
  /** The term's key or stem key that matched. */
  key: string;
  /** 0 for the preferred term. */
  position: number;
  /** True when the match was on the key itself, not the stems. */
  exact: boolean;
}

export type Piece =
  | { kind: 'concept'; concept: string; words: readonly QueryWord[]; excluded: boolean }
  | { kind: 'word'; word: QueryWord; stop: boolean };

/** Every run of up to MAX_CONCEPT_WORDS consecutive keys, joined by a space: what to look up. Pure. */
export function keyRuns(keys: readonly string[]): string[] {
  const runs = new Set<string>();
  for (let i = 0; i < keys.length; i++) {
    for (let n = 1; n <= MAX_CONCEPT_WORDS && i + n <= keys.length; n++) {
      runs.add(keys.slice(i, i + n).join(' '));
    }
  }
  return [...runs];
}

/**
 * The runs of stems to look up: as keyRuns, but never across a stop word (null), which no
 * term's stem key holds. Pure.
 */
export function stemRuns(stems: ReadonlyArray<string | null>): string[] {
  const runs = new Set<string>();
  let part: string[] = [];
  for (const stem of [...stems, null]) {
    if (stem !== null) {
      part.push(stem);
      continue;
    }
    for (const run of keyRuns(part)) runs.add(run);
    part = [];
  }
  return [...runs];
}

/** The concept a run names: an exact key before a stem, then the preferred term, then the id. */
function bestConcept(hits: readonly TermHit[]): string | undefined {
  return [...hits].sort(
    (x, y) =>
      Number(y.exact) - Number(x.exact) || x.position - y.position || (x.concept < y.concept ? -1 : 1),
  )[0]?.concept;
}

/**
 * The phrase as concepts and words, longest match first. `stems[i]` is word i's stem in the
 * locale's dictionary (null for a stop word, undefined where there is no dictionary). Pure.
 */
export function matchConcepts(
  words: readonly QueryWord[],
  stems: ReadonlyArray<string | null | undefined>,
  hits: readonly TermHit[],
  locale: string,
): Piece[] {
  const byKey = new Map<string, TermHit[]>();
  for (const hit of hits) byKey.set(hit.key, [...(byKey.get(hit.key) ?? []), hit]);
  const stemKey = (i: number, n: number) => {
    const run = stems.slice(i, i + n);
    return run.every((s) => typeof s === 'string') ? run.join(' ') : undefined;
  };
  const pieces: Piece[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (let n = Math.min(MAX_CONCEPT_WORDS, words.length - i); n >= 1 && !matched; n--) {
      const run = words.slice(i, i + n);
      const key = run.map((w) => w.key).join(' ');
      const stem = stemKey(i, n);
      const found = [
        ...(byKey.get(key) ?? []).filter((h) => h.exact),
        ...(stem === undefined ? [] : (byKey.get(stem) ?? []).filter((h) => !h.exact)),
      ];
      const concept = bestConcept(found);
      if (concept === undefined) continue;
      pieces.push({ kind: 'concept', concept, words: run, excluded: run[0]!.excluded });
      i += n;
      matched = true;
    }
    if (matched) continue;
    const word = words[i]!;
    const stop = stems[i] === null || PARTICLES[locale]?.has(word.key) === true;
    pieces.push({ kind: 'word', word, stop });
    i++;
  }
  return pieces;
}

/**
 * Web-search syntax for one term: its words as an English visitor types them (all must match,
 * anywhere), so the concept finds what the English query finds; an excluded term of several
 * words is quoted, so only the phrase is excluded.
 */
function searchTerm(text: string, excluded: boolean): string {
  if (!excluded) return text;
  return /\s/.test(text) ? `-"${text.replace(/"/g, '')}"` : `-${text}`;
}

/**
 * The phrase the English catalogue is searched with: each concept as its English keyword (the
 * concept id), each other word as typed, stop words and particles left out. Pure.
 */
export function englishPhrase(pieces: readonly Piece[]): string {
  return pieces
    .flatMap((p) => {
      if (p.kind === 'concept') return [searchTerm(p.concept, p.excluded)];
      return p.stop ? [] : [searchTerm(p.word.text, p.word.excluded)];
    })
    .join(' ');
}

/** The concepts a phrase names, each once. Pure. */
export function conceptsOf(pieces: readonly Piece[]): string[] {
  return [...new Set(pieces.flatMap((p) => (p.kind === 'concept' ? [p.concept] : [])))];
}
