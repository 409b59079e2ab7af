import type { SearchParameters, SiteId } from '@lightbox/core/search';
import type { FilterWordShares } from './filter-tags';
import type { ParsedPhrase } from './phrase';

/**
 * A search as the SQL builders take it (whereClause and the reads built on it): its
 * parameters, plus what is looked up once per search and then written into every statement
 * (query.ts prepareSearches): the phrase parsed to a tsquery constant (phrase.ts), and the
 * filter words' shares that decide which filters the index matches (filter-tags.ts).
 */
export interface PreparedSearch {
  readonly params: SearchParameters;
  /** The storefront searched: only assets offered on it match (assets.sites). */
  readonly site: SiteId;
  /** Undefined when there is no phrase to parse or it was not parsed: each statement parses it. */
  readonly phrase: ParsedPhrase | undefined;
  /** Undefined before the first ANALYZE or when not looked up: every chosen filter goes to the index. */
  readonly filterShares: FilterWordShares | undefined;
}

/** The parameters as they are, nothing looked up: each statement parses the phrase itself. Pure. */
export function unprepared(params: SearchParameters, site: SiteId): PreparedSearch {
  return { params, site, phrase: undefined, filterShares: undefined };
}
