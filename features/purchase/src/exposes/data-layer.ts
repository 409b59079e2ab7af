import type { CartItem } from '@lightbox/core';
import type { OrderView } from '../ui/OrderPages';

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

/** "Asset Purchased" (spec §7), once per order in this browser: a reload of the thank-you page repeats nothing. */
export function pushPurchased(purchased: OrderView['purchased']): void {
  const key = `lightbox.purchased.${purchased.orderId}`;
  try {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): report anyway.
  }
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'purchase',
    event_name: 'Asset Purchased',
    ecommerce: {
      transaction_id: String(purchased.orderId),
      currency: 'USD',
      value: purchased.valueUsd,
      items: purchased.items,
    },
    // Spec §4: the purchase entry point (adp-subscription, adp-creditPack) and a checkout that
    // followed sign-in or registration.
    purchase_entry_point: purchased.entryPoint ?? null,
    checkout_after: purchased.checkoutAfter ?? null,
  });
}
