// account_teams, account_team_members and account_team_invitations: teams, who is in them, who is invited.
import { sql } from 'kysely';
import type { TeamRole } from '../schema';
import { type AccountDb, inMs } from './db';

export interface MembershipRow {
  team_id: number;
  team_name: string;
  role: TeamRole;
}

export function findMembership(db: AccountDb, userId: number): Promise<MembershipRow | undefined> {
  return db
    .selectFrom('account_team_members as m')
    .innerJoin('account_teams as t', 't.id', 'm.team_id')
    .select(['m.team_id', 't.name as team_name', 'm.role'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertTeam(db: AccountDb, name: string, createdBy: number): Promise<number> {
  const row = await db
    .insertInto('account_teams')
    .values({ name, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMember(
  db: AccountDb,
  teamId: number,
  userId: number,
  role: TeamRole,
): Promise<void> {
  await db.insertInto('account_team_members').values({ team_id: teamId, user_id: userId, role }).execute();
}

export interface MemberRow {
  user_id: number;
  display_name: string | null;
  email: string;
  role: TeamRole;
  joined_at: Date;
}

export function listMembers(db: AccountDb, teamId: number): Promise<MemberRow[]> {
  return db
    .selectFrom('account_team_members as m')
    .innerJoin('account_users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.display_name', 'u.email', 'm.role', 'm.joined_at'])
    .where('m.team_id', '=', teamId)
    .orderBy(sql`m.role = 'leader'`, 'desc')
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
}

export async function countMembers(db: AccountDb, teamId: number, role?: TeamRole): Promise<number> {
  let query = db
    .selectFrom('account_team_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('team_id', '=', teamId);
  if (role) query = query.where('role', '=', role);
  return (await query.executeTakeFirstOrThrow()).n;
}

export async function removeMember(db: AccountDb, teamId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('account_team_members')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteTeam(db: AccountDb, teamId: number): Promise<void> {
  await db.deleteFrom('account_teams').where('id', '=', teamId).execute();
}

export interface InvitationRow {
  id: number;
  email: string;
  role: TeamRole;
  expires_at: Date;
  expired: boolean;
}

export function listOpenInvitations(db: AccountDb, teamId: number): Promise<InvitationRow[]> {
  return db
    .selectFrom('account_team_invitations')
    .select(['id', 'email', 'role', 'expires_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('team_id', '=', teamId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A new open invitation, or a refreshed one (new link, new expiry, new role) for the same address. */
export async function upsertInvitation(
  db: AccountDb,
  invitation: {
    teamId: number;
    email: string;
    role: TeamRole;
    tokenHash: string;
    invitedBy: number;
    ttlMs: number;
  },
): Promise<number> {
  const result = await sql<{ id: number }>`insert into account_team_invitations
      (team_id, email, role, token_hash, invited_by, expires_at)
    values (${invitation.teamId}, ${invitation.email}, ${invitation.role}, ${invitation.tokenHash},
      ${invitation.invitedBy}, ${inMs(invitation.ttlMs)})
    on conflict (team_id, email) where accepted_at is null and revoked_at is null
    do update set role = excluded.role, token_hash = excluded.token_hash, invited_by = excluded.invited_by,
      expires_at = excluded.expires_at, created_at = now()
    returning id`.execute(db);
  return result.rows[0]!.id;
}

export interface InvitationLookup {
  id: number;
  team_id: number;
  team_name: string;
  email: string;
  role: TeamRole;
  inviter_name: string | null;
  accepted_at: Date | null;
  revoked_at: Date | null;
  expired: boolean;
}

export async function findInvitation(
  db: AccountDb,
  tokenHash: string,
): Promise<InvitationLookup | undefined> {
  const result = await sql<InvitationLookup>`select i.id, i.team_id, t.name as team_name, i.email, i.role,
      u.display_name as inviter_name, i.accepted_at, i.revoked_at, i.expires_at <= now() as expired
    from account_team_invitations i
    join account_teams t on t.id = i.team_id
    left join account_users u on u.id = i.invited_by
    where i.token_hash = ${tokenHash}`.execute(db);
  return result.rows[0];
}

/** True for exactly one caller: the invitation was open and is now accepted by this user. */
export async function acceptInvitation(db: AccountDb, id: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('account_team_invitations')
    .set({ accepted_at: sql`now()`, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeInvitation(db: AccountDb, teamId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('account_team_invitations')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('team_id', '=', teamId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
