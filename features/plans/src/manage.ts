import { addMonths, PACK_INACTIVITY_MONTHS, packRefundable } from '@lightbox/core';
import type { OrderHooks } from '@lightbox/purchase';
import { planBySku } from './catalogue';
import { record, schedule } from './ledger';
import type { PlansDb } from './repository/db';

/** A customer's own changes to their plans: cancel, resume, card, refund, upgrade, shares. */

export type Change = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string };

const notFound: Change = { ok: false, status: 404, message: 'There is no such plan.' };

function own(db: PlansDb, userId: number, agreementId: number) {
  return db
    .selectFrom('plan_agreements')
    .selectAll()
    .where('id', '=', agreementId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Cancelling stops the next renewal; the plan runs to the end of its term. */
export async function cancel(db: PlansDb, userId: number, agreementId: number, now: Date): Promise<Change> {
  return db.transaction().execute(async (tx) => {
    const a = await own(tx, userId, agreementId);
    if (!a) return notFound;
    if (a.status === 'cancelled') return { ok: true };
    if (a.status !== 'active' && a.status !== 'past_due')
      return { ok: false, status: 409, message: 'This plan has already ended.' };
    if (a.term_ends_at === null)
      return { ok: false, status: 409, message: 'A pack does not renew: there is nothing to cancel.' };
    await tx
      .updateTable('plan_agreements')
      .set({ status: 'cancelled', auto_renew: false, updated_at: now })
      .where('id', '=', a.id)
      .execute();
    await record(tx, a.id, now, 'cancel', 0, `runs to ${a.term_ends_at.toISOString()}`);
    return { ok: true };
  });
}

/** A cancelled plan renews again, while its term lasts. */
export async function resume(db: PlansDb, userId: number, agreementId: number, now: Date): Promise<Change> {
  return db.transaction().execute(async (tx) => {
    const a = await own(tx, userId, agreementId);
    if (!a) return notFound;
    if (a.status !== 'cancelled' || !a.term_ends_at || a.term_ends_at <= now)
      return { ok: false, status: 409, message: 'Only a cancelled plan that has not ended can be resumed.' };
    await tx
      .updateTable('plan_agreements')
      .set({ status: 'active', auto_renew: true, updated_at: now })
      .where('id', '=', a.id)
      .execute();
    await schedule(tx, a.id, 'renew', a.term_ends_at);
    await record(tx, a.id, now, 'resume');
    return { ok: true };
  });
}

/** The saved card a plan's renewals are charged to (one of the customer's own). */
export async function setCard(
  db: PlansDb,
  userId: number,
  agreementId: number,
  methodId: number,
): Promise<Change> {
  const method = await db
    .selectFrom('purchase_payment_methods')
    .select('id')
    .where('id', '=', methodId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!method) return { ok: false, status: 400, message: 'Choose one of your saved cards.' };
  const updated = await db
    .updateTable('plan_agreements')
    .set({ payment_method_id: methodId })
    .where('id', '=', agreementId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? { ok: true } : notFound;
}

/**
 * An unused pack bought less than 14 days ago is refunded to the card that paid for it. The
 * agreement is marked refunded first, so a second request finds nothing to refund.
 */
export async function refundPack(
  db: PlansDb,
  hooks: OrderHooks,
  userId: number,
  agreementId: number,
  now: Date,
): Promise<Change> {
  type Claim = { ok: true; lineId: number; remaining: number } | Extract<Change, { ok: false }>;
  const claimed = await db.transaction().execute(async (tx): Promise<Claim> => {
    const a = await own(tx, userId, agreementId);
    if (!a) return { ok: false, status: 404, message: 'There is no such plan.' };
    const plan = await planBySku(tx, a.sku);
    if (!plan || (plan.kind !== 'credit_pack' && plan.kind !== 'image_pack') || a.order_line_id === null)
      return { ok: false as const, status: 409 as const, message: 'Only packs can be refunded.' };
    const spent = await tx
      .selectFrom('plan_spends')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agreement_id', '=', a.id)
      .executeTakeFirstOrThrow();
    if (a.status !== 'active' || !packRefundable({ paidAt: a.started_at, now, unitsSpent: Number(spent.n) }))
      return {
        ok: false as const,
        status: 409 as const,
        message: 'A pack can be refunded within 14 days of purchase, while none of it is used.',
      };
    await tx
      .updateTable('plan_agreements')
      .set({ status: 'refunded', remaining: 0, ended_at: now, updated_at: now })
      .where('id', '=', a.id)
      .execute();
    await record(tx, a.id, now, 'refund', -a.remaining);
    return { ok: true as const, lineId: a.order_line_id, remaining: a.remaining };
  });
  if (!claimed.ok) return claimed;
  const refunded = hooks.refundLine
    ? await hooks.refundLine(claimed.lineId, `refund-plan-${agreementId}`)
    : { ok: false as const, message: 'No payment provider.' };
  if (refunded.ok) return { ok: true };
  // The money did not go back: the pack is the customer's again.
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('plan_agreements')
      .set({ status: 'active', remaining: claimed.remaining, ended_at: null, updated_at: now })
      .where('id', '=', agreementId)
      .execute();
    await record(tx, agreementId, now, 'grant', claimed.remaining, 'refund failed');
  });
  return { ok: false, status: 409, message: refunded.message };
}

/** Packs of customers who have not signed in for a year end (housekeeping). */
export async function expireInactivePacks(db: PlansDb, now: Date): Promise<number> {
  const cutoff = addMonths(now, -PACK_INACTIVITY_MONTHS);
  const expired = await db
    .updateTable('plan_agreements')
    .set({ status: 'ended', ended_at: now, updated_at: now })
    .where('status', '=', 'active')
    .where('term_ends_at', 'is', null)
    .where('sku', 'in', (eb) =>
      eb.selectFrom('plan_products').select('sku').where('kind', 'in', ['credit_pack', 'image_pack']),
    )
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('account_users').select('id').where('last_sign_in_at', '<', cutoff),
    )
    .returning(['id', 'remaining'])
    .execute();
  for (const row of expired) await record(db, row.id, now, 'expire', -row.remaining, 'no sign-in for a year');
  return expired.length;
}

export type ShareMode = 'all' | 'fixed' | 'monthly';

/**
 * A team leader shares one of their plans with a member of their team: all of it, a fixed
 * amount, or an allowance that resets each month. Licences the member takes belong to the team.
 */
export async function setShare(
  db: PlansDb,
  input: {
    leaderId: number;
    agreementId: number;
    memberId: number;
    mode: ShareMode;
    amount: number | null;
    userType?: 'download' | 'view_only' | 'guest';
  },
  now: Date,
): Promise<Change> {
  if (
    input.mode !== 'all' &&
    !(Number.isSafeInteger(input.amount) && (input.amount ?? 0) > 0 && (input.amount ?? 0) <= 100_000)
  )
    return { ok: false, status: 400, message: 'Give a whole number of downloads or credits to share.' };
  return db.transaction().execute(async (tx): Promise<Change> => {
    const a = await own(tx, input.leaderId, input.agreementId);
    if (!a || !['active', 'cancelled', 'past_due'].includes(a.status)) return notFound;
    const roles = await tx
      .selectFrom('account_team_members')
      .select(['user_id', 'role', 'team_id'])
      .where('user_id', 'in', [input.leaderId, input.memberId])
      .execute();
    const leader = roles.find((r) => r.user_id === input.leaderId);
    const member = roles.find((r) => r.user_id === input.memberId);
    if (leader?.role !== 'leader')
      return { ok: false, status: 409, message: 'Only a team leader shares plans.' };
    if (!member || member.team_id !== leader.team_id || input.memberId === input.leaderId)
      return { ok: false, status: 400, message: 'Choose a member of your team.' };
    // The plan is the team's from now on: licences taken from it belong to the team.
    if (a.team_id !== leader.team_id)
      await tx
        .updateTable('plan_agreements')
        .set({ team_id: leader.team_id })
        .where('id', '=', a.id)
        .execute();
    const amount = input.mode === 'all' ? null : input.amount;
    const userType = input.userType ?? 'download';
    await tx
      .insertInto('plan_shares')
      .values({
        agreement_id: a.id,
        user_id: input.memberId,
        mode: input.mode,
        amount,
        user_type: userType,
        period_started_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['agreement_id', 'user_id'])
          .doUpdateSet({ mode: input.mode, amount, user_type: userType, period_started_at: now }),
      )
      .execute();
    return { ok: true };
  });
}

export async function removeShare(
  db: PlansDb,
  leaderId: number,
  agreementId: number,
  memberId: number,
): Promise<Change> {
  const a = await db
    .selectFrom('plan_agreements')
    .select('id')
    .where('id', '=', agreementId)
    .where('user_id', '=', leaderId)
    .executeTakeFirst();
  if (!a) return notFound;
  await db
    .deleteFrom('plan_shares')
    .where('agreement_id', '=', agreementId)
    .where('user_id', '=', memberId)
    .execute();
  return { ok: true };
}

/** Who a plan is shared with and how much each has used. */
export function sharesOf(db: PlansDb, agreementId: number) {
  return db
    .selectFrom('plan_shares as s')
    .innerJoin('account_users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 'u.email', 'u.display_name', 's.mode', 's.amount', 's.used', 's.user_type'])
    .where('s.agreement_id', '=', agreementId)
    .orderBy('u.email')
    .execute();
}
