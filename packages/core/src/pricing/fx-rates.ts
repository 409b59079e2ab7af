import {
  type CurrencyCode,
  divideRounded,
  fromBigInt,
  isCurrencyCode,
  isMinorUnits,
  MINOR_UNIT_DIGITS,
  type Money,
} from './money';

/** The date of the spec's fixed rate table (§9). */
export const FX_RATES_DATE = '2023-12-05';

/**
 * Units of each currency per 1 euro: the European Central Bank's euro foreign exchange reference
 * rates of 5 December 2023 (published for information purposes). Kept as decimal text so every
 * figure is exact as published.
 */
export const FX_RATES_PER_EUR: { readonly [C in CurrencyCode]: string } = {
  EUR: '1',
  USD: '1.0817',
  GBP: '0.85723',
  JPY: '159.13',
  CHF: '0.9456',
  SEK: '11.3095',
  PLN: '4.3225',
  CZK: '24.369',
  HUF: '379.30',
  RON: '4.9671',
  TRY: '31.2925',
  BRL: '5.3636',
  ZAR: '20.4715',
  DKK: '7.4559',
  CAD: '1.4700',
  AUD: '1.6492',
  NZD: '1.7637',
  HKD: '8.4562',
  KRW: '1422.18',
  INR: '90.1885',
  IDR: '16740.06',
  THB: '38.133',
  MXN: '18.9133',
  CNY: '7.7269',
  SGD: '1.4487',
  NOK: '11.7865',
};

/** Why a price could not be converted; the caller reports it (spec §8) and shows no price. */
export interface ConversionError {
  readonly code: 'unknown_currency' | 'invalid_amount' | 'out_of_range';
  readonly message: string;
}

export type ConversionResult =
  | { readonly ok: true; readonly money: Money }
  | { readonly ok: false; readonly error: ConversionError };

/** A rate as an exact fraction: '1.0817' → 10817 / 10000. */
function rateFraction(rate: string): { numerator: bigint; denominator: bigint } {
  const [whole = '0', fraction = ''] = rate.split('.');
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/**
 * `from` in `currency`, through the euro (the table's base), rounded once. Prices are set in USD,
 * but any table currency converts. Input that is not a table currency or a whole amount, which
 * can arrive from outside the type system, comes back as an error value, never as NaN.
 */
export function convert(from: Money, currency: string): ConversionResult {
  if (!isCurrencyCode(from.currency)) {
    return failure('unknown_currency', `No exchange rate for ${String(from.currency)}`);
  }
  if (!isCurrencyCode(currency)) return failure('unknown_currency', `No exchange rate for ${currency}`);
  if (!isMinorUnits(from.amount)) {
    return failure('invalid_amount', `Not a whole number of minor units: ${String(from.amount)}`);
  }
  const source = rateFraction(FX_RATES_PER_EUR[from.currency]);
  const target = rateFraction(FX_RATES_PER_EUR[currency]);
  // amount ÷ 10^from-digits ÷ source rate × target rate × 10^to-digits
  const numerator =
    BigInt(from.amount) * source.denominator * target.numerator * 10n ** BigInt(MINOR_UNIT_DIGITS[currency]);
  const denominator = source.numerator * target.denominator * 10n ** BigInt(MINOR_UNIT_DIGITS[from.currency]);
  try {
    return { ok: true, money: { amount: fromBigInt(divideRounded(numerator, denominator)), currency } };
  } catch {
    return failure('out_of_range', `${from.amount} ${from.currency} is too large to convert`);
  }
}

function failure(code: ConversionError['code'], message: string): ConversionResult {
  return { ok: false, error: { code, message } };
}
