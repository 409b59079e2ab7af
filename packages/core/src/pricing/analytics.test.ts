import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyticsCartItems,
  type CartItemSource,
  isExcludedFromAnalytics,
  reportedUsd,
  type TrackingProductSource,
  trackingCartProducts,
  trackingProductType,
  type UsdMoney,
} from './analytics';
import { minorUnits } from './money';
import { PRODUCT_TYPES } from './products';

const usd = (cents: number): UsdMoney => ({ amount: minorUnits(cents), currency: 'USD' });

const source = (overrides: Partial<CartItemSource> = {}): CartItemSource => ({
  productType: 'RfImage',
  sku: 'rf-image-large',
  assetId: '509212414',
  collectionCode: 'NLT',
  assetFamily: 'creative',
  licenseType: 'rf',
  mediaType: 'photography',
  assetType: 'image',
  originalPrice: usd(47_500),
  finalPrice: usd(42_750),
  ...overrides,
});

describe('reportedUsd', () => {
  it('reports US dollars rounded to 2 decimals', () => {
    expect(reportedUsd(usd(12_345))).toBe(123.45);
    expect(reportedUsd(usd(5))).toBe(0.05);
    expect(reportedUsd(usd(0))).toBe(0);
    // 999.00 ÷ 12 = 83.25; 100.00 ÷ 11 = 9.0909… → 9.09; 0.05 ÷ 2 = 0.025 → 0.03
    expect(reportedUsd(usd(99_900), 12)).toBe(83.25);
    expect(reportedUsd(usd(10_000), 11)).toBe(9.09);
    expect(reportedUsd(usd(5), 2)).toBe(0.03);
  });

  it('never has more than 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 12 }),
        (cents, divisor) => {
          const reported = reportedUsd(usd(cents), divisor);
          expect(Number.isFinite(reported)).toBe(true);
          expect(Math.round(reported * 100) / 100).toBe(reported);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a divisor that is not a whole number of at least 1', () => {
    expect(() => reportedUsd(usd(100), 0)).toThrow(RangeError);
    expect(() => reportedUsd(usd(100), 1.5)).toThrow(RangeError);
  });

  it('refuses an amount in another currency', () => {
    expect(() => reportedUsd({ amount: minorUnits(100), currency: 'EUR' } as unknown as UsdMoney)).toThrow(
      TypeError,
    );
  });
});

describe('analyticsCartItems', () => {
  it('builds the §3 cart item fields, the product type as category', () => {
    const [item] = analyticsCartItems([source()]);
    expect(item).toEqual({
      sku: 'rf-image-large',
      assetId: '509212414',
      collectionCode: 'NLT',
      assetFamily: 'creative',
      licenseType: 'rf',
      mediaType: 'photography',
      releaseInfo: '',
      assetType: 'image',
      itemBrand: '',
      itemCategory: 'RfImage',
      description: '',
      originalPrice: 475,
      finalPrice: 427.5,
      discountType: '',
      alternatePriceName: '',
      duration: '',
      purchaseType: '',
      downloadLimit: null,
      index: 0,
    });
  });

  it('Cart items with a product type ending in _upsell are excluded from analytics', () => {
    expect(isExcludedFromAnalytics('subscription_pack_upsell')).toBe(true);
    expect(isExcludedFromAnalytics('subscription_pack')).toBe(false);
    expect(isExcludedFromAnalytics('RfSubscription')).toBe(false);
    const items = analyticsCartItems([
      source({ sku: 'a' }),
      source({ sku: 'b', productType: 'subscription_pack_upsell' }),
      source({ sku: 'c' }),
    ]);
    expect(items.map((item) => [item.sku, item.index])).toEqual([
      ['a', 0],
      ['c', 1],
    ]);
  });

  it('reports a subscription per billing period, with its duration normalised', () => {
    const [item] = analyticsCartItems([
      source({
        productType: 'RfSubscription',
        originalPrice: usd(99_900),
        finalPrice: usd(89_900),
        billingFrequency: 'Monthly',
        duration: 'OneMonth',
        downloadLimit: 10,
      }),
    ]);
    expect(item).toMatchObject({
      originalPrice: 83.25,
      finalPrice: 74.92,
      duration: 'monthly',
      downloadLimit: 10,
    });
  });

  it("divides an affiliate-free subscription's original price by 11", () => {
    const [item] = analyticsCartItems([
      source({
        productType: 'RfSubscription',
        originalPrice: usd(110_000),
        finalPrice: usd(99_900),
        affiliateFree: true,
      }),
    ]);
    expect(item).toMatchObject({ originalPrice: 100, finalPrice: 999 });
  });
});

describe('trackingCartProducts', () => {
  const product = (overrides: Partial<TrackingProductSource> = {}): TrackingProductSource => ({
    type: 'credit_pack',
    sku: 'credits-10',
    price: usd(12_000),
    quantity: 1,
    selfServe: true,
    ...overrides,
  });

  it('builds the tracking cart product in its wire names, leaving _upsell products out', () => {
    expect(
      trackingCartProducts([
        product({ quality: 'high', collectionCode: 'ESS' }),
        product({ type: 'subscription_pack_upsell', sku: 'upsell' }),
      ]),
    ).toEqual([
      {
        type: 'credit_pack',
        sku: 'credits-10',
        price: 120,
        quantity: 1,
        self_serve: true,
        asset_family: '',
        asset_type: '',
        license_type: '',
        collection_code: 'ESS',
        quality: 'high',
      },
    ]);
  });
});

describe('tracking cart product type (§3)', () => {
  it("names the plan products with §3's types", () => {
    expect(trackingProductType('ImagePack')).toBe('image_pack');
    expect(trackingProductType('CustomMediaAgreement')).toBe('custom_media_agreement');
    expect(trackingProductType('RfSubscription')).toBe('subscription_pack');
    expect(trackingProductType('CreditPack')).toBe('credit_pack');
  });

  it('names every other product type in snake case, each differently', () => {
    expect(trackingProductType('RfImage')).toBe('rf_image');
    expect(trackingProductType('XClipRf')).toBe('x_clip_rf');
    const named = PRODUCT_TYPES.map(trackingProductType);
    expect(new Set(named).size).toBe(PRODUCT_TYPES.length);
    for (const type of named) expect(type).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
