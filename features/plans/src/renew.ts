import {
  addMonths,
  balanceAtReset,
  convert,
  isCurrencyCode,
  isPlanProductType,
  money,
  nextRetryAt,
  renewalNoticeAt,
} from '@lightbox/core';
import { planBySku } from './catalogue';
import { record, schedule } from './ledger';
import type { RenewalDeps } from './renewals';
import type { PlansDb } from './repository/db';
import type { JobsTable } from './schema';

export type Job = {
  id: number;
  agreement_id: number;
  kind: JobsTable['kind'];
  run_at: Date;
  attempts: number;
};

export interface RenewContext {
  db: PlansDb;
  deps: RenewalDeps;
  /** Ends (or lapses) an agreement, with its licences' use-by dates. */
  end(agreementId: number, at: Date, status?: 'ended' | 'lapsed'): Promise<void>;
  /** The same inside the caller's transaction. */
  endWithin(tx: PlansDb, agreementId: number, at: Date, status: 'ended' | 'lapsed'): Promise<void>;
}

/**
 * A term's renewal: the charge to the kept card happens outside any transaction (its key names
 * the term and the attempt); its answer is applied with the agreement locked — a new term and
 * allowance, or a failed attempt with the next retry, or, after the last, a lapse.
 */
export async function renew(ctx: RenewContext, job: Job): Promise<void> {
  const { db, deps, end, endWithin } = ctx;
  const a = await db
    .selectFrom('plan_agreements')
    .selectAll()
    .where('id', '=', job.agreement_id)
    .executeTakeFirst();
  if (!a) return;
  // A job for a term already renewed (a repeated run) has nothing to do.
  if (a.term_ends_at && job.run_at.getTime() < a.term_ends_at.getTime()) return;
  if (a.status === 'cancelled' || !a.auto_renew) return end(a.id, a.term_ends_at ?? job.run_at);
  if (a.status !== 'active' && a.status !== 'past_due') return;
  const plan = await planBySku(db, a.sku);
  if (
    !plan?.termMonths ||
    !a.term_ends_at ||
    !isPlanProductType(plan.productType) ||
    !isCurrencyCode(a.currency)
  )
    return end(a.id, job.run_at);
  const overage = plan.overageUsdMinor !== null && a.overage_used > 0;
  const result = deps.hooks.chargeRenewal
    ? await deps.hooks.chargeRenewal({
        userId: a.user_id,
        teamId: a.team_id,
        site: a.site,
        currency: a.currency,
        billingName: a.billing_name,
        billingCountry: a.billing_country,
        kind: 'renewal',
        lines: [
          {
            sku: a.sku,
            productType: plan.productType,
            description: plan.title,
            unitMinor: a.price_minor,
            quantity: 1,
          },
          ...(overage ? [overageLine(plan, a)] : []),
        ],
        paymentMethodId: a.payment_method_id,
        idempotencyKey: `renew:${a.id}:${a.term_ends_at.toISOString()}:${a.failed_charges}`,
      })
    : ({ status: 'invalid', message: 'No payment provider.' } as const);
  await db.transaction().execute(async (tx) => {
    // The answer is applied once: the job is finished in the same transaction.
    if (!(await finish(tx, job.id, deps.clock.now()))) return;
    const locked = await lock(tx, a.id);
    if (!locked || locked.term_ends_at?.getTime() !== a.term_ends_at?.getTime()) return;
    const termEnd = a.term_ends_at!;
    if (result.status === 'paid') {
      const newEnd = addMonths(termEnd, plan.termMonths!);
      const periodEnd = plan.allowancePer === 'month' ? addMonths(termEnd, 1) : null;
      await tx
        .updateTable('plan_agreements')
        .set({
          status: 'active',
          started_at: termEnd,
          term_ends_at: newEnd,
          period_ends_at: periodEnd,
          remaining: balanceAtReset({
            remaining: locked.remaining,
            allowance: plan.allowance,
            rollover: plan.rollover,
            newTerm: true,
          }),
          overage_used: 0,
          failed_charges: 0,
          updated_at: deps.clock.now(),
        })
        .where('id', '=', a.id)
        .execute();
      await record(tx, a.id, deps.clock.now(), 'renewal', plan.allowance, `order ${result.orderId}`);
      if (periodEnd && periodEnd < newEnd) await schedule(tx, a.id, 'reset', periodEnd);
      await schedule(tx, a.id, 'renew', newEnd);
      if (plan.termMonths === 12) await schedule(tx, a.id, 'notice', renewalNoticeAt(newEnd));
      return;
    }
    const failures = locked.failed_charges + 1;
    const retryAt = nextRetryAt(termEnd, failures);
    const reason = 'message' in result ? result.message : result.status;
    await record(tx, a.id, deps.clock.now(), 'retry_failed', 0, `attempt ${failures}: ${reason}`);
    // The last retry failed too: the plan lapses, in this same transaction.
    if (!retryAt) return endWithin(tx, a.id, deps.clock.now(), 'lapsed');
    await tx
      .updateTable('plan_agreements')
      .set({ status: 'past_due', failed_charges: failures, updated_at: deps.clock.now() })
      .where('id', '=', a.id)
      .execute();
    await schedule(tx, a.id, 'renew', retryAt);
  });
}

/**
 * Marks a job done unless it is already; true when this call did (inside a transaction, the
 * job's row stays locked to its end, so its effects and its completion commit together).
 */
export async function finish(db: PlansDb, jobId: number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('plan_jobs')
    .set({ done_at: at })
    .where('id', '=', jobId)
    .where('done_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** An agreement, locked for the rest of the transaction. */
export function lock(db: PlansDb, id: number) {
  return db.selectFrom('plan_agreements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

function inCurrency(usdMinor: number, currency: string): number {
  const converted = isCurrencyCode(currency) ? convert(money(usdMinor, 'USD'), currency) : undefined;
  if (!converted?.ok) throw new Error(`overage cannot be billed in ${currency}`);
  return converted.money.amount;
}

function overageLine(
  plan: NonNullable<Awaited<ReturnType<typeof planBySku>>>,
  a: { overage_used: number; currency: string; price_minor: number },
) {
  return {
    sku: plan.sku,
    productType: 'ServiceFee' as const,
    description: `${plan.title}: downloads past the cap`,
    // The overage price is set in USD; the agreement is billed in its own currency.
    unitMinor: inCurrency(plan.overageUsdMinor!, a.currency),
    quantity: a.overage_used,
  };
}
