import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';
import { remotesMounted, watchErrors } from './helpers/page';

const chromium = useChromium();

const sites = [
  ['premium', () => inject('premiumUrl')],
  ['subscription', () => inject('subscriptionUrl')],
] as const;

describe.each(sites)('the %s storefront', (site, baseUrl) => {
  it('searches from the SearchBar, pages through results and opens an asset', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${baseUrl()}/`);
    expect(await page.getAttribute('html', 'data-site')).toBe(site);
    await remotesMounted(page);
    expect(await page.locator('[data-remote="Header"]').getAttribute('data-remote-state')).toBe('mounted');

    // Take a real keyword from the most popular asset, then search for it.
    await page.locator('.lb-grid .lb-tile a').first().click();
    await page.waitForURL(/\/detail\/\d+$/);
    const keyword = (await page.locator('.lb-keywords a').first().textContent())?.trim() ?? '';
    expect(keyword.length).toBeGreaterThan(0);

    await page.goto(`${baseUrl()}/`);
    await remotesMounted(page);
    const search = page.getByRole('search').getByRole('searchbox');
    await search.fill(keyword);
    await search.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search/2/image' && url.searchParams.get('phrase') === keyword,
    );
    await remotesMounted(page);
    const tiles = page.locator('ul.lb-grid > li');
    expect(await tiles.count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.lb-results-count').textContent()).toMatch(/\d+ results?/);
    // The SearchBar shows what was searched.
    expect(await page.getByRole('search').getByRole('searchbox').inputValue()).toBe(keyword);

    // Page 2 of an unfiltered listing.
    await page.goto(`${baseUrl()}/search/2/image`);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator('.lb-pagination').textContent()).toContain('Page 2 of');

    // Open an asset from the results.
    const first = page.locator('ul.lb-grid > li a').first();
    await first.click();
    await page.waitForURL(/\/detail\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).not.toBe('');
    expect(await page.locator('.lb-detail__media img, .lb-detail__media video').count()).toBe(1);
    const img = page.locator('.lb-detail__media img');
    if (await img.count()) {
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await page.locator('.lb-facts').textContent()).toContain('Asset ID');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the FourOhFour page for an unknown address and a missing asset', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const missing = await page.goto(`${baseUrl()}/detail/999999999`);
    expect(missing?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toContain('can’t find');
    const unknown = await page.goto(`${baseUrl()}/no/such/page`);
    expect(unknown?.status()).toBe(404);
    await context.close();
  });
});

describe('the two storefronts', () => {
  it('look different: each has its own theme', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const headerColour = async (url: string) => {
      await page.goto(url);
      return page.locator('.lb-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    };
    const premium = await headerColour(`${inject('premiumUrl')}/`);
    const subscription = await headerColour(`${inject('subscriptionUrl')}/`);
    expect(premium).not.toBe(subscription);
    await context.close();
  });
});

describe('a remote component that cannot load', () => {
  it('leaves an empty block, reports a RemoteAppError, and the page keeps working', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/pulse')) beacons.push(request.postData() ?? '');
    });
    await page.route('**/components/Footer/static/remote.json', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    await page.goto(`${inject('premiumUrl')}/search/2/image`);
    await remotesMounted(page);

    const footer = page.locator('[data-remote="Footer"]');
    expect(await footer.getAttribute('data-remote-state')).toBe('failed');
    expect(await footer.innerHTML()).toBe('');
    expect(await page.locator('[data-remote="Header"]').getAttribute('data-remote-state')).toBe('mounted');
    expect(await page.locator('ul.lb-grid > li').count()).toBeGreaterThan(0);

    await expect.poll(() => beacons.join('\n')).toContain('Remote entry src not found for Footer');
    const report = JSON.parse(beacons.find((b) => b.includes('RemoteAppError')) ?? '{}');
    expect(report.errors[0]).toMatchObject({ type: 'RemoteAppError', component: 'Footer' });

    // The SearchBar remote still works after the failure.
    const search = page.getByRole('search').getByRole('searchbox');
    await search.fill('city');
    await search.press('Enter');
    await page.waitForURL(/phrase=city/);
    await context.close();
  });

  it('rejects a remote script whose content does not match its integrity hash', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/pulse')) beacons.push(request.postData() ?? '');
    });
    await page.route('**/components/Header/static/remoteEntry.*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.tampered = true;' }),
    );
    await page.goto(`${inject('subscriptionUrl')}/`);
    await remotesMounted(page);
    expect(await page.locator('[data-remote="Header"]').getAttribute('data-remote-state')).toBe('failed');
    expect(await page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered)).toBeUndefined();
    await expect.poll(() => beacons.join('\n')).toContain('Error loading remote app script');
    await context.close();
  });
});
