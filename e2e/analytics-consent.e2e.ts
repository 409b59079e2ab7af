import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';
import { waitFor, waitForSignal, watchSignals as watch } from './helpers/signals';

/**
 * Issue 20: consent gates measurement. Watching the network: where consent is required (the
 * German page: Germany) nothing goes to /signals, no web vital to /pulse and the sender script
 * is not even fetched until the visitor accepts; where it is not (the US page) signals flow at
 * once, and the Footer's "Cookie settings" reopens the banner to take them back.
 */
const chromium = useChromium();
/** Leaves the page so pending beacons and vitals (sent on hide) have their chance to go. */
async function settle(context: BrowserContext, page: Page) {
  await page.waitForLoadState('load');
  const blank = await context.newPage();
  await page.close({ runBeforeUnload: true });
  await blank.close();
}

describe('consent gates analytics', () => {
  it('asks a visitor from Germany first and measures nothing until they accept', async () => {
    const baseUrl = inject('premiumUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen = await watch(page);
    await page.goto(`${baseUrl}/de/`);

    const banner = page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' });
    await expect(banner.isVisible()).resolves.toBe(true);
    const data = await page.evaluate(() =>
      JSON.parse(document.getElementById('lb-tracking-data')!.textContent!),
    );
    expect(data.groups).toEqual(['C0001', 'C0004']);
    expect(data.tracking).toMatchObject({
      site_nickname: 'premium',
      language: 'de',
      geolocation_country: 'DEU',
    });
    // Scroll and click around, then leave: still nothing measured.
    await page.mouse.wheel(0, 800);
    const cookiesBefore = (await context.cookies()).map((c) => c.name);
    expect(cookiesBefore).not.toContain('lb_vid');
    expect(seen.senderScripts).toEqual([]);
    expect(seen.signals).toEqual([]);
    expect(seen.requests).toBe(0);
    expect(seen.vitals).toEqual([]);

    // Open the choices and add performance to the defaults (necessary and targeting).
    await banner.locator('summary').click();
    await banner.getByRole('checkbox', { name: 'Leistung' }).check();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    await page.waitForLoadState('load');

    const loaded = await waitForSignal(seen, 'Page Loaded');
    expect(loaded).toMatchObject({
      source: 'web',
      pipeline_id: 'lightbox-storefront',
      app_name: 'storefront',
    });
    expect(await banner.isVisible()).toBe(false);
    const stored = (await context.cookies()).find((c) => c.name === 'lb_consent')?.value ?? '';
    expect(decodeURIComponent(stored)).toBe('C0001:1,C0002:1,C0003:0,C0004:1,C0005:0');
    expect((await context.cookies()).map((c) => c.name)).toContain('lb_vid');
    await context.close();
  });

  it('measures a US visitor at once; "Cookie settings" in the Footer takes it back', async () => {
    const baseUrl = inject('subscriptionUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen = await watch(page);
    await page.goto(`${baseUrl}/search/2/image?phrase=city`);
    const banner = page.locator('#lb-consent');
    expect(await banner.isVisible()).toBe(false);

    const results = await waitForSignal(seen, 'Search Results Viewed');
    expect(results.properties).toMatchObject({
      phrase: 'city',
      page_number: 1,
      creative_assets_type: 'image',
    });
    expect((results.properties.asset_ids as string[]).length).toBeGreaterThan(0);
    const impression = await waitForSignal(seen, 'Asset Impression');
    const assets = impression.properties.assets as Array<{ id: string; slot: number }>;
    expect(assets[0]).toMatchObject({ slot: 1, id: (results.properties.asset_ids as string[])[0] });
    // Web vitals go to /pulse, rated against the spec's thresholds.
    await waitFor(() => seen.vitals.find((v) => v.includes('"name":"FCP"')), 'FCP on /pulse');
    const fcp = JSON.parse(seen.vitals.find((v) => v.includes('"name":"FCP"')) ?? '{}');
    expect(fcp).toMatchObject({ kind: 'vital', page: 'search', name: 'FCP' });
    expect(['good', 'needs-improvement', 'poor']).toContain(fcp.rating);
    const layer = await page.evaluate(() => window.dataLayer?.[0]);
    expect(layer).toMatchObject({
      event: 'page_globals',
      site_nickname: 'subscription',
      page_name: 'search',
    });

    // The Footer's link opens the banner; focus goes to its heading.
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    expect(await banner.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lb-consent-title');
    await page.keyboard.press('Escape');
    expect(await banner.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await page.waitForLoadState('load');

    const next = await context.newPage();
    const after = await watch(next);
    await next.goto(`${baseUrl}/search/2/image?phrase=city`);
    await next.mouse.wheel(0, 1200);
    await settle(context, next);
    expect(after.signals).toEqual([]);
    expect(after.requests).toBe(0);
    expect(after.vitals).toEqual([]);
    expect(after.senderScripts).toEqual([]);
    await context.close();
  });
});

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}
