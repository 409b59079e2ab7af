import { createTranslator, type PageContext } from '@lightbox/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AssetCard } from '../presenters';
import { AssetGrid } from './AssetTile';

const page = {
  site: 'premium',
  locale: 'en-us',
  prefix: '',
  messages: {},
  requestId: 'r',
  path: '/',
} as PageContext;
const t = createTranslator('en-us', { x: 'y' });
const cards: AssetCard[] = Array.from({ length: 12 }, (_, i) => ({
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

const pictures = (html: string) => html.match(/<img[^>]*>/g) ?? [];

describe('the largest paint is fetched first', () => {
  it('fetches the first two result pictures first and loads the first eight at once', () => {
    const imgs = pictures(renderToString(<AssetGrid assets={cards} page={page} t={t} label="Results" />));
    expect(imgs).toHaveLength(12);
    expect(imgs.map((img) => /fetchpriority="high"/i.test(img))).toEqual(cards.map((_, i) => i < 2));
    expect(imgs.map((img) => /loading="eager"/.test(img))).toEqual(cards.map((_, i) => i < 8));
    // Those two are painted in the frame that has their data; the others may decode later.
    expect(imgs.map((img) => /decoding="async"/.test(img))).toEqual(cards.map((_, i) => i >= 2));
  });

  it('fetches nothing first from a grid below the first screen, and loads it lazily', () => {
    const imgs = pictures(
      renderToString(<AssetGrid assets={cards} page={page} t={t} label="Popular" belowTheFold />),
    );
    expect(imgs).toHaveLength(12);
    expect(imgs.some((img) => /fetchpriority/i.test(img))).toBe(false);
    expect(imgs.every((img) => /loading="lazy"/.test(img))).toBe(true);
  });
});

describe('a result tile is light to style and lay out', () => {
  it('is four elements for a picture: its box, link, picture and save button (the heart is CSS)', () => {
    const html = renderToString(<AssetGrid assets={cards.slice(0, 1)} page={page} t={t} label="Results" />);
    const tile = /<li class="lb-tile[\s\S]*<\/li>/.exec(html)?.[0] ?? '';
    expect(tile.match(/<[a-z]+[\s>/]/g)?.map((tag) => tag.slice(1, -1))).toEqual([
      'li',
      'a',
      'img',
      'button',
    ]);
    expect(tile).toMatch(/<button[^>]*aria-label="[^"]+"[^>]*><\/button>/);
  });
});
