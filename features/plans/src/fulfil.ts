import { addMonths, isPlanProductType, renewalNoticeAt } from '@lightbox/core';
import type { PaidOrder } from '@lightbox/purchase';
import { planBySku } from './catalogue';
import type { Clock } from './clock';
import { record, schedule } from './ledger';
import { latestCard } from './repository/cards';
import type { PlansDb } from './repository/db';

/**
 * A paid sale's plan lines become agreements, in the order's own transaction: the balance is
 * granted, and the jobs that reset monthly allowances, mail before an annual renewal and renew
 * (or end) the term are scheduled. Renewal orders are the renewal job's own business.
 */
export async function fulfilPlanLines(db: PlansDb, order: PaidOrder, clock: Clock): Promise<void> {
  if (order.kind !== 'sale') return;
  for (const line of order.lines) {
    if (line.assetId !== null || !isPlanProductType(line.productType)) continue;
    const plan = await planBySku(db, line.sku);
    if (!plan) throw new Error(`order ${order.id} has plan ${line.sku} that the plans table lacks`);
    const start = clock.now();
    const termEnd = plan.termMonths ? addMonths(start, plan.termMonths) : null;
    const periodEnd = plan.allowancePer === 'month' ? addMonths(start, 1) : null;
    const renews = termEnd !== null && plan.kind !== 'custom_media';
    const agreement = await db
      .insertInto('plan_agreements')
      .values({
        user_id: order.userId,
        team_id: order.teamId,
        site: order.site,
        sku: plan.sku,
        status: 'active',
        order_line_id: line.id,
        currency: order.currency,
        price_minor: line.unitMinor,
        billing_name: order.billingName,
        billing_country: order.billingCountry,
        started_at: start,
        term_ends_at: termEnd,
        period_ends_at: periodEnd,
        remaining: plan.allowance,
        auto_renew: renews,
        payment_method_id: renews ? await latestCard(db, order.userId) : null,
      })
      .onConflict((oc) => oc.column('order_line_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!agreement) continue; // this line was fulfilled before
    await record(db, agreement.id, start, 'grant', plan.allowance, `order ${order.id}`);
    if (periodEnd && (!termEnd || periodEnd < termEnd)) await schedule(db, agreement.id, 'reset', periodEnd);
    if (termEnd) {
      await schedule(db, agreement.id, renews ? 'renew' : 'end', termEnd);
      if (renews && plan.termMonths === 12)
        await schedule(db, agreement.id, 'notice', renewalNoticeAt(termEnd));
    }
  }
}

/** The card a renewal is charged to: the customer's most recently kept one. */
