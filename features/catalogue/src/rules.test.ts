import { describe, expect, it } from 'vitest';
import { bucketOfHex, mix, parseHex, toHex } from './color';
import { allowedLicenses, isAssetId, isMotion, orientationOf } from './rules';

describe('orientation', () => {
  it.each([
    [6000, 4000, 'horizontal'],
    [4000, 6000, 'vertical'],
    [4000, 4000, 'square'],
    [4000, 3900, 'square'],
    [6000, 2000, 'panoramic_horizontal'],
    [2000, 4400, 'panoramic_vertical'],
    [1920, 1080, 'horizontal'],
  ])('%i×%i is %s', (w, h, expected) => {
    expect(orientationOf(w, h)).toBe(expected);
  });
});

describe('licences and asset types', () => {
  it('never allows rr on images nor rm on film (spec section 5)', () => {
    expect(allowedLicenses('image')).toEqual(['rf', 'rm']);
    expect(allowedLicenses('film')).toEqual(['rf', 'rr']);
    expect(allowedLicenses('videotemplate')).toEqual(['rf', 'rr']);
    expect(isMotion('image')).toBe(false);
    expect(isMotion('videotemplate')).toBe(true);
  });

  it('accepts nine-digit ids only', () => {
    expect(isAssetId(123456789)).toBe(true);
    expect(isAssetId(12345678)).toBe(false);
    expect(isAssetId(1234567890)).toBe(false);
    expect(isAssetId(123456789.5)).toBe(false);
  });
});

describe('colours', () => {
  it('round-trips hex', () => {
    expect(toHex(parseHex('#1a2b3c'))).toBe('#1a2b3c');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it.each([
    ['#c8272d', 'red'],
    ['#ef8a27', 'orange'],
    ['#f2c230', 'yellow'],
    ['#3d8b4a', 'green'],
    ['#2bb5b0', 'teal'],
    ['#2f6fb3', 'blue'],
    ['#6c4a9e', 'purple'],
    ['#e27aa6', 'pink'],
    ['#8a5a33', 'brown'],
    ['#111111', 'black'],
    ['#8e949c', 'gray'],
    ['#f6f6f4', 'white'],
  ])('%s falls in the %s bucket', (hex, bucket) => {
    expect(bucketOfHex(hex)).toBe(bucket);
  });
});
