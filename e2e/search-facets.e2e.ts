import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';

const chromium = useChromium();
let page: Page;

beforeAll(async () => {
  const context = await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});

const total = async () =>
  Number((await page.locator('.lb-results-count').textContent())?.replace(/\D/g, '') || '0');

async function settled() {
  await page.waitForFunction(
    () => document.querySelector('.lb-search__results')?.getAttribute('aria-busy') === 'false',
  );
}

/** The first value a facet offers, with the count shown beside it. */
async function firstOption(param: string) {
  const group = page.locator(`details[data-param="${param}"]`);
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  const option = group.locator('.lb-check').first();
  await option.waitFor();
  const shown = Number(await option.locator('.lb-check__count').textContent());
  return { option, shown };
}

describe('facets: events, specific people and locations with exact counts', () => {
  // Editorial sport pictures: fewer than 1,000 in the demo catalogue, so every count is exact.
  const start = () => `${inject('premiumUrl')}/search/2/image?family=editorial&editorialproducts=sport`;

  for (const param of ['specificpeople', 'events', 'locations']) {
    it(`a ${param} value's count is the number of results it narrows to`, async () => {
      await page.goto(start());
      await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
      const before = await total();
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThanOrEqual(1000);
      expect(await page.locator('.lb-results-count').textContent()).not.toMatch(/about/i);

      const { option, shown } = await firstOption(param);
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThanOrEqual(before);
      await option.locator('input[type="checkbox"]').check();
      await page.waitForURL((u) => u.searchParams.has(param));
      await settled();
      // Compared within one answer: the background warm-up may stack near-duplicates between two.
      const chosen = page.locator(`[data-param="${param}"] .lb-check`).filter({
        has: page.locator('input[type="checkbox"]:checked'),
      });
      await expect.poll(() => chosen.count()).toBe(1);
      const narrowed = await total();
      expect(narrowed).toBeGreaterThan(0);
      expect(narrowed).toBeLessThanOrEqual(shown);
      expect(Number(await chosen.locator('.lb-check__count').textContent())).toBe(narrowed);
    });
  }
});
