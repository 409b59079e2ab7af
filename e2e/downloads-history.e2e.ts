import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * The licence history (issue 18) as a customer sees it: on the subscription site a new customer
 * buys a credit pack, licenses an image with it and downloads the file; the account's
 * "Licenses and downloads" tab then lists the licence with that download, exports it as CSV
 * and hands out its proof of licence as a PDF.
 */
const chromium = useChromium();
const SHOTS = process.env.LB_SCREENSHOTS_DIR;

describe('licence history on the subscription site', () => {
  it('license an image with credits, then find it, its download, the CSV and the certificate', async () => {
    const baseUrl = inject('subscriptionUrl');
    const context = await chromium.browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    const buyer = await signUp(context, baseUrl, { name: 'Hana History', email: uniqueEmail('history') });
    await buyer.goto(`${baseUrl}/`);
    const asset = await buyer.evaluate(async () => {
      const body = (await (await fetch('/search/api/assets?assettype=image')).json()) as {
        assets: Array<{ id: number; title: string; licenseType: string }>;
      };
      return body.assets.find((a) => a.licenseType === 'rf')!;
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

    await buyer.goto(`${baseUrl}/detail/${asset.id}`);
    await buyer.locator('section.lb-planbox').getByRole('button', { name: 'License with my plan' }).click();
    await buyer.getByRole('button', { name: 'Confirm and license' }).click();
    await buyer.waitForURL(/\/purchase\/plans\/licensed\/\d+$/);
    await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('link', { name: 'Download the file' }).click(),
    ]);

    // The account's tabs lead to the history.
    await buyer.goto(`${baseUrl}/account`);
    await buyer.getByRole('link', { name: 'Licenses and downloads' }).click();
    await buyer.waitForURL(`${baseUrl}/account/download`);
    const group = buyer.locator('section.lb-downloads__asset').filter({ hasText: asset.title });
    await group.getByRole('link', { name: asset.title }).waitFor();
    expect(await group.getByText(/^Plan: /).count()).toBe(1);
    expect(await group.locator('table tbody tr').count()).toBe(1);
    expect(await group.locator('table tbody tr td').nth(3).textContent()).toBe('Download');
    if (SHOTS) await buyer.screenshot({ path: `${SHOTS}/history-1440.png`, fullPage: true });

    // The search box finds it by its id; a date range before it finds nothing.
    await buyer.getByLabel('Title or asset ID').fill(String(asset.id));
    await buyer.getByRole('button', { name: 'Search' }).click();
    await buyer.waitForURL(/q=\d+/);
    expect(await buyer.locator('section.lb-downloads__asset').count()).toBe(1);
    await buyer.goto(`${baseUrl}/account/download?to=2020-01-01`);
    await buyer.getByText('No licenses match these filters.').waitFor();
    await buyer.goto(`${baseUrl}/account/download`);

    const [csv] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('link', { name: 'Export as CSV' }).click(),
    ]);
    const rows = readFileSync(await csv.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toMatch(/^License ID,Asset ID,Title,/);
    expect(rows.some((row) => row.includes(`,${asset.id},`))).toBe(true);

    const certificateHref = await group
      .getByRole('link', { name: 'Proof of license (PDF)' })
      .getAttribute('href');
    // Fetched by the page itself: the browser resolves the site's host names, the test runner not.
    const pdf = await buyer.evaluate(async (url) => {
      const res = await fetch(url);
      const head = new Uint8Array(await res.arrayBuffer()).subarray(0, 5);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        head: String.fromCharCode(...head),
      };
    }, certificateHref!);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });

    if (SHOTS) {
      await buyer.setViewportSize({ width: 390, height: 900 });
      await buyer.goto(`${baseUrl}/account/download`);
      await buyer.screenshot({ path: `${SHOTS}/history-390.png`, fullPage: true });
    }
    await context.close();
  });
});
