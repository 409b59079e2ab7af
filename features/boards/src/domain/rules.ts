/**
 * Pure board rules of spec sections 3, 5 and 9: limits, the asset-uri form and name checks.
 * No I/O: shared by the server and the save button in the browser.
 */

import { parseAssetId } from '@lightbox/core';

/** Longest board name (spec section 5). */
export const BOARD_NAME_MAX = 255;
/** Boards fetched for the choose-board modal and the boards list (spec section 9). */
export const BOARD_LIST_PAGE_SIZE = 250;
/** Assets fetched with the default board (spec section 9). */
export const DEFAULT_BOARD_ASSETS_PAGE_SIZE = 25;
/** Most assets one add or remove call may carry. */
export const BOARD_ASSETS_PER_CALL_MAX = 100;
/** The id the default board has while the customer has not chosen one (spec section 3). */
export const DEFAULT_BOARD_ID = 'default';
/** Board assets are addressed as 'gi:' + asset id (spec section 7). */
export const ASSET_URI_PREFIX = 'gi:';

export const assetUri = (assetId: number): string => `${ASSET_URI_PREFIX}${assetId}`;

/** The asset id of a 'gi:123' uri (a bare '123' is accepted too), or undefined. */
export function assetIdFromUri(uri: string): number | undefined {
  const raw = uri.startsWith(ASSET_URI_PREFIX) ? uri.slice(ASSET_URI_PREFIX.length) : uri;
  return parseAssetId(raw);
}

export type BoardNameProblem = 'empty' | 'tooLong';

/** Names are trimmed; an empty or over-long one is refused (spec section 5). */
export function boardNameProblem(name: string): BoardNameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if ([...trimmed].length > BOARD_NAME_MAX) return 'tooLong';
  return undefined;
}

/** The modal's board search: case-insensitive substring of the name (spec section 5). */
export function filterBoards<T extends { name: string }>(boards: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...boards];
  return boards.filter((b) => b.name.toLocaleLowerCase().includes(needle));
}

/** Spec section 4, point 7: local state after an add or a remove. */
export function withAsset(assetIds: readonly number[], assetId: number): number[] {
  return assetIds.includes(assetId) ? [...assetIds] : [...assetIds, assetId];
}
export function withoutAsset(assetIds: readonly number[], assetId: number): number[] {
  return assetIds.filter((id) => id !== assetId);
}

/** Spec section 9: the tooltip's hover delay (the modal and toast timings live in @lightbox/ui's kit). */
export const TOOLTIP_DELAY_MS = 300;
/** Cross-window events kept in local storage expire after 10 s (spec section 4). */
export const CROSS_WINDOW_EVENT_TTL_MS = 10_000;

/** Spec section 4, point 9: the experience variant follows the deployed application's name. */
export type BoardExperience = 'asset-detail' | 'search' | 'generic';
export function experienceFor(appName: string): BoardExperience {
  if (/asset-?detail/i.test(appName)) return 'asset-detail';
  if (/search/i.test(appName)) return 'search';
  return 'generic';
}

/** Boards in the header's recent-boards menu (GET /collaboration/boards-recent). */
export const RECENT_BOARDS_MAX = 5;

/** Longest comment on a board's asset, in characters. */
export const BOARD_COMMENT_MAX = 1000;
/** Comments shown per asset on the board page (the newest ones). */
export const BOARD_COMMENTS_PER_ASSET_MAX = 50;
/** Open invitation links per board; revoke one to make another. */
export const BOARD_INVITATIONS_MAX = 20;
/** Rights an invitation link or a membership carries. */
export const BOARD_RIGHTS = ['view', 'edit'] as const;
export type BoardMemberRights = (typeof BOARD_RIGHTS)[number];
/** The query parameter of an invitation link (spec section 2). */
export const INVITATION_QUERY = 'invitation_code';

/** An invitation code: 32 random bytes as base64url, 43 characters. */
export const isInvitationCode = (code: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(code);

/** Joining twice keeps the stronger rights: an edit link upgrades a viewer, a view link never downgrades. */
export function joinedRights(current: BoardMemberRights | undefined, offered: BoardMemberRights) {
  return current === 'edit' || offered === 'edit' ? 'edit' : 'view';
}

/**
 * Reordering (move earlier/later buttons): the board's asset ids with one moved by `delta`
 * places, clamped to the ends. An unknown id leaves the order as it is.
 */
export function moveAsset(order: readonly number[], assetId: number, delta: number): number[] {
  const from = order.indexOf(assetId);
  if (from < 0) return [...order];
  const to = Math.max(0, Math.min(order.length - 1, from + delta));
  const next = order.filter((id) => id !== assetId);
  next.splice(to, 0, assetId);
  return next;
}

/** A new order must name every asset of the board exactly once, and nothing else. */
export function sameAssets(current: readonly number[], proposed: readonly number[]): boolean {
  if (current.length !== proposed.length) return false;
  const set = new Set(proposed);
  return set.size === proposed.length && current.every((id) => set.has(id));
}
