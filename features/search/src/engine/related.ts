import type { SearchParameters } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { AssetCardRow } from '../repository';
import { whereClause } from './query';
import {
  RELATED_CANDIDATES,
  RELATED_PREVIEW_SIZE,
  RELATED_SAMPLE,
  type RelatedCandidate,
} from './related-rules';

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
  p: SearchParameters,
  phrase: string,
  sampleIds?: readonly number[],
): Promise<RelatedCandidates> {
  const top = sampleIds
    ? sql`select unnest(${[...sampleIds.slice(0, RELATED_SAMPLE)]}::int[]) as id`
    : sql`select a.id from asset_search a where ${whereClause(p, true)}
      order by a.prior desc, a.id desc limit ${RELATED_SAMPLE}`;
  // The sample is the search's own candidates when it read them, else chosen on the narrow
  // search table by the prior, as best match does; only its rows are read from the wide table.
  const result = await sql<
    RelatedCandidate & { catalogue_size: number | null }
  >`with top as materialized (${top}),
    sample as (select d.keywords from top join assets d on d.id = top.id),
    counted as (
      select lower(btrim(k)) as term, min(btrim(k)) as keyword, count(*)::int as matches
      from sample, unnest(sample.keywords) k
      where btrim(k) <> ''
      group by 1 order by matches desc, term limit ${RELATED_CANDIDATES}
    )
    select c.keyword, c.matches,
      coalesce((select t.frequency from search_terms t where t.kind = 'keyword' and t.term = c.term),
        c.matches) as frequency,
      tsvector_to_array(to_tsvector('lb_english', c.keyword))
        <@ tsvector_to_array(to_tsvector('lb_english', ${phrase})) as "ownWords",
      (select frequency from search_terms where kind = 'catalogue' and term = '') as catalogue_size
    from counted c
    order by c.matches desc, c.term`.execute(db);
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

// The columns presentCard reads (AssetCardRow).
const CARD_COLUMNS = sql`d.id, d.title, d.short_title, d.asset_type, d.family, d.license_type, d.width, d.height,
  d.duration_seconds, d.is_offline`;

/** The few matches with the highest prior of each search, in the order given. */
export async function previewAssets(
  db: Db,
  searches: ReadonlyArray<{ term: string; parameters: SearchParameters }>,
): Promise<Map<string, AssetCardRow[]>> {
  const out = new Map<string, AssetCardRow[]>(searches.map((s) => [s.term, []]));
  if (searches.length === 0) return out;
  const parts = searches.map(
    (
      s,
      i,
    ) => sql`(select ${i}::int as n, a.prior, a.id from asset_search a where ${whereClause(s.parameters, true)}
      order by a.prior desc, a.id desc limit ${RELATED_PREVIEW_SIZE})`,
  );
  const result = await sql<AssetCardRow & { n: number; prior: number }>`select p.n, p.prior, ${CARD_COLUMNS}
    from (${sql.join(parts, sql` union all `)}) p join assets d on d.id = p.id
    order by p.n, p.prior desc, p.id desc`.execute(db);
  for (const { n, prior: _, ...row } of result.rows) out.get(searches[n]!.term)?.push(row);
  return out;
}
