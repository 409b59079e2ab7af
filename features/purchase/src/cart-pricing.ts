import {
  type CartLineInput,
  type CurrencyCode,
  DEMO_USAGE_MULTIPLIERS,
  isPlanProductType,
  type Money,
  money,
  type PricedCart,
  type Promo,
  priceCart,
  type UsageMultipliers,
  usageMultipliersSchema,
} from '@lightbox/core';
import {
  type AssetOffers,
  inCurrency,
  offersFor,
  type ProductRow,
  type QuotedItem,
  quoteItem,
} from './domain/offers';
import type { CartItemRow } from './repository/carts';
import { type AssetFacts, activeProducts, assetFacts, promoCode, taxRateOf } from './repository/catalogue';
import type { PurchaseDb } from './repository/db';

/**
 * Prices a cart's items for one visitor: each item's USD price from the product rows and core
 * rules, converted once into the visitor's currency, then the cart totals (promo, tax per line)
 * from core's priceCart. Used for the cart page and, inside the order transaction, for the order.
 */

export interface PlanAnalytics {
  duration?: string;
  billingFrequency?: string;
  downloadLimit?: number;
}

export interface PricingContext {
  site: 'premium' | 'subscription';
  currency: CurrencyCode;
  /** The billing (or Footer) country, ISO alpha-3: decides the tax rate. */
  country: string | null;
  now: Date;
}

export interface PricedItem {
  itemId: number;
  /** Null for a plan, which is sold without an asset. */
  asset: AssetFacts | null;
  /** A plan's name (set when `asset` is null). */
  planTitle: string | null;
  /** A plan's facts for analytics (duration, billing frequency, download limit), from the plans feature. */
  planAnalytics?: PlanAnalytics;
  quote: QuotedItem;
  line: CartLineInput;
}

export interface ItemProblem {
  itemId: number;
  assetId: number | null;
  message: string;
}

/** A plan's quote: its product's price, no size, usage or add-ons. */
function planQuote(product: ProductRow): QuotedItem | undefined {
  if (!isPlanProductType(product.product_type) || product.title === null) return undefined;
  return {
    sku: product.sku,
    productType: product.product_type,
    model: product.licence_model,
    size: null,
    width: null,
    height: null,
    usage: null,
    addOns: [],
    unitPrice: money(product.price_usd_minor, 'USD'),
    addOnPrices: [],
  };
}

export type CartPricing =
  | {
      ok: true;
      items: PricedItem[];
      problems: ItemProblem[];
      priced: PricedCart;
      promoCode: string | null;
      taxRateBp: number;
    }
  | {
      ok: false;
      reason: 'conversion_failed' | 'invalid';
      message: string;
      items: PricedItem[];
      problems: ItemProblem[];
    };

export async function usageMultipliers(db: PurchaseDb): Promise<UsageMultipliers> {
  const row = await db
    .selectFrom('purchase_price_rules')
    .select('rules')
    .where('name', '=', 'usage_multipliers')
    .executeTakeFirst();
  if (!row) return DEMO_USAGE_MULTIPLIERS;
  const parsed = usageMultipliersSchema.safeParse(row.rules);
  if (!parsed.success)
    throw new Error(
      `purchase_price_rules.usage_multipliers is not valid: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function offersOfAsset(
  db: PurchaseDb,
  assetId: number,
  site: 'premium' | 'subscription',
): Promise<{ asset: AssetFacts; offers: AssetOffers } | undefined> {
  const asset = (await assetFacts(db, [assetId])).get(assetId);
  if (!asset) return undefined;
  const products = (await activeProducts(db, site)) as ProductRow[];
  return { asset, offers: offersFor(asset, site, products) };
}

function promoIn(
  row: Awaited<ReturnType<typeof promoCode>>,
  currency: CurrencyCode,
): Promo | undefined | 'failed' {
  if (!row) return undefined;
  const minimum = inCurrency(money(row.min_subtotal_usd_minor, 'USD'), currency);
  if (!minimum) return 'failed';
  if (row.percent_off !== null)
    return { code: row.code, kind: 'percentage', basisPoints: row.percent_off * 100, minimumOrder: minimum };
  const amount = inCurrency(money(row.amount_off_usd_minor ?? 0, 'USD'), currency);
  return amount ? { code: row.code, kind: 'fixed', amount, minimumOrder: minimum } : 'failed';
}

export async function priceCartItems(
  db: PurchaseDb,
  rows: readonly CartItemRow[],
  promo: string | null,
  context: PricingContext,
): Promise<CartPricing> {
  const [assets, products, multipliers, taxRateBp] = await Promise.all([
    assetFacts(
      db,
      rows.flatMap((r) => (r.asset_id === null ? [] : [r.asset_id])),
    ),
    activeProducts(db, context.site) as Promise<ProductRow[]>,
    usageMultipliers(db),
    taxRateOf(db, context.country),
  ]);
  const items: PricedItem[] = [];
  const problems: ItemProblem[] = [];
  const today = isoDay(context.now);
  const conversionFailed = (): CartPricing => ({
    ok: false,
    reason: 'conversion_failed',
    message: `Prices cannot be shown in ${context.currency}.`,
    items,
    problems,
  });
  for (const row of rows) {
    if (row.asset_id === null) {
      const product = products.find((p) => p.sku === row.sku);
      const quote = product && planQuote(product);
      if (!quote) {
        problems.push({ itemId: row.id, assetId: null, message: 'This plan is no longer sold here.' });
        continue;
      }
      const unit = inCurrency(quote.unitPrice, context.currency);
      if (!unit) return conversionFailed();
      items.push({
        itemId: row.id,
        asset: null,
        planTitle: product.title,
        quote,
        line: {
          product: quote.productType,
          sku: quote.sku,
          licenceModel: quote.model,
          unitPrice: unit,
          quantity: 1,
          taxRateBasisPoints: taxRateBp,
          addOns: [],
        },
      });
      continue;
    }
    const asset = assets.get(row.asset_id);
    if (!asset) {
      problems.push({ itemId: row.id, assetId: row.asset_id, message: 'This asset is no longer available.' });
      continue;
    }
    const quoted = quoteItem(
      offersFor(asset, context.site, products),
      { sku: row.sku, usage: row.usage ?? undefined, addOns: row.add_ons },
      multipliers,
      today,
    );
    if (!quoted.ok) {
      problems.push({ itemId: row.id, assetId: row.asset_id, message: quoted.message });
      continue;
    }
    const unit = inCurrency(quoted.item.unitPrice, context.currency);
    const addOns = quoted.item.addOnPrices.map((a) => ({
      kind: a.kind,
      price: inCurrency(a.price, context.currency),
    }));
    if (!unit || addOns.some((a) => !a.price)) return conversionFailed();
    items.push({
      itemId: row.id,
      asset,
      planTitle: null,
      quote: quoted.item,
      line: {
        product: quoted.item.productType,
        sku: quoted.item.sku,
        licenceModel: quoted.item.model,
        unitPrice: unit,
        quantity: 1,
        taxRateBasisPoints: taxRateBp,
        addOns: addOns.map((a) => ({ kind: a.kind, price: a.price as Money })),
      },
    });
  }
  const promoRow = promo ? await promoCode(db, promo, context.now) : undefined;
  const converted = promoIn(promoRow, context.currency);
  if (converted === 'failed') return conversionFailed();
  const result = priceCart(
    items.map((i) => i.line),
    context.currency,
    converted,
  );
  if (!result.ok) return { ok: false, reason: 'invalid', message: result.error.message, items, problems };
  return {
    ok: true,
    items,
    problems,
    priced: result.cart,
    promoCode: converted ? converted.code : null,
    taxRateBp,
  };
}
