import type { PurchaseDb } from './db';

/** Products, prices, promo codes, tax rates and the asset facts a price depends on. */

export interface AssetFacts {
  id: number;
  assetType: 'image' | 'film' | 'videotemplate';
  family: 'creative' | 'editorial';
  licenseType: 'rf' | 'rm' | 'rr';
  title: string;
  shortTitle: string;
  width: number;
  height: number;
  collectionCode: string;
  mediaType: string;
  releaseStatus: string;
  durationSeconds: number | null;
}

export async function assetFacts(db: PurchaseDb, ids: readonly number[]): Promise<Map<number, AssetFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('assets')
    .select([
      'id',
      'asset_type',
      'family',
      'license_type',
      'title',
      'short_title',
      'width',
      'height',
      'collection_code',
      'media_type',
      'release_status',
      'duration_seconds',
    ])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        assetType: r.asset_type as AssetFacts['assetType'],
        family: r.family as AssetFacts['family'],
        licenseType: r.license_type,
        title: r.title,
        shortTitle: r.short_title,
        width: r.width,
        height: r.height,
        collectionCode: r.collection_code,
        mediaType: r.media_type,
        releaseStatus: r.release_status,
        durationSeconds: r.duration_seconds,
      },
    ]),
  );
}

export function activeProducts(db: PurchaseDb, site: 'premium' | 'subscription') {
  return db
    .selectFrom('purchase_products')
    .selectAll()
    .where('active', '=', true)
    .where((eb) => eb(eb.val(site), '=', eb.fn.any('sites')))
    .orderBy('sort_order')
    .execute();
}

export async function taxRateOf(db: PurchaseDb, countryCode: string | null | undefined): Promise<number> {
  if (!countryCode) return 0;
  const row = await db
    .selectFrom('purchase_tax_rates')
    .select('rate_bp')
    .where('country_code', '=', countryCode)
    .executeTakeFirst();
  return row?.rate_bp ?? 0;
}

export function promoCode(db: PurchaseDb, code: string, now: Date) {
  return db
    .selectFrom('purchase_promo_codes')
    .selectAll()
    .where('code', '=', code)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}
