import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money';
import {
  DEMO_USAGE_MULTIPLIERS,
  parseUsage,
  priceUsage,
  USAGE_DURATIONS,
  USAGE_EXCLUSIVITY,
  USAGE_INDUSTRIES,
  USAGE_MEDIA,
  USAGE_PLACEMENTS,
  USAGE_SIZES,
  USAGE_TERRITORIES,
  type Usage,
  type UsageMultipliers,
  usageEndDate,
  usageMultipliersSchema,
} from './usage';

const TODAY = '2026-11-25';

const usage = (overrides: Partial<Usage> = {}): Usage => ({
  media: 'print',
  placement: 'interior',
  size: 'quarter',
  startDate: TODAY,
  duration: '1_month',
  territory: 'one_country',
  industry: 'publishing',
  exclusivity: 'none',
  ...overrides,
});

describe('parseUsage', () => {
  it('accepts a complete choice from the option lists', () => {
    expect(parseUsage(usage({ media: 'web', startDate: '2026-12-01' }), TODAY)).toEqual({
      ok: true,
      usage: usage({ media: 'web', startDate: '2026-12-01' }),
    });
  });

  it('names each field that is missing or not an option', () => {
    const result = parseUsage({ ...usage(), media: 'tattoo', territory: undefined }, TODAY);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.field).sort()).toEqual(['media', 'territory']);
  });

  it('refuses a start date in the past or more than a year ahead', () => {
    expect(parseUsage(usage({ startDate: '2026-11-24' }), TODAY)).toEqual({
      ok: false,
      issues: [{ field: 'startDate', message: 'Start date is in the past' }],
    });
    expect(parseUsage(usage({ startDate: '2027-11-25' }), TODAY).ok).toBe(true);
    expect(parseUsage(usage({ startDate: '2027-11-26' }), TODAY).ok).toBe(false);
  });

  it('refuses dates that do not exist', () => {
    const result = parseUsage(usage({ startDate: '2026-02-30' }), TODAY);
    expect(result.ok ? result.usage : result.issues[0]?.field).toBe('startDate');
  });

  it('refuses a today that is not a date, rather than letting every start date through', () => {
    expect(() => parseUsage(usage(), 'today')).toThrow(RangeError);
  });

  it('answers anything at all with a usage or issues', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = parseUsage(input, TODAY);
        if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });
});

describe('usageEndDate', () => {
  it('ends the day before the same date a term later', () => {
    expect(usageEndDate({ startDate: '2026-11-25', duration: '1_week' })).toBe('2026-12-01');
    expect(usageEndDate({ startDate: '2026-11-25', duration: '1_month' })).toBe('2026-12-24');
    expect(usageEndDate({ startDate: '2026-11-25', duration: '1_year' })).toBe('2027-11-24');
    expect(usageEndDate({ startDate: '2026-01-01', duration: '5_years' })).toBe('2030-12-31');
  });

  it('ends a month-based term the day before the clamped date when the last month lacks the day', () => {
    expect(usageEndDate({ startDate: '2027-01-31', duration: '1_month' })).toBe('2027-02-27');
    expect(usageEndDate({ startDate: '2028-01-31', duration: '1_month' })).toBe('2028-02-28');
    expect(usageEndDate({ startDate: '2026-08-31', duration: '1_month' })).toBe('2026-09-29');
  });
});

describe('priceUsage', () => {
  it('multiplies the base price by each chosen option, rounding once', () => {
    expect(priceUsage(money(10_000, 'USD'), usage(), DEMO_USAGE_MULTIPLIERS)).toEqual(money(10_000, 'USD'));
    // 100 × 2.0 (broadcast) × 2.5 (advertisement) × 3.5 (worldwide) = 1750 dollars
    const broadcast = usage({ media: 'broadcast', placement: 'advertisement', territory: 'worldwide' });
    expect(priceUsage(money(10_000, 'USD'), broadcast, DEMO_USAGE_MULTIPLIERS)).toEqual(
      money(175_000, 'USD'),
    );
  });

  it('rounds the product, not each step', () => {
    const tables: UsageMultipliers = {
      ...DEMO_USAGE_MULTIPLIERS,
      media: { ...DEMO_USAGE_MULTIPLIERS.media, print: 15_000 },
      duration: { ...DEMO_USAGE_MULTIPLIERS.duration, '1_month': 15_000 },
    };
    // 1 cent × 1.5 × 1.5 = 2.25 → 2; step by step: round(1.5) = 2, round(2 × 1.5) = 3
    expect(priceUsage(money(1, 'USD'), usage(), tables)).toEqual(money(2, 'USD'));
  });

  it('never lowers the price when a dearer option is chosen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...USAGE_TERRITORIES),
        (base, territory) => {
          const here = priceUsage(money(base, 'USD'), usage({ territory }), DEMO_USAGE_MULTIPLIERS);
          const worldwide = priceUsage(
            money(base, 'USD'),
            usage({ territory: 'worldwide' }),
            DEMO_USAGE_MULTIPLIERS,
          );
          expect(worldwide.amount).toBeGreaterThanOrEqual(here.amount);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('is deterministic and never negative for any choice', () => {
    const anyUsage = fc.record({
      media: fc.constantFrom(...USAGE_MEDIA),
      placement: fc.constantFrom(...USAGE_PLACEMENTS),
      size: fc.constantFrom(...USAGE_SIZES),
      startDate: fc.constant(TODAY),
      duration: fc.constantFrom(...USAGE_DURATIONS),
      territory: fc.constantFrom(...USAGE_TERRITORIES),
      industry: fc.constantFrom(...USAGE_INDUSTRIES),
      exclusivity: fc.constantFrom(...USAGE_EXCLUSIVITY),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), anyUsage, (base, chosen) => {
        const price = priceUsage(money(base, 'EUR'), chosen, DEMO_USAGE_MULTIPLIERS);
        expect(price).toEqual(priceUsage(money(base, 'EUR'), chosen, DEMO_USAGE_MULTIPLIERS));
        expect(price.amount).toBeGreaterThanOrEqual(0);
        expect(price.currency).toBe('EUR');
      }),
      { numRuns: 100 },
    );
  });
});

describe('usageMultipliersSchema', () => {
  it('accepts the demo tables', () => {
    expect(usageMultipliersSchema.safeParse(DEMO_USAGE_MULTIPLIERS).success).toBe(true);
  });

  it('refuses a table with an option missing, a fraction or a zero', () => {
    const { print: _print, ...withoutPrint } = DEMO_USAGE_MULTIPLIERS.media;
    for (const media of [
      withoutPrint,
      { ...DEMO_USAGE_MULTIPLIERS.media, web: 1.5 },
      { ...DEMO_USAGE_MULTIPLIERS.media, web: 0 },
    ]) {
      expect(usageMultipliersSchema.safeParse({ ...DEMO_USAGE_MULTIPLIERS, media }).success).toBe(false);
    }
  });
});
