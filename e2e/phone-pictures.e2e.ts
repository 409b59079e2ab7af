import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';
import { remotesMounted } from './helpers/page';

const chromium = useChromium();

/** Issue 24: a phone gets thumbnails drawn for its pixels, and pictures keep their box. */

interface TilePicture {
  srcset: string;
  currentSrc: string;
  naturalWidth: number;
  naturalHeight: number;
  width: number;
  height: number;
}

async function loadedTilePictures(page: Page, count: number): Promise<TilePicture[]> {
  const imgs = page.locator('ul.lb-grid > li img');
  await expect
    .poll(
      () =>
        imgs.evaluateAll(
          (els: HTMLImageElement[], n) => els.slice(0, n).every((el) => el.complete && el.naturalWidth > 0),
          count,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
  // naturalWidth of a srcset picture is corrected by its density (it reports the `sizes` width),
  // so the file the browser chose is measured in pixels by decoding it again.
  return imgs.evaluateAll(
    (els: HTMLImageElement[], n) =>
      Promise.all(
        els.slice(0, n).map(async (el) => {
          const file = await createImageBitmap(await (await fetch(el.currentSrc)).blob());
          return {
            srcset: el.getAttribute('srcset') ?? '',
            currentSrc: el.currentSrc,
            naturalWidth: file.width,
            naturalHeight: file.height,
            width: Number(el.getAttribute('width')),
            height: Number(el.getAttribute('height')),
          };
        }),
      ),
    count,
  );
}

/** The srcset's files by name, with the width each states. */
function candidates(srcset: string): Record<string, number> {
  return Object.fromEntries(
    srcset.split(',').map((part) => {
      const [url, w] = part.trim().split(/\s+/);
      return [url!.split('/').pop()!, Number(w!.replace(/w$/, ''))];
    }),
  );
}

describe('pictures on a phone (search tiles and detail)', () => {
  it('offers both thumbnails; a phone at 2 device pixels gets the 2× file, as wide as its srcset says', async () => {
    const context = await chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${inject('premiumUrl')}/search/2/image`);
    const pictures = await loadedTilePictures(page, 4);
    for (const p of pictures) {
      const files = candidates(p.srcset);
      expect(Object.keys(files)).toEqual(['thumb.jpg', 'thumb2x.jpg']);
      expect(p.currentSrc).toMatch(/\/thumb2x\.jpg$/);
      expect(p.naturalWidth).toBe(files['thumb2x.jpg']);
      expect(Math.max(p.naturalWidth, p.naturalHeight)).toBe(600);
      // The box the width and height attributes reserve has the picture's proportions.
      expect(p.width / p.height).toBeCloseTo(p.naturalWidth / p.naturalHeight, 1);
    }
    await context.close();
  });

  it('gives a desktop at 1 device pixel the 380 px thumbnail where it fills the tile', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${inject('premiumUrl')}/search/2/image`);
    const pictures = await loadedTilePictures(page, 8);
    const fitting = pictures.filter((p) => p.width <= candidates(p.srcset)['thumb.jpg']!);
    expect(fitting.length).toBeGreaterThan(0);
    for (const p of fitting) {
      expect(p.currentSrc).toMatch(/\/thumb\.jpg$/);
      expect(p.naturalWidth).toBe(candidates(p.srcset)['thumb.jpg']);
    }
    await context.close();
  });

  it("shows the first result on a phone's first screen: the events of the results take one row that scrolls", async () => {
    const context = await chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const page = await context.newPage();
    // The premium site lists the events of the results above them: six, most with long names.
    await page.goto(`${inject('premiumUrl')}/search/2/image`);
    const events = page.locator('nav.lb-related li');
    expect(await events.count()).toBeGreaterThan(2);
    const tops = await events.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const list = await page.locator('nav.lb-related ul').evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      right: el.getBoundingClientRect().right,
    }));
    expect(list.scrolls).toBe(true);
    expect(list.right).toBeLessThanOrEqual(390);
    const first = await page.locator('ul.lb-grid > li').first().boundingBox();
    expect(first!.y + 120).toBeLessThan(844);
    // The last event is reached by scrolling the row, by keyboard as well.
    await events.last().locator('a').focus();
    expect(await events.last().evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('keeps the detail picture in its box while it loads: the page does not shift', async () => {
    const context = await chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const url of [inject('premiumUrl'), inject('subscriptionUrl')]) {
      await page.goto(`${url}/search/2/image`);
      const detail = await page.locator('ul.lb-grid > li > a').first().getAttribute('href');
      await page.goto(`${url}${detail}`);
      await remotesMounted(page);
      const img = page.locator('.lb-detail__media img');
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
          timeout: 120_000,
        })
        .toBeGreaterThan(0);
      const box = await img.evaluate((el: HTMLImageElement) => ({
        natural: [el.naturalWidth, el.naturalHeight],
        attributes: [Number(el.getAttribute('width')), Number(el.getAttribute('height'))],
      }));
      expect(box.attributes).toEqual(box.natural);
      expect(
        await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
      ).toBeLessThan(0.02);
    }
    await context.close();
  });
});
