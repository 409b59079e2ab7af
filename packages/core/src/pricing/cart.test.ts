import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  CART_LINES_MAX,
  type CartLineInput,
  type CartResult,
  ITEM_PRICE_MAX,
  LINE_QUANTITY_MAX,
  type PricedCart,
  type Promo,
  priceCart,
} from './cart';
import { type Money, money, sumMoney } from './money';

const usd = (cents: number): Money => money(cents, 'USD');

const line = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  product: 'RfImage',
  sku: 'rf-image-large',
  licenceModel: 'rf',
  unitPrice: usd(47_500),
  quantity: 1,
  taxRateBasisPoints: 0,
  ...overrides,
});

const percentOff = (basisPoints: number, minimum = 0): Promo => ({
  code: 'SAVE',
  kind: 'percentage',
  basisPoints,
  minimumOrder: usd(minimum),
});
const amountOff = (cents: number, minimum = 0): Extract<Promo, { kind: 'fixed' }> => ({
  code: 'TENOFF',
  kind: 'fixed',
  amount: usd(cents),
  minimumOrder: usd(minimum),
});

function priced(result: CartResult): PricedCart {
  if (!result.ok) throw new Error(result.error.message);
  return result.cart;
}

describe('priceCart', () => {
  it('prices lines by quantity, with tax rounded once per line', () => {
    const cart = priced(
      priceCart(
        [
          line({ unitPrice: usd(1_999), quantity: 3, taxRateBasisPoints: 2_000 }),
          line({ unitPrice: usd(5), taxRateBasisPoints: 1_000 }),
        ],
        'USD',
      ),
    );
    // 59.97 × 20 % = 11.994 → 11.99; 0.05 × 10 % = 0.005 → 0.01 (half away from zero)
    expect(cart.lines.map((l) => [l.gross.amount, l.tax.amount, l.total.amount])).toEqual([
      [5_997, 1_199, 7_196],
      [5, 1, 6],
    ]);
    expect(cart.subtotal).toEqual(usd(6_002));
    expect(cart.tax).toEqual(usd(1_200));
    expect(cart.total).toEqual(usd(7_202));
    expect(cart.promo).toEqual({ status: 'none' });
  });

  it('adds extended-licence add-ons to each unit of an RF line', () => {
    const cart = priced(
      priceCart(
        [line({ quantity: 2, addOns: [{ kind: 'merchandise_for_resale', price: usd(10_000) }] })],
        'USD',
      ),
    );
    expect(cart.total).toEqual(usd(115_000));
  });

  it('refuses add-ons where the licence does not allow them, and the same add-on twice', () => {
    const addOn = { kind: 'multi_seat', price: usd(100) } as const;
    expect(priceCart([line({ licenceModel: 'rm', addOns: [addOn] })], 'USD')).toMatchObject({
      ok: false,
      error: { code: 'extended_licence_not_allowed', line: 0 },
    });
    expect(priceCart([line({ licenceModel: undefined, addOns: [addOn] })], 'USD')).toMatchObject({
      ok: false,
    });
    expect(priceCart([line({ addOns: [addOn, addOn] })], 'USD')).toMatchObject({
      ok: false,
      error: { code: 'duplicate_add_on' },
    });
  });

  it('applies a percentage promo and spreads it over the lines before tax', () => {
    const cart = priced(
      priceCart(
        [line({ unitPrice: usd(10_000), taxRateBasisPoints: 2_000 }), line({ unitPrice: usd(30_000) })],
        'USD',
        percentOff(1_000),
      ),
    );
    expect(cart.discount).toEqual(usd(4_000));
    expect(cart.lines.map((l) => l.discount.amount)).toEqual([1_000, 3_000]);
    expect(cart.lines[0]?.tax).toEqual(usd(1_800));
    expect(cart.total).toEqual(usd(37_800));
    expect(cart.promo).toEqual({ status: 'applied', code: 'SAVE' });
  });

  it('never discounts below zero, however large the fixed promo', () => {
    const cart = priced(
      priceCart([line({ unitPrice: usd(500), taxRateBasisPoints: 2_000 })], 'USD', amountOff(1_000)),
    );
    expect(cart.discount).toEqual(usd(500));
    expect(cart.total).toEqual(usd(0));
  });

  it('ignores a promo below its minimum order, and says so', () => {
    const cart = priced(priceCart([line({ unitPrice: usd(4_999) })], 'USD', amountOff(1_000, 5_000)));
    expect(cart.discount).toEqual(usd(0));
    expect(cart.promo).toEqual({ status: 'below_minimum', code: 'TENOFF', minimumOrder: usd(5_000) });
    const atMinimum = priced(priceCart([line({ unitPrice: usd(5_000) })], 'USD', amountOff(1_000, 5_000)));
    expect(atMinimum.discount).toEqual(usd(1_000));
  });

  it('reports bad lines and promos as error values naming the problem', () => {
    const cases: [CartLineInput[], Promo | undefined, string][] = [
      [[line({ quantity: 0 })], undefined, 'invalid_quantity'],
      [[line({ quantity: 1.5 })], undefined, 'invalid_quantity'],
      [[line({ quantity: LINE_QUANTITY_MAX + 1 })], undefined, 'invalid_quantity'],
      [[line({ taxRateBasisPoints: -1 })], undefined, 'invalid_tax_rate'],
      [[line({ unitPrice: usd(-1) })], undefined, 'invalid_price'],
      [[line({ unitPrice: usd(ITEM_PRICE_MAX + 1) })], undefined, 'invalid_price'],
      [[line({ unitPrice: money(100, 'EUR') })], undefined, 'currency_mismatch'],
      [[line()], percentOff(10_001), 'invalid_promo'],
      [[line()], amountOff(-5), 'invalid_promo'],
      [[line()], { ...amountOff(5), amount: money(5, 'GBP') }, 'currency_mismatch'],
      [Array.from({ length: CART_LINES_MAX + 1 }, () => line()), undefined, 'too_many_lines'],
    ];
    for (const [lines, promo, code] of cases) {
      const result = priceCart(lines, 'USD', promo);
      expect(result.ok ? 'ok' : result.error.code).toBe(code);
    }
  });

  it('says what is wrong in words, naming the line', () => {
    expect(priceCart([line(), line({ quantity: 0 })], 'USD')).toEqual({
      ok: false,
      error: {
        code: 'invalid_quantity',
        message: `Line 2: Quantity must be a whole number from 1 to ${LINE_QUANTITY_MAX}`,
        line: 1,
      },
    });
  });

  it('prices an empty cart at zero', () => {
    expect(priced(priceCart([], 'EUR')).total).toEqual(money(0, 'EUR'));
    expect(priced(priceCart([], 'USD', percentOff(5_000))).total).toEqual(usd(0));
  });
});

describe('cart properties', () => {
  const anyLine = fc.record({
    unit: fc.integer({ min: 0, max: 1_000_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    tax: fc.integer({ min: 0, max: 3_000 }),
    addOn: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
  });
  const anyPromo = fc.option(
    fc.oneof(
      fc
        .record({ bp: fc.integer({ min: 0, max: 10_000 }), min: fc.integer({ min: 0, max: 500_000 }) })
        .map((p) => percentOff(p.bp, p.min)),
      fc
        .record({ off: fc.integer({ min: 0, max: 5_000_000 }), min: fc.integer({ min: 0, max: 500_000 }) })
        .map((p) => amountOff(p.off, p.min)),
    ),
    { nil: undefined },
  );

  it('totals equal the sum of lines, nothing is negative, and the discount never exceeds the subtotal', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 8 }), anyPromo, (lines, promo) => {
        const inputs = lines.map((l) =>
          line({
            unitPrice: usd(l.unit),
            quantity: l.quantity,
            taxRateBasisPoints: l.tax,
            ...(l.addOn === undefined
              ? {}
              : { addOns: [{ kind: 'unlimited_print_runs', price: usd(l.addOn) }] }),
          }),
        );
        const cart = priced(priceCart(inputs, 'USD', promo));
        expect(cart.total).toEqual(
          sumMoney(
            cart.lines.map((l) => l.total),
            'USD',
          ),
        );
        expect(cart.subtotal).toEqual(
          sumMoney(
            cart.lines.map((l) => l.gross),
            'USD',
          ),
        );
        expect(cart.total.amount).toBe(cart.subtotal.amount - cart.discount.amount + cart.tax.amount);
        expect(cart.discount.amount).toBeLessThanOrEqual(cart.subtotal.amount);
        for (const l of cart.lines) {
          expect(l.discount.amount).toBeLessThanOrEqual(l.gross.amount);
          for (const part of [l.net, l.tax, l.total, l.discount])
            expect(part.amount).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('allocate', () => {
  it('splits in proportion, leftover units to the largest remainders', () => {
    expect(allocate(usd(100), [usd(1), usd(1), usd(1)]).map((m) => m.amount)).toEqual([34, 33, 33]);
    expect(allocate(usd(10), [usd(1), usd(2), usd(7)]).map((m) => m.amount)).toEqual([1, 2, 7]);
    expect(allocate(usd(5), [usd(0), usd(0)]).map((m) => m.amount)).toEqual([0, 0]);
  });

  it('parts always add up to the whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          fc.pre(weights.some((weight) => weight > 0));
          const parts = allocate(usd(total), weights.map(usd));
          expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(total);
          for (const part of parts) expect(part.amount).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
