import {
  addMoney,
  type CurrencyCode,
  fromBigInt,
  isMinorUnits,
  type Money,
  multiplyMoney,
  scaleMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from './money';
import { allowsExtendedLicence, type LicenceModel, type ProductType } from './products';

/** The most of one item a line may hold; more is a typing slip, not an order. */
export const LINE_QUANTITY_MAX = 1_000;
export const CART_LINES_MAX = 100;
/**
 * The largest unit or add-on price, in minor units (100 million dollars; about 68 million at the
 * yen's rate). With the other limits and at most one add-on of each kind, every total a cart
 * can reach, tax included, stays within the integers a number holds exactly.
 */
export const ITEM_PRICE_MAX = 10_000_000_000;
/** Tax rates are basis points of the net price: 2000 = 20 %. */
export const TAX_RATE_MAX_BASIS_POINTS = 10_000;
/** A percentage promo takes at most everything off: 10 000 basis points. */
export const PROMO_MAX_BASIS_POINTS = 10_000;
const BASIS_POINTS = 10_000n;

export const EXTENDED_LICENCE_KINDS = [
  'unlimited_print_runs',
  'merchandise_for_resale',
  'multi_seat',
] as const;
export type ExtendedLicenceKind = (typeof EXTENDED_LICENCE_KINDS)[number];

export interface ExtendedLicenceAddOn {
  readonly kind: ExtendedLicenceKind;
  /** Price per unit of the line, on top of its unit price. */
  readonly price: Money;
}

export interface CartLineInput {
  readonly product: ProductType;
  readonly sku: string;
  readonly licenceModel?: LicenceModel;
  readonly unitPrice: Money;
  readonly quantity: number;
  readonly taxRateBasisPoints: number;
  readonly addOns?: readonly ExtendedLicenceAddOn[];
}

export type Promo =
  | {
      readonly code: string;
      readonly kind: 'percentage';
      readonly basisPoints: number;
      readonly minimumOrder: Money;
    }
  | { readonly code: string; readonly kind: 'fixed'; readonly amount: Money; readonly minimumOrder: Money };

export interface PricedLine {
  readonly input: CartLineInput;
  /** (unit price + add-ons) × quantity. */
  readonly gross: Money;
  /** This line's share of the promo discount. */
  readonly discount: Money;
  readonly net: Money;
  readonly tax: Money;
  readonly total: Money;
}

export type PromoOutcome =
  | { readonly status: 'none' }
  | { readonly status: 'applied'; readonly code: string }
  | { readonly status: 'below_minimum'; readonly code: string; readonly minimumOrder: Money };

export interface PricedCart {
  readonly currency: CurrencyCode;
  readonly lines: readonly PricedLine[];
  readonly subtotal: Money;
  readonly discount: Money;
  readonly tax: Money;
  readonly total: Money;
  readonly promo: PromoOutcome;
}

export interface CartError {
  readonly code:
    | 'currency_mismatch'
    | 'invalid_quantity'
    | 'invalid_price'
    | 'invalid_tax_rate'
    | 'invalid_promo'
    | 'too_many_lines'
    | 'extended_licence_not_allowed'
    | 'duplicate_add_on';
  readonly message: string;
  /** Index of the offending line, when one is to blame. */
  readonly line?: number;
}

const ERROR_MESSAGES: { readonly [C in CartError['code']]: string } = /* @__PURE__ */ (() => ({
  currency_mismatch: 'Every price in a cart must be in the cart currency',
  invalid_quantity: `Quantity must be a whole number from 1 to ${LINE_QUANTITY_MAX}`,
  invalid_price: `A price must be a whole number of minor units from 0 to ${ITEM_PRICE_MAX}`,
  invalid_tax_rate: `A tax rate must be whole basis points from 0 to ${TAX_RATE_MAX_BASIS_POINTS}`,
  invalid_promo: 'The promo code is not valid: a percentage from 0 to 100 % or a non-negative amount',
  too_many_lines: `A cart holds at most ${CART_LINES_MAX} lines`,
  extended_licence_not_allowed: 'The extended licence is only offered with a royalty-free licence',
  duplicate_add_on: 'Each extended-licence add-on can be chosen once',
}))();

export type CartResult =
  | { readonly ok: true; readonly cart: PricedCart }
  | { readonly ok: false; readonly error: CartError };

function checkMoney(item: Money, currency: CurrencyCode): CartError['code'] | undefined {
  if (item.currency !== currency) return 'currency_mismatch';
  const valid = isMinorUnits(item.amount) && item.amount >= 0 && item.amount <= ITEM_PRICE_MAX;
  return valid ? undefined : 'invalid_price';
}

function lineError(line: CartLineInput, currency: CurrencyCode): CartError['code'] | undefined {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > LINE_QUANTITY_MAX) {
    return 'invalid_quantity';
  }
  const rate = line.taxRateBasisPoints;
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > TAX_RATE_MAX_BASIS_POINTS) return 'invalid_tax_rate';
  const addOns = line.addOns ?? [];
  if (addOns.length > 0 && (line.licenceModel === undefined || !allowsExtendedLicence(line.licenceModel))) {
    return 'extended_licence_not_allowed';
  }
  if (new Set(addOns.map((addOn) => addOn.kind)).size < addOns.length) return 'duplicate_add_on';
  for (const item of [line.unitPrice, ...addOns.map((addOn) => addOn.price)]) {
    const problem = checkMoney(item, currency);
    if (problem) return problem;
  }
  return undefined;
}

function promoError(promo: Promo, currency: CurrencyCode): CartError['code'] | undefined {
  const amounts = promo.kind === 'fixed' ? [promo.amount, promo.minimumOrder] : [promo.minimumOrder];
  for (const item of amounts) {
    const problem = checkMoney(item, currency);
    if (problem) return problem === 'currency_mismatch' ? problem : 'invalid_promo';
  }
  if (promo.kind === 'percentage') {
    const { basisPoints } = promo;
    if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > PROMO_MAX_BASIS_POINTS)
      return 'invalid_promo';
  }
  return undefined;
}

/**
 * The discount a promo gives on a subtotal (before tax, which is also what the minimum order is
 * compared with): never more than the subtotal, so never below zero.
 */
export function promoDiscount(promo: Promo, subtotal: Money): Money {
  if (subtotal.amount < promo.minimumOrder.amount) return zeroMoney(subtotal.currency);
  if (promo.kind === 'percentage') return scaleMoney(subtotal, BigInt(promo.basisPoints), BASIS_POINTS);
  return promo.amount.amount < subtotal.amount ? promo.amount : subtotal;
}

/**
 * Splits `total` over `weights` in proportion, in whole minor units that add up to `total`
 * exactly: each part is rounded down and the units left over go to the largest remainders
 * (earlier lines first on a tie). It apportions an amount already rounded, so adds no rounding.
 */
export function allocate(total: Money, weights: readonly Money[]): Money[] {
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight.amount), 0n);
  if (sum === 0n) return weights.map(() => zeroMoney(total.currency));
  const exact = weights.map((weight) => BigInt(total.amount) * BigInt(weight.amount));
  const parts = exact.map((value) => value / sum);
  let left = BigInt(total.amount) - parts.reduce((acc, part) => acc + part, 0n);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => ({ amount: fromBigInt(part), currency: total.currency }));
}

function grossOf(line: CartLineInput): Money {
  const unit = (line.addOns ?? []).reduce((acc, addOn) => addMoney(acc, addOn.price), line.unitPrice);
  return multiplyMoney(unit, line.quantity);
}

/**
 * Prices a cart in one currency: each line's gross, its share of the promo discount, and its tax
 * on what is left, rounded once per line. The cart's figures are sums of its lines'.
 */
export function priceCart(
  lines: readonly CartLineInput[],
  currency: CurrencyCode,
  promo?: Promo,
): CartResult {
  if (lines.length > CART_LINES_MAX) {
    return {
      ok: false,
      error: { code: 'too_many_lines', message: ERROR_MESSAGES.too_many_lines },
    };
  }
  for (const [index, line] of lines.entries()) {
    const code = lineError(line, currency);
    if (code) {
      return {
        ok: false,
        error: { code, message: `Line ${index + 1}: ${ERROR_MESSAGES[code]}`, line: index },
      };
    }
  }
  const promoProblem = promo ? promoError(promo, currency) : undefined;
  if (promoProblem)
    return { ok: false, error: { code: promoProblem, message: ERROR_MESSAGES[promoProblem] } };

  const grosses = lines.map(grossOf);
  const subtotal = sumMoney(grosses, currency);
  const discount = promo ? promoDiscount(promo, subtotal) : zeroMoney(currency);
  const shares = allocate(discount, grosses);
  const priced = lines.map((input, index): PricedLine => {
    const gross = grosses[index]!;
    const share = shares[index]!;
    const net = subtractMoney(gross, share);
    const tax = scaleMoney(net, BigInt(input.taxRateBasisPoints), BASIS_POINTS);
    return { input, gross, discount: share, net, tax, total: addMoney(net, tax) };
  });
  return {
    ok: true,
    cart: {
      currency,
      lines: priced,
      subtotal,
      discount: sumMoney(shares, currency),
      tax: sumMoney(
        priced.map((line) => line.tax),
        currency,
      ),
      total: sumMoney(
        priced.map((line) => line.total),
        currency,
      ),
      promo: promoOutcome(promo, subtotal),
    },
  };
}

function promoOutcome(promo: Promo | undefined, subtotal: Money): PromoOutcome {
  if (!promo) return { status: 'none' };
  if (subtotal.amount < promo.minimumOrder.amount) {
    return { status: 'below_minimum', code: promo.code, minimumOrder: promo.minimumOrder };
  }
  return { status: 'applied', code: promo.code };
}
