import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { Landing } from './landings';

/** The kinds of row a landing can show (see migrations/202611280400_landing_rows.sql). */
export const ROW_KINDS = ['biggest_collections', 'collection', 'curated_set'] as const;
export type RowKind = (typeof ROW_KINDS)[number];

/** One written-down row of a landing, in the order the page shows them. */
export interface LandingRow {
  id: number;
  position: number;
  kind: RowKind;
  collectionCount: number | null;
  collectionCode: string | null;
  setSlug: string | null;
  title: string | null;
}

/**
 * A landing's rows, read on every request (the landing pages keep no cache), so a change made in
 * the console shows on the next page load in every application process.
 */
export async function landingRows(db: Db, landing: Pick<Landing, 'site' | 'key'>): Promise<LandingRow[]> {
  const { rows } = await sql<LandingRow>`select id, position, kind,
      collection_count as "collectionCount", collection_code as "collectionCode",
      set_slug as "setSlug", title
    from landing_rows where site = ${landing.site} and landing_key = ${landing.key}
    order by position, id`.execute(db);
  return rows;
}
