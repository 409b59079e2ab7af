import { mediaUrl } from '@lightbox/catalogue/client';
import type { AssetCardRow, AssetDetailRow } from './repository';

/** What the pages and the API show of an asset; built explicitly so schema changes cannot leak. */
export interface AssetCard {
  id: number;
  title: string;
  shortTitle: string;
  assetType: 'image' | 'film' | 'videotemplate';
  family: 'creative' | 'editorial';
  licenseType: 'rf' | 'rm' | 'rr';
  width: number;
  height: number;
  durationSeconds: number | null;
  isOffline: boolean;
  thumbUrl: string;
  /** Set on a picture that stands for a stack of near-duplicates in search results. */
  stack?: { id: number; similar: number };
}

export interface AssetDetail extends AssetCard {
  /** The language of title, caption and keywords (a BCP 47 tag for the page's lang attribute). */
  metadataLanguage: string;
  caption: string;
  keywords: string[];
  mediaType: string;
  collection: string;
  contributor: string;
  /** The credit to print beside the asset (see creditOf). */
  credit: string;
  /** The copyright notice the file carried; empty when none. */
  copyright: string;
  dateTaken: string;
  uploadedAt: string;
  locations: string[];
  people: string[];
  releaseStatus: string;
  filmDefinition: string | null;
  frameRate: number | null;
  event: string | null;
  compUrl: string;
  posterUrl: string | null;
  previewUrl: string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentCard(row: AssetCardRow): AssetCard {
  return {
    id: row.id,
    title: row.title,
    shortTitle: row.short_title,
    assetType: row.asset_type,
    family: row.family,
    licenseType: row.license_type,
    width: row.width,
    height: row.height,
    durationSeconds: row.duration_seconds,
    isOffline: row.is_offline,
    thumbUrl: mediaUrl(row.id, 'thumb'),
  };
}

/**
 * The credit line the file carried; else, for editorial, the usual "Photographer/Agency"
 * (contributor and collection); else the contributor. Pure.
 */
export function creditOf(
  row: Pick<AssetDetailRow, 'credit_line' | 'contributor' | 'collection_name' | 'family'>,
) {
  const line = row.credit_line.trim();
  if (line) return line;
  return row.family === 'editorial' ? `${row.contributor}/${row.collection_name}` : row.contributor;
}

export function presentDetail(row: AssetDetailRow): AssetDetail {
  const isFilm = row.asset_type !== 'image';
  return {
    ...presentCard(row),
    metadataLanguage: row.metadata_language,
    caption: row.caption,
    keywords: row.keywords,
    mediaType: row.media_type,
    collection: row.collection_name,
    contributor: row.contributor,
    credit: creditOf(row),
    copyright: row.copyright.trim(),
    dateTaken: iso(row.date_taken),
    uploadedAt: iso(row.uploaded_at),
    locations: row.locations,
    people: row.specific_people,
    releaseStatus: row.release_status,
    filmDefinition: row.film_definition,
    frameRate: row.frame_rate,
    event: row.event_name,
    compUrl: mediaUrl(row.id, 'comp'),
    posterUrl: isFilm ? mediaUrl(row.id, 'poster') : null,
    previewUrl: isFilm ? mediaUrl(row.id, 'preview') : null,
  };
}
