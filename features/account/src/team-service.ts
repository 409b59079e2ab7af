import { type AccountContext, type Limited, mailAllowance, sendMail } from './context';
import { TEAM_INVITE_TTL_MS, TEAM_SIZE_MAX } from './domain/limits';
import type { MailContext } from './mails';
import * as repo from './repository';
import type { TeamRole } from './schema';
import { hashToken, newToken } from './tokens';

/**
 * Teams of business customers: a leader invites people by email (as Member or Leader) and can
 * remove members; members can leave. A customer is in at most one team.
 */

export interface TeamView {
  team: { id: number; name: string; role: TeamRole } | undefined;
  members: repo.MemberRow[];
  invitations: repo.InvitationRow[];
}

export async function teamView(ctx: AccountContext, userId: number): Promise<TeamView> {
  const membership = await repo.findMembership(ctx.db, userId);
  if (!membership) return { team: undefined, members: [], invitations: [] };
  const [members, invitations] = await Promise.all([
    repo.listMembers(ctx.db, membership.team_id),
    membership.role === 'leader' ? repo.listOpenInvitations(ctx.db, membership.team_id) : Promise.resolve([]),
  ]);
  return {
    team: { id: membership.team_id, name: membership.team_name, role: membership.role },
    members,
    invitations,
  };
}

export async function createTeam(
  ctx: AccountContext,
  userId: number,
  name: string,
): Promise<{ kind: 'created'; teamId: number } | { kind: 'already_in_team' }> {
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      if (await repo.findMembership(tx, userId)) return { kind: 'already_in_team' } as const;
      const teamId = await repo.insertTeam(tx, name, userId);
      await repo.insertMember(tx, teamId, userId, 'leader');
      return { kind: 'created', teamId } as const;
    });
  } catch (error) {
    // Two "create team" posts at once: the member row's unique user_id lets only one through.
    if (repo.isUniqueViolation(error)) return { kind: 'already_in_team' };
    throw error;
  }
}

async function leaderTeam(ctx: AccountContext, userId: number): Promise<repo.MembershipRow | undefined> {
  const membership = await repo.findMembership(ctx.db, userId);
  return membership?.role === 'leader' ? membership : undefined;
}

export type InviteResult =
  | { kind: 'invited' }
  | { kind: 'not_leader' }
  | { kind: 'already_member' }
  | { kind: 'team_full' }
  | Limited;

export async function invite(
  ctx: AccountContext,
  leader: { id: number; name: string },
  input: { email: string; role: TeamRole },
  facts: { ip: string; mail: MailContext },
): Promise<InviteResult> {
  const team = await leaderTeam(ctx, leader.id);
  if (!team) return { kind: 'not_leader' };
  const members = await repo.listMembers(ctx.db, team.team_id);
  if (members.some((m) => m.email === input.email)) return { kind: 'already_member' };
  if (members.length >= TEAM_SIZE_MAX) return { kind: 'team_full' };
  const limited = await mailAllowance(ctx, facts.ip, input.email);
  if (limited) return limited;
  const link = newToken();
  await repo.upsertInvitation(ctx.db, {
    teamId: team.team_id,
    email: input.email,
    role: input.role,
    tokenHash: link.hash,
    invitedBy: leader.id,
    ttlMs: TEAM_INVITE_TTL_MS,
  });
  await sendMail(
    ctx,
    input.email,
    { kind: 'invite', inviter: leader.name, team: team.team_name, role: input.role, token: link.token },
    facts.mail,
  );
  return { kind: 'invited' };
}

export async function revokeInvitation(
  ctx: AccountContext,
  leaderId: number,
  invitationId: number,
): Promise<'revoked' | 'not_leader' | 'not_found'> {
  const team = await leaderTeam(ctx, leaderId);
  if (!team) return 'not_leader';
  return (await repo.revokeInvitation(ctx.db, team.team_id, invitationId)) ? 'revoked' : 'not_found';
}

export async function removeMember(
  ctx: AccountContext,
  leaderId: number,
  memberId: number,
): Promise<'removed' | 'not_leader' | 'not_found' | 'self'> {
  if (leaderId === memberId) return 'self';
  const team = await leaderTeam(ctx, leaderId);
  if (!team) return 'not_leader';
  return (await repo.removeMember(ctx.db, team.team_id, memberId)) ? 'removed' : 'not_found';
}

/**
 * Leaving: a member simply leaves; a leader may leave while another leader stays, and the last
 * person out of a team closes it. The last leader of a team with members cannot leave.
 */
export async function leaveTeam(
  ctx: AccountContext,
  userId: number,
): Promise<'left' | 'not_in_team' | 'last_leader'> {
  return ctx.db.transaction().execute(async (tx) => {
    const membership = await repo.findMembership(tx, userId);
    if (!membership) return 'not_in_team';
    const everyone = await repo.countMembers(tx, membership.team_id);
    if (everyone === 1) {
      await repo.deleteTeam(tx, membership.team_id);
      return 'left';
    }
    if (membership.role === 'leader' && (await repo.countMembers(tx, membership.team_id, 'leader')) === 1) {
      return 'last_leader';
    }
    await repo.removeMember(tx, membership.team_id, userId);
    return 'left';
  });
}

export type InvitationView =
  | {
      status: 'open';
      team: string;
      role: TeamRole;
      inviter: string | null;
      email: string;
    }
  | { status: 'expired' | 'used' | 'revoked' | 'unknown' };

export async function invitationView(ctx: AccountContext, token: string): Promise<InvitationView> {
  const found = await repo.findInvitation(ctx.db, hashToken(token));
  if (!found) return { status: 'unknown' };
  if (found.accepted_at) return { status: 'used' };
  if (found.revoked_at) return { status: 'revoked' };
  if (found.expired) return { status: 'expired' };
  return {
    status: 'open',
    team: found.team_name,
    role: found.role,
    inviter: found.inviter_name,
    email: found.email,
  };
}

export type AcceptResult =
  | { kind: 'joined'; teamId: number; role: TeamRole }
  | { kind: 'invalid' }
  | { kind: 'wrong_account'; email: string }
  | { kind: 'already_in_team' }
  | { kind: 'team_full' };

/** Accepting needs the account the invitation was sent to; the invitation is used once. */
export async function acceptInvitation(
  ctx: AccountContext,
  user: { id: number; email: string },
  token: string,
): Promise<AcceptResult> {
  const result = await accept(ctx, user, token).catch((error: unknown): AcceptResult => {
    // The same person accepting two invitations at once: one membership wins.
    if (repo.isUniqueViolation(error)) return { kind: 'already_in_team' };
    throw error;
  });
  if (result.kind === 'joined') {
    ctx.events.emit({
      type: 'account.team_joined',
      userId: user.id,
      teamId: result.teamId,
      role: result.role,
    });
  }
  return result;
}

function accept(
  ctx: AccountContext,
  user: { id: number; email: string },
  token: string,
): Promise<AcceptResult> {
  return ctx.db.transaction().execute(async (tx): Promise<AcceptResult> => {
    const found = await repo.findInvitation(tx, hashToken(token));
    if (!found || found.accepted_at || found.revoked_at || found.expired) return { kind: 'invalid' };
    if (found.email !== user.email) return { kind: 'wrong_account', email: found.email };
    if (await repo.findMembership(tx, user.id)) return { kind: 'already_in_team' };
    if ((await repo.countMembers(tx, found.team_id)) >= TEAM_SIZE_MAX) return { kind: 'team_full' };
    if (!(await repo.acceptInvitation(tx, found.id, user.id))) return { kind: 'invalid' };
    await repo.insertMember(tx, found.team_id, user.id, found.role);
    return { kind: 'joined', teamId: found.team_id, role: found.role };
  });
}
