import { describe, expect, it } from 'vitest';
import { roundEstimate } from './counts';

describe('estimated counts', () => {
  it('keep two significant digits', () => {
    expect(roundEstimate(97_991)).toBe(98_000);
    expect(roundEstimate(7_204)).toBe(7_200);
    expect(roundEstimate(1_049)).toBe(1_000);
    expect(roundEstimate(1_051)).toBe(1_100);
    expect(roundEstimate(1_234_567)).toBe(1_200_000);
  });

  it('leave small numbers alone', () => {
    expect(roundEstimate(42)).toBe(42);
  });
});
