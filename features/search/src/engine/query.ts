import type { SearchParameters, SiteId, TextSearchConfig } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';
import { filterWordShares } from './filter-tags';
import { type ConditionForm, searchConditions } from './filters';
import { type PhraseTranslator, parsePhrases, phraseRank } from './phrase';
import type { PreparedSearch } from './prepared-search';

/**
 * Searches ready for whereClause, in the order given: phrases parsed (phrase.ts) and the filter
 * words' shares known (filter-tags.ts: which filters the index matches).
 */
export async function prepareSearches(
  db: Db,
  site: SiteId,
  list: readonly SearchParameters[],
  configs?: readonly TextSearchConfig[],
  translate?: PhraseTranslator,
): Promise<PreparedSearch[]> {
  const [phrases, filterShares] = await Promise.all([
    parsePhrases(db, list, configs, translate),
    filterWordShares(db),
  ]);
  return list.map((params, i) => ({ params, site, phrase: phrases[i], filterShares }));
}

/**
 * The WHERE clause of a search: every parameter's condition, plus one picture per event when
 * grouped. `form`: written for an index read, or for a scan or walk checking each row (filters.ts).
 */
export function whereClause(
  s: PreparedSearch,
  withType: boolean,
  form: ConditionForm = 'index',
): RawBuilder<unknown> {
  const conditions = searchConditions(s, withType, 'a', form);
  if (s.params.groupbyevent) {
    conditions.push(sql`a.id in (select distinct on (coalesce(a.event_id, -a.id)) a.id from asset_search a
      where ${sql.join(searchConditions(s, withType), sql` and `)}
      order by coalesce(a.event_id, -a.id), a.prior desc, a.id)`);
  }
  return sql.join(conditions, sql` and `);
}

export function orderClause(s: PreparedSearch): RawBuilder<unknown> {
  const p = s.params;
  const date = p.family === 'editorial' ? sql`a.date_taken` : sql`a.uploaded_at`;
  switch (p.sortorder) {
    case 'newest':
      return sql`${date} desc, a.id desc`;
    case 'oldest':
      return sql`${date} asc, a.id asc`;
    case 'mostpopular':
      return sql`a.popularity desc, a.id desc`;
    default: {
      const rank = phraseRank(s);
      return rank ? sql`${bestScore(rank)} desc, a.id desc` : sql`a.prior desc, a.id desc`;
    }
  }
}

/**
 * "best": relevance blended with popularity and freshness. Adding logs multiplies the parts:
 * a title match (weight A) counts 2.5 times a keyword match (B), words of the phrase found
 * close together count more than far apart, and the stored prior (lb_search_prior) carries
 * popularity and recency. ts_rank, not ts_rank_cd: the same weights for less work (cover
 * density sorts every position of every word; README "Searching", bench/search.ts).
 */
export function bestScore(rank: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(ln(${rank} + 1e-6) + a.prior)`;
}
