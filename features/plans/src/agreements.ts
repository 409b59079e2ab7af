import {
  type ActiveAgreement,
  AGREEMENT_CODES,
  type AgreementCode,
  convert,
  formatMoney,
  isCurrencyCode,
  money,
} from '@lightbox/core';
import { usableAgreements } from './access';
import { planBySku } from './catalogue';
import { record, schedule } from './ledger';
import type { Change } from './manage';
import * as manage from './manage';
import type { PlansDb } from './repository/db';

/** Premium access agreements: the renewal pages, and the agreements analytics reports. */

/** Agreements renewed term by term (premium access, editorial subscription, easy access). */
const TERM_KINDS = ['premium_access', 'editorial_subscription', 'easy_access'] as const;

const notFound = { ok: false, status: 404, message: 'There is no such agreement.' } as const;

/** What the renewal pages show: term, cap, use, overage so far, the renewal total and the card. */
export interface RenewalView {
  id: number;
  title: string;
  status: string;
  startedAt: string;
  termEndsAt: string;
  cap: number;
  used: number;
  remaining: number;
  overageUsed: number;
  /** Price of one download past the cap, or null when the agreement has no overage. */
  overageUnitPrice: string | null;
  overageTotal: string;
  price: string;
  renewalTotal: string;
  autoRenew: boolean;
  card: { id: number; brand: string; last4: string } | null;
  cards: { id: number; brand: string; last4: string; expiry: string }[];
}

export async function renewalView(
  db: PlansDb,
  userId: number,
  agreementId: number,
  locale: string,
): Promise<RenewalView | undefined> {
  const a = await db
    .selectFrom('plan_agreements as a')
    .innerJoin('plan_products as p', 'p.sku', 'a.sku')
    .selectAll('a')
    .select(['p.kind'])
    .where('a.id', '=', agreementId)
    .where('a.user_id', '=', userId)
    .where('a.site', '=', 'premium')
    .executeTakeFirst();
  if (!a || !(TERM_KINDS as readonly string[]).includes(a.kind) || !a.term_ends_at) return undefined;
  const plan = await planBySku(db, a.sku);
  if (!plan) return undefined;
  const currency = isCurrencyCode(a.currency) ? a.currency : 'USD';
  const unit = plan.overageUsdMinor === null ? null : overageUnitMinor(plan.overageUsdMinor, currency);
  const overageMinor = (unit ?? 0) * a.overage_used;
  const format = (minor: number) => formatMoney(money(minor, currency), locale);
  const cards = await db
    .selectFrom('purchase_payment_methods')
    .select(['id', 'brand', 'last4', 'expiry'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const card = cards.find((c) => c.id === a.payment_method_id);
  return {
    id: a.id,
    title: plan.title,
    status: a.status,
    startedAt: a.started_at.toISOString(),
    termEndsAt: a.term_ends_at.toISOString(),
    cap: plan.allowance,
    used: Math.max(0, plan.allowance - a.remaining),
    remaining: a.remaining,
    overageUsed: a.overage_used,
    overageUnitPrice: unit === null ? null : format(unit),
    overageTotal: format(overageMinor),
    price: format(a.price_minor),
    renewalTotal: format(a.price_minor + overageMinor),
    autoRenew: a.auto_renew,
    card: card ? { id: card.id, brand: card.brand, last4: card.last4 } : null,
    cards,
  };
}

/** The overage price is set in USD; the agreement is billed in its own currency (as renewals do). */
function overageUnitMinor(usdMinor: number, currency: string): number {
  const converted = convert(money(usdMinor, 'USD'), currency);
  return converted.ok ? converted.money.amount : usdMinor;
}

/**
 * Self-renewal: the agreement renews at the end of its term. A cancelled one is resumed; an
 * active one that does not renew is turned to renew. A card must be on it to charge.
 */
export async function turnOnAutoRenew(
  db: PlansDb,
  userId: number,
  agreementId: number,
  now: Date,
): Promise<Change> {
  const before = await db
    .selectFrom('plan_agreements')
    .select(['status', 'payment_method_id', 'site'])
    .where('id', '=', agreementId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (before?.site !== 'premium') return notFound;
  if (before.payment_method_id === null)
    return { ok: false, status: 409, message: 'Choose a card for the renewal first.' };
  if (before.status === 'cancelled') return manage.resume(db, userId, agreementId, now);
  return db.transaction().execute(async (tx): Promise<Change> => {
    const a = await tx
      .selectFrom('plan_agreements')
      .selectAll()
      .where('id', '=', agreementId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!a) return notFound;
    if (a.status !== 'active' || !a.term_ends_at || a.term_ends_at <= now)
      return { ok: false, status: 409, message: 'This agreement has ended: buy a new one instead.' };
    if (a.auto_renew) return { ok: true };
    await tx
      .updateTable('plan_agreements')
      .set({ auto_renew: true, updated_at: now })
      .where('id', '=', a.id)
      .execute();
    await schedule(tx, a.id, 'renew', a.term_ends_at);
    await record(tx, a.id, now, 'resume', 0, 'auto-renew turned on');
    return { ok: true };
  });
}

/**
 * The agreements analytics and the gallery state report for a signed-in customer (spec §3/§4):
 * each usable agreement with an agreement code, its cap and downloads remaining.
 */
export async function activeAgreementsOf(
  db: PlansDb,
  userId: number,
  site: 'premium' | 'subscription',
  now: Date,
): Promise<ActiveAgreement[]> {
  const rows = await usableAgreements(db, userId, site, now).execute();
  const caps = await db.selectFrom('plan_products').select(['sku', 'allowance']).execute();
  return rows.flatMap((r) =>
    r.agreement_code && r.agreement_code in AGREEMENT_CODES
      ? [
          {
            agreement_type: r.agreement_code as AgreementCode,
            download_cap: caps.find((c) => c.sku === r.sku)?.allowance ?? 0,
            downloads_remaining: r.remaining,
          },
        ]
      : [],
  );
}

/** The registration status's agreement codes: each code the customer holds, once. */
export const agreementCodes = (active: readonly ActiveAgreement[]): AgreementCode[] => [
  ...new Set(active.map((a) => a.agreement_type)),
];
