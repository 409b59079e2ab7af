import type { AssetType, LicenseType, Orientation } from '@lightbox/core/search';

/**
 * Catalogue rules shared by the generator, the importer and the tests. Pure functions.
 */

/** Width ÷ height at or beyond which a picture counts as panoramic. */
export const PANORAMIC_RATIO = 2;
/** Within this ratio of 1 a picture counts as square. */
export const SQUARE_TOLERANCE = 0.05;

export function orientationOf(width: number, height: number): Orientation {
  const ratio = width / height;
  if (Math.abs(ratio - 1) <= SQUARE_TOLERANCE) return 'square';
  if (ratio >= PANORAMIC_RATIO) return 'panoramic_horizontal';
  if (ratio <= 1 / PANORAMIC_RATIO) return 'panoramic_vertical';
  return ratio > 1 ? 'horizontal' : 'vertical';
}

/** Film and video templates move: they get a definition, frame rate, duration and a preview. */
export function isMotion(assetType: AssetType): boolean {
  return assetType !== 'image';
}

/** Spec section 5: images are never rights-ready, film is never rights-managed. */
export function allowedLicenses(assetType: AssetType): readonly LicenseType[] {
  return isMotion(assetType) ? ['rf', 'rr'] : ['rf', 'rm'];
}

/** Nine-digit asset ids, as the storefront shows them. */
export const ASSET_ID_MIN = 100_000_000;
export const ASSET_ID_MAX = 999_999_999;

export function isAssetId(value: number): boolean {
  return Number.isInteger(value) && value >= ASSET_ID_MIN && value <= ASSET_ID_MAX;
}
