import { sql } from 'kysely';
import type { BoardsDb } from './repository';
import type { BoardRights } from './schema';

/** All SQL of sharing: invitation links and members. */

export interface InvitationRow {
  id: number;
  board_id: number;
  code: string;
  rights: BoardRights;
  created_at: Date;
}

export interface MemberRow {
  user_id: number;
  name: string;
  rights: BoardRights;
  joined_at: Date;
}

/** The board's links that still work, newest first. */
export async function openInvitations(db: BoardsDb, boardId: number): Promise<InvitationRow[]> {
  return db
    .selectFrom('board_invitations')
    .select(['id', 'board_id', 'code', 'rights', 'created_at'])
    .where('board_id', '=', boardId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A new link, unless the board already has `max` open ones (checked under the board's lock). */
export async function insertInvitation(
  db: BoardsDb,
  boardId: number,
  code: string,
  rights: BoardRights,
  max: number,
): Promise<InvitationRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('boards').select('id').where('id', '=', boardId).forUpdate().execute();
    const open = await trx
      .selectFrom('board_invitations')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('board_id', '=', boardId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (open.n >= max) return undefined;
    return trx
      .insertInto('board_invitations')
      .values({ board_id: boardId, code, rights, revoked_at: null })
      .returning(['id', 'board_id', 'code', 'rights', 'created_at'])
      .executeTakeFirstOrThrow();
  });
}

export async function revokeInvitation(
  db: BoardsDb,
  boardId: number,
  invitationId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('board_invitations')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', invitationId)
    .where('board_id', '=', boardId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The open link with this code for this board. */
export async function findOpenInvitation(
  db: BoardsDb,
  boardId: number,
  code: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('board_invitations')
    .select(['id', 'board_id', 'code', 'rights', 'created_at'])
    .where('board_id', '=', boardId)
    .where('code', '=', code)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function ownerOf(db: BoardsDb, boardId: number): Promise<number | undefined> {
  const row = await db.selectFrom('boards').select('owner_id').where('id', '=', boardId).executeTakeFirst();
  return row?.owner_id;
}

export async function memberRights(
  db: BoardsDb,
  boardId: number,
  userId: number,
): Promise<BoardRights | undefined> {
  const row = await db
    .selectFrom('board_members')
    .select('rights')
    .where('board_id', '=', boardId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.rights;
}

export async function upsertMember(db: BoardsDb, boardId: number, userId: number, rights: BoardRights) {
  await db
    .insertInto('board_members')
    .values({ board_id: boardId, user_id: userId, rights })
    .onConflict((oc) => oc.columns(['board_id', 'user_id']).doUpdateSet({ rights }))
    .execute();
}

export async function members(db: BoardsDb, boardId: number): Promise<MemberRow[]> {
  return db
    .selectFrom('board_members as m')
    .innerJoin('account_users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'm.rights',
      'm.joined_at',
      sql<string>`coalesce(u.display_name, u.username)`.as('name'),
    ])
    .where('m.board_id', '=', boardId)
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
}

/** Removes a member; their comments stay, signed with their name. */
export async function deleteMember(db: BoardsDb, boardId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('board_members')
    .where('board_id', '=', boardId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
