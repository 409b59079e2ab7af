import { describe, expect, it } from 'vitest';
import { TIER_MARGIN, tierThreshold } from './candidates';

// 101 ascending bounds: 100 buckets of 1 % each, prior values 0..100.
const bounds = Array.from({ length: 101 }, (_, i) => i);

describe('candidate tiers (best match ranks the top matches by prior)', () => {
  it('reads every match when they all fit under the cap', () => {
    expect(tierThreshold(bounds, 800, 1000)).toBeUndefined();
  });

  it('reads every match when the tier would be half the table or more', () => {
    expect(tierThreshold(bounds, 1000 * TIER_MARGIN * 1.5, 1000)).toBeUndefined();
  });

  it('confines a common term to the prior tier expected to hold TIER_MARGIN × cap matches', () => {
    // 300,000 matches, 3,000 wanted: the top 1 % of the prior.
    expect(tierThreshold(bounds, 300_000, 1000)).toBe(99);
    // 30,000 matches, 3,000 wanted: the top 10 %.
    expect(tierThreshold(bounds, 30_000, 1000)).toBe(90);
  });

  it('never goes past the top bucket, and needs a histogram', () => {
    expect(tierThreshold(bounds, 10_000_000, 1000)).toBe(99);
    expect(tierThreshold([], 300_000, 1000)).toBeUndefined();
  });
});
