import { addMonths } from './calendar';
import { type Money, scaleMoney, subtractMoney, zeroMoney } from './money';

/** Agreement codes (spec §4). */
export const AGREEMENT_CODES = {
  ED: 'editorial_subscription',
  PA: 'premium_access',
  EA: 'easy_access',
  IP: 'image_pack',
  RF: 'rf_subscription',
} as const;
export type AgreementCode = keyof typeof AGREEMENT_CODES;

export type SubscriptionTerm = 'monthly' | 'quarterly' | 'semi_annually' | 'annual';

/** Duration normalisation (§4): OneMonth monthly, ThreeMonth quarterly, SixMonth semi_annually, otherwise annual. */
export function normaliseDuration(duration: string): SubscriptionTerm {
  switch (duration) {
    case 'OneMonth':
      return 'monthly';
    case 'ThreeMonth':
      return 'quarterly';
    case 'SixMonth':
      return 'semi_annually';
    default:
      return 'annual';
  }
}

/** Billing-frequency divisors (§9): Monthly 12, Quarterly 4, EverySixMonths or SemiAnnually 2, others 1. */
export function billingFrequencyDivisor(frequency: string): 1 | 2 | 4 | 12 {
  switch (frequency) {
    case 'Monthly':
      return 12;
    case 'Quarterly':
      return 4;
    case 'EverySixMonths':
    case 'SemiAnnually':
      return 2;
    default:
      return 1;
  }
}

/** A price per billing period: the yearly price divided by the frequency's divisor, rounded once. */
export function pricePerBillingPeriod(yearly: Money, frequency: string): Money {
  return scaleMoney(yearly, 1n, BigInt(billingFrequencyDivisor(frequency)));
}

/** §9: an affiliate-free subscription's original price is divided by 11. */
export const AFFILIATE_FREE_DIVISOR = 11;

export function affiliateFreeOriginalPrice(original: Money): Money {
  return scaleMoney(original, 1n, BigInt(AFFILIATE_FREE_DIVISOR));
}

export type PlanTier = 'essentials' | 'signature' | 'signatureplus';
export type ImagePackSize = 'high' | 'medium' | 'small';

// 'Sub-SignaturePlus_Annual' → ['sub', 'signatureplus', 'annual']; 'signature-plus' joins up too.
function skuWords(sku: string): string[] {
  return sku
    .toLowerCase()
    .replace(/signature[^a-z0-9]*plus/g, 'signatureplus')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Plan tier from sku (§4), read from whole words so 'signatureplus' is never taken for 'signature'. */
export function planTierFromSku(sku: string): PlanTier | undefined {
  const words = skuWords(sku);
  return (['signatureplus', 'signature', 'essentials'] as const).find((tier) => words.includes(tier));
}

/** Image pack size from sku (§4). */
export function imagePackSizeFromSku(sku: string): ImagePackSize | undefined {
  const words = skuWords(sku);
  return (['high', 'medium', 'small'] as const).find((size) => words.includes(size));
}

/** The collection tier an asset belongs to, which sets its price in credits. */
export type AssetTier = 'essentials' | 'signature';
export type CreditMedia = 'image' | 'video';

/** Credits per download (#17). */
export const CREDIT_COSTS: { readonly [T in AssetTier]: { readonly [M in CreditMedia]: number } } = {
  essentials: { image: 1, video: 6 },
  signature: { image: 3, video: 18 },
};
/** Credits the extended licence adds to a download (#17). */
export const EXTENDED_LICENCE_CREDITS: { readonly [M in CreditMedia]: number } = { image: 18, video: 21 };

export function creditCost(tier: AssetTier, media: CreditMedia, extendedLicence: boolean): number {
  return CREDIT_COSTS[tier][media] + (extendedLicence ? EXTENDED_LICENCE_CREDITS[media] : 0);
}

export interface UpgradeTerms {
  readonly currentPrice: Money;
  readonly newPrice: Money;
  /** Periods in the term (12 for a yearly plan billed monthly, 1 for a single period). */
  readonly periodsTotal: number;
  /** Periods not yet begun; the one under way counts as used. */
  readonly periodsRemaining: number;
}

/**
 * What an upgrade costs now (§4: prorated by periods remaining): the price difference for the
 * share of the term still to come, rounded once. A move to a cheaper plan charges nothing.
 */
export function prorateUpgrade(terms: UpgradeTerms): Money {
  const { periodsTotal, periodsRemaining } = terms;
  if (!Number.isSafeInteger(periodsTotal) || periodsTotal < 1) {
    throw new RangeError(`Not a number of periods: ${periodsTotal}`);
  }
  if (!Number.isSafeInteger(periodsRemaining) || periodsRemaining < 0 || periodsRemaining > periodsTotal) {
    throw new RangeError(`Periods remaining must be 0 to ${periodsTotal}: ${periodsRemaining}`);
  }
  const difference = subtractMoney(terms.newPrice, terms.currentPrice);
  if (difference.amount <= 0) return zeroMoney(difference.currency);
  return scaleMoney(difference, BigInt(periodsRemaining), BigInt(periodsTotal));
}

/**
 * Whole periods not yet begun at `now`, for a term of `periodsTotal` periods of `periodMonths`
 * months from `termStart`. Both instants are arguments, never the clock.
 */
export function periodsRemaining(
  termStart: Date,
  periodMonths: number,
  periodsTotal: number,
  now: Date,
): number {
  for (const count of [periodMonths, periodsTotal]) {
    if (!Number.isSafeInteger(count) || count < 1)
      throw new RangeError(`Not a positive whole number: ${count}`);
  }
  if (Number.isNaN(termStart.getTime()) || Number.isNaN(now.getTime())) throw new RangeError('Invalid date');
  let begun = 0;
  while (begun < periodsTotal && addMonths(termStart, periodMonths * begun) <= now) begun += 1;
  return periodsTotal - begun;
}
