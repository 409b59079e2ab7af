import { describe, expect, it } from 'vitest';
import { acceptsPayment, canMove, isFinal, isPaid, ORDER_STATES } from './order-machine';

describe('order state machine', () => {
  it('follows draft → payment pending → paid → fulfilled', () => {
    expect(canMove('draft', 'payment_pending')).toBe(true);
    expect(canMove('payment_pending', 'paid')).toBe(true);
    expect(canMove('paid', 'fulfilled')).toBe(true);
  });

  it('a declined card keeps the order payable: payment pending may be tried again', () => {
    expect(canMove('payment_pending', 'payment_pending')).toBe(true);
    expect(acceptsPayment('payment_pending')).toBe(true);
  });

  it('never pays an order twice or pays a cancelled, failed or refunded one', () => {
    for (const from of ['paid', 'fulfilled', 'cancelled', 'failed', 'refunded'] as const) {
      expect(canMove(from, 'paid')).toBe(false);
      expect(acceptsPayment(from)).toBe(false);
    }
  });

  it('refunds only what was paid', () => {
    expect(canMove('paid', 'refunded')).toBe(true);
    expect(canMove('fulfilled', 'refunded')).toBe(true);
    for (const from of ['draft', 'payment_pending', 'cancelled', 'failed'] as const) {
      expect(canMove(from, 'refunded')).toBe(false);
    }
  });

  it('final states have no way out; paid states are the ones with money taken', () => {
    expect(ORDER_STATES.filter(isFinal)).toEqual(['failed', 'cancelled', 'refunded']);
    expect(ORDER_STATES.filter(isPaid)).toEqual(['paid', 'fulfilled']);
  });

  it('never moves back to draft', () => {
    for (const from of ORDER_STATES) expect(canMove(from, 'draft')).toBe(false);
  });
});
