import { PACK_REFUND_DAYS } from '@lightbox/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';
import { remotesMounted, watchErrors } from './helpers/page';

/**
 * Choosing a plan on the subscription site (issue 17): the monthly/annual toggle and the FAQ
 * report to the data layer, a credit pack's page states its commitment and terms before the
 * cart form, and the pack lands in the cart at the price the page showed.
 */
const chromium = useChromium();

/** The pricing page's pushes to the data layer, as [event name, detail] pairs. */
const pricingEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((e) =>
      e.event_name === 'PNP Subscription Term Toggle' || e.event_name === 'PNP FAQ'
        ? [[e.event_name, String(e.term ?? e.question)]]
        : [],
    ),
  );

describe('plans and pricing on the subscription site', () => {
  it('toggles the term, opens a question, and buys a credit pack from its page', async () => {
    const baseUrl = inject('subscriptionUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/plans-and-pricing`);
    await remotesMounted(page);

    const monthly = page.locator('#subscriptions .lb-plans__grid--monthly');
    const annual = page.locator('#subscriptions .lb-plans__grid--annual');
    expect(await monthly.isVisible()).toBe(true);
    expect(await annual.isVisible()).toBe(false);
    await page.getByRole('radio', { name: 'Annual' }).check();
    await expect.poll(() => annual.isVisible()).toBe(true);
    expect(await monthly.isVisible()).toBe(false);
    await page.getByText('Can I cancel a subscription?').click();
    await expect.poll(() => page.getByText('no early-termination fee').isVisible()).toBe(true);
    await expect
      .poll(() => pricingEvents(page))
      .toEqual([
        ['PNP Subscription Term Toggle', 'annual'],
        ['PNP FAQ', 'cancel'],
      ]);

    await page.locator('[data-sku="credits-25"]').getByRole('link', { name: 'View plan' }).click();
    await page.waitForURL(`${baseUrl}/purchase/credits/credits-25`);
    const terms = page.getByRole('region', { name: 'Commitment and cancellation' });
    expect(await terms.getByText(/, one payment\.$/).isVisible()).toBe(true);
    expect(
      await terms.getByText(`An unused pack can be refunded within ${PACK_REFUND_DAYS} days.`).isVisible(),
    ).toBe(true);
    const price = (await page.locator('.lb-plans__buy .lb-plans__price').textContent())?.trim();
    expect(price).toMatch(/^\$[\d,]+\.\d\d$/);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(new RegExp(`^${baseUrl}/purchase/cart\\?added=\\d+$`));
    const line = page.locator('.lb-purchase__line').filter({ hasText: '25 credits' });
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.textContent()).toContain(price!);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches the term without JavaScript, by radios and CSS', async () => {
    const baseUrl = inject('subscriptionUrl');
    const context = await chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/plans-and-pricing`);
    const annualCard = page.locator('[data-sku="sub-signature-50-annual"]');
    expect(await annualCard.isVisible()).toBe(false);
    await page.getByRole('radio', { name: 'Annual' }).check();
    expect(await annualCard.isVisible()).toBe(true);
    expect(await page.locator('[data-sku="sub-signature-50-monthly"]').isVisible()).toBe(false);
    await context.close();
  });
});
