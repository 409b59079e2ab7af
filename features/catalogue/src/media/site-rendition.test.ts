import { SITE_NAMES } from '@lightbox/platform';
import { describe, expect, it } from 'vitest';
import { watermarkSvg } from '../render/raster';
import { siteRendition } from './routes';

describe("each site's comps carry its own name", () => {
  it("the subscription site's watermark shows its name, stored apart from the premium site's", () => {
    expect(siteRendition('comp', 'premium')).toEqual({ siteName: 'Lightbox' });
    expect(siteRendition('comp', 'subscription')).toEqual({
      siteName: 'Lightbox Stock',
      variant: 'subscription',
    });
    expect(siteRendition('poster', 'subscription').variant).toBe('subscription');
    expect(siteRendition('preview', 'subscription').variant).toBe('subscription');
    const size = { width: 612, height: 408 };
    const premium = watermarkSvg(size, SITE_NAMES.premium, 123456789).toString();
    const subscription = watermarkSvg(size, SITE_NAMES.subscription, 123456789).toString();
    expect(subscription).toContain('>Lightbox Stock<');
    expect(premium).not.toContain('Lightbox Stock');
    // The longer name gets wider tiles, so it never runs into the next one.
    const tileWidth = (svg: string) => Number(/<pattern id="w" width="(\d+)"/.exec(svg)?.[1]);
    expect(tileWidth(premium)).toBe(200);
    expect(tileWidth(subscription)).toBeGreaterThanOrEqual('Lightbox Stock'.length * 19);
  });

  it('thumbnails carry no watermark, so both sites share one file', () => {
    expect(siteRendition('thumb', 'subscription').variant).toBeUndefined();
  });
});
