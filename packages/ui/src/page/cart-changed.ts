/**
 * The cart changes without a page load (the PurchaseCart remote removes a line); the Header,
 * another remote, hears of it through this window event and shows the new count.
 */
export const CART_CHANGED_EVENT = 'lightbox:cart-changed';

export function announceCartChanged(count: number): void {
  window.dispatchEvent(new CustomEvent<{ count: number }>(CART_CHANGED_EVENT, { detail: { count } }));
}

/** Calls `listener` with each new count; returns the function that stops listening. */
export function onCartChanged(listener: (count: number) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<{ count: number }>).detail.count);
  window.addEventListener(CART_CHANGED_EVENT, handle);
  return () => window.removeEventListener(CART_CHANGED_EVENT, handle);
}
