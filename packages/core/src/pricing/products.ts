import type { SiteId } from '../locale';
import { divideRounded, type MinorUnits, minorUnits } from './money';

/** The spec's product types (§3): the names of real purchasable products. */
export const PRODUCT_TYPES = [
  'RfImage',
  'RmImage',
  'RrImage',
  'RrClip',
  'RfClip',
  'ImagePack',
  'RfSubscription',
  'CreditPack',
  'ServiceFee',
  'XProduct',
  'Audio',
  'Multimedia',
  'XClipRf',
  'RmLicense',
  'RfLicense',
  'PremiumAccessAgreement',
  'CustomMediaAgreement',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Product types that are plans: sold without an asset, they grant an agreement (issue 17). */
export const PLAN_PRODUCT_TYPES = [
  'CreditPack',
  'RfSubscription',
  'ImagePack',
  'PremiumAccessAgreement',
  'CustomMediaAgreement',
] as const satisfies readonly ProductType[];
export type PlanProductType = (typeof PLAN_PRODUCT_TYPES)[number];
export function isPlanProductType(value: unknown): value is PlanProductType {
  return typeof value === 'string' && (PLAN_PRODUCT_TYPES as readonly string[]).includes(value);
}

const PRODUCT_TYPE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(PRODUCT_TYPES);
export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && PRODUCT_TYPE_SET.has(value);
}

/** Royalty-free (priced by size), rights-managed and rights-ready (priced by usage). */
export const LICENCE_MODELS = ['rf', 'rm', 'rr'] as const;
export type LicenceModel = (typeof LICENCE_MODELS)[number];

/** The facts about an asset that decide how it may be sold (catalogue columns of the same names). */
export interface SaleFacts {
  readonly family: 'creative' | 'editorial';
  readonly assetType: 'image' | 'film' | 'videotemplate';
  /** The licence the asset is offered under by its contributor. */
  readonly licenseType: LicenceModel;
  readonly site: SiteId;
}

/**
 * The licence models an asset may be sold under on a site: RF for images and film on both sites,
 * RM for editorial images on the premium site only, RR for film. An asset whose licence breaks
 * those rules is not for sale (an empty list), rather than sold under terms it does not carry.
 */
export function saleModels(facts: SaleFacts): readonly LicenceModel[] {
  const isFilm = facts.assetType !== 'image';
  switch (facts.licenseType) {
    case 'rf':
      return ['rf'];
    case 'rm':
      return !isFilm && facts.family === 'editorial' && facts.site === 'premium' ? ['rm'] : [];
    case 'rr':
      return isFilm ? ['rr'] : [];
  }
}

/** Only royalty-free licences take the extended-licence add-on; usage licences are already bespoke. */
export function allowsExtendedLicence(model: LicenceModel): boolean {
  return model === 'rf';
}

export const IMAGE_SIZES = ['small', 'medium', 'large'] as const;
export const FILM_SIZES = ['sd', 'hd', '4k'] as const;
export type RfSize = (typeof IMAGE_SIZES)[number] | (typeof FILM_SIZES)[number];

/**
 * The longest edge, in pixels, of each size below the original. An image's large size and a
 * clip's top size are the original itself. A clip is SD, HD or 4K by its own long edge (film
 * definitions as the catalogue names them), so 4K is sold only from a 4K original.
 */
export const SIZE_LONG_EDGE = {
  small: 800,
  medium: 2000,
  sd: 720,
  hd: 1920,
  '4k': 3840,
} as const;

/** Long edge from which a clip counts as HD (720p). */
export const HD_MIN_LONG_EDGE = 1280;

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

export interface SizeOffer extends PixelSize {
  readonly size: RfSize;
}

/** The original scaled so its longer edge is `longEdge`, aspect kept, each side at least 1 px. */
export function scaleToLongEdge(original: PixelSize, longEdge: number): PixelSize {
  const long = BigInt(Math.max(original.width, original.height));
  const side = (edge: number) => Math.max(1, Number(divideRounded(BigInt(edge) * BigInt(longEdge), long)));
  return { width: side(original.width), height: side(original.height) };
}

function filmDefinition(longEdge: number): (typeof FILM_SIZES)[number] {
  if (longEdge >= SIZE_LONG_EDGE['4k']) return '4k';
  return longEdge >= HD_MIN_LONG_EDGE ? 'hd' : 'sd';
}

/**
 * The RF sizes an asset is sold in, smallest first, with their pixel dimensions derived from the
 * original's: never upscaled, and a size no smaller than the original is not offered apart from
 * the original itself.
 */
export function rfSizeOffers(assetType: SaleFacts['assetType'], original: PixelSize): SizeOffer[] {
  const longEdge = Math.max(original.width, original.height);
  if (assetType === 'image') {
    const smaller = (['small', 'medium'] as const).filter((size) => SIZE_LONG_EDGE[size] < longEdge);
    return [
      ...smaller.map((size) => ({ size, ...scaleToLongEdge(original, SIZE_LONG_EDGE[size]) })),
      { size: 'large', width: original.width, height: original.height },
    ];
  }
  const top = filmDefinition(longEdge);
  const below = FILM_SIZES.slice(0, FILM_SIZES.indexOf(top)).filter(
    (size) => SIZE_LONG_EDGE[size] < longEdge,
  );
  return [
    ...below.map((size) => ({ size, ...scaleToLongEdge(original, SIZE_LONG_EDGE[size]) })),
    { size: top, width: original.width, height: original.height },
  ];
}

/** The operator's RF price list: US cents per size. */
export type RfPriceTable = { readonly [S in RfSize]: MinorUnits };

/** Demo RF prices in US cents, for a fresh install; operators edit their own. */
export const DEMO_RF_PRICES: RfPriceTable = /* @__PURE__ */ (() => ({
  small: minorUnits(5_000),
  medium: minorUnits(17_500),
  large: minorUnits(47_500),
  sd: minorUnits(17_500),
  hd: minorUnits(49_900),
  '4k': minorUnits(99_900),
}))();
