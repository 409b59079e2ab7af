import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar';
import {
  addDays,
  balanceAtReset,
  licenceUseBy,
  nextRetryAt,
  PACK_INACTIVITY_MONTHS,
  PACK_REFUND_DAYS,
  packExpired,
  packRefundable,
  periodEndAfter,
  RENEWAL_NOTICE_DAYS,
  RENEWAL_RETRY_DAYS,
  renewalNoticeAt,
  SUBSCRIPTION_USE_DAYS,
  shareAvailable,
  termMonths,
} from './plan-rules';
import { normaliseDuration } from './plans';

// planCost has its own file, plan-cost.test.ts.
const at = (iso: string) => new Date(iso);
const MS = 1;

describe('addDays', () => {
  it('adds whole 24-hour days in UTC, across a month, a year and a leap day, and back', () => {
    expect(addDays(at('2027-12-31T23:30:00Z'), 1)).toEqual(at('2028-01-01T23:30:00Z'));
    expect(addDays(at('2028-02-28T10:00:00Z'), 1)).toEqual(at('2028-02-29T10:00:00Z'));
    expect(addDays(at('2027-03-01T10:00:00Z'), -1)).toEqual(at('2027-02-28T10:00:00Z'));
  });
});

describe('balanceAtReset', () => {
  const month = { remaining: 4, allowance: 10 };

  it('unused annual downloads roll over within the year but not into a new term', () => {
    expect(balanceAtReset({ ...month, rollover: true, newTerm: false })).toBe(14);
    expect(balanceAtReset({ ...month, rollover: true, newTerm: true })).toBe(10);
  });

  it('a monthly plan (no rollover) starts each month at its allowance, unused downloads lost', () => {
    expect(balanceAtReset({ ...month, rollover: false, newTerm: false })).toBe(10);
    expect(balanceAtReset({ ...month, rollover: false, newTerm: true })).toBe(10);
  });

  it('an annual plan never used keeps growing for 11 resets, then its new term starts afresh', () => {
    let balance = 10;
    for (let reset = 1; reset <= 11; reset++)
      balance = balanceAtReset({ remaining: balance, allowance: 10, rollover: true, newTerm: false });
    expect(balance).toBe(120);
    expect(balanceAtReset({ remaining: balance, allowance: 10, rollover: true, newTerm: true })).toBe(10);
  });

  it('never leaves less than the month allowance', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: 1, max: 750 }),
        fc.boolean(),
        fc.boolean(),
        (r, a, ro, nt) => {
          const balance = balanceAtReset({ remaining: r, allowance: a, rollover: ro, newTerm: nt });
          expect(balance).toBeGreaterThanOrEqual(a);
          expect(balance).toBeLessThanOrEqual(a + r);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('renewals', () => {
  const renewal = at('2027-01-31T09:00:00Z');

  it('a failed renewal is retried 3 times over a week, then lapses', () => {
    expect(RENEWAL_RETRY_DAYS).toEqual([2, 4, 7]);
    expect(nextRetryAt(renewal, 1)).toEqual(at('2027-02-02T09:00:00Z'));
    expect(nextRetryAt(renewal, 2)).toEqual(at('2027-02-04T09:00:00Z'));
    expect(nextRetryAt(renewal, 3)).toEqual(at('2027-02-07T09:00:00Z'));
    expect(nextRetryAt(renewal, 4)).toBeUndefined();
    expect(nextRetryAt(renewal, 5)).toBeUndefined();
  });

  it('retries are counted from the renewal date, later each time, the last one a week after it', () => {
    const retries = [1, 2, 3].map((failures) => nextRetryAt(renewal, failures)!.getTime());
    expect([...retries].sort((a, b) => a - b)).toEqual(retries);
    expect(retries[2]! - renewal.getTime()).toBe(7 * 86_400_000);
  });

  it('annual plans: the customer is mailed 14 days before each renewal', () => {
    expect(RENEWAL_NOTICE_DAYS).toBe(14);
    expect(renewalNoticeAt(at('2027-03-10T09:00:00Z'))).toEqual(at('2027-02-24T09:00:00Z'));
    expect(renewalNoticeAt(at('2028-03-01T09:00:00Z'))).toEqual(at('2028-02-16T09:00:00Z'));
    expect(renewalNoticeAt(at('2027-01-05T09:00:00Z'))).toEqual(at('2026-12-22T09:00:00Z'));
  });
});

describe('packs', () => {
  const paidAt = at('2027-01-20T15:00:00Z');

  it('a pack is refundable within 14 days only if nothing was spent', () => {
    expect(PACK_REFUND_DAYS).toBe(14);
    expect(packRefundable({ paidAt, now: paidAt, unitsSpent: 0 })).toBe(true);
    expect(packRefundable({ paidAt, now: at('2027-01-25T00:00:00Z'), unitsSpent: 0 })).toBe(true);
    expect(packRefundable({ paidAt, now: at('2027-01-25T00:00:00Z'), unitsSpent: 1 })).toBe(false);
    expect(packRefundable({ paidAt, now: paidAt, unitsSpent: 3 })).toBe(false);
  });

  it('the refund window includes the instant 14 days after payment and ends just after it', () => {
    const end = at('2027-02-03T15:00:00Z');
    expect(packRefundable({ paidAt, now: end, unitsSpent: 0 })).toBe(true);
    expect(packRefundable({ paidAt, now: new Date(end.getTime() + MS), unitsSpent: 0 })).toBe(false);
  });

  it('credits never expire while the holder signs in once a year', () => {
    expect(PACK_INACTIVITY_MONTHS).toBe(12);
    const signIn = at('2026-06-01T08:00:00Z');
    expect(packExpired(signIn, signIn)).toBe(false);
    expect(packExpired(signIn, at('2027-06-01T08:00:00Z'))).toBe(false);
    expect(packExpired(signIn, at('2027-06-01T08:00:00.001Z'))).toBe(true);
    expect(packExpired(signIn, at('2031-01-01T00:00:00Z'))).toBe(true);
  });

  // A year is a calendar year (as every term in core), not 365 days.
  it('a holder who signs in on the same date each year keeps their credits across a 29 February', () => {
    expect(packExpired(at('2027-03-01T08:00:00Z'), at('2028-03-01T08:00:00Z'))).toBe(false);
  });
});

describe('subscription licences', () => {
  it("a subscription licence must be used within 30 days of the plan's end", () => {
    expect(SUBSCRIPTION_USE_DAYS).toBe(30);
    expect(licenceUseBy(at('2027-06-10T12:00:00Z'))).toEqual(at('2027-07-10T12:00:00Z'));
    // 30 days, not a month: a plan ending on 31 January leaves until 2 March
    expect(licenceUseBy(at('2027-01-31T12:00:00Z'))).toEqual(at('2027-03-02T12:00:00Z'));
    expect(licenceUseBy(at('2028-01-31T12:00:00Z'))).toEqual(at('2028-03-01T12:00:00Z'));
  });
});

describe('terms and allowance periods', () => {
  it('OneMonth runs 1 month, ThreeMonth 3, SixMonth 6, TwelveMonth 12; no other duration has a term', () => {
    expect(termMonths('OneMonth')).toBe(1);
    expect(termMonths('ThreeMonth')).toBe(3);
    expect(termMonths('SixMonth')).toBe(6);
    expect(termMonths('TwelveMonth')).toBe(12);
    for (const other of [null, '', 'OneYear', 'onemonth']) expect(termMonths(other)).toBeUndefined();
  });

  it('the term length agrees with the normalised duration of spec §4', () => {
    const expected = { monthly: 1, quarterly: 3, semi_annually: 6, annual: 12 };
    for (const duration of ['OneMonth', 'ThreeMonth', 'SixMonth', 'TwelveMonth'])
      expect(termMonths(duration)).toBe(expected[normaliseDuration(duration)]);
  });

  const start = at('2027-01-31T10:00:00Z');

  it("a monthly allowance resets a month after the term's start: 31 January + 1 month is 28 February", () => {
    expect(periodEndAfter(start, start)).toEqual(at('2027-02-28T10:00:00Z'));
    expect(periodEndAfter(start, at('2027-02-28T09:59:59.999Z'))).toEqual(at('2027-02-28T10:00:00Z'));
    expect(periodEndAfter(at('2028-01-31T10:00:00Z'), at('2028-02-01T00:00:00Z'))).toEqual(
      at('2028-02-29T10:00:00Z'),
    );
  });

  it('a period begins at the exact instant the previous one ends', () => {
    expect(periodEndAfter(start, at('2027-02-28T10:00:00Z'))).toEqual(at('2027-03-31T10:00:00Z'));
  });

  it("periods are counted from the term's start, so a short February does not shift later months", () => {
    expect(periodEndAfter(start, at('2027-03-15T00:00:00Z'))).toEqual(at('2027-03-31T10:00:00Z'));
    expect(periodEndAfter(start, at('2027-04-30T10:00:00Z'))).toEqual(at('2027-05-31T10:00:00Z'));
    expect(periodEndAfter(start, at('2027-12-31T09:00:00Z'))).toEqual(at('2027-12-31T10:00:00Z'));
  });

  it('before the term starts, the first period ends a month after the start', () => {
    expect(periodEndAfter(start, at('2026-12-01T00:00:00Z'))).toEqual(at('2027-02-28T10:00:00Z'));
  });

  it('the period end is the first month boundary after now', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_200 * day }), (offset) => {
        const now = new Date(start.getTime() + offset);
        const end = periodEndAfter(start, now);
        expect(end.getTime()).toBeGreaterThan(now.getTime());
        const months = (end.getUTCFullYear() - 2027) * 12 + end.getUTCMonth();
        expect(end).toEqual(addMonths(start, months));
        expect(addMonths(start, months - 1).getTime()).toBeLessThanOrEqual(now.getTime());
      }),
      { numRuns: 200 },
    );
  });
});

describe('shareAvailable', () => {
  it('a member given "all" may spend whatever the agreement has left', () => {
    expect(shareAvailable({ mode: 'all', amount: null, used: 7 }, 40)).toBe(40);
    expect(shareAvailable({ mode: 'all', amount: null, used: 0 }, 0)).toBe(0);
  });

  it('a fixed share is its amount less what the member used, never more than the agreement has left', () => {
    expect(shareAvailable({ mode: 'fixed', amount: 10, used: 3 }, 40)).toBe(7);
    expect(shareAvailable({ mode: 'fixed', amount: 10, used: 3 }, 5)).toBe(5);
    expect(shareAvailable({ mode: 'fixed', amount: 10, used: 10 }, 40)).toBe(0);
  });

  it("a monthly share is the month's allowance less what was used since it reset", () => {
    expect(shareAvailable({ mode: 'monthly', amount: 20, used: 0 }, 100)).toBe(20);
    expect(shareAvailable({ mode: 'monthly', amount: 20, used: 15 }, 100)).toBe(5);
    expect(shareAvailable({ mode: 'monthly', amount: 20, used: 0 }, 12)).toBe(12);
  });

  it('is never negative (an amount lowered below what was used) and a limited share without amount is 0', () => {
    expect(shareAvailable({ mode: 'fixed', amount: 5, used: 9 }, 40)).toBe(0);
    expect(shareAvailable({ mode: 'monthly', amount: null, used: 0 }, 40)).toBe(0);
  });

  it('always lies between 0 and what the agreement has left', () => {
    const mode = fc.constantFrom('all' as const, 'fixed' as const, 'monthly' as const);
    fc.assert(
      fc.property(
        mode,
        fc.integer({ min: 1, max: 1_000 }),
        fc.nat(2_000),
        fc.nat(2_000),
        (m, a, used, left) => {
          const available = shareAvailable({ mode: m, amount: m === 'all' ? null : a, used }, left);
          expect(available).toBeGreaterThanOrEqual(0);
          expect(available).toBeLessThanOrEqual(left);
        },
      ),
      { numRuns: 200 },
    );
  });
});
