import {
  imagePackSizeFromSku,
  normaliseDuration,
  planTierFromSku,
  type SubscriptionTerm,
  termMonths,
} from '@lightbox/core';
import type { PlansDb } from './repository/db';
import type { PlanProductsTable, Site } from './schema';

/** A plan as the pricing pages, the cart and the fulfilment read it. */
export interface PlanOffer {
  sku: string;
  kind: PlanProductsTable['kind'];
  productType: string;
  agreementCode: PlanProductsTable['agreement_code'];
  title: string;
  priceUsdMinor: number;
  sites: Site[];
  duration: PlanProductsTable['duration'];
  billingFrequency: PlanProductsTable['billing_frequency'];
  /** Normalised term (spec section 4), or null for packs that never expire. */
  term: SubscriptionTerm | null;
  /** Months the plan runs before it renews, or null. */
  termMonths: number | null;
  unit: PlanProductsTable['unit'];
  allowance: number;
  allowancePer: PlanProductsTable['allowance_per'];
  media: PlanProductsTable['media'];
  tier: PlanProductsTable['tier'];
  packSize: PlanProductsTable['pack_size'];
  rollover: boolean;
  projectCodeRequired: boolean;
  overageUsdMinor: number | null;
  downloadDays: number | null;
  sortOrder: number;
}

function plansQuery(db: PlansDb) {
  return db
    .selectFrom('plan_products as p')
    .innerJoin('purchase_products as pp', 'pp.sku', 'p.sku')
    .selectAll('p')
    .select(['pp.product_type', 'pp.title', 'pp.price_usd_minor', 'pp.sites', 'pp.sort_order', 'pp.active'])
    .orderBy('pp.sort_order');
}

type PlanRow = Awaited<ReturnType<ReturnType<typeof plansQuery>['execute']>>[number];

function toOffer(row: PlanRow): PlanOffer {
  const months = termMonths(row.duration) ?? null;
  return {
    sku: row.sku,
    kind: row.kind,
    productType: row.product_type,
    agreementCode: row.agreement_code,
    title: row.title ?? row.sku,
    priceUsdMinor: row.price_usd_minor,
    sites: row.sites,
    duration: row.duration,
    billingFrequency: row.billing_frequency,
    term: row.duration ? normaliseDuration(row.duration) : null,
    termMonths: months,
    unit: row.unit,
    allowance: row.allowance,
    allowancePer: row.allowance_per,
    media: row.media,
    // Spec §4: a plan's tier and an image pack's size come from the sku when the row leaves them out.
    tier: row.tier ?? (row.kind === 'subscription' ? (planTierFromSku(row.sku) ?? null) : null),
    packSize: row.pack_size ?? (row.kind === 'image_pack' ? (imagePackSizeFromSku(row.sku) ?? null) : null),
    rollover: row.rollover,
    projectCodeRequired: row.project_code_required,
    overageUsdMinor: row.overage_usd_minor,
    downloadDays: row.download_days,
    sortOrder: row.sort_order,
  };
}

/** The plans a site sells, in the operator's order. */
export async function plansOf(db: PlansDb, site: Site): Promise<PlanOffer[]> {
  const rows = await plansQuery(db)
    .where('pp.active', '=', true)
    .where((eb) => eb(eb.val(site), '=', eb.fn.any('pp.sites')))
    .execute();
  return rows.map(toOffer);
}

/** One plan by sku, sold or not (an agreement keeps its plan after the operator retires it). */
export async function planBySku(db: PlansDb, sku: string): Promise<PlanOffer | undefined> {
  const row = await plansQuery(db).where('p.sku', '=', sku).executeTakeFirst();
  return row && toOffer(row);
}
