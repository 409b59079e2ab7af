/**
 * How close two pictures are, by their 64-bit difference hashes (render/analyse.ts). Pure
 * rules shared by the stack assignment here and by search by image.
 *
 * The hash is stored with four 16-bit bands beside it (migration 202611221100). Two hashes
 * within d bits agree within floor(d / 4) bits on at least one band (if every band differed
 * in more, the total would exceed d), so looking up every band value within that radius finds
 * every hash within d bits: multi-index hashing, an index lookup instead of a scan.
 */

export const DHASH_BANDS = 4;
export const DHASH_BAND_BITS = 16;

/** Two pictures whose hashes differ in at most this many bits are the same picture, resized or re-cropped. */
export const NEAR_DUPLICATE_MAX_DISTANCE = 6;

/** The widest band radius the database enumerates (lb_dhash_band_keys): 137 keys per band. */
export const BAND_PROBE_MAX_RADIUS = 2;

/** Bits a band may differ by so that a band lookup finds every hash within `maxDistance`. */
export function bandProbeRadius(maxDistance: number): number {
  if (!Number.isInteger(maxDistance) || maxDistance < 0)
    throw new RangeError('maxDistance must be a whole number ≥ 0');
  const radius = Math.floor(maxDistance / DHASH_BANDS);
  if (radius > BAND_PROBE_MAX_RADIUS) {
    throw new RangeError(
      `Band lookups find hashes within ${(BAND_PROBE_MAX_RADIUS + 1) * DHASH_BANDS - 1} bits at most`,
    );
  }
  return radius;
}

/** The four bands of a signed 64-bit hash, most significant first, as lb_dhash_band computes them. */
export function dhashBands(hash: string | bigint): number[] {
  const bits = BigInt.asUintN(64, BigInt(hash));
  return Array.from({ length: DHASH_BANDS }, (_, band) =>
    Number((bits >> BigInt(DHASH_BAND_BITS * (DHASH_BANDS - 1 - band))) & 0xffffn),
  );
}
