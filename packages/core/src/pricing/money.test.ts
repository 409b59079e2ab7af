import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  CURRENCY_CODES,
  divideRounded,
  formatMoney,
  MINOR_UNIT_DIGITS,
  minorUnits,
  money,
  multiplyMoney,
  scaleMoney,
  sumMoney,
  toDecimalString,
} from './money';

describe('divideRounded', () => {
  it('rounds halves away from zero, on both sides of zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(25n, 10n)).toBe(3n);
  });

  it('rounds other fractions to the nearest whole', () => {
    expect(divideRounded(14n, 10n)).toBe(1n);
    expect(divideRounded(16n, 10n)).toBe(2n);
    expect(divideRounded(-14n, 10n)).toBe(-1n);
    expect(divideRounded(-16n, 10n)).toBe(-2n);
    expect(divideRounded(0n, 7n)).toBe(0n);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('is never more than half a unit away, and a negated charge rounds to the negated result', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const rounded = divideRounded(n, d);
          const error = rounded * d - n;
          expect(2n * (error < 0n ? -error : error) <= d).toBe(true);
          expect(divideRounded(-n, d)).toBe(-rounded);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('minor units', () => {
  it('are whole numbers within the safe integers', () => {
    expect(minorUnits(1234)).toBe(1234);
    expect(() => minorUnits(12.5)).toThrow(RangeError);
    expect(() => minorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => minorUnits(2 ** 53)).toThrow(RangeError);
  });

  it('follow ISO 4217 digits, HUF and IDR included', () => {
    expect(MINOR_UNIT_DIGITS.JPY).toBe(0);
    expect(MINOR_UNIT_DIGITS.KRW).toBe(0);
    expect(MINOR_UNIT_DIGITS.HUF).toBe(2);
    expect(MINOR_UNIT_DIGITS.IDR).toBe(2);
    expect(MINOR_UNIT_DIGITS.USD).toBe(2);
    expect(Object.keys(MINOR_UNIT_DIGITS).sort()).toEqual([...CURRENCY_CODES].sort());
  });
});

describe('arithmetic', () => {
  it('adds, sums and multiplies by whole quantities', () => {
    expect(addMoney(money(150, 'EUR'), money(275, 'EUR'))).toEqual(money(425, 'EUR'));
    expect(sumMoney([money(1, 'USD'), money(2, 'USD'), money(3, 'USD')], 'USD')).toEqual(money(6, 'USD'));
    expect(sumMoney([], 'GBP')).toEqual(money(0, 'GBP'));
    expect(multiplyMoney(money(1999, 'USD'), 3)).toEqual(money(5997, 'USD'));
  });

  it('refuses to mix currencies', () => {
    expect(() => addMoney(money(1, 'USD'), money(1, 'EUR'))).toThrow(/Currency mismatch/);
  });

  it('refuses fractional quantities and results beyond the safe integers', () => {
    expect(() => multiplyMoney(money(100, 'USD'), 1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(money(Number.MAX_SAFE_INTEGER, 'USD'), 2)).toThrow(RangeError);
  });

  it('scales by a fraction with one rounding', () => {
    // 20 % of one cent is a fifth of a cent: 0
    expect(scaleMoney(money(1, 'USD'), 2000n, 10_000n)).toEqual(money(0, 'USD'));
    expect(scaleMoney(money(25, 'USD'), 2000n, 10_000n)).toEqual(money(5, 'USD'));
    // 1999 × 0.15 = 299.85 → 300
    expect(scaleMoney(money(1999, 'USD'), 1500n, 10_000n)).toEqual(money(300, 'USD'));
  });
});

describe('toDecimalString', () => {
  it('writes the exact decimal of an amount', () => {
    expect(toDecimalString(minorUnits(12345), 2)).toBe('123.45');
    expect(toDecimalString(minorUnits(5), 2)).toBe('0.05');
    expect(toDecimalString(minorUnits(-5), 2)).toBe('-0.05');
    expect(toDecimalString(minorUnits(1234), 0)).toBe('1234');
  });

  it('reads back as the same number of minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (amount) => {
        expect(Math.round(Number(toDecimalString(minorUnits(amount), 2)) * 100)).toBe(amount);
      }),
      { numRuns: 200 },
    );
  });
});

describe('formatMoney', () => {
  it('formats through Intl in the locale', () => {
    expect(formatMoney(money(123456, 'USD'), 'en-US')).toBe('$1,234.56');
    expect(formatMoney(money(123456, 'EUR'), 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney(money(1234, 'JPY'), 'en-US')).toBe('¥1,234');
  });

  it('shows ISO digits, so HUF keeps its fillér rather than rounding again', () => {
    expect(formatMoney(money(123456, 'HUF'), 'en-US')).toMatch(/1,234\.56/);
  });

  it('formats amounts beyond double precision exactly', () => {
    expect(formatMoney(money(9007199254740991, 'USD'), 'en-US')).toBe('$90,071,992,547,409.91');
  });
});
