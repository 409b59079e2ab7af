import { formatMoney, packRefundable } from '@lightbox/core';
import type { PlansDb } from '../repository/db';
import type { PlansService } from '../service';
import type { PlanCardView, SavedCard } from '../ui/PlanCard';
import type { UpgradeOption } from '../ui/PlanPages';
import type { AgreementView } from '../views';

/** What the billing pages read besides the service: saved cards and team members (plain reads). */

export function savedCards(db: PlansDb, userId: number): Promise<SavedCard[]> {
  return db
    .selectFrom('purchase_payment_methods')
    .select(['id', 'brand', 'last4', 'expiry'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** The other members of a leader's team, by name (or address when they gave none). */
export async function teamMembers(db: PlansDb, teamId: number, leaderId: number) {
  const rows = await db
    .selectFrom('account_team_members as m')
    .innerJoin('account_users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.display_name'])
    .where('m.team_id', '=', teamId)
    .where('m.user_id', '!=', leaderId)
    .orderBy('u.email')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.display_name || r.email }));
}

/** A plan of the viewer's with the buttons it may show: refund (unused pack, 14 days), upgrade. */
export function presentPlan(plan: AgreementView, now: Date): PlanCardView {
  const isPack = plan.kind === 'credit_pack' || plan.kind === 'image_pack';
  const refundable =
    plan.owned &&
    isPack &&
    plan.status === 'active' &&
    packRefundable({ paidAt: plan.startedAt, now, unitsSpent: plan.allowance - plan.remaining });
  const upgradable =
    plan.owned && plan.kind === 'subscription' && (plan.status === 'active' || plan.status === 'cancelled');
  return { ...plan, refundable, upgradable };
}

/** One plan the viewer owns or shares in (any status), or undefined: someone else's is a 404. */
export async function planOf(
  plans: PlansService,
  viewer: { userId: number; teamId: number | null; site: 'premium' | 'subscription'; locale: string },
  id: number,
) {
  const all = await plans.agreementsOf({ ...viewer, includeEnded: true });
  return all.find((p) => p.id === id);
}

/** The bigger subscriptions a plan may move to, each with the charge now and the renewal price. */
export async function upgradeOptions(
  plans: PlansService,
  userId: number,
  plan: AgreementView,
  site: 'premium' | 'subscription',
  locale: string,
): Promise<UpgradeOption[]> {
  const options: UpgradeOption[] = [];
  for (const offer of await plans.plansOf(site)) {
    if (offer.kind !== 'subscription' || offer.sku === plan.sku) continue;
    const quoted = await plans.quoteUpgrade(userId, plan.id, offer.sku);
    if (!quoted.ok) continue;
    options.push({
      sku: offer.sku,
      title: offer.title,
      chargeNow: formatMoney(quoted.quote.charge, locale),
      renewalPrice: formatMoney(quoted.quote.newPrice, locale),
      termEndsAt: quoted.quote.termEndsAt,
      nextPeriodAt: quoted.quote.sameTerm ? (plan.periodEndsAt ?? plan.termEndsAt) : null,
      newYear: !quoted.quote.sameTerm && offer.termMonths === 12,
    });
  }
  return options;
}
