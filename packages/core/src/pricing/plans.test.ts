import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money';
import {
  AGREEMENT_CODES,
  affiliateFreeOriginalPrice,
  billingFrequencyDivisor,
  creditCost,
  imagePackSizeFromSku,
  normaliseDuration,
  periodsRemaining,
  planTierFromSku,
  pricePerBillingPeriod,
  prorateUpgrade,
} from './plans';

describe('subscription price normalisation (spec §4, §9)', () => {
  it('Duration: OneMonth monthly, ThreeMonth quarterly, SixMonth semi_annually, otherwise annual', () => {
    expect(normaliseDuration('OneMonth')).toBe('monthly');
    expect(normaliseDuration('ThreeMonth')).toBe('quarterly');
    expect(normaliseDuration('SixMonth')).toBe('semi_annually');
    for (const other of ['TwelveMonth', 'OneYear', '', 'onemonth'])
      expect(normaliseDuration(other)).toBe('annual');
  });

  it('Billing frequency divisors: Monthly 12, Quarterly 4, EverySixMonths or SemiAnnually 2, others 1', () => {
    expect(billingFrequencyDivisor('Monthly')).toBe(12);
    expect(billingFrequencyDivisor('Quarterly')).toBe(4);
    expect(billingFrequencyDivisor('EverySixMonths')).toBe(2);
    expect(billingFrequencyDivisor('SemiAnnually')).toBe(2);
    for (const other of ['Annually', 'Yearly', '', 'monthly']) expect(billingFrequencyDivisor(other)).toBe(1);
    // 999.00 a year billed monthly: 83.25
    expect(pricePerBillingPeriod(money(99_900, 'USD'), 'Monthly')).toEqual(money(8_325, 'USD'));
  });

  it('A yearly price billed Quarterly is a quarter, EverySixMonths or SemiAnnually a half, Annually whole', () => {
    const yearly = money(99_900, 'USD');
    expect(pricePerBillingPeriod(yearly, 'Quarterly')).toEqual(money(24_975, 'USD'));
    expect(pricePerBillingPeriod(yearly, 'EverySixMonths')).toEqual(money(49_950, 'USD'));
    expect(pricePerBillingPeriod(yearly, 'SemiAnnually')).toEqual(money(49_950, 'USD'));
    expect(pricePerBillingPeriod(yearly, 'Annually')).toEqual(yearly);
    // rounded once: 100.01 ÷ 12 = 8.334… → 8.33
    expect(pricePerBillingPeriod(money(10_001, 'USD'), 'Monthly')).toEqual(money(833, 'USD'));
  });

  it('Affiliate-free subscription original price is divided by 11', () => {
    expect(affiliateFreeOriginalPrice(money(110_000, 'USD'))).toEqual(money(10_000, 'USD'));
    // 100.00 ÷ 11 = 9.0909… → 9.09
    expect(affiliateFreeOriginalPrice(money(10_000, 'USD'))).toEqual(money(909, 'USD'));
  });

  it('Plan tier from sku: essentials, signature, signatureplus', () => {
    expect(planTierFromSku('sub-essentials-annual-10')).toBe('essentials');
    expect(planTierFromSku('sub-signature-monthly-50')).toBe('signature');
    expect(planTierFromSku('sub-signatureplus-monthly-50')).toBe('signatureplus');
    expect(planTierFromSku('SUB_SignaturePlus_Annual')).toBe('signatureplus');
    expect(planTierFromSku('sub-signature-plus-annual')).toBe('signatureplus');
    expect(planTierFromSku('credit-pack-10')).toBeUndefined();
  });

  it('Image pack size from sku: high, medium, small', () => {
    expect(imagePackSizeFromSku('imagepack-high-5')).toBe('high');
    expect(imagePackSizeFromSku('ImagePack_Medium_10')).toBe('medium');
    expect(imagePackSizeFromSku('imagepack-small-25')).toBe('small');
    expect(imagePackSizeFromSku('imagepack-smallish-25')).toBeUndefined();
  });

  it('Upgrade subscriptions are prorated by periods remaining', () => {
    const terms = { currentPrice: money(120_000, 'USD'), newPrice: money(240_000, 'USD'), periodsTotal: 12 };
    expect(prorateUpgrade({ ...terms, periodsRemaining: 12 })).toEqual(money(120_000, 'USD'));
    expect(prorateUpgrade({ ...terms, periodsRemaining: 3 })).toEqual(money(30_000, 'USD'));
    expect(prorateUpgrade({ ...terms, periodsRemaining: 0 })).toEqual(money(0, 'USD'));
    // 1000.00 more for 7 of 12 months: 583.333… → 583.33
    const uneven = { currentPrice: money(0, 'USD'), newPrice: money(100_000, 'USD'), periodsTotal: 12 };
    expect(prorateUpgrade({ ...uneven, periodsRemaining: 7 })).toEqual(money(58_333, 'USD'));
  });
});

describe('upgrade proration over a real term (§4)', () => {
  // Essentials 290.00 a year to Signature 400.00 a year, billed monthly from 31 January.
  const terms = { currentPrice: money(29_000, 'USD'), newPrice: money(40_000, 'USD'), periodsTotal: 12 };
  const start = new Date('2027-01-31T10:00:00Z');
  const chargeAt = (iso: string) =>
    prorateUpgrade({ ...terms, periodsRemaining: periodsRemaining(start, 1, 12, new Date(iso)) });

  it('Upgrade subscriptions are prorated by periods remaining: mid-April, 9 of 12 months remain', () => {
    // periods began 31 Jan, 28 Feb, 31 Mar; the next begins 30 Apr
    expect(chargeAt('2027-04-15T00:00:00Z')).toEqual(money(8_250, 'USD'));
  });

  it('the period that begins at the instant of the upgrade counts as used', () => {
    expect(chargeAt('2027-04-30T09:59:59.999Z')).toEqual(money(8_250, 'USD'));
    expect(chargeAt('2027-04-30T10:00:00Z')).toEqual(money(7_333, 'USD'));
  });

  it('an upgrade in the last month of the term charges nothing', () => {
    expect(chargeAt('2027-12-31T10:00:00Z')).toEqual(money(0, 'USD'));
  });
});

describe('prorateUpgrade', () => {
  it('charges nothing for a move to a cheaper plan', () => {
    const terms = { currentPrice: money(240_000, 'USD'), newPrice: money(120_000, 'USD'), periodsTotal: 12 };
    expect(prorateUpgrade({ ...terms, periodsRemaining: 6 })).toEqual(money(0, 'USD'));
  });

  it('refuses impossible period counts', () => {
    const terms = { currentPrice: money(0, 'USD'), newPrice: money(100, 'USD') };
    expect(() => prorateUpgrade({ ...terms, periodsTotal: 12, periodsRemaining: 13 })).toThrow(RangeError);
    expect(() => prorateUpgrade({ ...terms, periodsTotal: 0, periodsRemaining: 0 })).toThrow(RangeError);
    expect(() => prorateUpgrade({ ...terms, periodsTotal: 12, periodsRemaining: -1 })).toThrow(RangeError);
  });

  it('never charges more than the full difference nor less than zero, and more for more periods', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 36 }),
        fc.nat(),
        (current, next, total, seed) => {
          const remaining = seed % (total + 1);
          const terms = {
            currentPrice: money(current, 'USD'),
            newPrice: money(next, 'USD'),
            periodsTotal: total,
          };
          const charge = prorateUpgrade({ ...terms, periodsRemaining: remaining }).amount;
          expect(charge).toBeGreaterThanOrEqual(0);
          expect(charge).toBeLessThanOrEqual(Math.max(0, next - current));
          if (remaining < total) {
            expect(
              prorateUpgrade({ ...terms, periodsRemaining: remaining + 1 }).amount,
            ).toBeGreaterThanOrEqual(charge);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('periodsRemaining', () => {
  const start = new Date('2026-01-31T10:00:00Z');

  it('counts the periods not yet begun, the current one as used', () => {
    expect(periodsRemaining(start, 1, 12, new Date('2026-01-31T10:00:00Z'))).toBe(11);
    expect(periodsRemaining(start, 1, 12, new Date('2026-02-27T00:00:00Z'))).toBe(11);
    // the second monthly period of a term from 31 January begins on 28 February
    expect(periodsRemaining(start, 1, 12, new Date('2026-02-28T10:00:00Z'))).toBe(10);
    expect(periodsRemaining(start, 3, 4, new Date('2026-08-01T00:00:00Z'))).toBe(1);
    expect(periodsRemaining(start, 1, 12, new Date('2030-01-01T00:00:00Z'))).toBe(0);
  });

  it('counts a term not yet started as all periods remaining', () => {
    expect(periodsRemaining(start, 1, 12, new Date('2025-12-01T00:00:00Z'))).toBe(12);
  });

  it('refuses invalid dates and counts', () => {
    expect(() => periodsRemaining(new Date('nope'), 1, 12, start)).toThrow(RangeError);
    expect(() => periodsRemaining(start, 0, 12, start)).toThrow(RangeError);
    expect(() => periodsRemaining(start, 1, Number.NaN, start)).toThrow(RangeError);
  });
});

describe('credit costs', () => {
  it('essentials image 1, signature image 3, essentials video 6, signature video 18', () => {
    expect(creditCost('essentials', 'image', false)).toBe(1);
    expect(creditCost('signature', 'image', false)).toBe(3);
    expect(creditCost('essentials', 'video', false)).toBe(6);
    expect(creditCost('signature', 'video', false)).toBe(18);
  });

  it('extended licence +18 (image) / +21 (video)', () => {
    expect(creditCost('essentials', 'image', true)).toBe(19);
    expect(creditCost('signature', 'image', true)).toBe(21);
    expect(creditCost('essentials', 'video', true)).toBe(27);
    expect(creditCost('signature', 'video', true)).toBe(39);
  });
});

describe('agreement codes (spec §4)', () => {
  it('ED editorial subscription, PA premium access, EA easy access, IP image pack, RF rf subscription', () => {
    expect(AGREEMENT_CODES).toEqual({
      ED: 'editorial_subscription',
      PA: 'premium_access',
      EA: 'easy_access',
      IP: 'image_pack',
      RF: 'rf_subscription',
    });
  });
});
