import { fileURLToPath } from 'node:url';
import type {
  AssetAgreementCode,
  AssetFamily,
  AssetFileType,
  AssetType,
  Composition,
  EditorialProduct,
  Ethnicity,
  FilmDefinition,
  LicenseType,
  MediaType,
  MetadataLanguage,
  NumberOfPeople,
  Orientation,
  SiteId,
} from '@lightbox/core/search';
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type { Scene } from './scene';

/**
 * Kysely types for the tables of migrations/202611211900_catalogue.sql, column for column.
 * Columns with a database default are `Generated` (optional on insert); the tsvector
 * `document` is computed by PostgreSQL and can never be written.
 *
 * Read notes: pg returns `date` as a local-midnight Date and PGlite as a UTC one, and PGlite
 * returns int8 as a (lossy) JS number, so repositories select `begins_on::text` and
 * `dhash::text` when they need exact values.
 */

/** Absolute path of this feature's migrations folder. */
export const catalogueMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

// Stored values are spelled as the search parameters spell them (@lightbox/core/search); only
// the release status, which no parameter names value for value, is the catalogue's own.
export type ReleaseStatus = 'released' | 'notreleased';

/** A calendar date as written ('2019-06-10'); read back as a Date by both drivers. */
type DateColumn = ColumnType<Date | string, string, string>;
type TimestampColumn = ColumnType<Date, Date | string, Date | string>;
type TextArray<T extends string = string> = ColumnType<T[], T[] | undefined, T[]>;

export type EventsTable = {
  id: number;
  parent_id: number | null;
  name: string;
  editorial_product: EditorialProduct;
  begins_on: DateColumn;
  ends_on: DateColumn;
  location: string;
  country_code: string;
};

export type AssetsTable = {
  id: number;
  render_seed: number | null;
  scene: ColumnType<Scene | null, string | null, string | null>;
  original_path: string | null;
  family: AssetFamily;
  asset_type: AssetType;
  editorial_products: TextArray<EditorialProduct>;
  media_type: MediaType;
  asset_file_type: AssetFileType;
  license_type: LicenseType;
  title: string;
  short_title: string;
  caption: Generated<string>;
  keywords: TextArray;
  width: number;
  height: number;
  orientation: Orientation;
  number_of_people: NumberOfPeople;
  age_of_people: TextArray;
  ethnicity: TextArray<Ethnicity>;
  moods: TextArray;
  compositions: TextArray<Composition>;
  image_techniques: TextArray;
  viewpoints: TextArray;
  release_status: ReleaseStatus;
  collection_code: string;
  collection_name: string;
  contributor: string;
  event_id: number | null;
  specific_people: TextArray;
  locations: TextArray;
  dominant_color: string | null;
  palette: TextArray;
  has_nudity: Generated<boolean>;
  embeddable: Generated<boolean>;
  exclusive: Generated<boolean>;
  film_definition: FilmDefinition | null;
  frame_rate: number | null;
  duration_seconds: number | null;
  is_offline: Generated<boolean>;
  agreements: TextArray<AssetAgreementCode>;
  date_taken: TimestampColumn;
  uploaded_at: TimestampColumn;
  popularity: Generated<number>;
  /** The language title, caption and keywords are written in (migrations/202611230900_metadata_language.sql). */
  metadata_language: Generated<MetadataLanguage>;
  /** Signed 64-bit difference hash; pg returns it as a string, PGlite as a lossy number. */
  dhash: ColumnType<string | number | null, string | null, string | null>;
  document: GeneratedAlways<string>;
  /** The hash's four 16-bit bands (migrations/202611221100_visual_search.sql), computed by PostgreSQL. */
  dhash_b0: GeneratedAlways<number | null>;
  dhash_b1: GeneratedAlways<number | null>;
  dhash_b2: GeneratedAlways<number | null>;
  dhash_b3: GeneratedAlways<number | null>;
  /** Smallest id of the asset's stack of near-duplicates; null when it has none (stacks.ts). */
  stack_id: ColumnType<number | null, number | null | undefined, number | null>;
  stack_size: Generated<number>;
  is_stack_lead: Generated<boolean>;
  /** IPTC/XMP credit line and copyright notice of an imported file (migrations/202611272330_asset_credits.sql). */
  credit_line: Generated<string>;
  copyright: Generated<string>;
  /** Storefronts the asset is offered on. */
  sites: ColumnType<SiteId[], SiteId[] | undefined, SiteId[]>;
};

// Type aliases, not interfaces: withTables<T>() needs T to have an implicit index signature.
export type CatalogueTables = {
  assets: AssetsTable;
  events: EventsTable;
};

export type AssetRow = Selectable<AssetsTable>;
export type NewAsset = Insertable<AssetsTable>;
export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
