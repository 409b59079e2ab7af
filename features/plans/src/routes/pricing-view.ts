import {
  type CurrencyCode,
  convert,
  formatMoney,
  type Money,
  money,
  PRICE_CURRENCY,
  scaleMoney,
} from '@lightbox/core';
import type { PlanOffer } from '../catalogue';

/** A plan as the pricing pages show it: its facts and its prices already in the visitor's currency. */
export interface PlanView {
  sku: string;
  kind: PlanOffer['kind'];
  term: PlanOffer['term'];
  termMonths: number | null;
  unit: PlanOffer['unit'];
  allowance: number;
  allowancePer: PlanOffer['allowancePer'];
  media: PlanOffer['media'];
  tier: PlanOffer['tier'];
  packSize: PlanOffer['packSize'];
  rollover: boolean;
  projectCodeRequired: boolean;
  downloadDays: number | null;
  /** The price of one payment (a month, a year or a pack), or null when it cannot be converted. */
  price: string | null;
  /** A credit pack's price per credit. */
  unitPrice: string | null;
  /** An agreement's price per download past its cap. */
  overage: string | null;
}

/** Where a plan's own page is, by kind; kinds without one are sold from their listing. */
export function planPagePath(plan: Pick<PlanOffer, 'kind' | 'sku'>): string | undefined {
  if (plan.kind === 'credit_pack') return `/purchase/credits/${plan.sku}`;
  if (plan.kind === 'subscription' || plan.kind === 'image_pack')
    return `/purchase/subscriptions/${plan.sku}`;
  return undefined;
}

/**
 * Converts each USD price once (the fixed rates of core) and formats it for the locale; a price
 * that cannot be converted is reported and shown as unavailable, never as a wrong number.
 */
export function presentPlan(
  plan: PlanOffer,
  currency: CurrencyCode,
  locale: string,
  report: (message: string) => void,
): PlanView {
  const converted = (usdMinor: number): Money | null => {
    const result = convert(money(usdMinor, PRICE_CURRENCY), currency);
    if (result.ok) return result.money;
    report(result.error.message);
    return null;
  };
  const price = converted(plan.priceUsdMinor);
  const overage = plan.overageUsdMinor === null ? null : converted(plan.overageUsdMinor);
  // Per credit from the converted price, so the figure shown is the pack's price divided.
  const perCredit =
    price && plan.kind === 'credit_pack' ? scaleMoney(price, 1n, BigInt(plan.allowance)) : null;
  const text = (amount: Money | null) => (amount ? formatMoney(amount, locale) : null);
  return {
    sku: plan.sku,
    kind: plan.kind,
    term: plan.term,
    termMonths: plan.termMonths,
    unit: plan.unit,
    allowance: plan.allowance,
    allowancePer: plan.allowancePer,
    media: plan.media,
    tier: plan.tier,
    packSize: plan.packSize,
    rollover: plan.rollover,
    projectCodeRequired: plan.projectCodeRequired,
    downloadDays: plan.downloadDays,
    price: text(price),
    unitPrice: text(perCredit),
    overage: text(overage),
  };
}
