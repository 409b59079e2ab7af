/**
 * The built-in test processor's card rules, on the card numbers every processor's test mode
 * uses. A number must pass the Luhn check, the expiry must be this month or later, the CVC 3
 * or 4 digits; then the number decides the outcome. Numbers that are not test cards are
 * declined, so a real card number typed by mistake is never treated as paid.
 */
export type TestCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'challenge';

export const TEST_CARDS: Readonly<Record<string, { brand: string; outcome: TestCardOutcome }>> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeeds' },
  '4000000000000002': { brand: 'visa', outcome: 'declined' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000002760003184': { brand: 'visa', outcome: 'challenge' },
};

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardCheck =
  | { ok: true; number: string; brand: string; last4: string; outcome: TestCardOutcome | 'not_a_test_card' }
  | { ok: false; field: CardField; message: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** `MM/YY` or `MM/YYYY`; valid through the last day of that month (UTC). */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

const brandOf = (digits: string) =>
  digits.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : 'card';

export function checkCard(card: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { ok: false, field: 'number', message: 'Enter a valid card number.' };
  if (!expiryValid(card.expiry, now))
    return { ok: false, field: 'expiry', message: 'Enter an expiry date (MM/YY) that has not passed.' };
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { ok: false, field: 'cvc', message: 'Enter the 3 or 4 digit security code.' };
  const known = TEST_CARDS[digits];
  return {
    ok: true,
    number: digits,
    brand: known?.brand ?? brandOf(digits),
    last4: digits.slice(-4),
    outcome: known?.outcome ?? 'not_a_test_card',
  };
}

/** What the buyer reads when the test processor declines. */
export const DECLINE_MESSAGES: Record<string, string> = {
  declined: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds. Try another card.',
  not_a_test_card: 'This store takes test cards only (for example 4242 4242 4242 4242).',
  challenge_failed: 'The card issuer could not confirm it was you. Try again or use another card.',
};
