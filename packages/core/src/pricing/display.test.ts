import { describe, expect, it } from 'vitest';
import { displayPrice } from './display';
import { type Money, money } from './money';

describe('displayPrice', () => {
  it("converts a USD price to the visitor's currency and formats it for their locale", () => {
    expect(displayPrice(money(47_500, 'USD'), 'EUR', 'de-DE')).toEqual({
      ok: true,
      money: money(43_912, 'EUR'),
      text: '439,12\u00a0€',
    });
    expect(displayPrice(money(47_500, 'USD'), 'USD', 'en-US')).toMatchObject({ text: '$475.00' });
  });

  it('gives no text, only the error to report, when the price cannot be converted', () => {
    const unknown = displayPrice(money(47_500, 'USD'), 'ARS', 'es');
    expect(unknown).toEqual({
      ok: false,
      error: { code: 'unknown_currency', message: 'No exchange rate for ARS' },
    });
    const broken = displayPrice({ amount: Number.NaN, currency: 'USD' } as unknown as Money, 'EUR', 'fr');
    expect(broken.ok ? broken.text : broken.error.code).toBe('invalid_amount');
  });
});
