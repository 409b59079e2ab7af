import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';

const chromium = useChromium();

async function openSearch(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
}

const count = async (page: Page) =>
  Number((await page.locator('.lb-results-count').textContent())?.replace(/\D/g, '') || '0');
const params = (page: Page) => new URL(page.url()).searchParams;

async function settled(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('.lb-search__results')?.getAttribute('aria-busy') === 'false',
  );
}

const sites = [
  ['premium', () => inject('premiumUrl')],
  ['subscription', () => inject('subscriptionUrl')],
] as const;

describe.each(sites)('search filters on the %s site', (site, baseUrl) => {
  it('applies filters through the rules, shows chips, follows back and forward, and resets to scope', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await openSearch(page, `${baseUrl()}/search/2/image?page=2`);
    const everything = await count(page);
    expect(everything).toBeGreaterThan(100);

    // A filter change goes to page 1 and shows up in the address, the chips and the results.
    await page.locator('[data-param="orientations"]').getByLabel('Vertical', { exact: true }).check();
    await page.waitForURL((u) => u.searchParams.get('orientations') === 'vertical');
    await settled(page);
    expect(params(page).get('page')).toBeNull();
    const vertical = await count(page);
    expect(vertical).toBeGreaterThan(0);
    expect(vertical).toBeLessThan(everything);
    await expect.poll(() => page.locator('.lb-chip').allTextContents()).toContain('Orientation: Vertical ×');

    // A second filter narrows further.
    await page.locator('[data-param="mediatype"]').getByLabel('Photos', { exact: true }).check();
    await page.waitForURL((u) => u.searchParams.get('mediatype') === 'photography');
    await settled(page);
    expect(await count(page)).toBeLessThanOrEqual(vertical);

    // Removing a chip removes just that filter.
    await page.getByRole('button', { name: 'Remove filter: Orientation: Vertical' }).click();
    await page.waitForURL(
      (u) => !u.searchParams.has('orientations') && u.searchParams.get('mediatype') === 'photography',
    );
    await settled(page);

    // Back brings the removed filter back; forward removes it again.
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('orientations') === 'vertical');
    await settled(page);
    await expect.poll(() => page.locator('.lb-chip').count()).toBe(2);
    await page.goForward();
    await page.waitForURL((u) => !u.searchParams.has('orientations'));
    await settled(page);
    await expect.poll(() => page.locator('.lb-chip').count()).toBe(1);

    // A shared link reproduces the page.
    const shared = page.url();
    const other = await context.newPage();
    await openSearch(other, shared);
    // Other browser tests change the shared catalogue meanwhile (the console withdraws an asset,
    // pictures seen for the first time join their stacks), so the counts are compared once the
    // original is loaded afresh too, until two loads agree.
    await expect
      .poll(async () => {
        await openSearch(other, shared);
        const reproduced = await count(other);
        const fresh = await context.newPage();
        await openSearch(fresh, shared);
        const original = await count(fresh);
        await fresh.close();
        return reproduced === original;
      })
      .toBe(true);
    expect(await other.locator('.lb-chip').allTextContents()).toEqual(
      await page.locator('.lb-chip').allTextContents(),
    );
    await other.close();

    // Reset keeps only the scope.
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForURL((u) => u.search === '' && u.pathname === '/search/2/image');
    await settled(page);
    expect(await page.locator('.lb-chip').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes scope with the type tabs and offers the site-specific filters', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await openSearch(page, `${baseUrl()}/search/2/image`);
    const tabs = page.getByRole('navigation', { name: 'Media type' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      expect.stringMatching(/^Images[\d,]+$/),
      expect.stringMatching(/^Video[\d,]+$/),
      expect.stringMatching(/^Video templates[\d,]+$/),
    ]);
    await tabs.getByRole('link', { name: /^Video\d/ }).click();
    await page.waitForURL((u) => u.pathname === '/search/2/film');
    await settled(page);
    // Film scope offers duration and frame rate; images offer neither.
    expect(await page.locator('[data-param="videodurationmin"]').count()).toBe(1);
    expect(await page.locator('[data-param="framerate"]').count()).toBe(1);
    expect(await page.locator('[data-param="orientations"]').count()).toBe(site === 'premium' ? 1 : 1);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/search/2/image');
    await settled(page);
    expect(await page.locator('[data-param="videodurationmin"]').count()).toBe(0);
    // The exclusive-content filter exists only on the subscription site.
    expect(await page.locator('[data-param="istockexclusive"]').count()).toBe(
      site === 'subscription' ? 1 : 0,
    );
    await context.close();
  });

  it('selects assets for a batch download, deselects and clears', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await openSearch(page, `${baseUrl()}/search/2/image`);
    const boxes = page.locator('input.lb-tile__select');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await expect.poll(() => page.locator('.lb-batch output').textContent()).toBe('3 assets selected');
    await boxes.nth(1).uncheck();
    await expect.poll(() => page.locator('.lb-batch output').textContent()).toBe('2 assets selected');
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => page.locator('.lb-batch').isHidden()).toBe(true);
    expect(await boxes.nth(0).isChecked()).toBe(false);
    await context.close();
  });
});
