import { PALETTE_BUCKETS, PALETTE_COLORS } from '@lightbox/core/search';
import { describe, expect, it } from 'vitest';
import { nearestPaletteBucket } from './filter-values';

const hex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

describe('nearestPaletteBucket', () => {
  it('gives each bucket for its own swatch colour', () => {
    for (const bucket of PALETTE_BUCKETS)
      expect(nearestPaletteBucket(hex(PALETTE_COLORS[bucket]))).toBe(bucket);
  });

  it('gives the nearest bucket for colours between swatches', () => {
    expect(nearestPaletteBucket('#d02a30')).toBe('red');
    expect(nearestPaletteBucket('1e90ff')).toBe('blue');
    expect(nearestPaletteBucket('#fafafa')).toBe('white');
  });
});
