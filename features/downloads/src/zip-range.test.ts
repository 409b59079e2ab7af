import { describe, expect, it } from 'vitest';
import { byteRange } from './zip/range';

describe('byteRange', () => {
  it('reads a start and end, an open end, and a suffix', () => {
    expect(byteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=50-5000', 100)).toEqual({ start: 50, end: 99 });
  });

  it('refuses a start past the end, and serves the whole body for what it does not read', () => {
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(byteRange(undefined, 100)).toBeUndefined();
    expect(byteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(byteRange('items=0-1', 100)).toBeUndefined();
    expect(byteRange('bytes=9-3', 100)).toBeUndefined();
  });
});
