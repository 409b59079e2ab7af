import { INFO_PATHS, SITEMAP_PATHS, type Site } from '@lightbox/core';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';
import { inspectLayout, seriousA11yViolations } from './helpers/layout';
import { remotesMounted } from './helpers/page';

const chromium = useChromium();
const WIDTHS = [390, 1440] as const;

const VISUAL_GPS: Record<Site, string[]> = {
  premium: ['/visualgps', '/visual-gps/insights', '/visual-gps/insights/results', '/visual-gps/dashboard'],
  subscription: ['/visual-gps/insights', '/visual-gps/dashboard'],
};
const TOOLS = ['/tools/reverse-image-search', '/tools/reverse-video-search'];

/** The pages of issue 19 on each site, the home and landing pages, and a few in long languages. */
const PATHS: Record<Site, string[]> = {
  premium: [
    '/',
    '/de/',
    ...Object.values(INFO_PATHS.premium),
    ...SITEMAP_PATHS.premium,
    '/countries/world',
    '/de/countries/germany',
    '/jp/countries/japan',
    '/license-info',
    '/search/2/image',
    '/search/2/film',
    '/creative-images',
    '/creative-images/stock-photos',
    '/creative-illustrations/stock-illustrations',
    '/creative-vectors/stock-vectors',
    '/creative-video',
    '/creative-video/stock-videos',
    '/the-download',
    '/editorial-images',
    ...['archival', 'entertainment', 'fashion', 'news', 'sport'].map((p) => `/editorial-images/${p}`),
    '/editorial-video',
    '/editorial-footage/user-generated',
    '/unreleased-imagery',
    '/collections/bbc-motion-gallery',
    '/footage/nbcnewsarchives',
    ...VISUAL_GPS.premium,
    ...TOOLS,
    '/blog',
    '/blog/welcome',
  ],
  subscription: [
    '/',
    '/jp/',
    '/ru/',
    ...Object.values(INFO_PATHS.subscription),
    ...SITEMAP_PATHS.subscription,
    '/countries/world',
    '/fr/countries/canada',
    '/blog',
    '/footage',
    '/license-info',
    '/search/2/image',
    ...VISUAL_GPS.subscription,
    ...TOOLS,
  ],
};

/** Languages whose words run long (de, ru) or whose script sets differently (ja), at their prefixes. */
const LONG_LANGUAGE_PREFIXES = ['/de', '/ru', '/jp'] as const;

const sites = [
  ['premium', () => inject('premiumUrl')],
  ['subscription', () => inject('subscriptionUrl')],
] as const;

/** Visits each path at each width; returns every problem found, so one run reports them all. */
async function checkPages(
  context: BrowserContext,
  base: string,
  paths: string[],
  options: { widths?: readonly number[]; axe?: boolean } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const page = await context.newPage();
  for (const width of options.widths ?? WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      const res = await page.goto(`${base}${path}`);
      const where = `${path} at ${width}px`;
      if (!res || res.status() >= 400) {
        problems.push(`${where}: HTTP ${res?.status()}`);
        continue;
      }
      await remotesMounted(page);
      await page.waitForLoadState('load');
      const layout = await inspectLayout(page);
      if (layout.scrollbar) problems.push(`${where}: horizontal scrollbar`);
      for (const el of layout.offscreen) problems.push(`${where}: drawn off screen: ${el}`);
      for (const img of layout.distorted) problems.push(`${where}: image out of proportion: ${img}`);
      if (options.axe !== false)
        for (const v of await seriousA11yViolations(page)) problems.push(`${where}: axe ${v}`);
    }
  }
  await page.close();
  return problems;
}

describe.each(sites)('every page of the %s site on a phone and a desktop', (site, baseUrl) => {
  it('answers, fits the screen, keeps pictures in proportion and passes axe', async () => {
    // The store's CSP refuses inline scripts; axe-core is injected as one, by the test only.
    const context = await chromium.browser.newContext({ bypassCSP: true });
    const probe = await context.newPage();
    await probe.goto(`${baseUrl()}/search/2/image`);
    const detail = await probe.locator('ul.lb-grid > li a').first().getAttribute('href');
    await probe.close();
    expect(detail).toMatch(/^\/detail\/\d+$/);
    expect(await checkPages(context, baseUrl(), [...PATHS[site], detail ?? ''])).toEqual([]);
    await context.close();
  }, 600_000);

  it('fits a phone in German, Russian and Japanese too', async () => {
    const context = await chromium.browser.newContext();
    // Paths that carry their own language prefix are already seen in that language above.
    const unprefixed = PATHS[site].filter((p) => !/^\/[a-z]{2}\//.test(p));
    const paths = LONG_LANGUAGE_PREFIXES.flatMap((prefix) =>
      unprefixed.map((p) => (p === '/' ? `${prefix}/` : `${prefix}${p}`)),
    );
    expect(await checkPages(context, baseUrl(), paths, { widths: [390], axe: false })).toEqual([]);
    await context.close();
  }, 900_000);

  it('the signed-in pages too: boards and account', async () => {
    // The store's CSP refuses inline scripts; axe-core is injected as one, by the test only.
    const context = await chromium.browser.newContext({ bypassCSP: true });
    const page = await signUp(context, baseUrl(), { name: 'Ada Pages', email: uniqueEmail(`pages-${site}`) });
    await page.close();
    expect(
      await checkPages(context, baseUrl(), ['/collaboration/boards', '/account', '/account/profile']),
    ).toEqual([]);
    await context.close();
  }, 300_000);
});
