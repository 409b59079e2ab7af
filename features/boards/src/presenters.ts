import { mediaUrl } from '@lightbox/catalogue/client';
import type { CommentRow } from './comments-repository';
import { assetUri, DEFAULT_BOARD_ID, INVITATION_QUERY } from './domain/rules';
import type { AccessibleBoard, BoardAssetRow, BoardListRow } from './repository';
import type { CuratedSetRow } from './sets-repository';
import type { InvitationRow, MemberRow } from './sharing-repository';

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

export interface InvitationView {
  id: number;
  rights: 'view' | 'edit';
  /** The link to hand out: the board page with its invitation_code. */
  path: string;
  createdAt: string;
}

export interface MemberView {
  userId: number;
  name: string;
  rights: 'view' | 'edit';
  joinedAt: string;
}

export interface CommentView {
  id: number;
  assetId: number;
  authorName: string;
  /** The viewer wrote it, so they may delete it. */
  mine: boolean;
  text: string;
  createdAt: string;
}

export interface CuratedSetView {
  id: number;
  slug: string;
  mediaKind: string;
  tier: string;
  name: string;
  assetCount: number;
  thumbUrl: string | null;
}

export function presentInvitation(row: InvitationRow): InvitationView {
  return {
    id: row.id,
    rights: row.rights,
    path: `/collaboration/boards/${row.board_id}?${INVITATION_QUERY}=${row.code}`,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentMember(row: MemberRow): MemberView {
  return { userId: row.user_id, name: row.name, rights: row.rights, joinedAt: row.joined_at.toISOString() };
}

export function presentComment(row: CommentRow, viewerId: number): CommentView {
  return {
    id: row.id,
    assetId: row.asset_id,
    authorName: row.author_name,
    mine: row.author_id === viewerId,
    text: row.body,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentCuratedSet(row: CuratedSetRow): CuratedSetView {
  return {
    id: row.id,
    slug: row.slug,
    mediaKind: row.media_kind,
    tier: row.tier,
    name: row.name,
    assetCount: row.asset_count,
    thumbUrl: row.cover_asset_id === null ? null : mediaUrl(row.cover_asset_id, 'thumb'),
  };
}
