import type { SearchParameters, SiteId } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';
import {
  RELATED_CANDIDATES,
  RELATED_MIN_MATCHES,
  RELATED_PREVIEW_SIZE,
  RELATED_SAMPLE,
  type RelatedCandidate,
} from '../domain/related-rules';
import type { AssetCardRow } from '../repository';
import {
  columnsOf,
  isDense,
  layoutPart,
  readInLayout,
  readRows,
  recentPart,
  searchLayout,
  topPages,
  withPlan,
} from './candidates';
import { readCards } from './cards';
import type { PhraseTranslator } from './phrase';
import { BITMAPS_ONLY, WALKS_ONLY } from './planner';
import { unprepared } from './prepared-search';
import { prepareSearches, whereClause } from './query';

/**
 * The SQL of related searches: keyword counts over a bounded sample of a search's most popular
 * matches, and a few thumbnails per related search. Decisions are in related-rules.ts.
 */

export interface RelatedCandidates {
  /** Live assets in the catalogue (the term dictionary's count). */
  catalogueSize: number;
  candidates: RelatedCandidate[];
}

export async function relatedCandidates(
  db: Db,
  site: SiteId,
  p: SearchParameters,
  phrase: string,
  sampleIds?: readonly number[],
): Promise<RelatedCandidates> {
  const top = sampleIds
    ? sql`${[...sampleIds.slice(0, RELATED_SAMPLE)]}::int[]`
    : sql`array(select a.id from asset_search a where ${whereClause(unprepared(p, site), true)}
      order by a.prior desc, a.id desc limit ${RELATED_SAMPLE})`;
  // The sample is the search's own candidates when it read them, else chosen on the narrow
  // search table by the prior, as best match does. Its keywords are counted as numbers
  // (migrations 202611231100_keyword_numbers.sql, 202611231300_related_candidates_function.sql);
  // only the most frequent are named, and never one too rare in the sample to be offered
  // (rankRelatedTerms would drop it).
  const result = await sql<RelatedCandidate & { catalogue_size: number | null }>`select * from
    lb_related_candidates(${top}, ${phrase}::text, ${RELATED_MIN_MATCHES}::int, ${RELATED_CANDIDATES}::int)`.execute(
    db,
  );
  const catalogueSize = result.rows[0]?.catalogue_size ?? 0;
  return {
    catalogueSize,
    candidates: result.rows.map(({ keyword, matches, frequency, ownWords }) => ({
      keyword,
      matches,
      frequency,
      ownWords,
    })),
  };
}

/** Live assets per keyword (the term dictionary), keyed by the keyword as given. */
export async function keywordFrequencies(db: Db, keywords: readonly string[]): Promise<Map<string, number>> {
  if (keywords.length === 0) return new Map();
  const result = await sql<{ term: string; frequency: number }>`select term, frequency from search_terms
    where kind = 'keyword' and term = any(${keywords.map((k) => k.trim().toLowerCase())}::text[])`.execute(
    db,
  );
  const byTerm = new Map(result.rows.map((r) => [r.term, r.frequency]));
  return new Map(keywords.map((k) => [k, byTerm.get(k.trim().toLowerCase()) ?? 0]));
}

/**
 * The few matches with the highest prior of each search, in the order given: the first of
 * each in the top of the search layout (one statement for all of them), the rare search with
 * fewer there read on its own over the whole table (candidates.ts).
 */
export async function previewAssets(
  db: Db,
  site: SiteId,
  asked: ReadonlyArray<{ term: string; parameters: SearchParameters; expected: number }>,
  translate?: PhraseTranslator,
): Promise<Map<string, AssetCardRow[]>> {
  const out = new Map<string, AssetCardRow[]>(asked.map((s) => [s.term, []]));
  if (asked.length === 0) return out;
  const parsed = await prepareSearches(
    db,
    site,
    asked.map((s) => s.parameters),
    undefined,
    translate,
  );
  const searches = asked.map((s, i) => ({ term: s.term, search: parsed[i]! }));
  const layout = await searchLayout(db);
  const top = topPages(layout);
  const size = RELATED_PREVIEW_SIZE;
  type Found = { n: number; id: number; prior: number };
  const found: Found[][] = searches.map(() => []);
  const columns = (i: number) => columnsOf<Found>({ n: sql`${i}::int`, id: sql`a.id`, prior: sql`a.prior` });
  const union = (parts: RawBuilder<unknown>[]) => sql<Found>`${sql.join(parts, sql` union all `)}`;
  // Each from the top of the layout when that should hold enough of it, else through the indexes.
  const dense = searches.map((_, i) => isDense(layout, asked[i]!.expected, size));
  const read = (wanted: boolean) => {
    const parts = searches.flatMap((s, i) =>
      dense[i] === wanted
        ? [sql`(${layoutPart(s.search, columns(i), size, wanted ? { from: 0, to: top } : undefined)})`]
        : [],
    );
    return parts.length === 0
      ? []
      : withPlan(db, wanted ? WALKS_ONLY : BITMAPS_ONLY, union(parts), ['n', 'id', 'prior']);
  };
  const [fromTop, fromIndexes, recent] = await Promise.all([
    read(true),
    read(false),
    readRows(db, union(searches.map((s, i) => sql`(${recentPart(s.search, columns(i), size, layout)})`)), [
      'n',
      'id',
      'prior',
    ]),
  ]);
  const inLayout = [...fromTop, ...fromIndexes];
  for (const r of [...inLayout, ...recent]) found[r.n]!.push(r);
  // A search with fewer in the top than a preview shows is read over the whole table.
  const counted = inLayout.reduce((m, r) => m.set(r.n, (m.get(r.n) ?? 0) + 1), new Map<number, number>());
  await Promise.all(
    searches.map(async (s, i) => {
      if (!dense[i] || top >= layout.pages || (counted.get(i) ?? 0) >= size) return;
      const read = await readInLayout<Found>(db, s.search, columns(i), size, 0);
      found[i] = read.rows;
    }),
  );
  const best = found.map((rows) => {
    const seen = new Set<number>();
    return [...rows]
      .sort((x, y) => y.prior - x.prior || y.id - x.id)
      .filter((r) => !seen.has(r.id) && seen.add(r.id) !== undefined)
      .slice(0, size);
  });
  const ids = [...new Set(best.flat().map((r) => r.id))];
  if (ids.length === 0) return out;
  const byId = new Map((await readCards(db, ids)).map((c) => [c.id, c]));
  searches.forEach((s, i) => {
    out.set(
      s.term,
      best[i]!.flatMap((r) => byId.get(r.id) ?? []),
    );
  });
  return out;
}
