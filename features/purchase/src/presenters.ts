import { mediaUrl } from '@lightbox/catalogue/client';
import { FX_RATES_DATE, formatMoney, type Money } from '@lightbox/core';
import type { CartPricing } from './cart-pricing';

/** What the cart and checkout pages show: every amount already formatted for the visitor. */
export interface CartLineView {
  itemId: number;
  assetId: number;
  title: string;
  thumbUrl: string;
  model: 'rf' | 'rm' | 'rr';
  size: string | null;
  width: number | null;
  height: number | null;
  usage: Record<string, string> | null;
  addOns: string[];
  price: string;
  tax: string;
}

export interface CartView {
  currency: string;
  ratesDate: string;
  lines: CartLineView[];
  problems: Array<{ itemId: number; assetId: number; message: string }>;
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
  const lines = pricing.items.map((item, index): CartLineView => {
    const line = priced.lines[index]!;
    return {
      itemId: item.itemId,
      assetId: item.asset.id,
      title: item.asset.title,
      thumbUrl: mediaUrl(item.asset.id, 'thumb'),
      model: item.quote.model,
      size: item.quote.size,
      width: item.quote.width,
      height: item.quote.height,
      usage: item.quote.usage ? { ...item.quote.usage } : null,
      addOns: item.quote.addOns,
      price: fmt(line.gross),
      tax: fmt(line.tax),
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
