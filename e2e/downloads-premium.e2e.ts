import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';
import { remotesMounted, watchErrors } from './helpers/page';

/**
 * Downloads on the premium site (issue 18) as a customer does them: a new customer buys two RF
 * images, downloads one from its tile on the results (single), ticks both and a third on the
 * results and downloads one zip (multiple, bulk) while the download drawer follows it from
 * "preparing" to "downloaded", takes a free comp of the third, and finds it all in the drawer
 * of the licence history.
 */
const chromium = useChromium();
const SHOTS = process.env.LB_SCREENSHOTS_DIR;

const tile = (page: Page, id: number) =>
  page.locator('li.lb-tile').filter({ has: page.locator(`a[href$="/detail/${id}"]`) });

async function buy(page: Page, baseUrl: string, ids: number[]) {
  for (const id of ids) {
    await page.goto(`${baseUrl}/detail/${id}`);
    const panel = page.locator('section.lb-licence');
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(/\/purchase\/cart\?added=\d+$/);
  }
  await page.goto(`${baseUrl}/purchase/checkout`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel(/I accept the license agreement/).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/purchase\/thank-you\/\d+$/);
}

const zipNames = (file: string) =>
  execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n').sort();

describe('downloads on the premium site', () => {
  it('single from the results, a zip followed in the download drawer, a comp', async () => {
    const baseUrl = inject('premiumUrl');
    const context = await chromium.browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    const buyer = await signUp(context, baseUrl, { name: 'Drew Drawer', email: uniqueEmail('drawer') });
    const errors = watchErrors(buyer);
    await buyer.goto(`${baseUrl}/`);
    const [first, second, third] = await buyer.evaluate(async () => {
      const body = (await (await fetch('/search/api/assets?assettype=image')).json()) as {
        assets: Array<{ id: number; licenseType: string }>;
      };
      return body.assets.filter((a) => a.licenseType === 'rf').map((a) => a.id);
    });
    await buy(buyer, baseUrl, [first!, second!]);

    // Single: the licensed tile offers its file.
    await buyer.goto(`${baseUrl}/search/2/image`);
    await buyer.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
    await expect.poll(() => buyer.locator('a.lb-tile__licensed').count()).toBe(2);
    expect(await tile(buyer, third!).locator('a.lb-tile__licensed').count()).toBe(0);
    const [single] = await Promise.all([
      buyer.waitForEvent('download'),
      tile(buyer, first!)
        .getByRole('link', { name: /^Download your licensed file of / })
        .click(),
    ]);
    expect(single.suggestedFilename()).toBe(`lightbox-${first}.jpg`);
    if (SHOTS) await buyer.screenshot({ path: `${SHOTS}/premium-licensed-tiles-1440.png` });

    // Multiple: one zip of the two licensed ones, the third left out; the drawer follows it.
    for (const id of [first!, second!, third!])
      await tile(buyer, id).locator('input.lb-tile__select').check();
    await buyer.locator('.lb-batch').getByRole('button', { name: 'Download' }).click();
    await buyer.getByRole('heading', { name: 'Your download', exact: true }).waitFor();
    await remotesMounted(buyer);
    const drawer = buyer.getByRole('dialog', { name: 'Your downloads' });
    await drawer.waitFor();
    const zipItem = drawer.locator('li[data-zip]');
    await expect.poll(() => zipItem.textContent()).toContain('2 files in one zip');
    await expect.poll(() => zipItem.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');
    if (SHOTS) {
      await buyer.screenshot({ path: `${SHOTS}/premium-drawer-1440.png` });
      await buyer.setViewportSize({ width: 390, height: 844 });
      await buyer.screenshot({ path: `${SHOTS}/premium-drawer-390.png` });
      await buyer.setViewportSize({ width: 1440, height: 900 });
    }
    const [zip] = await Promise.all([
      buyer.waitForEvent('download'),
      zipItem.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(zipNames(await zip.path())).toEqual([`lightbox-${first}.jpg`, `lightbox-${second}.jpg`].sort());
    await expect.poll(() => zipItem.getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
    expect(await zipItem.textContent()).toContain('Downloaded');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // A comp of the third, free and usable for 30 days in layouts.
    await buyer.goto(`${baseUrl}/detail/${third}`);
    const [comp] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('link', { name: /Download a free comp/ }).click(),
    ]);
    expect(comp.suggestedFilename()).toBe(`lightbox-comp-${third}.jpg`);

    // The licence history: the comp with its date, and the drawer with every download.
    await buyer.goto(`${baseUrl}/account/download`);
    await buyer.getByRole('heading', { name: 'Comps' }).waitFor();
    expect(await buyer.locator('.lb-downloads__comps').textContent()).toContain('Usable in layouts until');
    await remotesMounted(buyer);
    await buyer.getByRole('button', { name: 'Downloads', exact: true }).click();
    const history = buyer.getByRole('dialog', { name: 'Your downloads' });
    await history.waitFor();
    expect(await history.locator('li[data-zip]').getAttribute('data-state')).toBe('done');
    // The single download, then the zip's two.
    expect(await history.getByRole('link', { name: 'Download again' }).count()).toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
    await context.close();
  });
});
