import { type RawBuilder, sql } from 'kysely';
import { bandProbeRadius, DHASH_BANDS } from './similarity';

/**
 * The SQL condition "the hash of `alias` is within `maxDistance` bits of `probe`": band
 * lookups (an index scan per band, OR-ed) narrowed by an exact bit count. `probe` is any
 * bigint expression: a bound hash (`${hash}::bigint`) or a one-row subquery.
 */
export function dhashWithin(
  alias: string,
  probe: RawBuilder<unknown>,
  maxDistance: number,
): RawBuilder<unknown> {
  const radius = bandProbeRadius(maxDistance);
  const bands = Array.from(
    { length: DHASH_BANDS },
    (_, band) =>
      sql`${sql.ref(`${alias}.dhash_b${band}`)} = any(lb_dhash_band_keys(${probe}, ${sql.lit(band)}, ${sql.lit(radius)}))`,
  );
  return sql`((${sql.join(bands, sql` or `)}) and bit_count((${sql.ref(`${alias}.dhash`)} # ${probe})::bit(64)) <= ${sql.lit(maxDistance)})`;
}

/** Hamming distance between `alias`'s hash and `probe`, for ordering. */
export function dhashDistance(alias: string, probe: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`bit_count((${sql.ref(`${alias}.dhash`)} # ${probe})::bit(64))`;
}
