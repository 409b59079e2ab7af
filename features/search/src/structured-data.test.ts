import { describe, expect, it } from 'vitest';
import type { AssetDetail } from './presenters';
import { assetStructuredData } from './structured-data';

const asset = {
  id: 42,
  assetType: 'image',
  licenseType: 'rf',
  title: 'Lighthouse at dawn </script><script>alert(1)</script>',
  caption: 'A lighthouse.',
  contributor: 'Ana Ruiz',
  compUrl: '/media/42/comp.jpg',
  thumbUrl: '/media/42/thumb.jpg',
  posterUrl: null,
  dateTaken: '2024-05-01T00:00:00.000Z',
} as unknown as AssetDetail;

describe('schema.org licence metadata on detail pages (#18)', () => {
  it('names the licence, where to acquire one, the credit, the copyright and the creator, with absolute links', () => {
    const data = JSON.parse(assetStructuredData(asset, 'http://premium.localhost:3000', 'Lightbox'));
    expect(data).toMatchObject({
      '@type': 'ImageObject',
      contentUrl: 'http://premium.localhost:3000/media/42/comp.jpg',
      license: 'http://premium.localhost:3000/purchase/agreements/royalty-free',
      acquireLicensePage: 'http://premium.localhost:3000/detail/42',
      creditText: 'Ana Ruiz / Lightbox',
      copyrightNotice: '© Ana Ruiz',
      creator: { '@type': 'Person', name: 'Ana Ruiz' },
    });
  });

  it('uses the credit line and copyright notice the imported file carried', () => {
    const imported = {
      ...asset,
      credit: 'Ana Ruiz / Harbour Press',
      copyright: '© 2024 Ana Ruiz, CC BY 4.0',
    };
    const data = JSON.parse(assetStructuredData(imported as AssetDetail, 'http://x', 'Lightbox'));
    expect(data.creditText).toBe('Ana Ruiz / Harbour Press');
    expect(data.copyrightNotice).toBe('© 2024 Ana Ruiz, CC BY 4.0');
  });

  it('cannot close the script element it is written into', () => {
    const json = assetStructuredData(asset, 'http://x', 'Lightbox');
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe(asset.title);
  });

  it('describes film as a VideoObject with its poster, under the rights-ready agreement', () => {
    const film = {
      ...asset,
      assetType: 'film',
      licenseType: 'rr',
      posterUrl: '/media/42/poster.jpg',
    } as AssetDetail;
    const data = JSON.parse(assetStructuredData(film, 'http://x', 'Lightbox Stock'));
    expect(data).toMatchObject({
      '@type': 'VideoObject',
      thumbnailUrl: 'http://x/media/42/poster.jpg',
      license: 'http://x/purchase/agreements/rights-ready',
    });
  });
});
