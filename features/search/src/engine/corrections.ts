import type { SearchParameters } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import {
  MAX_PERSON_WINDOWS,
  type PersonCandidate,
  type PhraseWindow,
  type SpellingCandidate,
  type WordLookup,
} from './correction-rules';
import { whereClause } from './query';

/**
 * The look-ups behind query corrections, all in the term dictionary (search_terms, kept in step
 * with assets by triggers): index look-ups in a table of terms, never a trigram scan of titles
 * (DESIGN.md section 8). Decisions are in correction-rules.ts.
 */

/** Spelling alternatives looked at per word. */
export const SPELLING_CANDIDATES = 8;
/** Names looked at per window. */
export const PERSON_CANDIDATES = 3;

interface WordRow {
  word: string;
  frequency: number;
  stop_word: boolean;
  term: string | null;
  term_frequency: number | null;
  similarity: number | null;
}

/**
 * For each word: how many assets carry it in any form of its stem, and the dictionary words
 * most trigram-similar to it (`%`: similarity of at least pg_trgm.similarity_threshold, 0.3).
 */
export async function lookUpWords(db: Db, words: readonly string[]): Promise<WordLookup[]> {
  if (words.length === 0) return [];
  const result = await sql<WordRow>`select w.word, w.frequency, w.stop_word, c.term,
      c.frequency as term_frequency, c.similarity
    from (
      select u.word, l.lexeme is null as stop_word,
        coalesce((select sum(s.frequency) from search_terms s
          where s.kind = 'word' and s.lexeme = l.lexeme), 0)::int as frequency
      from unnest(${[...words]}::text[]) as u(word)
        cross join lateral (select (ts_lexize('english_stem', u.word))[1] as lexeme) l
    ) w
    left join lateral (
      select s.term, s.frequency, similarity(s.term, w.word)::float8 as similarity
      from search_terms s
      where s.kind = 'word' and s.term % w.word and s.term <> w.word
      order by similarity(s.term, w.word) desc, s.frequency desc, s.term
      limit ${SPELLING_CANDIDATES}
    ) c on true`.execute(db);
  const byWord = new Map<string, WordLookup>();
  for (const row of result.rows) {
    const lookup = byWord.get(row.word) ?? {
      word: row.word,
      frequency: row.frequency,
      stopWord: row.stop_word,
      candidates: [] as SpellingCandidate[],
    };
    if (row.term !== null) {
      lookup.candidates.push({
        term: row.term,
        frequency: row.term_frequency ?? 0,
        similarity: row.similarity ?? 0,
      });
    }
    byWord.set(row.word, lookup);
  }
  return [...byWord.values()];
}

/** The people whose names are most trigram-similar to each window of the phrase. */
export async function lookUpPeople(db: Db, windows: readonly PhraseWindow[]): Promise<PersonCandidate[]> {
  const texts = windows.slice(0, MAX_PERSON_WINDOWS).map((w) => w.text);
  if (texts.length === 0) return [];
  const result = await sql<PersonCandidate>`select w.text as "window", p.label as name, p.frequency,
      p.similarity
    from unnest(${texts}::text[]) as w(text)
    cross join lateral (
      select s.label, s.frequency, similarity(s.term, w.text)::float8 as similarity
      from search_terms s
      where s.kind = 'person' and s.term % w.text
      order by similarity(s.term, w.text) desc, s.frequency desc, s.term
      limit ${PERSON_CANDIDATES}
    ) p`.execute(db);
  return result.rows;
}

/** Matches of a search, counted up to `limit` and no further. */
export async function countUpTo(db: Db, p: SearchParameters, limit: number): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from (
      select 1 from assets a where ${whereClause(p, true)} limit ${limit}) m`.execute(db);
  return result.rows[0]?.n ?? 0;
}
