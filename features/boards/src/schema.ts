import { fileURLToPath } from 'node:url';
import { parsePositiveInt4 } from '@lightbox/core';
import type { ColumnType, Generated } from 'kysely';
import { z } from 'zod';
import {
  assetIdFromUri,
  BOARD_ASSETS_PER_CALL_MAX,
  BOARD_COMMENT_MAX,
  BOARD_LIST_PAGE_SIZE,
  BOARD_NAME_MAX,
  BOARD_RIGHTS,
  DEFAULT_BOARD_ASSETS_PAGE_SIZE,
} from './domain/rules';

/** Absolute path of this feature's migrations folder. */
export const boardsMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type BoardRights = 'view' | 'edit';

/** Tables of this feature's migrations, and the catalogue and account columns boards read. */
export type BoardTables = {
  boards: {
    id: Generated<number>;
    owner_id: number;
    name: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  board_items: { board_id: number; asset_id: number; position: number; added_at: Timestamp };
  board_defaults: { user_id: number; board_id: number };
  board_members: { board_id: number; user_id: number; rights: BoardRights; joined_at: Timestamp };
  board_invitations: {
    id: Generated<number>;
    board_id: number;
    code: string;
    rights: BoardRights;
    created_at: Timestamp;
    revoked_at: Timestamp | null;
  };
  board_comments: {
    id: Generated<number>;
    board_id: number;
    asset_id: number;
    author_id: number;
    body: string;
    created_at: Timestamp;
  };
  account_users: { id: number; display_name: string | null; username: string };
  curated_sets: { id: number; slug: string; media_kind: string; tier: string; name: string };
  curated_set_assets: { set_id: number; asset_id: number; position: number };
  assets: {
    id: number;
    title: string;
    short_title: string;
    asset_type: string;
    family: string;
    license_type: string;
    withdrawn_at: Date | null;
    is_offline: boolean;
    sites: string[];
  };
};

// ---------------------------------------------------------------------------------------------
// One schema per endpoint (spec section 7). Messages here are API messages, in English like
// every other JSON error of the server; the UI shows its own translated texts.

export const NAME_EMPTY_MESSAGE = 'Enter a name for the board.';
export const NAME_TOO_LONG_MESSAGE = `Board names can be at most ${BOARD_NAME_MAX} characters long.`;

const boardName = z
  .string({ error: NAME_EMPTY_MESSAGE })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, NAME_EMPTY_MESSAGE)
  .refine((s) => [...s].length <= BOARD_NAME_MAX, NAME_TOO_LONG_MESSAGE);

const pageNumber = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).catch(fallback).default(fallback);

/** GET /collaboration/boards/default.json */
export const defaultBoardQuery = z.object({
  assetsPageSize: pageNumber(DEFAULT_BOARD_ASSETS_PAGE_SIZE, BOARD_LIST_PAGE_SIZE),
  assetsPageNumber: pageNumber(1, 100_000),
});

/** GET /collaboration/boards.json */
export const boardListQuery = z.object({
  pageSize: pageNumber(BOARD_LIST_PAGE_SIZE, BOARD_LIST_PAGE_SIZE),
  page: pageNumber(1, 100_000),
});

/** POST /collaboration/boards.json and POST …/create-board */
export const createBoardBody = z.object({ name: boardName });

/** PUT /collaboration/boards/{id}.json */
export const updateBoardBody = z.object({
  assets: z
    .array(z.string(), { error: 'Send the assets as a list of asset uris.' })
    .min(1, 'Choose at least one asset.')
    .max(BOARD_ASSETS_PER_CALL_MAX, `At most ${BOARD_ASSETS_PER_CALL_MAX} assets at a time.`),
  action_type: z.enum(['add_assets', 'remove_assets'], {
    error: "action_type must be 'add_assets' or 'remove_assets'.",
  }),
});

const assetIdList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], {
    error: 'Send assetIds as a list of asset ids.',
  })
  .transform((v) => (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()))
  .pipe(
    z
      .array(z.string())
      .min(1, 'Choose at least one asset.')
      .max(BOARD_ASSETS_PER_CALL_MAX, `At most ${BOARD_ASSETS_PER_CALL_MAX} assets at a time.`),
  );

const boardIdField = z
  .union([z.string(), z.number()], { error: 'Say which board: boardId.' })
  .transform(String);

/** POST /components/collaboration/api/add-assets (body) and DELETE …/remove-assets (query). */
export const boardAssetsInput = z.object({ boardId: boardIdField, assetIds: assetIdList });

export type BoardAssetsInput = z.infer<typeof boardAssetsInput>;

/** Most assets a board may be reordered with in one call (far above any board page). */
export const BOARD_REORDER_MAX = 10_000;

/** PUT /collaboration/boards/{id}/order.json: every asset of the board, in the new order. */
export const reorderBody = z.object({
  assets: z
    .array(z.union([z.string(), z.number()]).transform(String), {
      error: 'Send the new order as a list of asset uris: assets.',
    })
    .max(BOARD_REORDER_MAX, `At most ${BOARD_REORDER_MAX} assets.`),
});

export const COMMENT_EMPTY_MESSAGE = 'Write a comment first.';
export const COMMENT_TOO_LONG_MESSAGE = `Comments can be at most ${BOARD_COMMENT_MAX} characters long.`;

/** POST /collaboration/boards/{id}/comments.json */
export const commentBody = z.object({
  assetId: z
    .union([z.string(), z.number()], { error: 'Say which asset: assetId.' })
    .transform((raw) => assetIdFromUri(String(raw)))
    .pipe(z.number({ error: 'assetId must be an asset id.' })),
  text: z
    .string({ error: COMMENT_EMPTY_MESSAGE })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, COMMENT_EMPTY_MESSAGE)
    .refine((s) => [...s].length <= BOARD_COMMENT_MAX, COMMENT_TOO_LONG_MESSAGE),
});

/** POST /collaboration/boards/{id}/invitations.json */
export const invitationBody = z.object({
  rights: z.enum(BOARD_RIGHTS, { error: "rights must be 'view' or 'edit'." }),
});

/** A numeric id in a path ({commentId}, {invitationId}, {userId}); anything else is a 404. */
export const pathId = (raw: string): number | undefined => parsePositiveInt4(raw);
