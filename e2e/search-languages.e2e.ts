import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';
import { remotesMounted, watchErrors } from './helpers/page';

const chromium = useChromium();

/**
 * Searching in the visitor's language (issue #21). The test server imports the search
 * vocabulary's fixture (features/search/src/vocabulary/testing/fixture.ts: "Berg" and "山" are
 * terms of the concept "mountain"); the demo catalogue's metadata is English.
 */
async function ready(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
  await remotesMounted(page);
  await page.waitForFunction(
    () => document.querySelector('.lb-search__results')?.getAttribute('aria-busy') === 'false',
  );
}

const count = async (page: Page) =>
  Number((await page.locator('.lb-results-count').textContent())?.replace(/\D/g, '') || '0');

async function searchFromHeader(page: Page, phrase: string) {
  const bar = page.getByRole('search');
  await bar.getByRole('searchbox').fill(phrase);
  await bar.getByRole('searchbox').press('Enter');
  await page.waitForURL((u) => u.pathname.includes('/search/2/'));
  await ready(page);
}

async function englishCount(page: Page, phrase: string) {
  await page.goto(`${inject('premiumUrl')}/search/2/image?phrase=${phrase}`);
  await ready(page);
  return count(page);
}

describe('search in the visitor language', () => {
  it('finds the English-keyworded images from a German word on /de/', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    const mountains = await englishCount(page, 'mountain');
    expect(mountains).toBeGreaterThan(0);
    await page.goto(`${inject('premiumUrl')}/de/`);
    await remotesMounted(page);
    await searchFromHeader(page, 'Berg');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/de/search/2/image');
    expect(url.searchParams.get('phrase')).toBe('Berg');
    expect(await count(page)).toBeGreaterThanOrEqual(mountains);
    expect(await page.locator('.lb-tile').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('finds them from a Japanese word written in kanji on /jp/', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    const mountains = await englishCount(page, 'mountain');
    const dogs = await englishCount(page, 'dog');
    expect(dogs).toBeGreaterThan(0);
    await page.goto(`${inject('premiumUrl')}/jp/search/2/image?phrase=${encodeURIComponent('山')}`);
    await ready(page);
    expect(await count(page)).toBeGreaterThanOrEqual(mountains);
    await searchFromHeader(page, '犬');
    expect(new URL(page.url()).pathname).toBe('/jp/search/2/image');
    expect(await count(page)).toBeGreaterThanOrEqual(dogs);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the header search bar keeps the scope', () => {
  it('stays in editorial images and applies the phrase rule against the phrase on screen', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${inject('premiumUrl')}/search/2/image?phrase=cat&family=editorial`);
    await ready(page);
    const selector = page.getByRole('search').getByRole('combobox');
    expect(await selector.inputValue()).toBe('image:editorial');
    await searchFromHeader(page, 'dog');
    const url = new URL(page.url());
    expect(url.searchParams.get('phrase')).toBe('dog');
    expect(url.searchParams.get('family')).toBe('editorial');
    expect(url.searchParams.get('phraseprocessing')).toBe('excludenaturallanguage');
    expect(await page.getByRole('search').getByRole('combobox').inputValue()).toBe('image:editorial');
    await page.close();
  });
});
