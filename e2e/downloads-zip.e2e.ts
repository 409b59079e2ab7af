import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * Bulk download (issue 18) as a customer does it: on the subscription site a new customer buys
 * a credit pack and licenses two images with it, ticks them and one picture they hold no licence
 * for on the search results, presses "Download" on the selection bar, is told which picture was
 * left out and why, and downloads one zip holding the two licensed files.
 */
const chromium = useChromium();
const SHOTS = process.env.LB_SCREENSHOTS_DIR;

const tileBox = (page: Page, id: number) =>
  page
    .locator('li.lb-tile')
    .filter({ has: page.locator(`a[href$="/detail/${id}"]`) })
    .locator('input.lb-tile__select');

describe('bulk download on the subscription site', () => {
  it('license two images, tick them and a third on the results, download one zip of the two', async () => {
    const baseUrl = inject('subscriptionUrl');
    const context = await chromium.browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    const buyer = await signUp(context, baseUrl, { name: 'Zora Zip', email: uniqueEmail('zip') });
    await buyer.goto(`${baseUrl}/`);
    const [first, second, unlicensed] = await buyer.evaluate(async () => {
      const body = (await (await fetch('/search/api/assets?assettype=image')).json()) as {
        assets: Array<{ id: number; licenseType: string }>;
      };
      return body.assets.filter((a) => a.licenseType === 'rf').map((a) => a.id);
    });

    await buyer.goto(`${baseUrl}/purchase/credits/credits-25`);
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await buyer.waitForURL(/\/purchase\/cart\?added=\d+$/);
    await buyer.goto(`${baseUrl}/purchase/checkout`);
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByLabel('Expiry (MM/YY)').fill('12/34');
    await buyer.getByLabel('Security code').fill('123');
    await buyer.getByLabel(/I accept the license agreement/).check();
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await buyer.waitForURL(/\/purchase\/thank-you\/\d+$/);
    for (const id of [first!, second!]) {
      await buyer.goto(`${baseUrl}/detail/${id}`);
      await buyer.locator('section.lb-planbox').getByRole('button', { name: 'License with my plan' }).click();
      await buyer.getByRole('button', { name: 'Confirm and license' }).click();
      await buyer.waitForURL(/\/purchase\/plans\/licensed\/\d+$/);
    }

    await buyer.goto(`${baseUrl}/search/2/image`);
    await buyer.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
    for (const id of [first!, second!, unlicensed!]) await tileBox(buyer, id).check();
    await expect.poll(() => buyer.locator('.lb-batch output').textContent()).toBe('3 assets selected');
    if (SHOTS) {
      await buyer.screenshot({ path: `${SHOTS}/zip-selection-1440.png` });
      await buyer.setViewportSize({ width: 390, height: 844 });
      await buyer.screenshot({ path: `${SHOTS}/zip-selection-390.png` });
    }
    await buyer.locator('.lb-batch').getByRole('button', { name: 'Download' }).click();
    await buyer.getByRole('heading', { name: 'Your download' }).waitFor();
    await buyer.getByText('2 licensed files are ready in one zip.').waitFor();
    expect(await buyer.locator('main').textContent()).toContain(`(license them first): ${unlicensed}`);
    if (SHOTS) await buyer.screenshot({ path: `${SHOTS}/zip-ready-390.png`, fullPage: true });

    const [download] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('link', { name: 'Download zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lightbox-download-[A-Za-z0-9_-]{16}\.zip$/);
    const names = execFileSync('zipinfo', ['-1', await download.path()], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(names.sort()).toEqual([`lightbox-${first}.jpg`, `lightbox-${second}.jpg`].sort());
    expect(execFileSync('unzip', ['-t', await download.path()], { encoding: 'utf8' })).toContain(
      'No errors detected',
    );
    const pushed = await buyer.evaluate(() =>
      (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer?.filter(
        (e) => e.event_name === 'Bulk Downloaded',
      ),
    );
    expect(pushed).toEqual([
      { event: 'bulk_download', event_name: 'Bulk Downloaded', count: 2, download_type: 'multiple' },
    ]);
    await context.close();
  });
});
