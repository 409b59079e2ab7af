import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hammingDistance } from './render/analyse';
import { bandProbeRadius, DHASH_BANDS, dhashBands } from './similarity';

const hash64 = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });

describe('dhash bands', () => {
  it('splits a hash into four 16-bit bands, most significant first', () => {
    expect(dhashBands(BigInt.asIntN(64, 0x0001_0203_fffe_8000n).toString())).toEqual([
      1, 0x0203, 0xfffe, 0x8000,
    ]);
    expect(dhashBands('-1')).toEqual([0xffff, 0xffff, 0xffff, 0xffff]);
  });

  it('pigeonhole: hashes within d bits have a band within floor(d / 4) bits', () => {
    fc.assert(
      fc.property(hash64, fc.array(fc.integer({ min: 0, max: 63 }), { maxLength: 11 }), (h, flips) => {
        const other = flips.reduce((x, bit) => x ^ (1n << BigInt(bit)), h);
        const d = hammingDistance(h, other);
        const a = dhashBands(h);
        const b = dhashBands(other);
        const closest = Math.min(...a.map((v, i) => hammingDistance(BigInt(v), BigInt(b[i]!))));
        expect(closest).toBeLessThanOrEqual(Math.floor(d / DHASH_BANDS));
      }),
    );
  });

  it('probes with the radius the distance needs, up to what the database enumerates', () => {
    expect([0, 3, 4, 6, 7, 8, 11].map(bandProbeRadius)).toEqual([0, 0, 1, 1, 1, 2, 2]);
    expect(() => bandProbeRadius(12)).toThrow(RangeError);
    expect(() => bandProbeRadius(-1)).toThrow(RangeError);
  });
});
