import type { SearchParameters, SiteId } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type SearchOptions, type SearchResult, search } from './service';

/**
 * Searches run as read jobs (database.readJob): with PGlite in its thread, there, so the rows,
 * the facet counting and the shaping of the answer cost the server's thread nothing (README
 * "Serving many visitors at once"). Options cross by structured clone: plain values only.
 */
export const SEARCH_JOB = new URL('./search-job.ts', import.meta.url).href;

export type SearchJobOptions = Omit<SearchOptions, 'onSample'>;

/** Nothing; run once at start, so this module is loaded where searches run before the first visitor's. */
export function searchJobReady(): boolean {
  return true;
}

/** The search API's answer, as the JSON it is sent as, and its assets' ids (for the viewer's licences). */
export interface SearchAnswer {
  json: string;
  assetIds: number[];
}

export async function searchAnswer(
  db: Db,
  site: SiteId,
  params: SearchParameters,
  options: SearchJobOptions,
): Promise<SearchAnswer> {
  const result = await search(db, site, params, options);
  return { json: JSON.stringify(result), assetIds: result.assets.map((a) => a.id) };
}

/** The search page's results, for the page rendered on the server's thread. */
export function searchResult(
  db: Db,
  site: SiteId,
  params: SearchParameters,
  options: SearchJobOptions,
): Promise<SearchResult> {
  return search(db, site, params, options);
}

/** `answer` with the viewer's licences among its assets added last, as the object spread did before. */
export function withLicensed(json: string, licensed: Readonly<Record<string, number>> | undefined): string {
  if (!licensed || Object.keys(licensed).length === 0) return json;
  return `${json.slice(0, -1)},"licensed":${JSON.stringify(licensed)}}`;
}
