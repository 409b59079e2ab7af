import { describe, expect, it } from 'vitest';
import { checkCard, expiryValid, luhnValid } from './test-cards';

const now = new Date('2026-11-25T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => checkCard({ number, expiry, cvc }, now);

describe('test processor cards', () => {
  it('4242 4242 4242 4242 succeeds, with spaces or dashes', () => {
    expect(card('4242 4242 4242 4242')).toMatchObject({
      ok: true,
      outcome: 'succeeds',
      brand: 'visa',
      last4: '4242',
    });
    expect(card('4242-4242-4242-4242')).toMatchObject({ ok: true, outcome: 'succeeds' });
  });

  it('4000 0000 0000 0002 is declined; 4000 0027 6000 3184 asks for a challenge', () => {
    expect(card('4000 0000 0000 0002')).toMatchObject({ ok: true, outcome: 'declined' });
    expect(card('4000 0027 6000 3184')).toMatchObject({ ok: true, outcome: 'challenge' });
  });

  it('a valid number that is not a test card is not a test card', () => {
    expect(card('4111 1111 1111 1111')).toMatchObject({ ok: true, outcome: 'not_a_test_card' });
  });

  it('rejects a number that fails the Luhn check, naming the field', () => {
    expect(card('4242 4242 4242 4241')).toEqual({
      ok: false,
      field: 'number',
      message: 'Enter a valid card number.',
    });
    expect(luhnValid('79927398713')).toBe(false); // too short for a card
    expect(luhnValid('4000002760003184')).toBe(true);
  });

  it('any expiry in the future, this month included, is accepted', () => {
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('01/2031', now)).toBe(true);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(card('4242424242424242', '10/26')).toMatchObject({ ok: false, field: 'expiry' });
  });

  it('any CVC of 3 or 4 digits', () => {
    expect(card('4242424242424242', '12/30', '1234')).toMatchObject({ ok: true });
    expect(card('4242424242424242', '12/30', '12')).toMatchObject({ ok: false, field: 'cvc' });
  });
});
