import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';
import { remotesMounted } from './helpers/page';

const chromium = useChromium();

async function openSearch(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
  // The SearchBar remote follows searches made after it mounts; on a busy machine it mounts late.
  await remotesMounted(page);
}

async function settled(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('.lb-search__results')?.getAttribute('aria-busy') === 'false',
  );
}

const count = async (page: Page) =>
  Number((await page.locator('.lb-results-count').textContent())?.replace(/\D/g, '') || '0');

const sites = [
  ['premium', () => inject('premiumUrl')],
  ['subscription', () => inject('subscriptionUrl')],
] as const;

// "sunsett" is on no asset of the demo catalogue; "sunset" is one of its common keywords.
describe.each(sites)('query corrections and related searches on the %s site', (_site, baseUrl) => {
  it('searches the corrected phrase, and "search instead" searches the phrase as typed', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openSearch(page, `${baseUrl()}/search/2/image?phrase=sunsett`);

    const banner = page.getByRole('status').filter({ hasText: 'Showing results for' });
    await expect.poll(() => banner.textContent()).toContain('Showing results for “sunset”.');
    expect(await page.locator('h1').textContent()).toMatch(/sunset/i);
    expect(await count(page)).toBeGreaterThan(0);
    expect(await page.locator('.lb-tile').count()).toBeGreaterThan(0);

    const instead = page.getByRole('link', { name: 'Search instead for “sunsett”' });
    expect(
      new URL((await instead.getAttribute('href'))!, baseUrl()).searchParams.get('suppressphrasecorrection'),
    ).toBe('true');
    await instead.click();
    await page.waitForURL((u) => u.searchParams.get('suppressphrasecorrection') === 'true');
    await settled(page);
    expect(new URL(page.url()).searchParams.get('phrase')).toBe('sunsett');
    expect(await count(page)).toBe(0);
    await expect.poll(() => page.locator('.lb-empty').isVisible()).toBe(true);
    expect(await page.locator('.lb-correction').count()).toBe(0);

    // Back returns to the corrected search.
    await page.goBack();
    await settled(page);
    await expect.poll(() => page.locator('.lb-correction').textContent()).toContain('“sunset”');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows related searches that search their term in the same scope, and preview strips', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await openSearch(page, `${baseUrl()}/search/2/film?phrase=sunset&family=creative`);

    const related = page.getByRole('navigation', { name: 'Related searches' });
    const terms = await related.getByRole('link').allTextContents();
    expect(terms.length).toBeGreaterThan(2);
    expect(terms).not.toContain('sunset');

    // The preview strips sit below the results and arrive after them.
    const previews = page.getByRole('region', { name: 'Explore related searches' });
    const strips = previews.getByRole('link');
    await strips.first().waitFor();
    expect(await strips.count()).toBeGreaterThan(0);
    expect(await strips.first().locator('img').count()).toBeGreaterThan(0);
    expect(await strips.first().textContent()).toBe(terms[0]);

    // Following a related search keeps the scope and searches the term, without a page load.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const term = terms[0]!;
    await related.getByRole('link', { name: term, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('phrase') === term);
    await settled(page);
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/\/search\/2\/film$/);
    expect(url.searchParams.get('family')).toBe('creative');
    expect(await count(page)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.locator('h1').textContent()).toContain(term);
    // The new search brings its own related searches and, after them, their previews.
    const next = await related.getByRole('link').allTextContents();
    await expect
      .poll(
        async () => (await strips.count()) > 0 && next.includes((await strips.first().textContent()) ?? ''),
      )
      .toBe(true);
    // The search bar (a remote component outside the application) shows the search on screen,
    // and follows the browser's back button too.
    const bar = page.getByRole('search').getByRole('searchbox');
    await expect.poll(() => bar.inputValue()).toBe(term);
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('phrase') === 'sunset');
    await settled(page);
    await page.waitForFunction(
      () =>
        (document.querySelector('form[role=search] input[type=search]') as HTMLInputElement).value ===
        'sunset',
    );
    await page.close();
  });
});
