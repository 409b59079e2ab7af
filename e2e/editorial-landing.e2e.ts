import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';
import { inspectLayout, seriousA11yViolations } from './helpers/layout';

const chromium = useChromium();

async function open(width: number): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  return context.newPage();
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
}

async function layoutIsSound(page: Page) {
  const layout = await inspectLayout(page);
  expect(layout.scrollbar, layout.offscreen.join('\n')).toBe(false);
  expect(layout.distorted).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('the editorial landing: latest events, top stories, people and places (premium)', () => {
  let premium: string;
  beforeAll(() => {
    premium = inject('premiumUrl');
  });

  for (const width of [1440, 390]) {
    it(`leads from the landing to an event, its child event and one of its assets at ${width} px`, async () => {
      const page = await open(width);
      const response = await page.goto(`${premium}/search/editorial`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      for (const id of ['lb-top-stories', 'lb-latest-events', 'lb-people', 'lb-locations']) {
        await expect.poll(() => page.locator(`#${id}`).count()).toBe(1);
      }
      await layoutIsSound(page);

      // A series (a tournament, a fashion week) opens with its children.
      const series = page.locator('#lb-latest-events ~ ul a[href*="parenteventid="]').first();
      const seriesName = (await series.locator('.lb-event-card__name').textContent()) ?? '';
      await series.click();
      await page.waitForURL((u) => u.searchParams.has('parenteventid'));
      await hydrated(page);
      expect(await page.locator('h1').textContent()).toBe(seriesName);
      const child = page.locator('#lb-child-events ~ ul a[href*="eventid="]').first();
      await child.waitFor();
      await layoutIsSound(page);

      const childName = (await child.locator('.lb-event-card__name').textContent()) ?? '';
      await child.click();
      await page.waitForURL((u) => u.searchParams.has('eventid'));
      await hydrated(page);
      expect(await page.locator('h1').textContent()).toBe(childName);
      // The way back up names the series.
      expect(await page.locator('.lb-editorial__crumbs').textContent()).toContain(seriesName);

      const tile = page.locator('.lb-grid .lb-tile a[href*="/detail/"]').first();
      await tile.click();
      await page.waitForURL((u) => u.pathname.includes('/detail/'));
      expect(await page.locator('main').textContent()).toContain(childName);
    });
  }

  it('browses by person: a person links to a search narrowed to them', async () => {
    const page = await open(1440);
    await page.goto(`${premium}/search/editorial`);
    const person = page.locator('#lb-people ~ ul a').first();
    const count = Number(
      ((await person.locator('.lb-browse-values__count').textContent()) ?? '').replace(/\D/g, ''),
    );
    await person.click();
    await page.waitForURL((u) => u.searchParams.has('specificpeople'));
    await page.waitForFunction(
      () => document.querySelector('.lb-search__results')?.getAttribute('aria-busy') === 'false',
    );
    const images = Number(((await page.locator('.lb-results-count').textContent()) ?? '').replace(/\D/g, ''));
    expect(images).toBeGreaterThan(0);
    expect(images).toBeLessThanOrEqual(count);
  });

  it('answers 404 for an unknown or malformed event, and on the subscription site', async () => {
    const page = await open(1440);
    expect((await page.goto(`${premium}/search/editorial?eventid=12`))?.status()).toBe(404);
    expect((await page.goto(`${premium}/search/editorial?eventid=abc`))?.status()).toBe(404);
    expect((await page.goto(`${inject('subscriptionUrl')}/search/editorial`))?.status()).toBe(404);
  });
});
