import type { Change } from './manage';
import * as manage from './manage';
import type { PlansDb } from './repository/db';

/** User types on an agreement: download user, view-only, guest (issue 17). */

export type UserType = 'download' | 'view_only' | 'guest';
export const USER_TYPES: readonly UserType[] = ['download', 'view_only', 'guest'];

const _notFound = { ok: false, status: 404, message: 'There is no such agreement.' } as const;

/**
 * The owner (a team leader) adds a member of their team to an agreement as a download user, a
 * view-only user or a guest: a share of all of it, with that user type.
 */
export async function setAgreementUser(
  db: PlansDb,
  input: { leaderId: number; agreementId: number; memberId: number; userType: UserType },
  now: Date,
): Promise<Change> {
  if (!USER_TYPES.includes(input.userType))
    return { ok: false, status: 400, message: 'Choose download user, view-only or guest.' };
  return manage.setShare(db, { ...input, mode: 'all', amount: null }, now);
}

/** The owner's view of who uses an agreement, and the team members they may still add. */
export async function agreementUsers(db: PlansDb, leaderId: number, agreementId: number) {
  const a = await db
    .selectFrom('plan_agreements')
    .select(['id'])
    .where('id', '=', agreementId)
    .where('user_id', '=', leaderId)
    .executeTakeFirst();
  if (!a) return undefined;
  const users = await manage.sharesOf(db, agreementId);
  const team = await db
    .selectFrom('account_team_members as m')
    .innerJoin('account_team_members as me', 'me.team_id', 'm.team_id')
    .innerJoin('account_users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.display_name'])
    .where('me.user_id', '=', leaderId)
    .where('me.role', '=', 'leader')
    .where('m.user_id', '!=', leaderId)
    .orderBy('u.email')
    .execute();
  return {
    users: users.map((u) => ({
      userId: u.user_id,
      email: u.email,
      name: u.display_name,
      userType: u.user_type,
    })),
    candidates: team.filter((m) => !users.some((u) => u.user_id === m.id)),
  };
}

/**
 * What a member sees of an agreement shared with them: a view-only or download user its balance
 * and licences, a guest only that it exists. Undefined when it is not shared with them.
 */
export async function memberView(db: PlansDb, userId: number, agreementId: number) {
  const row = await db
    .selectFrom('plan_shares as s')
    .innerJoin('plan_agreements as a', 'a.id', 's.agreement_id')
    .innerJoin('purchase_products as pp', 'pp.sku', 'a.sku')
    .innerJoin('plan_products as p', 'p.sku', 'a.sku')
    .select(['a.id', 'a.sku', 'pp.title', 's.user_type', 'a.remaining', 'p.allowance', 'a.term_ends_at'])
    .where('s.agreement_id', '=', agreementId)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.user_type === 'guest')
    return { id: row.id, title: row.title ?? row.sku, userType: 'guest' as const };
  const licences = await db
    .selectFrom('plan_spends as sp')
    .innerJoin('assets as x', 'x.id', 'sp.asset_id')
    .select(['sp.asset_id', 'x.title', 'sp.project_code', 'sp.created_at'])
    .where('sp.agreement_id', '=', agreementId)
    .orderBy('sp.id', 'desc')
    .limit(100)
    .execute();
  return {
    id: row.id,
    title: row.title ?? row.sku,
    userType: row.user_type,
    remaining: row.remaining,
    cap: row.allowance,
    termEndsAt: row.term_ends_at?.toISOString() ?? null,
    licences: licences.map((l) => ({
      assetId: l.asset_id,
      title: l.title,
      projectCode: l.project_code,
      at: l.created_at.toISOString(),
    })),
  };
}
