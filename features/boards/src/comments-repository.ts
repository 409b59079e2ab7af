import { sql } from 'kysely';
import type { BoardsDb } from './repository';

/** All SQL of comments on a board's assets. */

export interface CommentRow {
  id: number;
  asset_id: number;
  author_id: number;
  author_name: string;
  body: string;
  created_at: Date;
}

/**
 * The newest `perAsset` comments of every asset on the board, oldest first within an asset.
 * Comments on an asset that has left the board are kept but not listed until it returns.
 */
export async function boardComments(db: BoardsDb, boardId: number, perAsset: number): Promise<CommentRow[]> {
  const result = await sql<CommentRow>`
    select id, asset_id, author_id, author_name, body, created_at from (
      select c.id, c.asset_id, c.author_id, coalesce(u.display_name, u.username) as author_name,
        c.body, c.created_at,
        row_number() over (partition by c.asset_id order by c.created_at desc, c.id desc) as n
      from board_comments c
        join account_users u on u.id = c.author_id
        join board_items i on i.board_id = c.board_id and i.asset_id = c.asset_id
      where c.board_id = ${boardId}
    ) newest
    where n <= ${perAsset}
    order by asset_id, created_at, id`.execute(db);
  return result.rows;
}

export async function isOnBoard(db: BoardsDb, boardId: number, assetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('board_items')
    .select('asset_id')
    .where('board_id', '=', boardId)
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertComment(
  db: BoardsDb,
  boardId: number,
  assetId: number,
  authorId: number,
  body: string,
): Promise<CommentRow> {
  const row = await db
    .insertInto('board_comments')
    .values({ board_id: boardId, asset_id: assetId, author_id: authorId, body })
    .returning(['id', 'asset_id', 'author_id', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  const author = await db
    .selectFrom('account_users')
    .select(sql<string>`coalesce(display_name, username)`.as('name'))
    .where('id', '=', authorId)
    .executeTakeFirstOrThrow();
  return { ...row, author_name: author.name };
}

export async function findComment(
  db: BoardsDb,
  boardId: number,
  commentId: number,
): Promise<{ author_id: number } | undefined> {
  return db
    .selectFrom('board_comments')
    .select('author_id')
    .where('board_id', '=', boardId)
    .where('id', '=', commentId)
    .executeTakeFirst();
}

export async function deleteComment(db: BoardsDb, boardId: number, commentId: number): Promise<void> {
  await db.deleteFrom('board_comments').where('board_id', '=', boardId).where('id', '=', commentId).execute();
}
