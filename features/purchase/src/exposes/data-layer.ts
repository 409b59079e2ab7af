import type { CartItem } from '@lightbox/core';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/**
 * The cart's pushes to the page's data layer (spec §7: add_to_cart, remove_from_cart) with the
 * analytics event names of §7 ("Asset Added To Cart", "Cart Remove Item"); lines without an
 * analytics item (`_upsell` products, §9) push nothing.
 */
export function pushCartEvent(kind: 'add_to_cart' | 'remove_from_cart', item: CartItem | undefined): void {
  if (!item) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: kind,
    event_name: kind === 'add_to_cart' ? 'Asset Added To Cart' : 'Cart Remove Item',
    ecommerce: { currency: 'USD', value: item.finalPrice, items: [item] },
  });
}
