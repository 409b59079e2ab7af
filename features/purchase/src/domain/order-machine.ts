/**
 * The order state machine (DESIGN.md §4b). An order is created in `draft` from a cart, waits in
 * `payment_pending` while a payment is attempted, becomes `paid` when the money is captured and
 * `fulfilled` once its licences are granted. A declined card leaves it `payment_pending` for the
 * next attempt; an abandoned one may be `cancelled`; `failed` is final for orders that can never
 * be paid (the cart changed under it). Refunds follow payment.
 */
export const ORDER_STATES = [
  'draft',
  'payment_pending',
  'paid',
  'fulfilled',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const NEXT: Record<OrderState, readonly OrderState[]> = {
  draft: ['payment_pending', 'cancelled', 'failed'],
  payment_pending: ['payment_pending', 'paid', 'cancelled', 'failed'],
  paid: ['fulfilled', 'refunded'],
  fulfilled: ['refunded'],
  failed: [],
  cancelled: [],
  refunded: [],
};

export function canMove(from: OrderState, to: OrderState): boolean {
  return NEXT[from].includes(to);
}

/** States in which money has been taken (and licences are or will be granted). */
export const isPaid = (state: OrderState) => state === 'paid' || state === 'fulfilled';

/** States that accept another payment attempt. */
export const acceptsPayment = (state: OrderState) => state === 'draft' || state === 'payment_pending';

/** States that end the order for good. */
export const isFinal = (state: OrderState) => NEXT[state].length === 0;
