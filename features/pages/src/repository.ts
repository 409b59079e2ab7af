import type { Site } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';

/** sitemap.xml holds at most 50,000 addresses (sitemaps.org); the pages above take a few. */
export const SITEMAP_ASSETS_MAX = 49_000;

/**
 * The assets a search engine may index on this site, most popular first: their detail pages go in
 * its sitemap.xml (an asset offered on the other site only has no detail page here).
 */
export async function listedAssetIds(
  db: Db,
  site: Site,
  limit: number = SITEMAP_ASSETS_MAX,
): Promise<number[]> {
  const result = await sql<{ id: number }>`select id from assets where withdrawn_at is null
    and ${site} = any(sites) order by popularity desc, id limit ${limit}`.execute(db);
  return result.rows.map((r) => Number(r.id));
}
