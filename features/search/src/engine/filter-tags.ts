import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';

/**
 * The filters kept as words beside the search's words in one GIN index (migration
 * 202611241000_search_filter_tags.sql, function lb_filter_tags): family, orientation, number of
 * people and media type, each word `<name>=<value>`. An index scan intersects them with the
 * phrase's words, so only rows passing them are read.
 */
export interface FilterTagChoice {
  family?: string;
  orientations?: readonly string[];
  numberofpeople?: readonly string[];
  mediatype?: string;
}

/** Share of the catalogue carrying each filter word (the planner's statistics), when known. */
export type FilterWordShares = ReadonlyMap<string, number>;

/**
 * Filters are matched in the index only when together they let through at most this share of
 * the catalogue; otherwise all are compared on the rows the phrase finds. The index builds the
 * whole intersection before the first row is read, and a page holding several matches is read
 * once either way, so weak filters cost their long word lists for little, and selective ones
 * together save visits (README "Measured figures behind the search engine", bench/search.ts).
 */
export const FILTER_WORDS_MAX_SHARE = 0.3;

/** A tsquery lexeme, quoted (its quotes and backslashes escaped as tsquery input wants). */
function lexeme(word: string): string {
  return `'${word.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/** The chosen filters, each as the words any one of which lets an asset through. Pure. */
export function filterWordGroups(
  p: FilterTagChoice,
): Array<{ filter: keyof FilterTagChoice; words: string[] }> {
  const groups: Array<{ filter: keyof FilterTagChoice; words: string[] }> = [];
  const add = (filter: keyof FilterTagChoice, name: string, values: readonly string[]) =>
    groups.push({ filter, words: [...new Set(values)].map((v) => `${name}=${v}`) });
  if (p.family && p.family !== 'creative,editorial') add('family', 'family', [p.family]);
  if (p.orientations?.length) add('orientations', 'orientation', p.orientations);
  if (p.numberofpeople?.length) add('numberofpeople', 'people', p.numberofpeople);
  if (p.mediatype) add('mediatype', 'media', [p.mediatype]);
  return groups;
}

/**
 * The filters to match in the index: all chosen ones when together they let through at most
 * FILTER_WORDS_MAX_SHARE of the catalogue (the shares taken as independent) or the shares are
 * unknown, else none. As a tsquery over lb_filter_tags: each filter one of its values, every
 * filter at once. Pure.
 */
export function indexedFilters(
  p: FilterTagChoice,
  shares: FilterWordShares | undefined,
): { query: string | undefined; filters: ReadonlySet<keyof FilterTagChoice> } {
  const groups = filterWordGroups(p);
  const share = (words: readonly string[]) =>
    Math.min(
      1,
      words.reduce((sum, w) => sum + (shares?.get(w) ?? 0), 0),
    );
  const together = groups.reduce((product, g) => product * share(g.words), 1);
  if (groups.length === 0 || (shares && together > FILTER_WORDS_MAX_SHARE)) {
    return { query: undefined, filters: new Set() };
  }
  const parts = groups.map((g) =>
    g.words.length === 1 ? lexeme(g.words[0]!) : `(${g.words.map(lexeme).join(' | ')})`,
  );
  return { query: parts.join(' & '), filters: new Set(groups.map((g) => g.filter)) };
}

const SHARES_TTL_MS = 10 * 60 * 1000;
const sharesOf = new WeakMap<Db, { at: number; shares: FilterWordShares | undefined }>();

/**
 * The filter words' shares from the statistics on lb_filter_tags (asset_search_filter_tags_stats,
 * refreshed by ANALYZE); undefined before the first ANALYZE. Re-read every SHARES_TTL_MS.
 */
export async function filterWordShares(db: Db): Promise<FilterWordShares | undefined> {
  const cached = sharesOf.get(db);
  if (cached && Date.now() - cached.at < SHARES_TTL_MS) return cached.shares;
  const result = await sql<{ word: string; share: number }>`select e.word, e.share from pg_stats_ext_exprs s,
      unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(word, share)
    where s.statistics_name = 'asset_search_filter_tags_stats' and e.word is not null`.execute(db);
  const shares = result.rows.length ? new Map(result.rows.map((r) => [r.word, Number(r.share)])) : undefined;
  sharesOf.set(db, { at: Date.now(), shares });
  return shares;
}
