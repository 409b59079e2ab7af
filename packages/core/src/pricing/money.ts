/**
 * Money as integer minor units with its currency (DESIGN.md §4b). Amounts are whole numbers of
 * the currency's smallest unit, so adding and multiplying never drift; the only place a fraction
 * becomes a whole unit is `divideRounded`, and each price rule calls it once.
 */

declare const minorUnitsBrand: unique symbol;
/** A whole number of a currency's minor units (cents, yen, fillér, …). */
export type MinorUnits = number & { readonly [minorUnitsBrand]: true };

/** The currencies of the fixed rate table (fx-rates.ts); the only ones a price can be shown in. */
export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'GBP',
  'JPY',
  'CHF',
  'SEK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'TRY',
  'BRL',
  'ZAR',
  'DKK',
  'CAD',
  'AUD',
  'NZD',
  'HKD',
  'KRW',
  'INR',
  'IDR',
  'THB',
  'MXN',
  'CNY',
  'SGD',
  'NOK',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Prices are set in US dollars; other currencies are conversions of them. */
export const PRICE_CURRENCY: CurrencyCode = 'USD';

/**
 * Minor-unit digits from ISO 4217. Written out because Intl disagrees for HUF and IDR (it answers
 * 0, their cash practice) and differs between ICU versions, and the server and browser must agree
 * on what one unit of an amount is.
 */
export const MINOR_UNIT_DIGITS: { readonly [C in CurrencyCode]: 0 | 2 } = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  JPY: 0,
  CHF: 2,
  SEK: 2,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  TRY: 2,
  BRL: 2,
  ZAR: 2,
  DKK: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  HKD: 2,
  KRW: 0,
  INR: 2,
  IDR: 2,
  THB: 2,
  MXN: 2,
  CNY: 2,
  SGD: 2,
  NOK: 2,
};

export interface Money {
  readonly amount: MinorUnits;
  readonly currency: CurrencyCode;
}

const CURRENCY_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(CURRENCY_CODES);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCY_SET.has(value);
}

/** Amounts stay within the integers a JS number holds exactly. */
export function isMinorUnits(value: unknown): value is MinorUnits {
  return Number.isSafeInteger(value);
}

export function minorUnits(value: number): MinorUnits {
  if (!isMinorUnits(value)) throw new RangeError(`Not a whole, safe number of minor units: ${value}`);
  return value;
}

export function money(amount: number, currency: CurrencyCode): Money {
  return { amount: minorUnits(amount), currency };
}

export function zeroMoney(currency: CurrencyCode): Money {
  return money(0, currency);
}

/** Back from bigint arithmetic; a result beyond the safe integers is an error, never a lossy number. */
export function fromBigInt(amount: bigint): MinorUnits {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${amount}`);
  }
  return minorUnits(Number(amount));
}

/**
 * numerator ÷ denominator rounded to a whole number, half away from zero: the one rounding rule
 * of every price. Half away from zero depends only on the magnitude, so a refund or credit rounds
 * to exactly the negative of the charge it reverses, and it is the commercial rounding shoppers
 * and the EU's euro-conversion rules expect (2.5 → 3). Banker's rounding would trade that for an
 * unbiased sum over many roundings, which does not arise when each price is rounded once.
 * Exact: bigint arithmetic, no binary fractions.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const rounded = (n % d) * 2n >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new TypeError(`Currency mismatch: ${a.currency} and ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { amount: fromBigInt(BigInt(a.amount) + BigInt(b.amount)), currency: a.currency };
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { amount: fromBigInt(BigInt(a.amount) - BigInt(b.amount)), currency: a.currency };
}

/** The sum of amounts in one currency; the currency is given so an empty list has one. */
export function sumMoney(items: readonly Money[], currency: CurrencyCode): Money {
  return items.reduce(addMoney, zeroMoney(currency));
}

export function multiplyMoney(item: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return { amount: fromBigInt(BigInt(item.amount) * BigInt(quantity)), currency: item.currency };
}

/** item × numerator ÷ denominator, rounded once (percentages, tax rates, divisors). */
export function scaleMoney(item: Money, numerator: bigint, denominator: bigint): Money {
  return {
    amount: fromBigInt(divideRounded(BigInt(item.amount) * numerator, denominator)),
    currency: item.currency,
  };
}

/** The exact decimal text of an amount in major units: 12345 with 2 digits → '123.45'. */
export function toDecimalString(amount: MinorUnits, digits: number): `${number}` {
  const negative = amount < 0;
  const text = Math.abs(amount)
    .toString()
    .padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}` as `${number}`;
}

/**
 * A price as a visitor reads it, through Intl. The ISO digits are forced so that display never
 * rounds a second time (HUF shows its fillér); the amount is passed as exact decimal text.
 */
export function formatMoney(item: Money, locale: string): string {
  const digits = MINOR_UNIT_DIGITS[item.currency];
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: item.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl formats decimal strings exactly (ES2023), with no trip through a binary fraction.
  return format.format(toDecimalString(item.amount, digits));
}
