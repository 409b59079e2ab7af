import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * A premium access agreement as a business customer uses it (issue 17): a new customer on the
 * premium site buys Premium Access (250 downloads a year) through the cart and checkout with the
 * test card, licenses an image from its detail page with a project code, and sees downloads
 * remaining go from 250 to 249 on the licensed page and on the agreement's renewal page; another
 * customer gets 404 there.
 */
const chromium = useChromium();

/** Posts the plan form the plans pages show (a plain form naming the sku, with the CSRF field). */
async function addPlan(page: Page, sku: string) {
  await page.evaluate((value) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/purchase/cart/plans';
    const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
    for (const [name, v] of [
      ['sku', value],
      ['_csrf', token],
    ]) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name!;
      input.value = v!;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, sku);
  await page.waitForURL(/\/purchase\/cart\?added=\d+$/);
}

/** Pays the cart with the test processor's good card. */
async function payCart(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/purchase/checkout`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel(/I accept the license agreement/).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/purchase\/thank-you\/\d+$/);
}

/** A figure of the agreement's facts table, by its label ("Downloads remaining"). */
const fact = (page: Page, label: string) =>
  page
    .locator('tr', { has: page.getByRole('rowheader', { name: label, exact: true }) })
    .locator('td')
    .textContent();

describe('premium access on the premium site', () => {
  it('buy an agreement, license an image under the cap with a project code, see downloads remaining go down', async () => {
    const baseUrl = inject('premiumUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const buyer = await signUp(context, baseUrl, {
      name: 'Robin Agency',
      email: uniqueEmail('premium-access'),
    });
    await buyer.goto(`${baseUrl}/`);
    await addPlan(buyer, 'pa-annual-250');
    expect(await buyer.locator('.lb-purchase__line').textContent()).toContain('Premium Access');
    await payCart(buyer, baseUrl);

    const assetId = await buyer.evaluate(async () => {
      const body = (await (await fetch('/search/api/assets?premiumaccess=true&assettype=image')).json()) as {
        assets: Array<{ id: number; licenseType: string }>;
      };
      return body.assets.find((a) => a.licenseType === 'rf')?.id;
    });
    expect(assetId).toBeDefined();
    await buyer.goto(`${baseUrl}/detail/${assetId}`);
    const box = buyer.locator('section.lb-planbox');
    await box.waitFor();
    await box.getByText('Uses 1 download of your 250').waitFor();
    const agreementId = await box.locator('input[name="agreementId"]:checked').getAttribute('value');
    await buyer.goto(`${baseUrl}/purchase/premium-access/${agreementId}/renewal`);
    expect(await fact(buyer, 'Downloads remaining')).toBe('250');

    await buyer.goto(`${baseUrl}/detail/${assetId}`);
    await box.getByLabel('Project code').fill('SPRING-CAMPAIGN');
    await box.getByRole('button', { name: 'License with my plan' }).click();
    await buyer.getByRole('heading', { name: 'Confirm your license' }).waitFor();
    await buyer.getByRole('button', { name: 'Confirm and license' }).click();
    await buyer.waitForURL(/\/purchase\/plans\/licensed\/\d+$/);
    await buyer.getByText(/^249 downloads left on Premium Access/).waitFor();

    await buyer.goto(`${baseUrl}/purchase/premium-access/${agreementId}/renewal`);
    expect(await fact(buyer, 'Downloads remaining')).toBe('249');
    expect(await fact(buyer, 'Downloads used')).toBe('1');
    await buyer.getByText(/^Renews automatically on /).waitFor();
    // Analytics and the gallery state read the customer's agreements from the viewer endpoint.
    const viewer = await buyer.evaluate(async () => (await fetch('/account/api/viewer')).json());
    expect(viewer).toMatchObject({
      registrationStatus: 'registered:PA',
      activeAgreements: [{ agreement_type: 'PA', download_cap: 250, downloads_remaining: 249 }],
      paAgreements: [{ agreement_type: 'PA', download_cap: 250, downloads_remaining: 249 }],
    });
    // The search app's state carries them too (spec §3 gallery state paAgreements).
    const gallery = await buyer.evaluate(async () =>
      (await fetch('/search/api/assets?assettype=image')).json(),
    );
    expect(gallery.paAgreements).toEqual([
      { agreement_type: 'PA', download_cap: 250, downloads_remaining: 249 },
    ]);
    await buyer.goto(`${baseUrl}/purchase/self-renew/${agreementId}`);
    await buyer.getByText(/renews automatically on/).waitFor();

    await context.close();

    const elsewhere = await chromium.browser.newContext();
    const other = await signUp(elsewhere, baseUrl, { name: 'Sam Other', email: uniqueEmail('not-owner') });
    const answer = await other.goto(`${baseUrl}/purchase/premium-access/${agreementId}/renewal`);
    expect(answer?.status()).toBe(404);
    expect((await other.goto(`${baseUrl}/purchase/self-renew/${agreementId}`))?.status()).toBe(404);
    expect((await other.goto(`${baseUrl}/purchase/premium-access/${agreementId}/users`))?.status()).toBe(404);
    await elsewhere.close();
  });

  it('custom media: the agreement that pays is named, a brief is refused until complete, then filed', async () => {
    const baseUrl = inject('premiumUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const buyer = await signUp(context, baseUrl, { name: 'Kim Brief', email: uniqueEmail('custom-media') });
    await buyer.goto(`${baseUrl}/`);
    await addPlan(buyer, 'custom-media-10');
    await payCart(buyer, baseUrl);

    await buyer.goto(
      `${baseUrl}/purchase/notifications/multiple-custom-media-agreements?sku=custom-media-10`,
    );
    const status = await buyer.getByRole('status').textContent();
    expect(status).toMatch(/^This purchase uses Custom media, 10 exclusive assets \(#\d+\)/);
    const agreementId = /#(\d+)/.exec(status ?? '')?.[1];

    await buyer.goto(`${baseUrl}/purchase/custom-media/${agreementId}`);
    await buyer.getByText('10 of 10 downloads remaining').waitFor();
    await buyer.getByLabel('What you need').fill('Harbour at dawn, boats leaving, wide.');
    await buyer.getByRole('button', { name: 'Send the brief' }).click();
    await buyer.getByText('Give the brief a title of at most 200 characters.').waitFor();
    expect(await buyer.getByLabel('What you need').inputValue()).toBe(
      'Harbour at dawn, boats leaving, wide.',
    );
    await buyer.getByLabel('Title').fill('Harbour at dawn');
    await buyer.getByRole('button', { name: 'Send the brief' }).click();
    await buyer.getByText('Your brief was sent.').waitFor();
    await buyer.getByRole('heading', { name: 'Harbour at dawn · In progress' }).waitFor();
    const noSku = await buyer.goto(
      `${baseUrl}/purchase/notifications/multiple-custom-media-agreements/unlimited`,
    );
    expect(noSku?.status()).toBe(400);
    await buyer.goto(`${baseUrl}/purchase/custom-media/${agreementId}`);
    await context.close();
  });
});
