import { describe, expect, it } from 'vitest';
import { TIERS, tierThreshold } from './candidates';

// 101 ascending bounds: 100 buckets of 1 % each, prior values 0..100.
const bounds = Array.from({ length: 101 }, (_, i) => i);

describe('candidate tiers (best match ranks the top matches by prior)', () => {
  it('starts at the lowest prior of the top fraction of the table', () => {
    expect(tierThreshold(bounds, 0.02)).toBe(98);
    expect(tierThreshold(bounds, 0.1)).toBe(90);
    expect(tierThreshold(bounds, 0.4)).toBe(60);
  });

  it('widens tier by tier, ending in the whole table', () => {
    const thresholds = TIERS.map((f) => tierThreshold(bounds, f)!);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => b - a));
    expect(tierThreshold(bounds, 1)).toBeUndefined();
  });

  it('needs a histogram (none before the first ANALYZE)', () => {
    expect(tierThreshold([], 0.02)).toBeUndefined();
  });
});
