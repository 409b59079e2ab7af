import { addMonths } from './calendar';
import { creditCost } from './plans';

/**
 * The rules of holding a plan (issue 17), as pure functions of their facts and an instant the
 * caller passes (never the clock): what an asset costs on a plan, rollover, retries, notices,
 * refunds, expiry of packs, and the use-by date of a subscription licence.
 */

const DAY_MS = 86_400_000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export type PlanKindName =
  | 'credit_pack'
  | 'subscription'
  | 'image_pack'
  | 'premium_access'
  | 'editorial_subscription'
  | 'easy_access'
  | 'custom_media';

export interface PlanTerms {
  readonly kind: PlanKindName;
  readonly agreementCode: 'ED' | 'PA' | 'EA' | 'IP' | 'RF' | null;
  readonly media: 'image' | 'video' | 'any';
  readonly tier: 'essentials' | 'signature' | 'signatureplus' | null;
}

/** What decides an asset's cost on a plan: its type, tier (exclusive = signature) and agreements. */
export interface PlanAsset {
  readonly assetType: string;
  readonly licenseType: string;
  readonly exclusive: boolean;
  /** Agreement codes the asset is available under (PA, EA, ED). */
  readonly agreements: readonly string[];
  /** Custom media: delivered to this agreement and still within its download deadline. */
  readonly deliveredToAgreement?: boolean;
}

export type PlanCost = { ok: true; units: number } | { ok: false; reason: PlanRefusal };
export type PlanRefusal = 'not_rf' | 'media' | 'tier' | 'agreement' | 'not_delivered';

const isFilm = (asset: PlanAsset) => asset.assetType === 'film' || asset.assetType === 'videotemplate';

/**
 * Credits or downloads one licence of the asset uses on the plan, or why the plan does not cover
 * it: plans license royalty-free assets; essentials plans cover essentials assets only; image
 * plans cover no film; an agreement covers the assets marked with its code; custom media only
 * what was delivered against its briefs.
 */
export function planCost(plan: PlanTerms, asset: PlanAsset, extendedLicence = false): PlanCost {
  if (plan.kind === 'custom_media')
    return asset.deliveredToAgreement ? { ok: true, units: 1 } : { ok: false, reason: 'not_delivered' };
  if (asset.licenseType !== 'rf') return { ok: false, reason: 'not_rf' };
  if (plan.media === 'image' && isFilm(asset)) return { ok: false, reason: 'media' };
  if (plan.media === 'video' && !isFilm(asset)) return { ok: false, reason: 'media' };
  if (plan.kind === 'credit_pack')
    return {
      ok: true,
      units: creditCost(
        asset.exclusive ? 'signature' : 'essentials',
        isFilm(asset) ? 'video' : 'image',
        extendedLicence,
      ),
    };
  if (plan.tier === 'essentials' && asset.exclusive) return { ok: false, reason: 'tier' };
  if (
    (plan.kind === 'premium_access' ||
      plan.kind === 'editorial_subscription' ||
      plan.kind === 'easy_access') &&
    plan.agreementCode !== null &&
    !asset.agreements.includes(plan.agreementCode)
  )
    return { ok: false, reason: 'agreement' };
  return { ok: true, units: 1 };
}

/**
 * The balance of a new month within a term: the month's allowance, plus what is left when the
 * plan rolls unused downloads over (annual plans, within their year). A new term starts afresh.
 */
export function balanceAtReset(input: {
  remaining: number;
  allowance: number;
  rollover: boolean;
  newTerm: boolean;
}): number {
  if (input.newTerm || !input.rollover) return input.allowance;
  return input.allowance + input.remaining;
}

/** A failed renewal is retried three times over a week (days after the renewal date), then lapses. */
export const RENEWAL_RETRY_DAYS = [2, 4, 7] as const;

/** When to try a renewal again after `failures` failed attempts, or undefined: the plan lapses. */
export function nextRetryAt(renewalDate: Date, failures: number): Date | undefined {
  const days = RENEWAL_RETRY_DAYS[failures - 1];
  return days === undefined ? undefined : addDays(renewalDate, days);
}

/** Annual plans: the customer is mailed this many days before each renewal. */
export const RENEWAL_NOTICE_DAYS = 14;
export const renewalNoticeAt = (renewalDate: Date) => addDays(renewalDate, -RENEWAL_NOTICE_DAYS);

/** Unused packs (credits, image packs) may be refunded within this many days of purchase. */
export const PACK_REFUND_DAYS = 14;
export function packRefundable(input: { paidAt: Date; now: Date; unitsSpent: number }): boolean {
  return input.unitsSpent === 0 && input.now.getTime() <= addDays(input.paidAt, PACK_REFUND_DAYS).getTime();
}

/** Packs never expire while their holder signs in at least once a year (a calendar year). */
export const PACK_INACTIVITY_MONTHS = 12;
export function packExpired(lastSignIn: Date, now: Date): boolean {
  return now.getTime() > addMonths(lastSignIn, PACK_INACTIVITY_MONTHS).getTime();
}

/** A subscription download not used within 30 days of its plan's end loses its licence. */
export const SUBSCRIPTION_USE_DAYS = 30;
export const licenceUseBy = (planEnd: Date) => addDays(planEnd, SUBSCRIPTION_USE_DAYS);

/** Months in a term of the given duration (spec section 4 names). */
export function termMonths(duration: string | null): number | undefined {
  switch (duration) {
    case 'OneMonth':
      return 1;
    case 'ThreeMonth':
      return 3;
    case 'SixMonth':
      return 6;
    case 'TwelveMonth':
      return 12;
    default:
      return undefined;
  }
}

/** The end of the month-long allowance period that contains `now`, counted from the term's start. */
export function periodEndAfter(termStart: Date, now: Date): Date {
  let months = 1;
  while (addMonths(termStart, months) <= now) months += 1;
  return addMonths(termStart, months);
}

/** What a member may still spend of a shared plan: all of it, a fixed amount, or a monthly allowance. */
export function shareAvailable(
  share: { mode: 'all' | 'fixed' | 'monthly'; amount: number | null; used: number },
  agreementRemaining: number,
): number {
  if (share.mode === 'all') return agreementRemaining;
  return Math.max(0, Math.min(agreementRemaining, (share.amount ?? 0) - share.used));
}
