import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * Issue 18's anonymous links and download events: a customer buys an RF image by card; the
 * licence history's download link reports "Asset Downloaded" (single, then re_download); the
 * order mail's signed link hands the file to a browser with no session, and the same link
 * altered gets a page saying it is not valid.
 */
const chromium = useChromium();
const MAIL_WAIT_MS = 30_000;

/** The order mail's anonymous download link for `address`; mail may land after the page answers. */
async function anonymousLink(address: string): Promise<string> {
  const dir = path.join(inject('dataDir'), 'mail');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    for (const file of (await fs.readdir(dir).catch(() => [] as string[])).filter((f) =>
      f.endsWith('.eml'),
    )) {
      const eml = await fs.readFile(path.join(dir, file), 'utf8');
      if (!eml.includes(`To: ${address}`)) continue;
      const link = eml.match(/http\S+\/downloads\/anonymous\/\d+\?expires=\d+&sig=[\w-]+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No order mail with a download link to ${address}`);
}

const downloadEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((e) => e.event_name === 'Asset Downloaded')
      .map((e) => [e.download_type, e.asset_id]),
  );

describe('anonymous download links and download events', () => {
  it('the history reports downloads; the mailed link gives the file without a session', async () => {
    const baseUrl = inject('subscriptionUrl');
    const email = uniqueEmail('anonlink');
    const context = await chromium.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const buyer = await signUp(context, baseUrl, { name: 'Noor Links', email });
    await buyer.goto(`${baseUrl}/`);
    const assetId = await buyer.evaluate(async () => {
      const body = (await (await fetch('/search/api/assets?assettype=image')).json()) as {
        assets: Array<{ id: number; licenseType: string }>;
      };
      return body.assets.find((a) => a.licenseType === 'rf')!.id;
    });
    await buyer.goto(`${baseUrl}/detail/${assetId}`);
    await buyer.locator('section.lb-licence').getByRole('button', { name: 'Add to cart' }).click();
    await buyer.waitForURL(/\/purchase\/cart\?added=\d+$/);
    await buyer.goto(`${baseUrl}/purchase/checkout`);
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByLabel('Expiry (MM/YY)').fill('12/34');
    await buyer.getByLabel('Security code').fill('123');
    await buyer.getByLabel(/I accept the license agreement/).check();
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await buyer.waitForURL(/\/purchase\/thank-you\/\d+$/);

    // First download from the history: "single".
    await buyer.goto(`${baseUrl}/account/download`);
    const link = buyer.locator(`a[data-download-type][data-asset-id="${assetId}"]`);
    await Promise.all([buyer.waitForEvent('download'), link.click()]);
    expect(await downloadEvents(buyer)).toEqual([['single', String(assetId)]]);

    // The mailed link, in a browser that never signed in.
    const mailed = await anonymousLink(email);
    const stranger = await chromium.browser.newContext({ acceptDownloads: true });
    const page = await stranger.newPage();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(mailed).catch(() => undefined),
    ]);
    expect(file.suggestedFilename()).toBe(`lightbox-${assetId}.jpg`);
    const bytes = await fs.readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // The same link with its expiry moved: a page saying so, never a file.
    const moved = mailed.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 60}`);
    const refused = await page.goto(moved);
    expect(refused?.status()).toBe(403);
    await page.getByRole('heading', { name: 'This download link is not valid' }).waitFor();

    // Downloaded before (by the link too): the history now reports "re_download".
    await buyer.reload();
    await Promise.all([buyer.waitForEvent('download'), link.click()]);
    expect(await downloadEvents(buyer)).toEqual([['re_download', String(assetId)]]);
    await stranger.close();
    await context.close();
  });
});
