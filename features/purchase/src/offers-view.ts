import { type CurrencyCode, displayPrice } from '@lightbox/core';
import type { AssetOffers } from './domain/offers';

/** What the detail page's licence panel shows, every price already in the visitor's currency. */
export interface OffersView {
  assetId: number;
  assetType: 'image' | 'film' | 'videotemplate';
  sizes: Array<{
    sku: string;
    size: string;
    width: number;
    height: number;
    bytes: number | null;
    price: string | null;
  }>;
  addOns: Array<{ sku: string; kind: string; price: string | null }>;
  usage?: { sku: string; model: 'rm' | 'rr'; fromPrice: string | null };
  /** A conversion failed (reported by the caller); prices show as unavailable. */
  unavailable: boolean;
}

/** A delivered JPEG is about 0.45 bytes a pixel at the quality the store delivers. */
const JPEG_BYTES_PER_PIXEL = 0.45;

export function presentOffers(
  asset: { id: number; assetType: OffersView['assetType'] },
  offers: AssetOffers,
  currency: CurrencyCode,
  locale: string,
  report: (message: string) => void,
): OffersView {
  let unavailable = false;
  const show = (price: Parameters<typeof displayPrice>[0]) => {
    const shown = displayPrice(price, currency, locale);
    if (shown.ok) return shown.text;
    unavailable = true;
    report(shown.error.message);
    return null;
  };
  const view: OffersView = {
    assetId: asset.id,
    assetType: asset.assetType,
    sizes: offers.sizes.map((s) => ({
      sku: s.sku,
      size: s.size,
      width: s.width,
      height: s.height,
      bytes: asset.assetType === 'image' ? Math.round(s.width * s.height * JPEG_BYTES_PER_PIXEL) : null,
      price: show(s.price),
    })),
    addOns: offers.addOns.map((a) => ({ sku: a.sku, kind: a.kind, price: show(a.price) })),
    unavailable: false,
    ...(offers.usage && {
      usage: { sku: offers.usage.sku, model: offers.usage.model, fromPrice: show(offers.usage.basePrice) },
    }),
  };
  view.unavailable = unavailable;
  return view;
}
