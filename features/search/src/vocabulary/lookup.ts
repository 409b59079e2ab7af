import type { LocaleCode } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import { keyRuns, stemRuns, type TermHit } from '../domain/concept-match';
import type { QueryWord } from '../domain/query-text';

/** The vocabulary's SQL: look-ups by key (indexed), by stem, by similarity, and preferred terms. */

/**
 * Each word's stem in `dict` (null for a stop word), or nothing when the locale has no
 * dictionary. Keys are stemmed as the import stems them (lb_stem_key), folded accents and all.
 */
export async function stemsOf(
  db: Db,
  dict: string | undefined,
  words: readonly QueryWord[],
): Promise<Array<string | null | undefined>> {
  if (!dict || words.length === 0) return words.map(() => undefined);
  const result = await sql<{ n: number; lexemes: string[] | null }>`select t.n::int as n,
      ts_lexize(${dict}::regdictionary, t.w) as lexemes
    from unnest(${words.map((w) => w.key)}::text[]) with ordinality as t(w, n)`.execute(db);
  const stems: Array<string | null | undefined> = words.map((w) => w.key);
  for (const row of result.rows) {
    const lexemes = row.lexemes;
    // An empty list is a stop word; no list at all, a word the dictionary does not judge.
    stems[row.n - 1] = lexemes === null ? words[row.n - 1]!.key : (lexemes[0] ?? null);
  }
  return stems;
}

/** The locale's terms whose key is a run of the words' keys, or whose stem key a run of stems. */
export async function termHits(
  db: Db,
  locale: LocaleCode,
  words: readonly QueryWord[],
  stems: ReadonlyArray<string | null | undefined>,
): Promise<TermHit[]> {
  const runs = keyRuns(words.map((w) => w.key));
  if (runs.length === 0) return [];
  const stemmed = stems.every((s) => s !== undefined) ? stemRuns(stems as ReadonlyArray<string | null>) : [];
  const result = await sql<TermHit>`select concept, match_key as key, position::int as position, true as exact
      from search_concept_terms where locale = ${locale} and match_key = any(${runs}::text[])
    union all
    select concept, stem_key, position::int, false
      from search_concept_terms where locale = ${locale} and stem_key = any(${stemmed}::text[])`.execute(db);
  return result.rows;
}

/** Each concept's preferred term in the locale (the operator's before the shipped one). */
export async function preferredTerms(
  db: Db,
  locale: LocaleCode,
  concepts: readonly string[],
): Promise<Map<string, string>> {
  if (concepts.length === 0) return new Map();
  const result = await sql<{ concept: string; term: string }>`select distinct on (concept) concept, term
    from search_concept_terms where locale = ${locale} and concept = any(${[...concepts]}::text[])
    order by concept, source = 'operator' desc, position`.execute(db);
  return new Map(result.rows.map((r) => [r.concept, r.term]));
}

/** A term of the locale close in spelling to a word: what "did you mean" offers. */
export interface CloseTerm {
  key: string;
  term: string;
  similarity: number;
}

/** Terms most similar to a word: candidates only, correction-rules.ts decides. */
export const CLOSE_TERM_CANDIDATES = 5;

/** The locale's terms most trigram-similar to each key (pg_trgm's threshold, 0.3). */
export async function closeTerms(
  db: Db,
  locale: LocaleCode,
  keys: readonly string[],
): Promise<Map<string, CloseTerm[]>> {
  const found = new Map<string, CloseTerm[]>();
  if (keys.length === 0) return found;
  const parts = keys.map(
    (
      key,
      i,
    ) => sql`(select ${i}::int as i, t.match_key as key, t.term, similarity(t.match_key, ${key}::text)::float8 as similarity
      from search_concept_terms t
      where t.locale = ${locale} and t.match_key % ${key}::text and t.match_key <> ${key}::text
      order by 4 desc, t.position, t.term limit ${CLOSE_TERM_CANDIDATES})`,
  );
  const result = await sql<CloseTerm & { i: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  for (const { i, ...row } of result.rows) found.set(keys[i]!, [...(found.get(keys[i]!) ?? []), row]);
  return found;
}
