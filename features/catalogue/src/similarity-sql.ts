import { type RawBuilder, sql } from 'kysely';
import { bandProbeRadius, DHASH_BANDS } from './similarity';

/**
 * The SQL condition "the hash of `alias` is within `maxDistance` bits of `probe`": band
 * lookups (an index scan per band, OR-ed) narrowed by an exact bit count. `probe` is any
 * bigint expression: a bound hash (`${hash}::bigint`) or a one-row subquery.
 *
 * By default the band radius makes the lookup complete (every hash within `maxDistance` is
 * found). A smaller `radius` bounds the candidates instead: complete up to 4 × radius + 3 bits,
 * and beyond that only hashes with a band within `radius` bits.
 *
 * Each band's keys are a one-row subquery, so PostgreSQL computes them once per statement
 * (an InitPlan), not once per candidate row when it rechecks the condition.
 */
export function dhashWithin(
  alias: string,
  probe: RawBuilder<unknown>,
  maxDistance: number,
  options: { radius?: number } = {},
): RawBuilder<unknown> {
  const complete = bandProbeRadius(maxDistance);
  const radius = Math.min(options.radius ?? complete, complete);
  const bands = Array.from(
    { length: DHASH_BANDS },
    (_, band) =>
      sql`${sql.ref(`${alias}.dhash_b${band}`)} = any((select lb_dhash_band_keys(${probe}, ${sql.lit(band)}, ${sql.lit(radius)}))::integer[])`,
  );
  return sql`((${sql.join(bands, sql` or `)}) and bit_count((${sql.ref(`${alias}.dhash`)} # ${probe})::bit(64)) <= ${sql.lit(maxDistance)})`;
}

/** Hamming distance between `alias`'s hash and `probe`, for ordering. */
export function dhashDistance(alias: string, probe: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`bit_count((${sql.ref(`${alias}.dhash`)} # ${probe})::bit(64))`;
}
