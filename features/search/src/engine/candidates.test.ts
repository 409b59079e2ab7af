import { describe, expect, it } from 'vitest';
import { CACHED_DENSE_SHARE, isDense, LAYOUT_TOP_ROWS, topPages } from './candidates';
import { orderKey, windowBound } from './order-windows';

describe('the top of the search layout', () => {
  it('is the pages holding the best LAYOUT_TOP_ROWS rows of a large table', () => {
    expect(topPages({ through: 1, pages: 100_000, rows: 1_000_000, buffers: 0 })).toBe(
      Math.ceil((100_000 * LAYOUT_TOP_ROWS) / 1_000_000),
    );
  });
  it('is the whole layout of a catalogue no larger than that', () => {
    expect(topPages({ through: 1, pages: 600, rows: LAYOUT_TOP_ROWS, buffers: 0 })).toBe(600);
    expect(topPages({ through: 1, pages: 30, rows: 500, buffers: 0 })).toBe(30);
  });
  it('is empty before the first layout', () => {
    expect(topPages({ through: 0, pages: 0, rows: 0, buffers: 0 })).toBe(0);
  });
});

describe('reading a search from the top of the layout', () => {
  // Larger than the server's shared buffers, unless said otherwise.
  const million = { through: 1, pages: 125_000, rows: 1_000_000, buffers: 65_536 };
  it('is chosen when the top should hold the limit (the estimate scaled to the top)', () => {
    // The top is 2 % of a million rows: 50,000 expected matches put 1,000 there.
    expect(isDense(million, 50_050, 1001)).toBe(true);
    expect(isDense(million, 49_000, 1001)).toBe(false);
  });
  it('covers the whole of a small catalogue, and nothing before the first layout', () => {
    expect(isDense({ through: 1, pages: 100, rows: 5000, buffers: 50 }, 1001, 1001)).toBe(true);
    expect(isDense({ through: 1, pages: 100, rows: 5000, buffers: 50 }, 1000, 1001)).toBe(false);
    expect(isDense({ through: 0, pages: 0, rows: 0, buffers: 50 }, 1_000_000, 1001)).toBe(false);
  });
  it('needs CACHED_DENSE_SHARE of a table that fits in shared buffers', () => {
    const cached = { through: 1, pages: 12_700, rows: 100_000, buffers: 16_384 };
    expect(isDense(cached, CACHED_DENSE_SHARE * 100_000, 1001)).toBe(true);
    // A word on a tenth of the catalogue is read through the indexes there…
    expect(isDense(cached, 10_000, 1001)).toBe(false);
    // …and from the top when the table is larger than the buffers.
    expect(isDense({ ...cached, buffers: 8_000 }, 10_000, 1001)).toBe(true);
  });
});

describe('windows of a sort order', () => {
  const bounds = Array.from({ length: 101 }, (_, i) => String(i));
  it('bound the newest (highest) share of the values for a descending order', () => {
    expect(windowBound(bounds, 0.05, true)).toBe('95');
    expect(windowBound(bounds, 0.25, true)).toBe('75');
  });
  it('bound the oldest (lowest) share for an ascending order', () => {
    expect(windowBound(bounds, 0.05, false)).toBe('5');
  });
  it('need statistics', () => {
    expect(windowBound([], 0.05, true)).toBeUndefined();
  });
  it('follow the sort order: editorial by date taken, others by upload, popularity', () => {
    expect(orderKey({ sortorder: 'newest', family: 'editorial' })).toEqual({
      column: 'date_taken',
      descending: true,
    });
    expect(orderKey({ sortorder: 'oldest' })).toEqual({ column: 'uploaded_at', descending: false });
    expect(orderKey({ sortorder: 'mostpopular' })).toEqual({ column: 'popularity', descending: true });
    expect(orderKey({ sortorder: 'best' })).toBeUndefined();
  });
});
