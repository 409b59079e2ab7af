import { createTranslator, type PageContext } from '@lightbox/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AssetCard } from '../presenters';
import { HomePage } from './HomePage';

const page = {
  site: 'premium',
  locale: 'en-us',
  prefix: '',
  messages: {},
  requestId: 'r',
  path: '/',
} as PageContext;
const t = createTranslator('en-us', { x: 'y' });
const popular: AssetCard[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Picture ${i + 1}`,
  shortTitle: `Picture ${i + 1}`,
  assetType: 'image',
  family: 'creative',
  licenseType: 'rf',
  width: 3000,
  height: 2000,
  durationSeconds: null,
  isOffline: false,
  thumbUrl: `/media/${i + 1}/thumb.jpg`,
}));

describe('the home page puts its heading first', () => {
  it('fetches the decorative mosaic late and nothing of the page ahead of the heading', () => {
    const html = renderToString(
      <HomePage
        page={page}
        t={t}
        slots={{ SearchBar: () => <div /> }}
        popular={popular}
        covers={{ creativeImages: 11, editorial: 12 }}
        total={20}
      />,
    );
    const mosaic = html.slice(html.indexOf('lb-hero__mosaic'), html.indexOf('lb-hero__content'));
    const mosaicImgs = mosaic.match(/<img[^>]*>/g) ?? [];
    expect(mosaicImgs).toHaveLength(10);
    expect(mosaicImgs.every((img) => /fetchpriority="low"/i.test(img))).toBe(true);
    // Decoration: in a template the page boot opens once the first screen is painted.
    expect(mosaic).toMatch(/<template data-boot-later="">(<img[^>]*>){10}<\/template>/);
    expect(html).not.toMatch(/fetchpriority="high"/i);
    // The category pictures are on a phone's first screen (the largest paint there): fetched at
    // once, at the browser's own priority.
    const categories = html.slice(html.indexOf('lb-categories'), html.indexOf('class="lb-grid"'));
    const categoryImgs = categories.match(/<img[^>]*>/g) ?? [];
    expect(categoryImgs).toHaveLength(2);
    expect(categoryImgs.some((img) => /loading=|fetchpriority=/i.test(img))).toBe(false);
    const grid = html.slice(html.indexOf('class="lb-grid"'));
    expect((grid.match(/<img[^>]*>/g) ?? []).every((img) => /loading="lazy"/.test(img))).toBe(true);
  });
});
