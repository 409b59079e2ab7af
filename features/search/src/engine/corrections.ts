import type { SearchParameters, SiteId, TextSearchConfig } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import {
  MAX_PERSON_WINDOWS,
  type PersonCandidate,
  type PhraseWindow,
  RARE_WORD_MAX_FREQUENCY,
  type WordLookup,
} from '../domain/correction-rules';
import { columnsOf, readInLayout } from './candidates';
import { plannerEstimate } from './counts';
import { type PhraseTranslator, phraseCorrelation } from './phrase';
import type { PreparedSearch } from './prepared-search';
import { prepareSearches, whereClause } from './query';

/**
 * The look-ups behind query corrections, all in the term dictionary (search_terms, kept in step
 * with assets by triggers): index look-ups in a table of terms, never a trigram scan of titles
 * (DESIGN.md section 8). Decisions are in correction-rules.ts.
 */

/** Spelling alternatives looked at per word. */
export const SPELLING_CANDIDATES = 8;
/** Names looked at per window. */
export const PERSON_CANDIDATES = 3;

/**
 * For each word: how many assets carry it in any form of its stem, and, for a word rare enough
 * to be corrected (correction-rules.ts), the dictionary words most trigram-similar to it (`%`:
 * similarity of at least pg_trgm.similarity_threshold, 0.3). Most phrases have no rare word,
 * so the trigram look-up is a second statement, run only when one has: even unrun, it would
 * be planned (README "Measured figures behind the search engine"). One subquery per word with
 * the word as a value, not a lateral join over a list: the planner then sees each word and
 * uses the trigram index.
 */
export async function lookUpWords(db: Db, words: readonly string[]): Promise<WordLookup[]> {
  if (words.length === 0) return [];
  const counts = words.map(
    (word, i) => sql`(select ${i}::int as i, l.lexeme is null as stop_word,
        coalesce((select sum(s.frequency) from search_terms s
          where s.lexeme = l.lexeme and s.kind = 'word'), 0)::int as frequency
      from (select (ts_lexize('english_stem', ${word}::text))[1] as lexeme) l)`,
  );
  const counted = await sql<{ i: number; stop_word: boolean; frequency: number }>`${sql.join(
    counts,
    sql` union all `,
  )}`.execute(db);
  const lookups: WordLookup[] = words.map((word) => ({
    word,
    frequency: 0,
    stopWord: false,
    candidates: [],
  }));
  for (const row of counted.rows) {
    lookups[row.i]!.frequency = row.frequency;
    lookups[row.i]!.stopWord = row.stop_word;
  }
  const rare = lookups.flatMap((l, i) =>
    !l.stopWord && l.frequency <= RARE_WORD_MAX_FREQUENCY ? [{ word: l.word, i }] : [],
  );
  if (rare.length === 0) return lookups;
  const similar = rare.map(
    ({
      word,
      i,
    }) => sql`(select ${i}::int as i, s.term, similarity(s.term, ${word}::text)::float8 as similarity,
        s.frequency
      from search_terms s
      where s.kind = 'word' and s.term % ${word}::text and s.term <> ${word}::text
      order by 3 desc, s.frequency desc, s.term
      limit ${SPELLING_CANDIDATES})`,
  );
  const found = await sql<{ i: number; term: string; similarity: number; frequency: number }>`${sql.join(
    similar,
    sql` union all `,
  )}`.execute(db);
  for (const row of found.rows) {
    lookups[row.i]!.candidates.push({ term: row.term, frequency: row.frequency, similarity: row.similarity });
  }
  return lookups;
}

/**
 * The people whose names are most trigram-similar to each window (lb_people_like, migration
 * 202611251100_people_like_function.sql: one index probe per window, planned once a session).
 */
export async function lookUpPeople(db: Db, windows: readonly PhraseWindow[]): Promise<PersonCandidate[]> {
  const texts = windows.slice(0, MAX_PERSON_WINDOWS).map((w) => w.text);
  if (texts.length === 0) return [];
  const result =
    await sql<PersonCandidate>`select * from lb_people_like(${texts}::text[], ${PERSON_CANDIDATES}::int)`.execute(
      db,
    );
  return result.rows;
}

/** Matches of a search, counted up to `limit` and no further (read as candidates.ts describes). */
export async function countUpTo(
  db: Db,
  site: SiteId,
  asked: SearchParameters,
  limit: number,
  configs?: readonly TextSearchConfig[],
  translate?: PhraseTranslator,
): Promise<number> {
  const [s] = (await prepareSearches(db, site, [asked], configs, translate)) as [PreparedSearch];
  const expected = (await plannerEstimate(db, whereClause(s, true, 'estimate'))) * phraseCorrelation(s);
  const columns = columnsOf<{ id: number; prior: number }>({ id: sql`a.id`, prior: sql`a.prior` });
  const read = await readInLayout(db, s, columns, limit, expected);
  return Math.min(read.rows.length, limit);
}
