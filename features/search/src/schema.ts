import { fileURLToPath } from 'node:url';
import type { ColumnType } from 'kysely';

/**
 * The search feature's schema: the search table `asset_search` and the trigger that keeps it in
 * step with assets, the term dictionary, keyword numbers, filter tags and the SQL functions of
 * the engine. Files keep the names they had in the catalogue's folder, so a database migrated
 * before they moved here finds them applied (migrations are recorded by file name).
 *
 * Two older migrations that mix catalogue and search objects stay in the catalogue's folder:
 * 202611221100_visual_search.sql (assets' hash bands and stacks beside image_queries) and
 * 202611230900_metadata_language.sql (assets.metadata_language beside the text configurations).
 */

/** Absolute path of this feature's migrations folder. */
export const searchMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/** Pictures visitors searched with (search by image), purged after a day. */
export type ImageQueriesTable = {
  id: string;
  dhash: ColumnType<string | number, string, string>;
  dominant_color: string;
  width: number;
  height: number;
  thumb: Buffer;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};
