import type { Site } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { BoardRights, BoardTables } from './schema';

/** All SQL of the boards feature. */
export type BoardsDb = Kysely<BoardTables>;

export const boardsDb = (db: Db): BoardsDb => db.withTables<BoardTables>();

export interface BoardRow {
  id: number;
  owner_id: number;
  name: string;
  created_at: Date;
  updated_at: Date;
}

/** A board as one customer sees it: theirs ('owner') or shared with them. */
export interface AccessibleBoard extends BoardRow {
  access: 'owner' | BoardRights;
}

export interface BoardListRow extends AccessibleBoard {
  asset_count: number;
  cover_asset_id: number | null;
}

export interface BoardAssetRow {
  asset_id: number;
  title: string;
  short_title: string;
  asset_type: string;
  family: string;
  license_type: string;
  withdrawn: boolean;
  position: number;
}

/** The board if the user owns it or it is shared with them; undefined otherwise. */
export async function findAccessibleBoard(
  db: BoardsDb,
  userId: number,
  boardId: number,
): Promise<AccessibleBoard | undefined> {
  const row = await db
    .selectFrom('boards as b')
    .leftJoin('board_members as m', (j) => j.onRef('m.board_id', '=', 'b.id').on('m.user_id', '=', userId))
    .select(['b.id', 'b.owner_id', 'b.name', 'b.created_at', 'b.updated_at', 'm.rights'])
    .where('b.id', '=', boardId)
    .where((eb) => eb.or([eb('b.owner_id', '=', userId), eb('m.user_id', 'is not', null)]))
    .executeTakeFirst();
  if (!row) return undefined;
  const { rights, ...board } = row;
  return { ...board, access: board.owner_id === userId ? 'owner' : (rights ?? 'view') };
}

export async function defaultBoardId(db: BoardsDb, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('board_defaults')
    .select('board_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.board_id;
}

export async function setDefaultBoard(
  db: BoardsDb | Transaction<BoardTables>,
  userId: number,
  boardId: number,
) {
  await db
    .insertInto('board_defaults')
    .values({ user_id: userId, board_id: boardId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ board_id: boardId }))
    .execute();
}

export async function insertBoard(
  db: BoardsDb | Transaction<BoardTables>,
  ownerId: number,
  name: string,
): Promise<BoardRow> {
  return db
    .insertInto('boards')
    .values({ owner_id: ownerId, name })
    .returning(['id', 'owner_id', 'name', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** Boards the user owns or that are shared with them (or only the shared ones), most recently changed first. */
export async function listBoards(
  db: BoardsDb,
  userId: number,
  limit: number,
  offset: number,
  scope: 'all' | 'shared' = 'all',
): Promise<{ rows: BoardListRow[]; total: number }> {
  const accessible = db
    .selectFrom('boards as b')
    .leftJoin('board_members as m', (j) => j.onRef('m.board_id', '=', 'b.id').on('m.user_id', '=', userId))
    .where((eb) =>
      scope === 'shared'
        ? eb('m.user_id', 'is not', null)
        : eb.or([eb('b.owner_id', '=', userId), eb('m.user_id', 'is not', null)]),
    );
  const rows = await accessible
    .select((eb) => [
      'b.id',
      'b.owner_id',
      'b.name',
      'b.created_at',
      'b.updated_at',
      'm.rights',
      eb
        .selectFrom('board_items as i')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('i.board_id', '=', 'b.id')
        .as('asset_count'),
      eb
        .selectFrom('board_items as i')
        .select('i.asset_id')
        .whereRef('i.board_id', '=', 'b.id')
        .orderBy('i.position')
        .limit(1)
        .as('cover_asset_id'),
    ])
    .orderBy('b.updated_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await accessible.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    total: count.n,
    rows: rows.map(({ rights, ...r }) => ({
      ...r,
      asset_count: r.asset_count ?? 0,
      cover_asset_id: r.cover_asset_id ?? null,
      access: r.owner_id === userId ? 'owner' : (rights ?? 'view'),
    })),
  };
}

export async function boardAssets(
  db: BoardsDb,
  boardId: number,
  limit: number,
  offset: number,
): Promise<{ rows: BoardAssetRow[]; total: number; assetIds: number[] }> {
  const rows = await db
    .selectFrom('board_items as i')
    .innerJoin('assets as a', 'a.id', 'i.asset_id')
    .select([
      'i.asset_id',
      'i.position',
      'a.title',
      'a.short_title',
      'a.asset_type',
      'a.family',
      'a.license_type',
      sql<boolean>`(a.is_offline or a.withdrawn_at is not null)`.as('withdrawn'),
    ])
    .where('i.board_id', '=', boardId)
    .orderBy('i.position')
    .orderBy('i.asset_id')
    .limit(limit)
    .offset(offset)
    .execute();
  const all = await db
    .selectFrom('board_items')
    .select('asset_id')
    .where('board_id', '=', boardId)
    .orderBy('position')
    .orderBy('asset_id')
    .execute();
  return { rows, total: all.length, assetIds: all.map((r) => r.asset_id) };
}

/**
 * Which of these asset ids exist in the catalogue on this site: an asset imported for the other
 * storefront only (`assets.sites`) is as unknown here as its detail page is.
 */
export async function existingAssetIds(db: BoardsDb, ids: number[], site: Site): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('assets')
    .select('id')
    .where('id', 'in', ids)
    .where(sql<boolean>`${site} = any(sites)`)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Appends the assets not yet on the board, in the order given; one transaction. */
export async function addItems(db: BoardsDb, boardId: number, assetIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Lock the board so two concurrent adds cannot take the same positions.
    await trx.selectFrom('boards').select('id').where('id', '=', boardId).forUpdate().execute();
    const last = await trx
      .selectFrom('board_items')
      .select(sql<number>`coalesce(max(position), 0)::int`.as('p'))
      .where('board_id', '=', boardId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('board_items')
      .values(assetIds.map((asset_id, i) => ({ board_id: boardId, asset_id, position: last.p + i + 1 })))
      .onConflict((oc) => oc.columns(['board_id', 'asset_id']).doNothing())
      .execute();
    await trx.updateTable('boards').set({ updated_at: sql`now()` }).where('id', '=', boardId).execute();
  });
}

export async function removeItems(db: BoardsDb, boardId: number, assetIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('board_items')
      .where('board_id', '=', boardId)
      .where('asset_id', 'in', assetIds)
      .execute();
    await trx.updateTable('boards').set({ updated_at: sql`now()` }).where('id', '=', boardId).execute();
  });
}

/** Creates a board and makes it the owner's board to save to, in one transaction. */
export async function createBoardAsDefault(db: BoardsDb, ownerId: number, name: string): Promise<BoardRow> {
  return db.transaction().execute(async (trx) => {
    const board = await insertBoard(trx, ownerId, name);
    await setDefaultBoard(trx, ownerId, board.id);
    return board;
  });
}

/** Deletes a board the user owns (items, members and default choices go with it). */
export async function deleteOwnedBoard(db: BoardsDb, ownerId: number, boardId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('boards')
    .where('id', '=', boardId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function renameOwnedBoard(
  db: BoardsDb,
  ownerId: number,
  boardId: number,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable('boards')
    .set({ name, updated_at: sql`now()` })
    .where('id', '=', boardId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Puts the board's assets in the given order (positions 1…n) when it names exactly the assets
 * on the board; otherwise changes nothing and says so. One transaction, board row locked, so a
 * concurrent add or remove cannot slip in between the check and the writes.
 */
export async function reorderItems(
  db: BoardsDb,
  boardId: number,
  order: number[],
  same: (current: number[], proposed: number[]) => boolean,
): Promise<'reordered' | 'mismatch'> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('boards').select('id').where('id', '=', boardId).forUpdate().execute();
    const current = await trx
      .selectFrom('board_items')
      .select('asset_id')
      .where('board_id', '=', boardId)
      .execute();
    if (
      !same(
        current.map((r) => r.asset_id),
        order,
      )
    )
      return 'mismatch';
    if (order.length > 0) {
      const rows = sql.join(order.map((assetId, i) => sql`(${assetId}::int, ${i + 1}::int)`));
      await sql`update board_items as i set position = o.position
        from (values ${rows}) as o(asset_id, position)
        where i.board_id = ${boardId} and i.asset_id = o.asset_id`.execute(trx);
    }
    await trx.updateTable('boards').set({ updated_at: sql`now()` }).where('id', '=', boardId).execute();
    return 'reordered';
  });
}
