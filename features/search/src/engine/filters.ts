import { parseAssetId } from '@lightbox/core';
import { AGREEMENT_CODE_BY_PARAMETER } from '@lightbox/core/search';
import { type RawBuilder, sql } from 'kysely';
import {
  CHILD_AGES,
  COMPOSITION_ALSO_MATCHES,
  EDITORS_PICK_MIN_POPULARITY,
  ETHNICITY_ALSO_MATCHES,
  IMAGE_SIZE_MIN_PIXELS,
  nearestPaletteBucket,
  RECENCY_INTERVALS,
} from '../domain/filter-values';
import { type FilterTagChoice, indexedFilters } from './filter-tags';
import { assetIdOf, phraseQuery } from './phrase';
import type { PreparedSearch } from './prepared-search';
import { collapseStacks, STACK_LEAD, visualConditions } from './similar';

type Fragment = RawBuilder<unknown>;

const ids = (values: readonly string[]) =>
  values.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
const withAlsoMatching = (values: readonly string[], also: Partial<Record<string, readonly string[]>>) => [
  ...new Set(values.flatMap((v) => [v, ...(also[v] ?? [])])),
];
const textArray = (values: readonly string[]) => sql`${[...values]}::text[]`;

/**
 * How conditions are written: for an index to find the rows (`index`: the selective filters
 * as one match of lb_filter_tags, see filter-tags.ts), or for a scan or walk that checks each row
 * (`rows`: plain column comparisons; building the tags of every row scanned costs more than
 * it saves). `estimate` is `index` for the planner's estimates only: without collapsing
 * stacks, which hides a few percent of the matches and whose sub-select costs planning time
 * in every branch. See README "Measured figures behind the search engine".
 */
export type ConditionForm = 'index' | 'rows' | 'estimate';

/**
 * The conditions a search puts on assets (table alias `a`), one per parameter, all of which
 * must hold. `withType` is false for the per-type counts, which ignore the type.
 */
export function searchConditions(
  s: PreparedSearch,
  withType: boolean,
  alias = 'a',
  form: ConditionForm = 'index',
): Fragment[] {
  const p = s.params;
  const t = sql.raw(alias);
  // Nearly every asset is on both sites (site_only null): migration 202611280300_search_sites.sql.
  const c: Fragment[] = [
    sql`${t}.withdrawn_at is null`,
    sql`(${t}.site_only is null or ${t}.site_only = ${s.site})`,
  ];
  if (withType && p.assettype) c.push(sql`${t}.asset_type = ${p.assettype}`);
  const indexed = form === 'rows' ? undefined : indexedFilters(p, s.filterShares);
  if (indexed?.query) {
    c.push(
      sql`lb_filter_tags(${t}.family, ${t}.orientation, ${t}.number_of_people, ${t}.media_type) @@ ${indexed.query}::tsquery`,
    );
  }
  const onRows = (filter: keyof FilterTagChoice) => !indexed?.filters.has(filter);
  if (p.family && p.family !== 'creative,editorial' && onRows('family'))
    c.push(sql`${t}.family = ${p.family}`);
  if (p.mediatype && onRows('mediatype')) c.push(sql`${t}.media_type = ${p.mediatype}`);
  if (p.orientations?.length && onRows('orientations')) {
    c.push(sql`${t}.orientation = any(${textArray(p.orientations)})`);
  }
  if (p.numberofpeople?.length && onRows('numberofpeople')) {
    c.push(sql`${t}.number_of_people = any(${textArray(p.numberofpeople)})`);
  }
  if (p.editorialproducts) c.push(sql`${t}.editorial_products @> array[${p.editorialproducts}]::text[]`);
  if (p.assetfiletype) c.push(sql`${t}.asset_file_type = ${p.assetfiletype}`);

  const assetId = assetIdOf(p);
  if (assetId !== undefined) c.push(sql`${t}.id = ${parseAssetId(assetId) ?? 0}`);
  const phrase = phraseQuery(s);
  if (phrase) c.push(sql`${t}.document @@ ${phrase}`);
  if (p.clarifications) c.push(sql`${t}.document @@ plainto_tsquery('lb_english', ${p.clarifications})`);

  if (p.license) c.push(sql`${t}.license_type = any(${textArray(p.license.split(','))})`);
  if (p.excludenudity) c.push(sql`not ${t}.has_nudity`);
  if (p.bwonly) c.push(sql`'black_and_white' = any(${t}.moods)`);
  if (p._colorindex) c.push(sql`${nearestPaletteBucket(p._colorindex)} = any(${t}.palette)`);
  if (p.offlinecontent !== 'include') c.push(sql`not ${t}.is_offline`);
  if (p.embeddable) c.push(sql`${t}.embeddable`);
  if (p.istockexclusive) c.push(sql`${t}.exclusive`);
  if (p.alloweduse === 'availableforalluses')
    c.push(sql`${t}.family = 'creative' and ${t}.release_status = 'released'`);
  if (p.releasestatus === 'fully_released') c.push(sql`${t}.release_status = 'released'`);

  if (p.videodurationmin) c.push(sql`${t}.duration_seconds >= ${Number(p.videodurationmin)}`);
  if (p.videodurationmax) c.push(sql`${t}.duration_seconds <= ${Number(p.videodurationmax)}`);
  if (p.filmdefinition?.length) c.push(sql`${t}.film_definition = any(${textArray(p.filmdefinition)})`);
  if (p.framerate?.length)
    c.push(sql`${t}.frame_rate::numeric(6,2) = any(${p.framerate.map(Number)}::numeric(6,2)[])`);
  if (p.imagetechnique?.length) c.push(sql`${t}.image_techniques && ${textArray(p.imagetechnique)}`);
  if (p.viewpoint?.length) c.push(sql`${t}.viewpoints && ${textArray(p.viewpoint)}`);

  if (p.imagesize)
    c.push(sql`${t}.width::bigint * ${t}.height >= ${IMAGE_SIZE_MIN_PIXELS[p.imagesize] ?? 0}`);
  if (p.ageofpeople?.length) {
    const adultsOnly = p.ageofpeople.includes('adults_only');
    const ages = p.ageofpeople.filter((a) => a !== 'adults_only');
    if (ages.length) c.push(sql`${t}.age_of_people && ${textArray(ages)}`);
    if (adultsOnly)
      c.push(sql`${t}.number_of_people <> 'none' and not ${t}.age_of_people && ${textArray(CHILD_AGES)}`);
  }
  if (p.ethnicity?.length)
    c.push(sql`${t}.ethnicity && ${textArray(withAlsoMatching(p.ethnicity, ETHNICITY_ALSO_MATCHES))}`);
  if (p.compositions?.length)
    c.push(
      sql`${t}.compositions && ${textArray(withAlsoMatching(p.compositions, COMPOSITION_ALSO_MATCHES))}`,
    );
  if (p.mood) c.push(sql`${p.mood} = any(${t}.moods)`);

  if (p.collections?.length) c.push(sql`${t}.collection_code = any(${textArray(p.collections)})`);
  if (p.editorialsources?.length) c.push(sql`${t}.collection_code = any(${textArray(p.editorialsources)})`);
  if (p.contributor) c.push(sql`${t}.contributor ilike ${`%${p.contributor.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (p.artistexact) c.push(sql`${t}.contributor = ${p.artistexact}`);
  if (p.specificpeople?.length) {
    c.push(
      sql`exists (select 1 from unnest(${t}.specific_people) sp where lb_slug(sp) = any(${textArray(p.specificpeople)}))`,
    );
  }
  if (p.locations?.length) {
    c.push(
      sql`exists (select 1 from unnest(${t}.locations) l where lb_slug(l) = any(${textArray(p.locations)}))`,
    );
  }

  const agreementCodes = (
    Object.keys(AGREEMENT_CODE_BY_PARAMETER) as Array<keyof typeof AGREEMENT_CODE_BY_PARAMETER>
  )
    .filter((name) => p[name])
    .map((name) => AGREEMENT_CODE_BY_PARAMETER[name]);
  if (agreementCodes.length) c.push(sql`${t}.agreements @> ${textArray(agreementCodes)}`);
  if (p.agreements?.length) c.push(sql`${t}.agreements && ${textArray(p.agreements)}`);

  if (p.events?.length) c.push(sql`${t}.event_id = any(${ids(p.events)}::int[])`);
  if (p.eventid) c.push(sql`${t}.event_id = ${Number(p.eventid) || 0}`);
  if (p.parenteventid) {
    const parent = Number(p.parenteventid) || 0;
    c.push(
      sql`${t}.event_id in (select e.id from events e where e.id = ${parent} or e.parent_id = ${parent})`,
    );
  }
  if (p.recency && RECENCY_INTERVALS[p.recency]) {
    c.push(sql`${t}.date_taken >= now() - ${RECENCY_INTERVALS[p.recency]}::interval`);
  }
  if (p.recency === 'daterange') {
    if (p.begindate) c.push(sql`${t}.date_taken >= ${p.begindate}::date`);
    if (p.enddate) c.push(sql`${t}.date_taken < ${p.enddate}::date + 1`);
  }
  if (p.recommendconfig === 'recommendonly') c.push(sql`${t}.popularity >= ${EDITORS_PICK_MIN_POPULARITY}`);

  if (p.curatedset) {
    c.push(sql`${t}.id in (select m.asset_id from curated_set_assets m join curated_sets s on s.id = m.set_id
      where s.slug = ${p.curatedset} or s.id::text = ${p.curatedset})`);
  }
  if (p.recentlyviewed) c.push(sql`${t}.id = any(${ids(p.recentlyviewed.split(/[,\s]+/))}::int[])`);
  if (p.morelikethis)
    c.push(sql`${t}.id <> ${Number(p.morelikethis) || 0} and ${moreLikeThis(p.morelikethis, t)}`);
  c.push(...visualConditions(p, t));
  if (alias === 'a' && form !== 'estimate') {
    // Each lead is looked up by its stack and checked as a row.
    const collapsed = collapseStacks(p, searchConditions(s, withType, STACK_LEAD, 'rows'));
    if (collapsed) c.push(collapsed);
  }
  return c;
}

/** Assets sharing keywords with the given asset (its first six, the ones that describe it best). */
function moreLikeThis(id: string, t: Fragment): Fragment {
  return sql`${t}.document @@ (
    select websearch_to_tsquery(lb_text_config(s.metadata_language), array_to_string(
      array(select '"' || replace(k, '"', '') || '"' from unnest(s.keywords[1:6]) k), ' or '))
    from assets s where s.id = ${Number(id) || 0})`;
}
