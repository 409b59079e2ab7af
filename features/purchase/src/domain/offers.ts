import {
  allowsExtendedLicence,
  type CurrencyCode,
  convert,
  EXTENDED_LICENCE_KINDS,
  type ExtendedLicenceAddOn,
  type ExtendedLicenceKind,
  type LicenceModel,
  type Money,
  money,
  type ProductType,
  parseUsage,
  priceUsage,
  rfSizeOffers,
  saleModels,
  type Usage,
  type UsageMultipliers,
} from '@lightbox/core';

/**
 * What an asset is sold as on a site, and what one cart item costs. Prices come from the
 * operator's product rows (USD minor units) and the core price rules; the browser only ever
 * names a sku, a usage and add-ons.
 */

export interface ProductRow {
  sku: string;
  product_type: string;
  licence_model: LicenceModel;
  asset_type: 'image' | 'film' | null;
  size: string | null;
  add_on: string | null;
  price_usd_minor: number;
  title: string | null;
}

export interface SaleAsset {
  id: number;
  assetType: 'image' | 'film' | 'videotemplate';
  family: 'creative' | 'editorial';
  licenseType: LicenceModel;
  title: string;
  width: number;
  height: number;
}

export interface SizeOption {
  sku: string;
  productType: ProductType;
  size: string;
  width: number;
  height: number;
  price: Money;
}

export interface UsageOption {
  sku: string;
  productType: ProductType;
  model: 'rm' | 'rr';
  /** The price before the usage multipliers. */
  basePrice: Money;
}

export interface AddOnOption {
  sku: string;
  kind: ExtendedLicenceKind;
  price: Money;
}

export interface AssetOffers {
  sizes: SizeOption[];
  usage?: UsageOption;
  addOns: AddOnOption[];
}

const usd = (minor: number) => money(minor, 'USD');
const productKind = (assetType: SaleAsset['assetType']) => (assetType === 'image' ? 'image' : 'film');

export function offersFor(
  asset: SaleAsset,
  site: 'premium' | 'subscription',
  products: readonly ProductRow[],
): AssetOffers {
  const models = saleModels({
    family: asset.family,
    assetType: asset.assetType,
    licenseType: asset.licenseType,
    site,
  });
  const kind = productKind(asset.assetType);
  const offers: AssetOffers = { sizes: [], addOns: [] };
  if (models.includes('rf')) {
    for (const size of rfSizeOffers(asset.assetType, { width: asset.width, height: asset.height })) {
      const product = products.find(
        (p) => p.licence_model === 'rf' && p.asset_type === kind && p.size === size.size,
      );
      if (product)
        offers.sizes.push({
          sku: product.sku,
          productType: product.product_type as ProductType,
          size: size.size,
          width: size.width,
          height: size.height,
          price: usd(product.price_usd_minor),
        });
    }
    if (allowsExtendedLicence('rf')) {
      for (const kindName of EXTENDED_LICENCE_KINDS) {
        const product = products.find((p) => p.add_on === kindName);
        if (product)
          offers.addOns.push({ sku: product.sku, kind: kindName, price: usd(product.price_usd_minor) });
      }
    }
  }
  const usageModel = models.find((m): m is 'rm' | 'rr' => m === 'rm' || m === 'rr');
  if (usageModel) {
    const product = products.find(
      (p) => p.licence_model === usageModel && p.asset_type === kind && !p.add_on,
    );
    if (product)
      offers.usage = {
        sku: product.sku,
        productType: product.product_type as ProductType,
        model: usageModel,
        basePrice: usd(product.price_usd_minor),
      };
  }
  return offers;
}

export interface ItemChoice {
  sku: string;
  usage?: unknown;
  addOns?: readonly string[];
}

export interface QuotedItem {
  sku: string;
  productType: ProductType;
  model: LicenceModel;
  size: string | null;
  width: number | null;
  height: number | null;
  usage: Usage | null;
  addOns: ExtendedLicenceKind[];
  unitPrice: Money;
  addOnPrices: ExtendedLicenceAddOn[];
}

export type QuoteResult =
  | { ok: true; item: QuotedItem }
  | { ok: false; field: 'sku' | 'usage' | 'addOns'; message: string };

/** Prices one choice for an asset in USD, or says what is wrong with it. */
export function quoteItem(
  offers: AssetOffers,
  choice: ItemChoice,
  multipliers: UsageMultipliers,
  today: string,
): QuoteResult {
  const addOnKinds = [...new Set(choice.addOns ?? [])];
  const size = offers.sizes.find((s) => s.sku === choice.sku);
  if (size) {
    const addOnPrices: ExtendedLicenceAddOn[] = [];
    for (const kind of addOnKinds) {
      const offer = offers.addOns.find((a) => a.kind === kind);
      if (!offer)
        return { ok: false, field: 'addOns', message: `This licence cannot be extended with ${kind}.` };
      addOnPrices.push({ kind: offer.kind, price: offer.price });
    }
    return {
      ok: true,
      item: {
        sku: size.sku,
        productType: size.productType,
        model: 'rf',
        size: size.size,
        width: size.width,
        height: size.height,
        usage: null,
        addOns: addOnPrices.map((a) => a.kind),
        unitPrice: size.price,
        addOnPrices,
      },
    };
  }
  if (offers.usage && offers.usage.sku === choice.sku) {
    if (addOnKinds.length > 0)
      return {
        ok: false,
        field: 'addOns',
        message: 'Usage licences are priced for their use; they take no add-ons.',
      };
    const parsed = parseUsage(choice.usage, today);
    if (!parsed.ok)
      return { ok: false, field: 'usage', message: parsed.issues.map((i) => i.message).join(' ') };
    return {
      ok: true,
      item: {
        sku: offers.usage.sku,
        productType: offers.usage.productType,
        model: offers.usage.model,
        size: null,
        width: null,
        height: null,
        usage: parsed.usage,
        addOns: [],
        unitPrice: priceUsage(offers.usage.basePrice, parsed.usage, multipliers),
        addOnPrices: [],
      },
    };
  }
  return { ok: false, field: 'sku', message: 'This licence option is not offered for this asset.' };
}

/** A USD price in the visitor's currency; undefined when the conversion fails (reported by the caller). */
export function inCurrency(price: Money, currency: CurrencyCode): Money | undefined {
  const converted = convert(price, currency);
  return converted.ok ? converted.money : undefined;
}
