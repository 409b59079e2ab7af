import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConversionResult, convert, FX_RATES_PER_EUR } from './fx-rates';
import { CURRENCY_CODES, type Money, money } from './money';

function converted(result: ConversionResult): Money {
  if (!result.ok) throw new Error(result.error.message);
  return result.money;
}

describe('convert', () => {
  it('goes through the euro with the 2023-12-05 rates, rounded once', () => {
    // 100 USD ÷ 1.0817 = 92.4471… EUR
    expect(converted(convert(money(10_000, 'USD'), 'EUR'))).toEqual(money(9_245, 'EUR'));
    // 100 USD ÷ 1.0817 × 159.13 = 14 711.10… JPY, which has no minor unit
    expect(converted(convert(money(10_000, 'USD'), 'JPY'))).toEqual(money(14_711, 'JPY'));
    // 100 USD ÷ 1.0817 × 0.85723 = 79.2484… GBP
    expect(converted(convert(money(10_000, 'USD'), 'GBP'))).toEqual(money(7_925, 'GBP'));
    // 1 USD ÷ 1.0817 × 379.30 = 350.6518… HUF, whose ISO minor unit is the fillér
    expect(converted(convert(money(100, 'USD'), 'HUF'))).toEqual(money(35_065, 'HUF'));
  });

  it('converts from any table currency, not only USD', () => {
    // 1000 JPY ÷ 159.13 × 1.0817 = 6.7976… USD
    expect(converted(convert(money(1_000, 'JPY'), 'USD'))).toEqual(money(680, 'USD'));
  });

  it('leaves an amount in its own currency unchanged', () => {
    for (const currency of CURRENCY_CODES) {
      expect(converted(convert(money(123_457, currency), currency))).toEqual(money(123_457, currency));
    }
  });

  it('reports an unknown currency as an error value', () => {
    const result = convert(money(100, 'USD'), 'XYZ');
    expect(result).toEqual({
      ok: false,
      error: { code: 'unknown_currency', message: 'No exchange rate for XYZ' },
    });
    const fromUnknown = convert(
      { amount: money(100, 'USD').amount, currency: 'ARS' } as unknown as Money,
      'EUR',
    );
    expect(fromUnknown.ok).toBe(false);
  });

  it('reports an amount that is not whole minor units as an error value, never NaN', () => {
    for (const amount of [Number.NaN, 1.5, Number.POSITIVE_INFINITY, '100']) {
      const result = convert({ amount, currency: 'USD' } as unknown as Money, 'EUR');
      expect(result.ok ? result.money.amount : result.error.code).toBe('invalid_amount');
    }
  });

  it('reports a result too large to hold exactly', () => {
    const result = convert(money(Number.MAX_SAFE_INTEGER, 'USD'), 'IDR');
    expect(result.ok ? result.money : result.error.code).toBe('out_of_range');
  });

  it('has a rate for every table currency, each a positive decimal', () => {
    for (const currency of CURRENCY_CODES) expect(FX_RATES_PER_EUR[currency]).toMatch(/^\d+(\.\d+)?$/);
    expect(FX_RATES_PER_EUR.EUR).toBe('1');
  });

  it('round-trips USD through any table currency within one cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.constantFrom(...CURRENCY_CODES),
        (cents, currency) => {
          const there = converted(convert(money(cents, 'USD'), currency));
          const back = converted(convert(there, 'USD'));
          expect(Math.abs(back.amount - cents)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never lowers a price when the amount grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.constantFrom(...CURRENCY_CODES),
        (cents, more, currency) => {
          const low = converted(convert(money(cents, 'USD'), currency));
          const high = converted(convert(money(cents + more, 'USD'), currency));
          expect(high.amount).toBeGreaterThanOrEqual(low.amount);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers any input with whole minor units or an error, never NaN', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string({ maxLength: 4 }), (amount, currency) => {
        const result = convert({ amount, currency: 'USD' } as unknown as Money, currency);
        if (result.ok) expect(Number.isSafeInteger(result.money.amount)).toBe(true);
        else expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
