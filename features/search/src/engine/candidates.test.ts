import { describe, expect, it } from 'vitest';
import { isDense, LAYOUT_TOP_ROWS, topPages } from './candidates';

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

describe('reading a search from the top of the layout', () => {
  const million = { through: 1, pages: 125_000, rows: 1_000_000 };
  it('is chosen when the top should hold the limit (the estimate scaled to the top)', () => {
    // The top is 2 % of a million rows: 50,000 expected matches put 1,000 there.
    expect(isDense(million, 50_050, 1001)).toBe(true);
    expect(isDense(million, 49_000, 1001)).toBe(false);
  });
  it('covers the whole of a small catalogue, and nothing before the first layout', () => {
    expect(isDense({ through: 1, pages: 100, rows: 5000 }, 1001, 1001)).toBe(true);
    expect(isDense({ through: 1, pages: 100, rows: 5000 }, 1000, 1001)).toBe(false);
    expect(isDense({ through: 0, pages: 0, rows: 0 }, 1_000_000, 1001)).toBe(false);
  });
});
