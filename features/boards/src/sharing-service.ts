import { randomBytes } from 'node:crypto';
import { parsePositiveInt4 } from '@lightbox/core';
import { AppError, badRequest, type Db, notFound } from '@lightbox/platform';
import {
  BOARD_INVITATIONS_MAX,
  type BoardMemberRights,
  isInvitationCode,
  joinedRights,
} from './domain/rules';
import { type InvitationView, type MemberView, presentInvitation, presentMember } from './presenters';
import * as repo from './repository';
import { BOARD_NOT_FOUND_MESSAGE, type BoardsService } from './service';
import * as sharing from './sharing-repository';

export const INVITATION_INVALID_MESSAGE =
  'This invitation link does not work any more. Ask the board’s owner for a new one.';
export const OWNER_ONLY_MESSAGE = 'Only the board’s owner can do that.';
export const INVITATIONS_FULL_MESSAGE = `A board can have at most ${BOARD_INVITATIONS_MAX} open invitation links. Revoke one first.`;

const ownerOnly = () => new AppError('board_owner_only', OWNER_ONLY_MESSAGE, { status: 403 });

/** 32 random bytes: an invitation code nobody can guess (43 base64url characters). */
export const newInvitationCode = () => randomBytes(32).toString('base64url');

/**
 * Sharing a board: the owner hands out invitation links with view or edit rights, revokes them
 * and removes members; a signed-in customer opening a link joins. Members see who else is on
 * the board; only the owner sees the links. Strangers get the same 404 as for a missing board.
 */
export function createSharingService(db: Db, boards: BoardsService) {
  const bdb = repo.boardsDb(db);

  async function owned(userId: number, rawId: string) {
    const board = await boards.find(userId, rawId);
    if (board.access !== 'owner') throw ownerOnly();
    return board;
  }

  return {
    async invitations(userId: number, rawId: string): Promise<InvitationView[]> {
      const board = await owned(userId, rawId);
      return (await sharing.openInvitations(bdb, board.id)).map(presentInvitation);
    },

    async invite(userId: number, rawId: string, rights: BoardMemberRights): Promise<InvitationView> {
      const board = await owned(userId, rawId);
      const row = await sharing.insertInvitation(
        bdb,
        board.id,
        newInvitationCode(),
        rights,
        BOARD_INVITATIONS_MAX,
      );
      if (!row) throw badRequest(INVITATIONS_FULL_MESSAGE);
      return presentInvitation(row);
    },

    async revoke(userId: number, rawId: string, invitationId: number): Promise<void> {
      const board = await owned(userId, rawId);
      if (!(await sharing.revokeInvitation(bdb, board.id, invitationId))) {
        throw notFound('There is no such open invitation link on this board.');
      }
    },

    async members(userId: number, rawId: string): Promise<MemberView[]> {
      const board = await boards.find(userId, rawId);
      return (await sharing.members(bdb, board.id)).map(presentMember);
    },

    /** The owner removes anyone; a member may remove only themselves (leave the board). */
    async removeMember(userId: number, rawId: string, memberId: number): Promise<void> {
      const board = await boards.find(userId, rawId);
      if (board.access !== 'owner' && memberId !== userId) throw ownerOnly();
      if (!(await sharing.deleteMember(bdb, board.id, memberId))) {
        throw notFound('That person is not a member of this board.');
      }
      boards.events.publish(board.id, 'members');
    },

    /**
     * Opens an invitation link: the customer joins with the link's rights (never fewer than they
     * had). The owner following their own link just sees the board. A revoked, unknown or
     * malformed code, or a missing board, is the same 404.
     */
    async join(
      userId: number,
      rawId: string,
      code: string,
    ): Promise<{ boardId: number; rights: BoardMemberRights | 'owner' }> {
      const boardId = parsePositiveInt4(rawId);
      if (boardId === undefined || !isInvitationCode(code)) throw notFound(INVITATION_INVALID_MESSAGE);
      const invitation = await sharing.findOpenInvitation(bdb, boardId, code);
      if (!invitation) throw notFound(INVITATION_INVALID_MESSAGE);
      const owner = await sharing.ownerOf(bdb, boardId);
      if (owner === undefined) throw notFound(BOARD_NOT_FOUND_MESSAGE);
      if (owner === userId) return { boardId, rights: 'owner' };
      const rights = joinedRights(await sharing.memberRights(bdb, boardId, userId), invitation.rights);
      await sharing.upsertMember(bdb, boardId, userId, rights);
      boards.events.publish(boardId, 'members');
      return { boardId, rights };
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
