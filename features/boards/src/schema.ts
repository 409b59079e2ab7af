import { fileURLToPath } from 'node:url';
import type { ColumnType, Generated } from 'kysely';
import { z } from 'zod';
import {
  BOARD_ASSETS_PER_CALL_MAX,
  BOARD_LIST_PAGE_SIZE,
  BOARD_NAME_MAX,
  DEFAULT_BOARD_ASSETS_PAGE_SIZE,
} from './domain/rules';

/** Absolute path of this feature's migrations folder. */
export const boardsMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type BoardRights = 'view' | 'edit';

/** Tables of migrations/202611212200_boards.sql, and the catalogue columns boards read. */
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
  assets: {
    id: number;
    title: string;
    short_title: string;
    asset_type: string;
    family: string;
    license_type: string;
    withdrawn_at: Date | null;
    is_offline: boolean;
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
