import { describe, expect, it } from 'vitest';
import { ASSET_ID_MAX, INT4_MAX, parseAssetId, parsePositiveInt4 } from './ids';

describe('parsePositiveInt4', () => {
  it('accepts every value from 1 to the int4 maximum, as digits or as a number', () => {
    for (const id of [1, 7, 123_456_789, INT4_MAX]) {
      expect(parsePositiveInt4(String(id))).toBe(id);
      expect(parsePositiveInt4(id)).toBe(id);
    }
  });

  it('refuses zero and anything past the int4 maximum', () => {
    for (const raw of ['0', 0, String(INT4_MAX + 1), INT4_MAX + 1, '9999999999', '12345678901']) {
      expect(parsePositiveInt4(raw)).toBeUndefined();
    }
  });

  it('refuses negative numbers and fractions', () => {
    for (const raw of [-1, -INT4_MAX, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parsePositiveInt4(raw)).toBeUndefined();
    }
  });

  it('reads plain digits only: no sign, space, leading zero, decimal point or exponent', () => {
    for (const raw of ['', '+7', '-7', ' 7', '7 ', '07', '007', '7.0', '7e3', '0x1f', 'seven', '7a']) {
      expect(parsePositiveInt4(raw)).toBeUndefined();
    }
  });
});

describe('parseAssetId', () => {
  it('follows the positive int4 rule, up to ASSET_ID_MAX', () => {
    expect(ASSET_ID_MAX).toBe(INT4_MAX);
    expect(parseAssetId('123456789')).toBe(123_456_789);
    expect(parseAssetId(ASSET_ID_MAX)).toBe(ASSET_ID_MAX);
    expect(parseAssetId(ASSET_ID_MAX + 1)).toBeUndefined();
    expect(parseAssetId('0123')).toBeUndefined();
  });
});
