import { type ConversionError, convert } from './fx-rates';
import { formatMoney, type Money } from './money';

/** A price ready to show in a visitor's currency, or why it cannot be shown. */
export type PriceDisplay =
  | { readonly ok: true; readonly money: Money; readonly text: string }
  | { readonly ok: false; readonly error: ConversionError };

/**
 * A price (set in USD) converted to the visitor's currency and formatted for their locale. On
 * failure the caller reports the error (spec §8) and shows the price as unavailable: there is
 * no text to show, so NaN can never reach the screen.
 */
export function displayPrice(price: Money, currency: string, locale: string): PriceDisplay {
  const converted = convert(price, currency);
  if (!converted.ok) return converted;
  return { ok: true, money: converted.money, text: formatMoney(converted.money, locale) };
}
