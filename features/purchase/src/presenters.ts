import { mediaUrl } from '@lightbox/catalogue/client';
import {
  addMoney,
  analyticsCartItems,
  type CartItem,
  FX_RATES_DATE,
  formatMoney,
  type Money,
  type UsdMoney,
} from '@lightbox/core';
import type { CartPricing } from './cart-pricing';

/** What the cart and checkout pages show: every amount already formatted for the visitor. */
export interface CartLineView {
  itemId: number;
  /** Null for a plan. */
  assetId: number | null;
  title: string;
  /** Empty for a plan. */
  thumbUrl: string;
  /** The product type: a plan's says what kind of plan it is. */
  productType: string;
  model: 'rf' | 'rm' | 'rr';
  size: string | null;
  width: number | null;
  height: number | null;
  usage: Record<string, string> | null;
  addOns: string[];
  price: string;
  tax: string;
  /** The line as analytics report it (spec §3 cart item, USD); absent for `_upsell` products. */
  analytics?: CartItem;
}

export interface CartView {
  currency: string;
  ratesDate: string;
  lines: CartLineView[];
  problems: Array<{ itemId: number; assetId: number | null; message: string }>;
  /** Set when prices cannot be shown in the visitor's currency (spec §8: reported, never NaN). */
  unavailable: boolean;
  subtotal?: string;
  discount?: { code: string; amount: string };
  promo?: { code: string; status: 'applied' | 'below_minimum'; minimum?: string };
  tax?: string;
  taxRate?: string;
  total?: string;
  totalMinor?: number;
  count: number;
}

export function presentCart(pricing: CartPricing, locale: string, count: number): CartView {
  const fmt = (m: Money) => formatMoney(m, locale);
  const base = {
    ratesDate: FX_RATES_DATE,
    problems: pricing.problems,
    count,
    lines: [] as CartLineView[],
  };
  if (!pricing.ok) return { ...base, currency: '', unavailable: pricing.reason === 'conversion_failed' };
  const { priced } = pricing;
  const usd = (item: (typeof pricing.items)[number]) =>
    item.quote.addOnPrices.reduce(
      (sum, addOn) => addMoney(sum, addOn.price),
      item.quote.unitPrice,
    ) as UsdMoney;
  const reported = analyticsCartItems(
    pricing.items.map((item) =>
      item.asset
        ? {
            productType: item.quote.productType,
            sku: item.quote.sku,
            assetId: String(item.asset.id),
            collectionCode: item.asset.collectionCode,
            assetFamily: item.asset.family,
            licenseType: item.quote.model,
            mediaType: item.asset.mediaType,
            releaseInfo: item.asset.releaseStatus,
            assetType: item.asset.assetType,
            description: item.asset.title,
            originalPrice: usd(item),
            finalPrice: usd(item),
            purchaseType: 'single',
          }
        : {
            productType: item.quote.productType,
            sku: item.quote.sku,
            licenseType: item.quote.model,
            description: item.planTitle ?? '',
            originalPrice: usd(item),
            finalPrice: usd(item),
            purchaseType: 'plan',
            ...item.planAnalytics,
          },
    ),
  );
  const lines = pricing.items.map((item, index): CartLineView => {
    const line = priced.lines[index]!;
    const assetId = item.asset ? String(item.asset.id) : '';
    const analytics = reported.find((r) => r.assetId === assetId && r.sku === item.quote.sku);
    return {
      itemId: item.itemId,
      assetId: item.asset?.id ?? null,
      title: item.asset?.title ?? item.planTitle ?? '',
      thumbUrl: item.asset ? mediaUrl(item.asset.id, 'thumb') : '',
      productType: item.quote.productType,
      model: item.quote.model,
      size: item.quote.size,
      width: item.quote.width,
      height: item.quote.height,
      usage: item.quote.usage ? { ...item.quote.usage } : null,
      addOns: item.quote.addOns,
      price: fmt(line.gross),
      tax: fmt(line.tax),
      ...(analytics && { analytics }),
    };
  });
  const promo = priced.promo;
  return {
    ...base,
    currency: priced.currency,
    unavailable: false,
    lines,
    subtotal: fmt(priced.subtotal),
    ...(promo.status === 'applied' && { discount: { code: promo.code, amount: fmt(priced.discount) } }),
    ...(promo.status === 'applied' && { promo: { code: promo.code, status: 'applied' as const } }),
    ...(promo.status === 'below_minimum' && {
      promo: { code: promo.code, status: 'below_minimum' as const, minimum: fmt(promo.minimumOrder) },
    }),
    tax: fmt(priced.tax),
    taxRate: `${(pricing.taxRateBp / 100).toLocaleString(locale)} %`,
    total: fmt(priced.total),
    totalMinor: priced.total.amount,
  };
}
