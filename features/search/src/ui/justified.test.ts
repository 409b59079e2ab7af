import { describe, expect, it } from 'vitest';
import { justifiedTile, ROW_GROWTH_MAX, ROW_HEIGHT } from './justified';

/** The height a tile's picture takes at a given tile width (the picture keeps its proportions). */
const heightAt = (width: number, picture: { w: number; h: number }) => (width * picture.h) / picture.w;

const PICTURES = [
  { w: 3000, h: 2000 },
  { w: 2000, h: 3000 },
  { w: 1000, h: 1000 },
  { w: 6000, h: 1500 },
  { w: 1080, h: 1920 },
];

describe('justified grid: a row grows to at most 1.5 times the row height', () => {
  it('starts every tile at its picture’s width for the row height', () => {
    for (const p of PICTURES) {
      const tile = justifiedTile(p.w, p.h);
      expect(Math.abs(heightAt(tile.width, p) - ROW_HEIGHT)).toBeLessThanOrEqual(1);
    }
  });

  it('lets no tile grow taller than ROW_GROWTH_MAX times the row height', () => {
    expect(ROW_GROWTH_MAX).toBe(1.5);
    for (const p of PICTURES) {
      const tile = justifiedTile(p.w, p.h);
      expect(heightAt(tile.maxWidth, p)).toBeLessThanOrEqual(ROW_HEIGHT * ROW_GROWTH_MAX + 1);
      expect(heightAt(tile.maxWidth, p)).toBeGreaterThanOrEqual(ROW_HEIGHT * ROW_GROWTH_MAX - 1);
    }
  });

  it('grows the tiles of a row by the same height: growth in proportion to the aspect ratio', () => {
    const [a, b] = [justifiedTile(3000, 2000), justifiedTile(2000, 3000)];
    // Free space shared by flex-grow: each tile's extra width over its ratio is the extra height.
    const free = 200;
    const extraA = (free * a.flexGrow) / (a.flexGrow + b.flexGrow);
    const extraB = (free * b.flexGrow) / (a.flexGrow + b.flexGrow);
    expect(extraA / 1.5).toBeCloseTo(extraB / (2 / 3), 0);
    // And both reach their limit at the same height.
    expect(heightAt(a.maxWidth, { w: 3, h: 2 })).toBeCloseTo(heightAt(b.maxWidth, { w: 2, h: 3 }), 0);
  });
});
