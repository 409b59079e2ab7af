import { mediaUrl } from '@lightbox/catalogue/client';
import { assetUri, DEFAULT_BOARD_ID } from './domain/rules';
import type { AccessibleBoard, BoardAssetRow, BoardListRow } from './repository';

/** An asset on a board, as the API shows it (spec section 3: uri 'gi:' + id). */
export interface BoardAssetView {
  uri: string;
  id: number;
  title: string;
  shortTitle: string;
  assetType: string;
  family: string;
  licenseType: string;
  thumbUrl: string;
  isOffline: boolean;
}

/** A board with a page of its assets; assetIds lists every asset on it (spec section 3). */
export interface BoardView {
  id: number | typeof DEFAULT_BOARD_ID;
  name: string | null;
  access: 'owner' | 'view' | 'edit' | null;
  assets: BoardAssetView[];
  assetIds: number[];
  assetCount: number;
  page: { size: number; number: number };
}

export interface BoardSummaryView {
  id: number;
  name: string;
  access: 'owner' | 'view' | 'edit';
  assetCount: number;
  thumbUrl: string | null;
  updatedAt: string;
}

export function presentAsset(row: BoardAssetRow): BoardAssetView {
  return {
    uri: assetUri(row.asset_id),
    id: row.asset_id,
    title: row.title,
    shortTitle: row.short_title,
    assetType: row.asset_type,
    family: row.family,
    licenseType: row.license_type,
    thumbUrl: mediaUrl(row.asset_id, 'thumb'),
    isOffline: row.withdrawn,
  };
}

export function presentBoard(
  board: AccessibleBoard,
  assets: { rows: BoardAssetRow[]; total: number; assetIds: number[] },
  page: { size: number; number: number },
): BoardView {
  return {
    id: board.id,
    name: board.name,
    access: board.access,
    assets: assets.rows.map(presentAsset),
    assetIds: assets.assetIds,
    assetCount: assets.total,
    page,
  };
}

/** The default board while the customer has not chosen one (spec section 3). */
export function presentUnchosenDefault(page: { size: number; number: number }): BoardView {
  return { id: DEFAULT_BOARD_ID, name: null, access: null, assets: [], assetIds: [], assetCount: 0, page };
}

export function presentBoardSummary(row: BoardListRow): BoardSummaryView {
  return {
    id: row.id,
    name: row.name,
    access: row.access,
    assetCount: row.asset_count,
    thumbUrl: row.cover_asset_id === null ? null : mediaUrl(row.cover_asset_id, 'thumb'),
    updatedAt: row.updated_at.toISOString(),
  };
}
