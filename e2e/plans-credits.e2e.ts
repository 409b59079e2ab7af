import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * Spending a plan as a customer does (issue 17): a new customer on the subscription site puts a
 * credit pack in the cart, pays with the test card, then licenses an image from its detail
 * page — the plan box says what it uses, a confirm page spends it once — and downloads the
 * full-size file; the asset then offers a free download again.
 */
const chromium = useChromium();

describe('credit packs on the subscription site', () => {
  it('buy a pack, license an image with credits after confirming, download it, download again for free', async () => {
    const baseUrl = inject('subscriptionUrl');
    const context = await chromium.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const buyer = await signUp(context, baseUrl, { name: 'Pat Planner', email: uniqueEmail('credits') });
    await buyer.goto(`${baseUrl}/`);
    const assetId = await buyer.evaluate(async () => {
      const body = (await (await fetch('/search/api/assets?assettype=image')).json()) as {
        assets: Array<{ id: number; licenseType: string }>;
      };
      return body.assets.find((a) => a.licenseType === 'rf')?.id;
    });

    // Without a plan, the asset's page leads to the plans; the entry point is remembered.
    await buyer.goto(`${baseUrl}/detail/${assetId}`);
    await buyer.locator('section.lb-planbox').getByRole('link', { name: 'Buy credits' }).click();
    await buyer.waitForURL(`${baseUrl}/plans-and-pricing#credit-packs`);
    await buyer.locator('[data-sku="credits-25"]').getByRole('link', { name: 'View plan' }).click();
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await buyer.waitForURL(/\/purchase\/cart\?added=\d+$/);
    expect(await buyer.locator('.lb-purchase__line').textContent()).toContain('25 credits');

    await buyer.goto(`${baseUrl}/purchase/checkout`);
    expect(await buyer.getByText('Plan, starts when your payment is taken').count()).toBeGreaterThan(0);
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByLabel('Expiry (MM/YY)').fill('12/34');
    await buyer.getByLabel('Security code').fill('123');
    await buyer.getByLabel(/I accept the license agreement/).check();
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await buyer.waitForURL(/\/purchase\/thank-you\/\d+$/);
    await expect
      .poll(() =>
        buyer.evaluate(() =>
          (window.dataLayer ?? []).filter((e) => e.event === 'purchase').map((e) => e.purchase_entry_point),
        ),
      )
      .toEqual(['adp-creditPack']);
    await buyer.getByRole('link', { name: 'Back to the asset you were looking at' }).click();
    await buyer.waitForURL(`${baseUrl}/detail/${assetId}`);

    await buyer.goto(`${baseUrl}/detail/${assetId}`);
    const box = buyer.locator('section.lb-planbox');
    await box.waitFor();
    // A free comp for layouts reports "Asset Comp Downloaded".
    await Promise.all([buyer.waitForEvent('download'), buyer.locator('a[data-comp-download]').click()]);
    await expect
      .poll(() =>
        buyer.evaluate(() =>
          (window.dataLayer ?? [])
            .filter((e) => e.event_name === 'Asset Comp Downloaded')
            .map((e) => e.asset_id),
        ),
      )
      .toEqual([String(assetId)]);
    const uses = (await box.getByText(/^Uses (1|3) credits? of your 25$/).textContent()) ?? '';
    const cost = Number(/Uses (\d+)/.exec(uses)?.[1]);
    await box.getByRole('button', { name: 'License with my plan' }).click();

    await buyer.getByRole('heading', { name: 'Confirm your license' }).waitFor();
    expect(await buyer.getByText(uses).count()).toBe(1);
    await buyer.getByRole('button', { name: 'Confirm and license' }).click();
    await buyer.waitForURL(/\/purchase\/plans\/licensed\/\d+$/);
    await buyer.getByText(`${25 - cost} credits left on 25 credits.`).waitFor();

    const [download] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('link', { name: 'Download the file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`lightbox-${assetId}.jpg`);
    const path = await download.path();
    const { statSync } = await import('node:fs');
    expect(statSync(path).size).toBeGreaterThan(10_000);

    // Back on the asset: it is licensed, so it downloads again at no cost.
    await buyer.goto(`${baseUrl}/detail/${assetId}`);
    await buyer.getByText('You hold a license for this asset: download it again at no cost.').waitFor();
    await buyer.goto(`${baseUrl}/account/purchasehistory`);
    await context.close();
  });
});
