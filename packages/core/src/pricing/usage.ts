import { z } from 'zod';
import { addMonths } from './calendar';
import { type Money, scaleMoney } from './money';

/**
 * The RM/RR usage configurator: the buyer says how the asset will be used and the price follows
 * from a base price and the operator's multiplier tables. Everything is an argument, today's date
 * included, so server and browser compute the same quote.
 */

export const USAGE_MEDIA = ['print', 'web', 'social', 'broadcast', 'outdoor', 'packaging'] as const;
export const USAGE_PLACEMENTS = ['interior', 'cover', 'homepage', 'advertisement', 'background'] as const;
export const USAGE_SIZES = ['quarter', 'half', 'full', 'spread'] as const;
export const USAGE_DURATIONS = [
  '1_week',
  '1_month',
  '3_months',
  '6_months',
  '1_year',
  '2_years',
  '5_years',
] as const;
export const USAGE_TERRITORIES = ['one_country', 'one_region', 'worldwide'] as const;
export const USAGE_INDUSTRIES = [
  'publishing',
  'advertising',
  'corporate',
  'education_nonprofit',
  'entertainment',
  'retail',
] as const;
export const USAGE_EXCLUSIVITY = ['none', 'industry', 'territory', 'full'] as const;

/** How far ahead a licence may start: a quote for a campaign more than a year out is not a quote. */
export const USAGE_START_MAX_DAYS_AHEAD = 365;

/** Each duration in days or in whole calendar months from the start date. */
export const USAGE_DURATION_LENGTH: {
  readonly [D in (typeof USAGE_DURATIONS)[number]]: { days: number } | { months: number };
} = {
  '1_week': { days: 7 },
  '1_month': { months: 1 },
  '3_months': { months: 3 },
  '6_months': { months: 6 },
  '1_year': { months: 12 },
  '2_years': { months: 24 },
  '5_years': { months: 60 },
};

// Schemas are built in calls marked pure so that a browser bundle importing core for anything
// else drops them, and zod with them (esbuild keeps unmarked top-level calls).
export const usageSchema = /* @__PURE__ */ (() =>
  z.object({
    media: z.enum(USAGE_MEDIA),
    placement: z.enum(USAGE_PLACEMENTS),
    size: z.enum(USAGE_SIZES),
    startDate: z.iso.date(),
    duration: z.enum(USAGE_DURATIONS),
    territory: z.enum(USAGE_TERRITORIES),
    industry: z.enum(USAGE_INDUSTRIES),
    exclusivity: z.enum(USAGE_EXCLUSIVITY),
  }))();
export type Usage = z.infer<typeof usageSchema>;

export interface UsageIssue {
  readonly field: string;
  readonly message: string;
}

export type UsageResult =
  | { readonly ok: true; readonly usage: Usage }
  | { readonly ok: false; readonly issues: readonly UsageIssue[] };

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A buyer's choices checked against the option lists; `today` is an ISO date ('2026-11-25'). */
export function parseUsage(input: unknown, today: string): UsageResult {
  if (!z.iso.date().safeParse(today).success) throw new RangeError(`Not an ISO date: ${today}`);
  const parsed = usageSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || 'usage',
        message: issue.message,
      })),
    };
  }
  const ahead = dayNumber(parsed.data.startDate) - dayNumber(today);
  if (ahead < 0) return { ok: false, issues: [{ field: 'startDate', message: 'Start date is in the past' }] };
  if (ahead > USAGE_START_MAX_DAYS_AHEAD) {
    return {
      ok: false,
      issues: [
        {
          field: 'startDate',
          message: `Start date is more than ${USAGE_START_MAX_DAYS_AHEAD} days ahead`,
        },
      ],
    };
  }
  return { ok: true, usage: parsed.data };
}

/**
 * The last day of the licence, inclusive: the day before the same date a term later (a month
 * from 31 January ends on 27 February, the day before the month's clamped 28th; see addMonths).
 */
export function usageEndDate(usage: Pick<Usage, 'startDate' | 'duration'>): string {
  const length = USAGE_DURATION_LENGTH[usage.duration];
  const start = dayNumber(usage.startDate);
  if ('days' in length) return isoDay(start + length.days - 1);
  return isoDay(addMonths(new Date(start * DAY_MS), length.months).getTime() / DAY_MS - 1);
}

/** Multipliers in basis points (10 000 = ×1), one table per option, edited by the operator. */
export type UsageMultipliers = {
  readonly media: { readonly [K in Usage['media']]: number };
  readonly placement: { readonly [K in Usage['placement']]: number };
  readonly size: { readonly [K in Usage['size']]: number };
  readonly duration: { readonly [K in Usage['duration']]: number };
  readonly territory: { readonly [K in Usage['territory']]: number };
  readonly industry: { readonly [K in Usage['industry']]: number };
  readonly exclusivity: { readonly [K in Usage['exclusivity']]: number };
};

/** The largest multiplier a table may hold: ×100. */
export const USAGE_MULTIPLIER_MAX = 1_000_000;

/** Checks an operator's tables at boot: every option priced, every multiplier a positive integer. */
export const usageMultipliersSchema = /* @__PURE__ */ (() => {
  const multiplier = z.number().int().positive().max(USAGE_MULTIPLIER_MAX);
  const table = <T extends readonly [string, ...string[]]>(options: T) =>
    z.object(
      Object.fromEntries(options.map((option) => [option, multiplier])) as Record<
        T[number],
        typeof multiplier
      >,
    );
  return z.object({
    media: table(USAGE_MEDIA),
    placement: table(USAGE_PLACEMENTS),
    size: table(USAGE_SIZES),
    duration: table(USAGE_DURATIONS),
    territory: table(USAGE_TERRITORIES),
    industry: table(USAGE_INDUSTRIES),
    exclusivity: table(USAGE_EXCLUSIVITY),
  });
})();

/** Demo multipliers for a fresh install. */
export const DEMO_USAGE_MULTIPLIERS: UsageMultipliers = {
  media: { print: 10_000, web: 8_000, social: 7_000, broadcast: 20_000, outdoor: 15_000, packaging: 18_000 },
  placement: { interior: 10_000, cover: 20_000, homepage: 15_000, advertisement: 25_000, background: 8_000 },
  size: { quarter: 10_000, half: 13_000, full: 17_000, spread: 25_000 },
  duration: {
    '1_week': 6_000,
    '1_month': 10_000,
    '3_months': 15_000,
    '6_months': 20_000,
    '1_year': 30_000,
    '2_years': 45_000,
    '5_years': 80_000,
  },
  territory: { one_country: 10_000, one_region: 18_000, worldwide: 35_000 },
  industry: {
    publishing: 10_000,
    advertising: 20_000,
    corporate: 15_000,
    education_nonprofit: 7_000,
    entertainment: 15_000,
    retail: 15_000,
  },
  exclusivity: { none: 10_000, industry: 25_000, territory: 30_000, full: 60_000 },
};

const BASIS_POINTS = 10_000n;
const USAGE_FACTORS = [
  'media',
  'placement',
  'size',
  'duration',
  'territory',
  'industry',
  'exclusivity',
] as const;

/**
 * base × every chosen option's multiplier, as one exact fraction rounded once, so the price never
 * depends on the order the factors are applied in.
 */
export function priceUsage(base: Money, usage: Usage, multipliers: UsageMultipliers): Money {
  let numerator = 1n;
  let denominator = 1n;
  for (const factor of USAGE_FACTORS) {
    const options: Readonly<Record<string, number>> = multipliers[factor];
    const chosen = options[usage[factor]];
    if (chosen === undefined) throw new RangeError(`No ${factor} multiplier for ${usage[factor]}`);
    numerator *= BigInt(chosen);
    denominator *= BASIS_POINTS;
  }
  return scaleMoney(base, numerator, denominator);
}
