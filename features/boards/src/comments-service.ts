import { AppError, badRequest, type Db, notFound } from '@lightbox/platform';
import * as comments from './comments-repository';
import { BOARD_COMMENTS_PER_ASSET_MAX } from './domain/rules';
import { type CommentView, presentComment } from './presenters';
import * as repo from './repository';
import type { BoardsService } from './service';

export const COMMENT_NOT_YOURS_MESSAGE = 'You can delete only your own comments.';

/**
 * Comments on a board's assets. The owner and every member (view rights included: commenting
 * is how viewers take part) may write; only the author may delete a comment.
 */
export function createCommentsService(db: Db, boards: BoardsService) {
  const bdb = repo.boardsDb(db);
  return {
    async list(userId: number, rawId: string): Promise<CommentView[]> {
      const board = await boards.find(userId, rawId);
      const rows = await comments.boardComments(bdb, board.id, BOARD_COMMENTS_PER_ASSET_MAX);
      return rows.map((row) => presentComment(row, userId));
    },

    /** Text already validated (trimmed, 1…BOARD_COMMENT_MAX characters). */
    async add(userId: number, rawId: string, assetId: number, text: string): Promise<CommentView> {
      const board = await boards.find(userId, rawId);
      if (!(await comments.isOnBoard(bdb, board.id, assetId))) {
        throw badRequest(`Asset ${assetId} is not on this board.`, { field: 'assetId' });
      }
      const row = await comments.insertComment(bdb, board.id, assetId, userId, text);
      boards.events.publish(board.id, 'comments');
      return presentComment(row, userId);
    },

    async remove(userId: number, rawId: string, commentId: number): Promise<void> {
      const board = await boards.find(userId, rawId);
      const comment = await comments.findComment(bdb, board.id, commentId);
      if (!comment) throw notFound('There is no such comment on this board.');
      if (comment.author_id !== userId) {
        throw new AppError('comment_not_yours', COMMENT_NOT_YOURS_MESSAGE, { status: 403 });
      }
      await comments.deleteComment(bdb, board.id, commentId);
      boards.events.publish(board.id, 'comments');
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
