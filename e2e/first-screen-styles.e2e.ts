import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';

const chromium = useChromium();

/**
 * Issue 24: a page inlines the rules its first screen can match and links the whole stylesheet
 * at the end of its body. The inlined rules alone must draw the server's HTML exactly as the
 * whole stylesheet does: the first screen is compared pixel for pixel with the stylesheet
 * loaded and with it refused (scripts off, so both show the same HTML).
 */
const isSiteStylesheet = (url: URL) => /^\/assets\/styles\.[^/]+\.css$/.test(url.pathname);

/** The page's first screen; `html`: the document to show instead of the server's answer. */
async function firstScreen(page: Page, url: string, html?: string): Promise<{ shot: Buffer; html: string }> {
  if (html !== undefined)
    await page.route(
      (u) => u.href === url,
      (route) => route.fulfill({ contentType: 'text/html', body: html }),
    );
  const response = await page.goto(url);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((img) => img.getBoundingClientRect().top < innerHeight && img.loading !== 'lazy')
            .every((img) => img.complete),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  // Pictures are masked: their decoding differs from one load to the next by a few pixels.
  const shot = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('img, video')],
  });
  return { shot, html: html ?? (await response?.text()) ?? '' };
}

/**
 * Pixels that differ between two screenshots of the same size. Chromium's anti-aliasing of a
 * rounded edge varies by a pixel or two between loads; a rule missing from the page changes far
 * more than ALLOWED_STRAY_PIXELS.
 */
const ALLOWED_STRAY_PIXELS = 50;
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  );
  if (!x || !y || x.info.width !== y.info.width || x.info.height !== y.info.height)
    return Number.POSITIVE_INFINITY;
  const step = x.info.channels;
  let differing = 0;
  for (let i = 0; i < x.data.length; i += step) {
    for (let c = 0; c < Math.min(step, 3); c++) {
      if (x.data[i + c] !== y.data[i + c]) {
        differing++;
        break;
      }
    }
  }
  return differing;
}

describe('the first screen is styled by the page itself', () => {
  for (const site of ['premium', 'subscription'] as const) {
    it(`${site}: home, search, detail, sign-in and pricing look the same without the stylesheet`, async () => {
      const base = inject(site === 'premium' ? 'premiumUrl' : 'subscriptionUrl');
      const probe = await chromium.browser.newPage();
      await probe.goto(`${base}/search/2/image`);
      const detail = await probe.locator('a[href^="/detail/"]').first().getAttribute('href');
      const link = probe.locator('body > link[rel="stylesheet"]');
      expect(await link.getAttribute('href')).toMatch(/^\/assets\/styles\./);
      expect(await link.getAttribute('integrity')).toMatch(/^sha384-/);
      expect(await probe.locator('head style').count()).toBe(1);
      expect(await probe.locator('head link[rel="stylesheet"]').count()).toBe(0);
      await probe.close();

      for (const width of [1440, 390]) {
        const options = {
          viewport: { width, height: 900 },
          javaScriptEnabled: false,
          reducedMotion: 'reduce' as const,
        };
        const whole = await chromium.browser.newContext(options);
        const inlined = await chromium.browser.newContext(options);
        await inlined.route(isSiteStylesheet, (route) => route.abort());
        const [a, b] = [await whole.newPage(), await inlined.newPage()];
        for (const path of ['/', '/search/2/image?phrase=city', detail ?? '/', '/sign-in', '/pricing']) {
          // The same document both times: some pages change from one request to the next.
          const withSheet = await firstScreen(a, `${base}${path}`);
          const withoutSheet = await firstScreen(b, `${base}${path}`, withSheet.html);
          expect(
            await differingPixels(withoutSheet.shot, withSheet.shot),
            `${site} ${path} at ${width}px`,
          ).toBeLessThanOrEqual(ALLOWED_STRAY_PIXELS);
        }
        await whole.close();
        await inlined.close();
      }
    });
  }
});
