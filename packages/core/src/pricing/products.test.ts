import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowsExtendedLicence,
  DEMO_RF_PRICES,
  isProductType,
  PRODUCT_TYPES,
  rfSizeOffers,
  type SaleFacts,
  saleModels,
  scaleToLongEdge,
} from './products';

const facts = (overrides: Partial<SaleFacts>): SaleFacts => ({
  family: 'creative',
  assetType: 'image',
  licenseType: 'rf',
  site: 'premium',
  ...overrides,
});

describe('product types', () => {
  it("are the spec's names", () => {
    expect(PRODUCT_TYPES).toContain('RfImage');
    expect(PRODUCT_TYPES).toContain('ServiceFee');
    expect(PRODUCT_TYPES).toHaveLength(17);
    expect(isProductType('RrClip')).toBe(true);
    expect(isProductType('rfimage')).toBe(false);
    expect(isProductType(undefined)).toBe(false);
  });
});

describe('saleModels', () => {
  it('sells RF images and film on both sites', () => {
    for (const site of ['premium', 'subscription'] as const) {
      expect(saleModels(facts({ site }))).toEqual(['rf']);
      expect(saleModels(facts({ site, assetType: 'film', family: 'editorial' }))).toEqual(['rf']);
    }
  });

  it('sells RM only for editorial images on the premium site', () => {
    expect(saleModels(facts({ licenseType: 'rm', family: 'editorial' }))).toEqual(['rm']);
    expect(saleModels(facts({ licenseType: 'rm', family: 'editorial', site: 'subscription' }))).toEqual([]);
    expect(saleModels(facts({ licenseType: 'rm', family: 'creative' }))).toEqual([]);
    expect(saleModels(facts({ licenseType: 'rm', family: 'editorial', assetType: 'film' }))).toEqual([]);
  });

  it('sells RR only for film', () => {
    expect(saleModels(facts({ licenseType: 'rr', assetType: 'film' }))).toEqual(['rr']);
    expect(saleModels(facts({ licenseType: 'rr', assetType: 'image' }))).toEqual([]);
  });

  it('offers the extended licence with RF only', () => {
    expect(allowsExtendedLicence('rf')).toBe(true);
    expect(allowsExtendedLicence('rm')).toBe(false);
    expect(allowsExtendedLicence('rr')).toBe(false);
  });
});

describe('rfSizeOffers', () => {
  it('derives small and medium images from the original, keeping its aspect, and sells the original as large', () => {
    expect(rfSizeOffers('image', { width: 6000, height: 4000 })).toEqual([
      { size: 'small', width: 800, height: 533 },
      { size: 'medium', width: 2000, height: 1333 },
      { size: 'large', width: 6000, height: 4000 },
    ]);
    expect(rfSizeOffers('image', { width: 3000, height: 4500 })).toEqual([
      { size: 'small', width: 533, height: 800 },
      { size: 'medium', width: 1333, height: 2000 },
      { size: 'large', width: 3000, height: 4500 },
    ]);
  });

  it('never offers a size as large as the original under another name', () => {
    expect(rfSizeOffers('image', { width: 2000, height: 1000 }).map((offer) => offer.size)).toEqual([
      'small',
      'large',
    ]);
    expect(rfSizeOffers('image', { width: 640, height: 480 })).toEqual([
      { size: 'large', width: 640, height: 480 },
    ]);
  });

  it('sells a clip at its own definition, with the smaller definitions derived from it', () => {
    expect(rfSizeOffers('film', { width: 3840, height: 2160 })).toEqual([
      { size: 'sd', width: 720, height: 405 },
      { size: 'hd', width: 1920, height: 1080 },
      { size: '4k', width: 3840, height: 2160 },
    ]);
    expect(rfSizeOffers('film', { width: 1920, height: 1080 }).map((offer) => offer.size)).toEqual([
      'sd',
      'hd',
    ]);
    expect(rfSizeOffers('film', { width: 1280, height: 720 }).map((offer) => offer.size)).toEqual([
      'sd',
      'hd',
    ]);
    expect(rfSizeOffers('film', { width: 720, height: 576 })).toEqual([
      { size: 'sd', width: 720, height: 576 },
    ]);
  });

  it('offers growing sizes, never upscaled, ending with the original', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('image' as const, 'film' as const),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        (assetType, width, height) => {
          const offers = rfSizeOffers(assetType, { width, height });
          expect(offers.at(-1)).toMatchObject({ width, height });
          for (const [index, offer] of offers.entries()) {
            expect(offer.width).toBeLessThanOrEqual(width);
            expect(offer.height).toBeLessThanOrEqual(height);
            const next = offers[index + 1];
            if (next)
              expect(Math.max(offer.width, offer.height)).toBeLessThan(Math.max(next.width, next.height));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps every side at least one pixel', () => {
    expect(scaleToLongEdge({ width: 10_000, height: 1 }, 800)).toEqual({ width: 800, height: 1 });
  });

  it('prices every size in the demo table', () => {
    for (const size of ['small', 'medium', 'large', 'sd', 'hd', '4k'] as const) {
      expect(DEMO_RF_PRICES[size]).toBeGreaterThan(0);
    }
  });
});
