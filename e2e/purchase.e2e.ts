import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * Buying on both storefronts as a buyer does (issue 16): an anonymous visitor puts an RF image
 * (a size) and an RR clip (a usage) in the cart, signs up, and checks out with the test
 * processor's cards — declined, then paid; the challenge card confirmed — then reads the
 * thank-you page, the invoice PDF and the purchase history.
 */
const chromium = useChromium();

/** The first search result's id, asked by the page itself (Node cannot resolve *.localhost). */
async function firstAsset(page: Page, baseUrl: string, query: string, licence: 'rf' | 'rr'): Promise<number> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/`);
  const id = await page.evaluate(
    async ([q, l]) => {
      const body = (await (await fetch(`/search/api/assets?${q}`)).json()) as {
        assets: Array<{ id: number; licenseType: string }>;
      };
      return body.assets.find((a) => a.licenseType === l)?.id;
    },
    [query, licence] as const,
  );
  if (!id) throw new Error(`no asset for ${query}`);
  return id;
}

async function addToCart(page: Page, baseUrl: string, assetId: number, size?: RegExp) {
  await page.goto(`${baseUrl}/detail/${assetId}`);
  const panel = page.locator('section.lb-licence');
  await panel.waitFor();
  if (size) await panel.getByLabel(size).check();
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL(new RegExp(`^${baseUrl}/purchase/cart\\?added=\\d+$`));
}

/** The data layer's cart events (spec §7) as [event, sku] pairs. */
const cartEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((e) =>
      e.event === 'add_to_cart' || e.event === 'remove_from_cart'
        ? [[e.event, (e.ecommerce as { items: Array<{ sku: string }> }).items[0]?.sku]]
        : [],
    ),
  );

async function pay(page: Page, card: string, options: { save?: boolean } = {}) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  if (options.save) await page.getByLabel('Save this card for next time').check();
  await page.getByLabel(/I accept the license agreement/).check();
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe.each(['premiumUrl', 'subscriptionUrl'] as const)('buying on %s', (site) => {
  it('cart to paid order: declined card, then a good one; invoice PDF and purchase history', async () => {
    const baseUrl = inject(site);
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const image = await firstAsset(page, baseUrl, 'assettype=image', 'rf');
    const clip = await firstAsset(page, baseUrl, 'assettype=film', 'rr');

    await addToCart(page, baseUrl, image, /^Small/);
    await addToCart(page, baseUrl, clip);
    await expect.poll(() => page.locator('.lb-purchase__line').count()).toBe(2);
    await expect.poll(() => cartEvents(page)).toEqual([['add_to_cart', 'rr-film']]);
    expect(await page.locator('.lb-header__cart').getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(await page.getByText(/RF · Small/).count()).toBe(1);

    // Checkout asks who is buying; the cart waits in this browser and joins the new account.
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/sign-in\?/);
    const buyer = await signUp(context, baseUrl, {
      name: 'Cass Buyer',
      email: uniqueEmail(`buyer-${site.replace('Url', '')}`),
    });
    await buyer.goto(`${baseUrl}/purchase/checkout`);
    await expect.poll(() => buyer.locator('.lb-purchase__review li').count()).toBe(2);
    expect(await buyer.getByLabel('Name on the invoice').inputValue()).toBe('Cass Buyer');

    await pay(buyer, '4000 0000 0000 0002');
    await buyer.getByText(/Your card was declined/).waitFor();
    await pay(buyer, '4242 4242 4242 4242', { save: true });
    await buyer.waitForURL(/\/purchase\/thank-you\/\d+$/);
    expect(await buyer.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you for your order');
    // "Asset Purchased" reaches the data layer once, with both lines.
    await expect
      .poll(() =>
        buyer.evaluate(() =>
          (window.dataLayer ?? [])
            .filter((e) => e.event === 'purchase')
            .map((e) => (e.ecommerce as { items: unknown[] }).items.length),
        ),
      )
      .toEqual([2]);
    expect(await buyer.locator('.lb-header__cart').getAttribute('aria-label')).toBe('Cart, 0 items');

    const invoiceUrl = await buyer
      .getByRole('link', { name: 'Download the invoice (PDF)' })
      .getAttribute('href');
    const pdf = await buyer.evaluate(async (url) => {
      const response = await fetch(url ?? '');
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        type: response.headers.get('content-type'),
        head: String.fromCharCode(...bytes.subarray(0, 5)),
      };
    }, invoiceUrl);
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });

    await buyer.getByRole('link', { name: 'See your purchase history' }).click();
    await buyer.waitForURL(`${baseUrl}/account/purchasehistory`);
    expect(await buyer.locator('.lb-purchase__order').count()).toBe(1);
    expect(await buyer.locator('.lb-purchase__order tbody tr').count()).toBe(2);

    // The next order pays with the saved card, without typing it again.
    await addToCart(buyer, baseUrl, image, /^Medium/);
    await buyer.goto(`${baseUrl}/purchase/checkout`);
    expect(await buyer.getByLabel('Visa ending in 4242, expires 12/34').isChecked()).toBe(true);
    await buyer.getByLabel(/I accept the license agreement/).check();
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await buyer.waitForURL(/\/purchase\/thank-you\/\d+$/);

    // The billing page lists it (PaymentMethods), removes it, and adds another (UpdatePaymentDetails).
    await buyer.goto(`${baseUrl}/account/billing`);
    await buyer.locator('[data-remote="PaymentMethods"][data-remote-state="mounted"]').waitFor();
    await buyer.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    await buyer.getByText('The card is removed.').waitFor();
    await buyer.locator('#lb-card-number').fill('5555 5555 5555 4444');
    await buyer.locator('#lb-card-expiry').fill('10/31');
    await buyer.locator('#lb-card-cvc').fill('321');
    await buyer.getByRole('button', { name: 'Save card' }).click();
    await buyer.getByText('Your card is saved.').waitFor();
    expect(await buyer.locator('.lb-purchase__card-list li').allInnerTexts()).toEqual([
      expect.stringContaining('Mastercard ending in 4444, expires 10/31'),
    ]);
    await context.close();
  });

  it('the challenge card asks the buyer to confirm, then pays', async () => {
    const baseUrl = inject(site);
    const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await signUp(context, baseUrl, {
      name: 'Dee Challenge',
      email: uniqueEmail(`challenge-${site.replace('Url', '')}`),
    });
    const image = await firstAsset(page, baseUrl, 'assettype=image&phrase=city', 'rf');
    const other = await firstAsset(page, baseUrl, 'assettype=image&phrase=mountain', 'rf');
    await addToCart(page, baseUrl, other);
    await addToCart(page, baseUrl, image);
    // The PurchaseCart remote removes a line in place and the Header's count follows.
    await page.locator('[data-remote="PurchaseCart"][data-remote-state="mounted"]').waitFor();
    await page.locator('[data-remote="Header"][data-remote-state="mounted"]').waitFor();
    await page.locator('.lb-purchase__line').first().getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.locator('.lb-purchase__line').count()).toBe(1);
    await expect.poll(() => page.locator('.lb-header__cart').getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(new URL(page.url()).pathname).toBe('/purchase/cart');
    expect((await cartEvents(page)).map(([event]) => event)).toEqual(['add_to_cart', 'remove_from_cart']);
    await page.goto(`${baseUrl}/purchase/checkout`);
    await pay(page, '4000 0027 6000 3184');
    await page.waitForURL(/\/purchase\/test-processor\/challenge\//);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/purchase\/thank-you\/\d+$/);
    // Nothing on the phone-sized page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('someone without an account pays an order from the link its buyer shares', async () => {
    const baseUrl = inject(site);
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUp(context, baseUrl, {
      name: 'Eve Owner',
      email: uniqueEmail(`owner-${site.replace('Url', '')}`),
    });
    const image = await firstAsset(page, baseUrl, 'assettype=image&phrase=sky', 'rf');
    await addToCart(page, baseUrl, image);
    await page.goto(`${baseUrl}/purchase/checkout`);
    await page.getByLabel(/I accept the license agreement/).check();
    await page.getByRole('button', { name: 'Ask someone else to pay' }).click();
    await page.waitForURL(/\/purchase\/pay\/\d+\?token=.+&shared=1$/);
    const link = await page.getByLabel('Send this address to the person who pays:').inputValue();

    // A tampered link shows nothing of the order.
    const payer = await (await chromium.browser.newContext()).newPage();
    await payer.goto(link.replace(/token=(.)/, (_, c: string) => `token=${c === 'A' ? 'B' : 'A'}`));
    await payer.getByText('This payment link is not valid.').waitFor();

    await payer.goto(link);
    await payer.locator('[data-remote="AnonPaymentPage"][data-remote-state="mounted"]').waitFor();
    await payer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payer.getByLabel('Expiry (MM/YY)').fill('12/34');
    await payer.getByLabel('Security code').fill('123');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByText('This order is paid. Thank you!').waitFor();

    await page.goto(`${baseUrl}/account/purchasehistory`);
    expect(await page.locator('.lb-purchase__order').count()).toBe(1);
    await context.close();
    await payer.context().close();
  });
});
