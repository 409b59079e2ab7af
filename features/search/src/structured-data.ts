import type { AssetDetail } from './presenters';

/** The licence agreement page of each licence model (the purchase feature's agreement texts). */
const LICENCE_PAGE = {
  rf: '/purchase/agreements/royalty-free',
  rm: '/purchase/agreements/rights-managed',
  rr: '/purchase/agreements/rights-ready',
} as const;

/**
 * schema.org licence metadata for an asset's detail page, so search engines can show it as
 * licensable: what it is, who made it, the licence, and where to buy one. JSON-LD, with `<`
 * escaped so no value can close the script element it sits in.
 */
export function assetStructuredData(asset: AssetDetail, origin: string, siteName: string): string {
  const film = asset.assetType !== 'image';
  const data = {
    '@context': 'https://schema.org',
    '@type': film ? 'VideoObject' : 'ImageObject',
    name: asset.title,
    ...(asset.caption && { description: asset.caption }),
    contentUrl: `${origin}${asset.compUrl}`,
    ...(film && asset.posterUrl && { thumbnailUrl: `${origin}${asset.posterUrl}` }),
    ...(!film && { thumbnailUrl: `${origin}${asset.thumbUrl}` }),
    ...(film && { uploadDate: asset.dateTaken }),
    license: `${origin}${LICENCE_PAGE[asset.licenseType]}`,
    acquireLicensePage: `${origin}/detail/${asset.id}`,
    // The file's own credit line and copyright notice when it carried them (npm run import).
    creditText:
      asset.credit && asset.credit !== asset.contributor
        ? asset.credit
        : `${asset.contributor} / ${siteName}`,
    creator: { '@type': 'Person', name: asset.contributor },
    copyrightNotice: asset.copyright || `© ${asset.contributor}`,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
