import type { Db } from '@lightbox/platform';
import { type Kysely, sql } from 'kysely';
import type { GeneratedAsset } from './generate/assets';
import type { GeneratedEvent } from './generate/events';
import type { ImageAnalysis } from './render/analyse';
import type { RenderSource } from './render/index';
import type { CatalogueTables } from './schema';
import { assignStack } from './stacks';

/** All of the catalogue's SQL. */

type CatalogueDb = Kysely<CatalogueTables>;

export function catalogueDb(db: Db): CatalogueDb {
  return db.withTables<CatalogueTables>();
}

export async function countAssets(db: Db): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from assets`.execute(db);
  return r.rows[0]?.n ?? 0;
}

export async function insertEvents(db: Db, events: readonly GeneratedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const col = <K extends keyof GeneratedEvent>(k: K) => events.map((e) => e[k]);
  await sql`insert into events (id, parent_id, name, editorial_product, begins_on, ends_on, location, country_code)
    select * from unnest(${col('id')}::int[], ${col('parent_id')}::int[], ${col('name')}::text[],
      ${col('editorial_product')}::text[], ${col('begins_on')}::date[], ${col('ends_on')}::date[],
      ${col('location')}::text[], ${col('country_code')}::text[])
    on conflict (id) do nothing`.execute(db);
}

/** A PostgreSQL array literal, so arrays of arrays can travel as one text[] parameter. */
export function pgArrayLiteral(values: readonly string[]): string {
  if (values.length === 0) return '{}';
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/**
 * One multi-row insert: every column travels as one array parameter and `unnest` turns them
 * back into rows, so a batch of 1,000 assets is one statement with 47 parameters. Array
 * columns travel as array literals and are cast per row.
 */
export async function insertAssets(db: Db, assets: readonly GeneratedAsset[]): Promise<number> {
  if (assets.length === 0) return 0;
  const col = <K extends keyof GeneratedAsset>(k: K) => assets.map((a) => a[k]);
  const arr = <K extends keyof GeneratedAsset>(k: K) =>
    assets.map((a) => pgArrayLiteral(a[k] as unknown as string[]));
  const result = await sql`insert into assets (
      id, render_seed, scene, original_path, family, asset_type, editorial_products, media_type,
      asset_file_type, license_type, title, short_title, caption, keywords, width, height, orientation,
      number_of_people, age_of_people, ethnicity, moods, compositions, image_techniques, viewpoints,
      release_status, collection_code, collection_name, contributor, event_id, specific_people, locations,
      dominant_color, palette, has_nudity, embeddable, exclusive, film_definition, frame_rate,
      duration_seconds, is_offline, agreements, date_taken, uploaded_at, popularity, dhash, metadata_language)
    select u.id, u.render_seed, u.scene::jsonb, u.original_path, u.family, u.asset_type,
      u.editorial_products::text[], u.media_type, u.asset_file_type, u.license_type, u.title, u.short_title,
      u.caption, u.keywords::text[], u.width, u.height, u.orientation, u.number_of_people,
      u.age_of_people::text[], u.ethnicity::text[], u.moods::text[], u.compositions::text[],
      u.image_techniques::text[], u.viewpoints::text[], u.release_status, u.collection_code,
      u.collection_name, u.contributor, u.event_id, u.specific_people::text[], u.locations::text[],
      u.dominant_color, u.palette::text[], u.has_nudity, u.embeddable, u.exclusive, u.film_definition,
      u.frame_rate, u.duration_seconds, u.is_offline, u.agreements::text[], u.date_taken, u.uploaded_at,
      u.popularity, u.dhash, u.metadata_language
    from unnest(
      ${col('id')}::int[], ${col('render_seed')}::int[], ${assets.map((a) => JSON.stringify(a.scene))}::text[],
      ${col('original_path')}::text[], ${col('family')}::text[], ${col('asset_type')}::text[],
      ${arr('editorial_products')}::text[], ${col('media_type')}::text[], ${col('asset_file_type')}::text[],
      ${col('license_type')}::text[], ${col('title')}::text[], ${col('short_title')}::text[],
      ${col('caption')}::text[], ${arr('keywords')}::text[], ${col('width')}::int[], ${col('height')}::int[],
      ${col('orientation')}::text[], ${col('number_of_people')}::text[], ${arr('age_of_people')}::text[],
      ${arr('ethnicity')}::text[], ${arr('moods')}::text[], ${arr('compositions')}::text[],
      ${arr('image_techniques')}::text[], ${arr('viewpoints')}::text[], ${col('release_status')}::text[],
      ${col('collection_code')}::text[], ${col('collection_name')}::text[], ${col('contributor')}::text[],
      ${col('event_id')}::int[], ${arr('specific_people')}::text[], ${arr('locations')}::text[],
      ${col('dominant_color')}::text[], ${arr('palette')}::text[], ${col('has_nudity')}::bool[],
      ${col('embeddable')}::bool[], ${col('exclusive')}::bool[], ${col('film_definition')}::text[],
      ${col('frame_rate')}::real[], ${col('duration_seconds')}::real[], ${col('is_offline')}::bool[],
      ${arr('agreements')}::text[], ${col('date_taken')}::timestamptz[], ${col('uploaded_at')}::timestamptz[],
      ${col('popularity')}::int[], ${col('dhash')}::int8[],
      ${assets.map((a) => a.metadata_language ?? 'en')}::text[]
    ) as u(id, render_seed, scene, original_path, family, asset_type, editorial_products, media_type,
      asset_file_type, license_type, title, short_title, caption, keywords, width, height, orientation,
      number_of_people, age_of_people, ethnicity, moods, compositions, image_techniques, viewpoints,
      release_status, collection_code, collection_name, contributor, event_id, specific_people, locations,
      dominant_color, palette, has_nudity, embeddable, exclusive, film_definition, frame_rate,
      duration_seconds, is_offline, agreements, date_taken, uploaded_at, popularity, dhash, metadata_language)
    on conflict (id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Refreshes the planner's statistics after a bulk load. The term dictionary is also vacuumed:
 * its trigram indexes are costed from figures only VACUUM keeps (PGlite has no autovacuum).
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await sql`analyze events`.execute(db);
  await sql`analyze assets`.execute(db);
  await layoutSearchTable(db);
  await sql`vacuum analyze search_terms`.execute(db);
}

/**
 * Puts the search table in prior order (CLUSTER on its prior index) and records how far that
 * order reaches (migration 202611221600_search_layout.sql says why searches need it), then
 * refreshes its statistics. CLUSTER holds the table for its duration (seconds at 100,000
 * assets, about a minute at a million): run it after a bulk load or in a quiet hour.
 */
export async function layoutSearchTable(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`cluster asset_search using asset_search_layout_idx`.execute(tx);
    await sql`update search_layout set clustered_through = s.through, clustered_rows = s.rows,
        clustered_pages = (pg_relation_size('asset_search') / current_setting('block_size')::int)::int
      from (select coalesce(max(version), 0) as through, count(*)::int as rows from asset_search) s`.execute(
      tx,
    );
  });
  await sql`analyze asset_search`.execute(db);
}

/** Rows of the search table written since its last layout, and all of its rows. */
export async function searchLayoutDrift(db: Db): Promise<{ unordered: number; rows: number }> {
  const result = await sql<{ unordered: number; rows: number }>`select
      (select count(*)::int from asset_search where version > l.clustered_through) as unordered,
      (select count(*)::int from asset_search) as rows
    from search_layout l`.execute(db);
  return result.rows[0] ?? { unordered: 0, rows: 0 };
}

export async function findRenderSource(
  db: Db,
  id: number,
): Promise<(RenderSource & { analysed: boolean }) | undefined> {
  return catalogueDb(db)
    .selectFrom('assets')
    .select([
      'id',
      'asset_type',
      'width',
      'height',
      'scene',
      'render_seed',
      'original_path',
      'duration_seconds',
    ])
    .select(sql<boolean>`dhash is not null and dominant_color is not null`.as('analysed'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Saves an asset's look and, in the same transaction, puts it in the stack of its near-duplicates. */
export async function saveAnalysis(db: Db, id: number, analysis: ImageAnalysis): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await catalogueDb(tx)
      .updateTable('assets')
      .set({ dominant_color: analysis.dominantColor, palette: analysis.palette, dhash: analysis.dhash })
      .where('id', '=', id)
      .execute();
    await assignStack(tx, id);
  });
}

/**
 * The looks of several assets in one transaction (the warm-up's batch): one update for them
 * all, then each asset's near-duplicate stack, so a batch costs one commit instead of one each.
 */
export async function saveAnalyses(
  db: Db,
  looks: readonly { id: number; analysis: ImageAnalysis }[],
): Promise<void> {
  if (looks.length === 0) return;
  const rows = looks.map(
    ({ id, analysis }) =>
      sql`(${id}::int, ${analysis.dominantColor}::text, ${analysis.palette}::text[], ${analysis.dhash}::bigint)`,
  );
  await db.transaction().execute(async (tx) => {
    await sql`update assets a set dominant_color = v.color,
        palette = v.palette, dhash = v.dhash
      from (values ${sql.join(rows)}) as v(id, color, palette, dhash)
      where a.id = v.id`.execute(tx);
    for (const { id } of looks) await assignStack(tx, id);
  });
}

/** Assets whose look has not been measured yet, most popular first. */
export async function assetsToAnalyse(
  db: Db,
  limit: number,
  exclude: readonly number[] = [],
): Promise<RenderSource[]> {
  let q = catalogueDb(db)
    .selectFrom('assets')
    .select([
      'id',
      'asset_type',
      'width',
      'height',
      'scene',
      'render_seed',
      'original_path',
      'duration_seconds',
    ])
    .where((eb) => eb.or([eb('dhash', 'is', null), eb('dominant_color', 'is', null)]))
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .limit(limit);
  if (exclude.length > 0) q = q.where('id', 'not in', exclude);
  return q.execute();
}

export async function readAnalysis(
  db: Db,
  id: number,
): Promise<{ dominant_color: string | null; palette: string[]; dhash: string | null } | undefined> {
  const r = await sql<{ dominant_color: string | null; palette: string[]; dhash: string | null }>`
    select dominant_color, palette, dhash::text as dhash from assets where id = ${id}`.execute(db);
  return r.rows[0];
}
