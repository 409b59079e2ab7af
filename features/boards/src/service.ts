import { parsePositiveInt4, type Site } from '@lightbox/core';
import { AppError, badRequest, type Db, notFound } from '@lightbox/platform';
import { assetIdFromUri, DEFAULT_BOARD_ASSETS_PAGE_SIZE, DEFAULT_BOARD_ID, sameAssets } from './domain/rules';
import { type BoardEvents, createBoardEvents } from './live';
import {
  type BoardSummaryView,
  type BoardView,
  presentBoard,
  presentBoardSummary,
  presentUnchosenDefault,
} from './presenters';
import * as repo from './repository';

export const BOARD_NOT_FOUND_MESSAGE = 'There is no such board, or it is not shared with you.';
export const BOARD_READ_ONLY_MESSAGE = 'This board is shared with you to view only.';
export const BOARD_ORDER_STALE_MESSAGE =
  'The board has changed since you loaded it. Reload it and try again: the new order must list every asset on the board once.';

export const readOnly = () => new AppError('board_read_only', BOARD_READ_ONLY_MESSAGE, { status: 403 });

export type BoardAction = 'add' | 'remove';

/**
 * Board use cases. Every call names the customer; a board they neither own nor share is
 * reported as not found (404), so other customers' board ids reveal nothing.
 */
export function createBoardsService(db: Db, events: BoardEvents = createBoardEvents()) {
  const bdb = repo.boardsDb(db);

  function parseBoardId(raw: string): number | 'default' {
    if (raw === DEFAULT_BOARD_ID) return DEFAULT_BOARD_ID;
    const id = parsePositiveInt4(raw);
    if (id === undefined) throw notFound(BOARD_NOT_FOUND_MESSAGE);
    return id;
  }

  async function accessibleBoard(userId: number, rawId: string): Promise<repo.AccessibleBoard> {
    const parsed = parseBoardId(rawId);
    const id = parsed === DEFAULT_BOARD_ID ? await repo.defaultBoardId(bdb, userId) : parsed;
    const board = id === undefined ? undefined : await repo.findAccessibleBoard(bdb, userId, id);
    if (!board) throw notFound(BOARD_NOT_FOUND_MESSAGE);
    return board;
  }

  async function view(board: repo.AccessibleBoard, size: number, number: number): Promise<BoardView> {
    const assets = await repo.boardAssets(bdb, board.id, size, (number - 1) * size);
    return presentBoard(board, assets, { size, number });
  }

  /** Asset ids from uris or plain ids; unknown assets are a 400 naming them. */
  async function assetIds(raw: string[]): Promise<number[]> {
    const ids: number[] = [];
    const malformed: string[] = [];
    for (const value of raw) {
      const id = assetIdFromUri(value);
      if (id === undefined) malformed.push(value);
      else if (!ids.includes(id)) ids.push(id);
    }
    if (malformed.length > 0) {
      throw badRequest(`These are not asset ids: ${malformed.slice(0, 5).join(', ')}.`, { malformed });
    }
    return ids;
  }

  return {
    events,
    /** The board as this customer sees it, or a 404 (for every feature that acts on one board). */
    find: accessibleBoard,

    /** The board saves go to, or the unchosen 'default' board (spec section 3). */
    async defaultBoard(userId: number, page = { size: DEFAULT_BOARD_ASSETS_PAGE_SIZE, number: 1 }) {
      const id = await repo.defaultBoardId(bdb, userId);
      const board = id === undefined ? undefined : await repo.findAccessibleBoard(bdb, userId, id);
      if (!board) return presentUnchosenDefault(page);
      return view(board, page.size, page.number);
    },

    async board(userId: number, rawId: string, page = { size: DEFAULT_BOARD_ASSETS_PAGE_SIZE, number: 1 }) {
      return view(await accessibleBoard(userId, rawId), page.size, page.number);
    },

    async list(
      userId: number,
      pageSize: number,
      page = 1,
      scope: 'all' | 'shared' = 'all',
    ): Promise<{ boards: BoardSummaryView[]; total: number }> {
      const { rows, total } = await repo.listBoards(bdb, userId, pageSize, (page - 1) * pageSize, scope);
      return { boards: rows.map(presentBoardSummary), total };
    },

    /** Creates a board (name already validated) and makes it the customer's board to save to. */
    async create(userId: number, name: string): Promise<BoardView> {
      const board = await repo.createBoardAsDefault(bdb, userId, name);
      return view({ ...board, access: 'owner' }, DEFAULT_BOARD_ASSETS_PAGE_SIZE, 1);
    },

    /** Only the owner may rename a board (name already validated). */
    async rename(userId: number, rawId: string, name: string): Promise<void> {
      const board = await accessibleBoard(userId, rawId);
      if (!(await repo.renameOwnedBoard(bdb, userId, board.id, name)))
        throw notFound(BOARD_NOT_FOUND_MESSAGE);
      events.publish(board.id, 'board');
    },

    /** Only the owner may delete a board; anyone else gets the same 404 as for a missing one. */
    async remove(userId: number, rawId: string): Promise<void> {
      const board = await accessibleBoard(userId, rawId);
      if (!(await repo.deleteOwnedBoard(bdb, userId, board.id))) throw notFound(BOARD_NOT_FOUND_MESSAGE);
      events.publish(board.id, 'deleted');
    },

    /**
     * Adds or removes assets. Adding to a board makes it the customer's board to save to (the
     * modal's choice sticks, spec section 4); a view-only member may do neither.
     */
    async changeAssets(
      userId: number,
      rawId: string,
      action: BoardAction,
      rawAssets: string[],
      site: Site,
    ): Promise<BoardView> {
      const board = await accessibleBoard(userId, rawId);
      if (board.access === 'view') throw readOnly();
      const ids = await assetIds(rawAssets);
      if (action === 'add') {
        const known = await repo.existingAssetIds(bdb, ids, site);
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw badRequest(`There is no asset ${unknown.slice(0, 5).join(', ')}.`, { unknown });
        }
        await repo.addItems(bdb, board.id, ids);
        await repo.setDefaultBoard(bdb, userId, board.id);
      } else {
        await repo.removeItems(bdb, board.id, ids);
      }
      events.publish(board.id, 'items');
      return view(board, DEFAULT_BOARD_ASSETS_PAGE_SIZE, 1);
    },

    /**
     * Puts the board's assets in a new order (owner or editing member). The order must name
     * every asset on the board once: a stale or partial list is a 409 and changes nothing.
     */
    async reorder(
      userId: number,
      rawId: string,
      rawAssets: string[],
      page: { size: number; number: number },
    ) {
      const board = await accessibleBoard(userId, rawId);
      if (board.access === 'view') throw readOnly();
      const order: number[] = [];
      for (const value of rawAssets) {
        const id = assetIdFromUri(value);
        if (id === undefined) throw badRequest(`This is not an asset id: ${value.slice(0, 40)}.`);
        if (order.includes(id)) throw badRequest(`Asset ${id} is listed twice.`);
        order.push(id);
      }
      if ((await repo.reorderItems(bdb, board.id, order, sameAssets)) === 'mismatch') {
        throw new AppError('board_order_stale', BOARD_ORDER_STALE_MESSAGE, { status: 409 });
      }
      events.publish(board.id, 'order');
      return view(board, page.size, page.number);
    },
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
