/**
 * Numeric ids of rows (assets, boards, comments, members) are PostgreSQL `integer` keys: a value
 * outside 1..INT4_MAX can name no row, and binding one would make the database raise an error
 * (a 500) instead of finding nothing. Parse an id read from a path, a query or a body here.
 */

/** The largest PostgreSQL `integer` (int4). */
export const INT4_MAX = 2_147_483_647;
/** Asset ids are `integer` keys too. */
export const ASSET_ID_MAX = INT4_MAX;

declare const assetIdBrand: unique symbol;
/** An asset's id, known to be a positive int4. */
export type AssetId = number & { readonly [assetIdBrand]: true };

// Digits only, no leading zero, at most ten of them: '0', '007', '+7', ' 7' and '7.0' are not ids.
const POSITIVE_DIGITS = /^[1-9]\d{0,9}$/;

/**
 * A positive int4 (1..INT4_MAX) from a string of plain digits or from a number, or undefined
 * for anything else.
 */
export function parsePositiveInt4(raw: string | number): number | undefined {
  if (typeof raw === 'string' && !POSITIVE_DIGITS.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id >= 1 && id <= INT4_MAX ? id : undefined;
}

/** An asset id by the rule of parsePositiveInt4, or undefined. */
export function parseAssetId(raw: string | number): AssetId | undefined {
  return parsePositiveInt4(raw) as AssetId | undefined;
}
