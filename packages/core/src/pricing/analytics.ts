import { divideRounded, fromBigInt, type Money, toDecimalString } from './money';
import {
  AFFILIATE_FREE_DIVISOR,
  type AgreementCode,
  billingFrequencyDivisor,
  normaliseDuration,
} from './plans';
import type { ProductType } from './products';

/** Analytics report prices in US dollars (§9); the type keeps other currencies out. */
export type UsdMoney = Money & { readonly currency: 'USD' };

const UPSELL_SUFFIX = '_upsell';

/** §9: items whose product type ends in `_upsell` are left out of analytics. */
export function isExcludedFromAnalytics(productType: string): boolean {
  return productType.endsWith(UPSELL_SUFFIX);
}

/** US dollars as analytics report them: `amount ÷ divisor`, rounded once to 2 decimals. */
export function reportedUsd(price: UsdMoney, divisor = 1): number {
  if (!Number.isSafeInteger(divisor) || divisor < 1) throw new RangeError(`Not a divisor: ${divisor}`);
  // The type already says so; this catches callers outside the type system, where a euro
  // amount would otherwise be reported as dollars.
  if (price.currency !== 'USD') throw new TypeError(`Analytics report USD, not ${price.currency}`);
  const cents = fromBigInt(divideRounded(BigInt(price.amount), BigInt(divisor)));
  return Number(toDecimalString(cents, 2));
}

/** What the cart knows about an item; optional facts are reported as empty. */
export interface CartItemSource {
  /** A §3 product type (RfImage, …) or a tracking type (subscription_pack_upsell, …). */
  readonly productType: string;
  readonly sku: string;
  readonly assetId?: string;
  readonly collectionCode?: string;
  readonly assetFamily?: string;
  readonly licenseType?: string;
  readonly mediaType?: string;
  readonly releaseInfo?: string;
  readonly assetType?: string;
  readonly itemBrand?: string;
  readonly description?: string;
  readonly originalPrice: UsdMoney;
  readonly finalPrice: UsdMoney;
  readonly discountType?: string;
  readonly alternatePriceName?: string;
  /** The plan's duration as the catalogue names it (OneMonth, ThreeMonth, …). */
  readonly duration?: string;
  /** Billing frequency (Monthly, Quarterly, …): prices are reported per billing period. */
  readonly billingFrequency?: string;
  /** An affiliate-free subscription reports its original price divided by 11 instead. */
  readonly affiliateFree?: boolean;
  readonly purchaseType?: string;
  readonly downloadLimit?: number;
}

/** The analytics cart item, field for field as §3 lists them. */
export interface CartItem {
  readonly sku: string;
  readonly assetId: string;
  readonly collectionCode: string;
  readonly assetFamily: string;
  readonly licenseType: string;
  readonly mediaType: string;
  readonly releaseInfo: string;
  readonly assetType: string;
  readonly itemBrand: string;
  readonly itemCategory: string;
  readonly description: string;
  readonly originalPrice: number;
  readonly finalPrice: number;
  readonly discountType: string;
  readonly alternatePriceName: string;
  readonly duration: string;
  readonly purchaseType: string;
  readonly downloadLimit: number | null;
  readonly index: number;
}

function cartItem(source: CartItemSource, index: number): CartItem {
  const divisor = source.billingFrequency ? billingFrequencyDivisor(source.billingFrequency) : 1;
  return {
    sku: source.sku,
    assetId: source.assetId ?? '',
    collectionCode: source.collectionCode ?? '',
    assetFamily: source.assetFamily ?? '',
    licenseType: source.licenseType ?? '',
    mediaType: source.mediaType ?? '',
    releaseInfo: source.releaseInfo ?? '',
    assetType: source.assetType ?? '',
    itemBrand: source.itemBrand ?? '',
    itemCategory: source.productType,
    description: source.description ?? '',
    originalPrice: reportedUsd(source.originalPrice, source.affiliateFree ? AFFILIATE_FREE_DIVISOR : divisor),
    finalPrice: reportedUsd(source.finalPrice, divisor),
    discountType: source.discountType ?? '',
    alternatePriceName: source.alternatePriceName ?? '',
    duration: source.duration ? normaliseDuration(source.duration) : '',
    purchaseType: source.purchaseType ?? '',
    downloadLimit: source.downloadLimit ?? null,
    index,
  };
}

/** The cart as analytics see it: `_upsell` items left out, the rest numbered from 0 in order. */
export function analyticsCartItems(sources: readonly CartItemSource[]): CartItem[] {
  return sources
    .filter((source) => !isExcludedFromAnalytics(source.productType))
    .map((source, index) => cartItem(source, index));
}

export const TRACKING_PRODUCT_TYPES = [
  'image_pack',
  'custom_media_agreement',
  'subscription_pack',
  'subscription_pack_upsell',
  'credit_pack',
  // §3 names only plan types; a cart also holds licences for assets and other products, named
  // the same way (the product type in snake case), so cart_products shows the whole cart.
  'premium_access_agreement',
  'rf_image',
  'rm_image',
  'rr_image',
  'rr_clip',
  'rf_clip',
  'x_clip_rf',
  'rm_license',
  'rf_license',
  'audio',
  'multimedia',
  'service_fee',
  'x_product',
] as const;
export type TrackingProductType = (typeof TRACKING_PRODUCT_TYPES)[number];

/** The tracking cart product's type of each product type (§3); the compiler checks all are named. */
const TRACKING_TYPE_OF: Readonly<Record<ProductType, TrackingProductType>> = {
  ImagePack: 'image_pack',
  CustomMediaAgreement: 'custom_media_agreement',
  RfSubscription: 'subscription_pack',
  CreditPack: 'credit_pack',
  PremiumAccessAgreement: 'premium_access_agreement',
  RfImage: 'rf_image',
  RmImage: 'rm_image',
  RrImage: 'rr_image',
  RrClip: 'rr_clip',
  RfClip: 'rf_clip',
  XClipRf: 'x_clip_rf',
  RmLicense: 'rm_license',
  RfLicense: 'rf_license',
  Audio: 'audio',
  Multimedia: 'multimedia',
  ServiceFee: 'service_fee',
  XProduct: 'x_product',
};

export function trackingProductType(productType: ProductType): TrackingProductType {
  return TRACKING_TYPE_OF[productType];
}

export interface TrackingProductSource {
  readonly type: TrackingProductType;
  readonly sku: string;
  readonly price: UsdMoney;
  readonly quantity: number;
  readonly selfServe: boolean;
  readonly assetFamily?: string;
  readonly assetType?: string;
  readonly licenseType?: string;
  readonly collectionCode?: string;
  readonly quality?: string;
}

/** The tracking data's cart product (§3), in its snake_case wire names. */
export interface TrackingCartProduct {
  readonly type: TrackingProductType;
  readonly sku: string;
  readonly price: number;
  readonly quantity: number;
  readonly self_serve: boolean;
  readonly asset_family: string;
  readonly asset_type: string;
  readonly license_type: string;
  readonly collection_code: string;
  readonly quality: string;
}

/** The page's cart_products: `_upsell` products left out. */
export function trackingCartProducts(sources: readonly TrackingProductSource[]): TrackingCartProduct[] {
  return sources
    .filter((source) => !isExcludedFromAnalytics(source.type))
    .map((source) => ({
      type: source.type,
      sku: source.sku,
      price: reportedUsd(source.price),
      quantity: source.quantity,
      self_serve: source.selfServe,
      asset_family: source.assetFamily ?? '',
      asset_type: source.assetType ?? '',
      license_type: source.licenseType ?? '',
      collection_code: source.collectionCode ?? '',
      quality: source.quality ?? '',
    }));
}

/** The tracking data's active agreement (§3). */
export interface ActiveAgreement {
  readonly agreement_type: AgreementCode;
  readonly download_cap: number;
  readonly downloads_remaining: number;
}
