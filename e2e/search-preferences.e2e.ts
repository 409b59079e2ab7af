import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * The search preferences map (spec §3, issue #19): the filter panel stays as the visitor left
 * it, on a reload, on the other pages of results, and after signing in (their guest map joins
 * the account's).
 */
const chromium = useChromium();

async function openSearch(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
}

const panelShown = (page: Page) => page.locator('#lb-filter-panel').isVisible();
const toggle = (page: Page) => page.locator('.lb-filters-toggle');

describe('the filter panel preference', () => {
  it('stays closed after a reload, on another page of results, and after signing in', async () => {
    const baseUrl = inject('premiumUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openSearch(page, `${baseUrl}/search/2/image?phrase=city`);
    expect(await panelShown(page)).toBe(true);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');

    const saved = page.waitForResponse(
      (r) => r.url().includes('/search/api/preferences') && r.request().method() === 'PUT',
    );
    await toggle(page).click();
    expect((await saved).status()).toBe(200);
    expect(await panelShown(page)).toBe(false);

    await page.reload();
    // Closed in the server's first render already, before the application takes over.
    expect(await panelShown(page)).toBe(false);
    await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');

    await openSearch(page, `${baseUrl}/search/2/image?phrase=city&page=2`);
    expect(await panelShown(page)).toBe(false);

    const signedIn = await signUp(context, baseUrl, { name: 'Pia Panel', email: uniqueEmail('panel') });
    await openSearch(signedIn, `${baseUrl}/search/2/image?phrase=sea`);
    expect(await panelShown(signedIn)).toBe(false);
    const cookies = await context.cookies();
    expect(cookies.some((c) => c.name === 'lb_search_prefs')).toBe(false);

    // Kept on the account now: opening it again is remembered too.
    const kept = signedIn.waitForResponse(
      (r) => r.url().includes('/search/api/preferences') && r.request().method() === 'PUT',
    );
    await toggle(signedIn).click();
    expect((await kept).status()).toBe(200);
    expect(await panelShown(signedIn)).toBe(true);
    await openSearch(signedIn, `${baseUrl}/search/2/image?phrase=sea`);
    expect(await panelShown(signedIn)).toBe(true);
    await context.close();
  });
});
