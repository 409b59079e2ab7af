import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';

const chromium = useChromium();
let page: Page;

beforeAll(async () => {
  const context = await chromium.browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});

const seconds = (label: string) => {
  const [m, s] = label.replace(/[^\d:]/g, '').split(':');
  return Number(m) * 60 + Number(s);
};

/** The preview now playing in a tile: its length and whether it moves. */
function playing(tile: ReturnType<Page['locator']>) {
  return tile.locator('.lb-tile__preview video').evaluate(
    (v: HTMLVideoElement) =>
      new Promise<{ duration: number; moving: boolean }>((resolve) => {
        const done = () => resolve({ duration: v.duration, moving: !v.paused && v.currentTime > 0 });
        if (!v.paused && v.currentTime > 0 && Number.isFinite(v.duration)) done();
        else v.addEventListener('timeupdate', done, { once: true });
      }),
  );
}

describe('video tiles', () => {
  it('play their preview on hover, as long as the duration they state', { timeout: 240_000 }, async () => {
    await page.goto(`${inject('premiumUrl')}/search/2/film`);
    await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
    const tile = page
      .locator('.lb-tile')
      .filter({ has: page.locator('.lb-tile__badge') })
      .first();
    const stated = seconds((await tile.locator('.lb-tile__badge').textContent()) ?? '');
    expect(stated).toBeGreaterThan(0);
    expect(await tile.locator('.lb-tile__preview').count()).toBe(0);

    await tile.hover();
    // The preview is rendered on its first request: give a busy machine time.
    await tile.locator('.lb-tile__preview video').waitFor({ timeout: 200_000 });
    const clip = await playing(tile);
    expect(clip.moving).toBe(true);
    // The badge rounds to the second.
    expect(Math.abs(clip.duration - stated)).toBeLessThanOrEqual(0.6);

    await page.mouse.move(0, 0);
    await expect.poll(() => tile.locator('.lb-tile__preview').count()).toBe(0);
  });

  it('play their preview when the keyboard reaches them', async () => {
    const tile = page
      .locator('.lb-tile')
      .filter({ has: page.locator('.lb-tile__badge') })
      .nth(1);
    await tile.locator('a').first().focus();
    await tile.locator('.lb-tile__preview video').waitFor({ timeout: 200_000 });
    await tile
      .locator('a')
      .first()
      .evaluate((a: HTMLElement) => a.blur());
    await expect.poll(() => tile.locator('.lb-tile__preview').count()).toBe(0);
  }, 240_000);

  for (const width of [1440, 390]) {
    it(`keep the save button clear of the duration badge at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${inject('premiumUrl')}/search/2/film`);
      const tiles = page.locator('.lb-tile').filter({ has: page.locator('.lb-tile__badge') });
      await tiles.first().waitFor();
      for (let i = 0; i < Math.min(6, await tiles.count()); i++) {
        const badge = (await tiles.nth(i).locator('.lb-tile__badge').boundingBox())!;
        const save = (await tiles.nth(i).locator('.lb-save-board').boundingBox())!;
        const overlap =
          badge.x < save.x + save.width &&
          save.x < badge.x + badge.width &&
          badge.y < save.y + save.height &&
          save.y < badge.y + badge.height;
        expect(overlap).toBe(false);
      }
    });
  }
});
