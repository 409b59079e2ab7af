import {
  addMonths,
  convert,
  isCurrencyCode,
  type Money,
  money,
  periodsRemaining,
  prorateUpgrade,
  renewalNoticeAt,
  scaleMoney,
  subtractMoney,
  zeroMoney,
} from '@lightbox/core';
import type { OrderHooks } from '@lightbox/purchase';
import { type PlanOffer, planBySku } from './catalogue';
import { record, schedule } from './ledger';
import { latestCard } from './repository/cards';
import type { PlansDb } from './repository/db';
import type { AgreementsTable } from './schema';

type Agreement = {
  [K in keyof AgreementsTable]: AgreementsTable[K] extends import('kysely').Generated<infer T>
    ? T
    : AgreementsTable[K];
};

/**
 * Moving a subscription to a bigger plan (§4: prorated by periods remaining; the period under
 * way counts as used). Same term length: the plan changes now, the customer pays the price
 * difference for the months not yet begun, and the new allowance starts with the next month.
 * Monthly to annual: a new year starts now at the annual price, less the unused months of the
 * current term (none for a monthly plan); this month's unused downloads carry over.
 */
export interface UpgradeQuote {
  from: PlanOffer;
  to: PlanOffer;
  sameTerm: boolean;
  charge: Money;
  /** The new plan's price in the agreement's currency (what renewals charge). */
  newPrice: Money;
  termEndsAt: Date;
}

const TIERS = ['essentials', 'signature', 'signatureplus'] as const;
const tierRank = (tier: PlanOffer['tier']) => (tier === null ? -1 : TIERS.indexOf(tier));

export type QuoteResult =
  | { ok: true; quote: UpgradeQuote }
  | { ok: false; status: 400 | 404 | 409; message: string };

export async function quoteUpgrade(
  db: PlansDb,
  a: Agreement,
  toSku: string,
  now: Date,
): Promise<QuoteResult> {
  const [from, to] = await Promise.all([planBySku(db, a.sku), planBySku(db, toSku)]);
  if (!from || !to?.sites.includes(a.site) || to.sku === from.sku)
    return { ok: false, status: 404, message: 'That plan is not offered as an upgrade.' };
  if (from.kind !== 'subscription' || to.kind !== 'subscription' || !from.termMonths || !to.termMonths)
    return { ok: false, status: 400, message: 'Only subscriptions can be upgraded.' };
  if (a.status !== 'active' && a.status !== 'cancelled')
    return { ok: false, status: 409, message: 'This plan cannot be changed now.' };
  if (!a.term_ends_at || !isCurrencyCode(a.currency))
    return { ok: false, status: 409, message: 'This plan cannot be changed now.' };
  const currency = a.currency;
  const converted = convert(money(to.priceUsdMinor, 'USD'), currency);
  if (!converted.ok) return { ok: false, status: 409, message: `Prices cannot be shown in ${currency}.` };
  const newPrice = converted.money;
  const current = money(a.price_minor, currency);
  const total = from.termMonths;
  const remaining = periodsRemaining(a.started_at, 1, total, now);
  const sameTerm = from.termMonths === to.termMonths;
  // Bigger means no lower tier and no fewer downloads: dearer on the same term, or a longer term.
  const noSmaller = tierRank(to.tier) >= tierRank(from.tier) && to.allowance >= from.allowance;
  const upgrade =
    noSmaller && (sameTerm ? to.priceUsdMinor > from.priceUsdMinor : to.termMonths > from.termMonths);
  if (!upgrade)
    return {
      ok: false,
      status: 400,
      message: 'Choose a bigger plan: a smaller one starts after cancelling this one.',
    };
  let charge: Money;
  if (sameTerm) {
    charge = prorateUpgrade({
      currentPrice: current,
      newPrice,
      periodsTotal: total,
      periodsRemaining: remaining,
    });
  } else {
    const credit = scaleMoney(current, BigInt(remaining), BigInt(total));
    const difference = subtractMoney(newPrice, credit);
    charge = difference.amount > 0 ? difference : zeroMoney(currency);
  }
  return {
    ok: true,
    quote: {
      from,
      to,
      sameTerm,
      charge,
      newPrice,
      termEndsAt: sameTerm ? a.term_ends_at : addMonths(now, to.termMonths),
    },
  };
}

export type UpgradeResult =
  | { ok: true; agreementId: number; charged: Money }
  | { ok: false; status: 400 | 402 | 404 | 409; message: string };

export async function upgrade(
  db: PlansDb,
  hooks: OrderHooks,
  input: { userId: number; agreementId: number; toSku: string; idempotencyKey: string },
  now: Date,
): Promise<UpgradeResult> {
  const a = await db
    .selectFrom('plan_agreements')
    .selectAll()
    .where('id', '=', input.agreementId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!a) return { ok: false, status: 404, message: 'There is no such plan.' };
  // A retried request whose upgrade went through finds the plan already moved.
  if (a.status === 'replaced' && a.replaced_by !== null)
    return { ok: true, agreementId: a.replaced_by, charged: zeroMoney('USD') };
  if (a.sku === input.toSku) return { ok: true, agreementId: a.id, charged: zeroMoney('USD') };
  const quoted = await quoteUpgrade(db, a, input.toSku, now);
  if (!quoted.ok) return quoted;
  const { quote } = quoted;
  if (quote.charge.amount > 0) {
    const paid = hooks.chargeRenewal
      ? await hooks.chargeRenewal({
          userId: a.user_id,
          teamId: a.team_id,
          site: a.site,
          currency: quote.charge.currency,
          billingName: a.billing_name,
          billingCountry: a.billing_country,
          kind: 'upgrade',
          lines: [
            {
              sku: quote.to.sku,
              productType: 'RfSubscription',
              description: `Upgrade to ${quote.to.title}`,
              unitMinor: quote.charge.amount,
              quantity: 1,
            },
          ],
          paymentMethodId: a.payment_method_id ?? (await latestCard(db, a.user_id)),
          idempotencyKey: `upgrade:${input.idempotencyKey}`,
        })
      : ({ status: 'invalid', message: 'No payment provider.' } as const);
    if (paid.status !== 'paid')
      return {
        ok: false,
        status: 402,
        message: 'message' in paid ? paid.message : 'The payment did not go through.',
      };
  }
  return db.transaction().execute(async (tx): Promise<UpgradeResult> => {
    const locked = await tx
      .selectFrom('plan_agreements')
      .selectAll()
      .where('id', '=', a.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.sku !== a.sku || locked.status === 'replaced')
      return { ok: true, agreementId: locked.replaced_by ?? locked.id, charged: quote.charge };
    if (quote.sameTerm) {
      await tx
        .updateTable('plan_agreements')
        .set({
          sku: quote.to.sku,
          price_minor: quote.newPrice.amount,
          status: 'active',
          auto_renew: true,
          updated_at: now,
        })
        .where('id', '=', a.id)
        .execute();
      await schedule(tx, a.id, 'renew', locked.term_ends_at!);
      await record(
        tx,
        a.id,
        now,
        'upgrade',
        0,
        `${quote.from.sku} → ${quote.to.sku}, charged ${quote.charge.amount}`,
      );
      return { ok: true, agreementId: a.id, charged: quote.charge };
    }
    const created = await tx
      .insertInto('plan_agreements')
      .values({
        user_id: locked.user_id,
        team_id: locked.team_id,
        site: locked.site,
        sku: quote.to.sku,
        status: 'active',
        order_line_id: null,
        currency: quote.newPrice.currency,
        price_minor: quote.newPrice.amount,
        billing_name: locked.billing_name,
        billing_country: locked.billing_country,
        started_at: now,
        term_ends_at: quote.termEndsAt,
        period_ends_at: quote.to.allowancePer === 'month' ? addMonths(now, 1) : null,
        remaining: quote.to.allowance + locked.remaining,
        auto_renew: true,
        payment_method_id: locked.payment_method_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('plan_agreements')
      .set({
        status: 'replaced',
        replaced_by: created.id,
        remaining: 0,
        auto_renew: false,
        ended_at: now,
        updated_at: now,
      })
      .where('id', '=', a.id)
      .execute();
    await tx
      .updateTable('plan_jobs')
      .set({ done_at: now })
      .where('agreement_id', '=', a.id)
      .where('done_at', 'is', null)
      .execute();
    await tx
      .updateTable('plan_shares')
      .set({ agreement_id: created.id })
      .where('agreement_id', '=', a.id)
      .execute();
    await record(tx, a.id, now, 'upgrade', -locked.remaining, `replaced by plan ${created.id}`);
    await record(
      tx,
      created.id,
      now,
      'grant',
      quote.to.allowance + locked.remaining,
      `upgrade from plan ${a.id}, ${locked.remaining} carried over`,
    );
    const periodEnd = addMonths(now, 1);
    if (quote.to.allowancePer === 'month' && periodEnd < quote.termEndsAt)
      await schedule(tx, created.id, 'reset', periodEnd);
    await schedule(tx, created.id, 'renew', quote.termEndsAt);
    if (quote.to.termMonths === 12)
      await schedule(tx, created.id, 'notice', renewalNoticeAt(quote.termEndsAt));
    return { ok: true, agreementId: created.id, charged: quote.charge };
  });
}
