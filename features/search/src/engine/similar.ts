import { dhashDistance, dhashWithin } from '@lightbox/catalogue';
import { parseAssetId } from '@lightbox/core';
import type { SearchParameters } from '@lightbox/core/search';
import { type RawBuilder, sql } from 'kysely';
import { assetIdOf } from './phrase';

/**
 * Visual search: `searchbyimage` (an asset id, or the id of a picture a visitor uploaded),
 * `imageurl` (this site's own /media/{id}/… addresses) and `stackid` (a stack of
 * near-duplicates), and the collapsing of stacks to one picture in every other search.
 * Conditions use the table alias `a`, like filters.ts.
 */

type Fragment = RawBuilder<unknown>;

/**
 * Search by image shows pictures whose hashes are within this many bits of the query's. A
 * resized, recompressed copy lands within about 10 bits of its original; unrelated demo
 * pictures are typically 12 or more apart. Band lookups find every hash this close (radius 2).
 */
export const SIMILAR_MAX_DISTANCE = 10;

/**
 * Band radius of the lookup behind search by image: 2, complete up to 11 bits, so every
 * picture within SIMILAR_MAX_DISTANCE is found. Radius 1 (complete to 7 bits) visits about four
 * times fewer rows, but missed a 250 px copy of a demo picture that lands exactly 10 bits away.
 */
export const SIMILAR_BAND_RADIUS = 2;

/** Uploaded pictures are named 'q' and 22 base64url characters (128 random bits). */
export const IMAGE_QUERY_ID = /^q[A-Za-z0-9_-]{22}$/;

export type ImageProbe =
  | { kind: 'asset'; id: number }
  | { kind: 'upload'; id: string }
  /** A value that can name no picture: nothing matches. */
  | { kind: 'none' };

/** Search by image accepts this site's own media addresses: /media/{id}/… */
export function assetIdFromImageUrl(url: string | undefined): number | undefined {
  const match = url ? /^(?:https?:\/\/[^/]+)?\/media\/(\d{6,10})\//.exec(url) : null;
  return match ? parseAssetId(Number(match[1])) : undefined;
}

/** The picture a search compares with, if it is a search by image. */
export function imageProbeOf(p: SearchParameters): ImageProbe | undefined {
  const value = p.searchbyimage;
  if (value !== undefined) {
    const id = /^\d{1,10}$/.test(value) ? parseAssetId(Number(value)) : undefined;
    if (id !== undefined) return { kind: 'asset', id };
    return IMAGE_QUERY_ID.test(value) ? { kind: 'upload', id: value } : { kind: 'none' };
  }
  if (p.imageurl === undefined) return undefined;
  const id = assetIdFromImageUrl(p.imageurl);
  return id === undefined ? { kind: 'none' } : { kind: 'asset', id };
}

function probeColumn(
  probe: Exclude<ImageProbe, { kind: 'none' }>,
  column: 'dhash' | 'dominant_color',
): Fragment {
  return probe.kind === 'asset'
    ? sql`(select s.${sql.ref(column)} from assets s where s.id = ${probe.id})`
    : sql`(select q.${sql.ref(column)} from image_queries q where q.id = ${probe.id})`;
}

/** The conditions of stackid, searchbyimage and imageurl. */
export function visualConditions(p: SearchParameters, t: Fragment = sql.raw('a')): Fragment[] {
  const c: Fragment[] = [];
  if (p.stackid) {
    const id = (/^\d{1,10}$/.test(p.stackid) && parseAssetId(Number(p.stackid))) || 0;
    // Any member's id names its stack; a picture without near-duplicates is a stack of one.
    c.push(sql`(${t}.id = ${id} or ${t}.stack_id = (select s.stack_id from assets s where s.id = ${id}))`);
  }
  const probe = imageProbeOf(p);
  if (probe?.kind === 'none') c.push(sql`false`);
  else if (probe) {
    // The near hashes on their own first (band indexes, then the bit count), so the planner
    // joins the few candidates to the other conditions instead of intersecting scope indexes.
    // An asset not measured yet still finds itself.
    const itself = probe.kind === 'asset' ? sql` union all select ${probe.id}` : sql``;
    const within = dhashWithin('c', probeColumn(probe, 'dhash'), SIMILAR_MAX_DISTANCE, {
      radius: SIMILAR_BAND_RADIUS,
    });
    c.push(sql`${t}.id in (select c.id from assets c where ${within}${itself})`);
  }
  return c;
}

/**
 * "Best match" for a search by image: nearest hash first, then nearest dominant colour, then
 * the more popular. Undefined for other searches and other sort orders.
 */
export function visualOrder(p: SearchParameters): Fragment | undefined {
  const probe = imageProbeOf(p);
  if (!probe || probe.kind === 'none' || (p.sortorder ?? 'best') !== 'best') return undefined;
  return sql`${dhashDistance('a', probeColumn(probe, 'dhash'))} nulls first,
    lb_color_distance(a.dominant_color, ${probeColumn(probe, 'dominant_color')}) nulls last,
    a.popularity desc, a.id`;
}

/**
 * One picture per stack: its lead. When a filter leaves the lead out, the stack's matching
 * pictures show instead, so collapsing never hides a match. Not applied where the visitor
 * asked for particular pictures (a stack, an asset id, recently viewed, a curated set).
 * `leadConditions` are the search's conditions on the lead (alias STACK_LEAD). They are
 * evaluated on the lead's row, found by its stack, rather than searched for: as a WHERE they
 * make the planner cost every index for them (README, "Measured figures behind the search engine").
 */
// A scalar subquery in an OR runs only for the rows that are not a lead.
export function collapseStacks(
  p: SearchParameters,
  leadConditions: readonly Fragment[],
): Fragment | undefined {
  if (p.stackid || p.recentlyviewed || p.curatedset || assetIdOf(p) !== undefined) return undefined;
  const lead = sql.raw(STACK_LEAD);
  return sql`(a.is_stack_lead or not coalesce((
    select bool_or(${sql.join([...leadConditions], sql` and `)}) from asset_search ${lead}
    where ${lead}.stack_id = a.stack_id and ${lead}.is_stack_lead), false))`;
}

/** The alias of a stack's lead in collapseStacks. */
export const STACK_LEAD = 'stack_lead';
