import { describe, expect, it } from 'vitest';
import { LAYOUT_TOP_ROWS, topPages } from './candidates';

describe('the top of the search layout', () => {
  it('is the pages holding the best LAYOUT_TOP_ROWS rows of a large table', () => {
    expect(topPages({ through: 1, pages: 100_000, rows: 1_000_000 })).toBe(
      Math.ceil((100_000 * LAYOUT_TOP_ROWS) / 1_000_000),
    );
  });
  it('is the whole layout of a catalogue no larger than that', () => {
    expect(topPages({ through: 1, pages: 600, rows: LAYOUT_TOP_ROWS })).toBe(600);
    expect(topPages({ through: 1, pages: 30, rows: 500 })).toBe(30);
  });
  it('is empty before the first layout', () => {
    expect(topPages({ through: 0, pages: 0, rows: 0 })).toBe(0);
  });
});
