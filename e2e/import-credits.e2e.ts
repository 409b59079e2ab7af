import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';
import { inspectLayout } from './helpers/layout';

const chromium = useChromium();

/** The demo photographs are imported with their XMP credits (features/import/src/demo-photos.ts). */
async function detailOfAstronaut(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/search/2/image?phrase=${encodeURIComponent('Eileen Collins astronaut')}`);
  const link = page.locator('a[href*="/detail/"]').first();
  await link.waitFor({ timeout: 60_000 });
  return new URL((await link.getAttribute('href'))!, origin).pathname;
}

async function fact(page: Page, term: string): Promise<string | null> {
  return page.evaluate((label) => {
    const dt = [...document.querySelectorAll('.lb-facts dt')].find((d) => d.textContent === label);
    return dt?.nextElementSibling?.textContent ?? null;
  }, term);
}

describe('an imported photograph shows the credit line and copyright its file carried', () => {
  let premium: string;
  beforeAll(() => {
    premium = inject('premiumUrl');
  });

  for (const width of [1440, 390]) {
    it(`on its detail page at ${width} px`, async () => {
      const context = await chromium.browser.newContext({
        viewport: { width, height: 900 },
        bypassCSP: true,
      });
      const page = await context.newPage();
      const detail = await detailOfAstronaut(page, premium);
      const response = await page.goto(`${premium}${detail}`);
      expect(response?.status()).toBe(200);
      expect(await fact(page, 'Credit')).toBe('NASA, via scikit-image');
      expect(await fact(page, 'Copyright')).toBe(
        'Public domain (NASA photograph, no known copyright restrictions)',
      );
      const layout = await inspectLayout(page);
      expect(layout.scrollbar, layout.offscreen.join('\n')).toBe(false);
      if (process.env.E2E_SCREENSHOTS) {
        await page.locator('.lb-facts').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/credits-${width}.png` });
      }
      await context.close();
    });
  }
});
