import {
  COUNTRY_CATALOGUES,
  countryPages,
  LOCALES,
  type LocaleCode,
  marketingPath,
  prefixForLocale,
  type Site,
  splitPrefix,
} from '@lightbox/core';
import { marketingMessages } from '@lightbox/marketing';
import { createTranslator, loadMessages, PAGE_CONTEXT_ELEMENT_ID, serializeForScript } from '@lightbox/ui';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';
import { remotesMounted, watchErrors } from './helpers/page';

/**
 * Issue 7 in the browser: a visitor switches each storefront to three locales through the
 * Footer's country selector (one in a non-Latin script) and finds the Header, a search results
 * page and an asset detail page translated, with every same-site link under the locale's
 * prefix; a key removed from a page's translation set shows the spec's missing-translation
 * message and is reported; and the contact-sales form works without JavaScript.
 */
const chromium = useChromium();

const SWITCH_TO: readonly LocaleCode[] = ['de', 'ja', 'pt-br'];
/** A keyword the demo catalogue always holds (see the search guide's examples). */
const KEYWORD = 'city';

const sites = [
  ['premium', () => inject('premiumUrl')],
  ['subscription', () => inject('subscriptionUrl')],
] as const;

/** The Footer selector's entry for a locale: its home market on this site. */
function countryKey(site: Site, locale: LocaleCode): string {
  const entry = countryPages(COUNTRY_CATALOGUES[site]).find((p) => p.locale === locale && p.isPrimary);
  if (!entry) throw new Error(`No ${locale} entry in the ${site} catalogue`);
  return entry.countryKey;
}

async function translator(locale: LocaleCode) {
  return createTranslator(LOCALES[locale].bcp47, await loadMessages(locale));
}

/** Every same-site address on the page: links and form actions. */
function sameSiteAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...Array.from(document.querySelectorAll('a[href^="/"]'), (a) => a.getAttribute('href') ?? ''),
    ...Array.from(document.querySelectorAll('form[action]'), (f) => f.getAttribute('action') ?? ''),
  ]);
}

async function expectAllUnderPrefix(page: Page, prefix: string) {
  const addresses = await sameSiteAddresses(page);
  expect(addresses.length).toBeGreaterThan(10);
  const outside = addresses.filter(
    (a) => a !== prefix && !a.startsWith(`${prefix}/`) && !a.startsWith(`${prefix}?`),
  );
  expect(outside, `${page.url()} links outside ${prefix}`).toEqual([]);
}

describe.each(sites)('the %s storefront in three languages', (site, baseUrl) => {
  it('switches language through the Footer and translates the Header, search and detail pages', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = watchErrors(page);

    await page.goto(`${baseUrl()}/`);
    await remotesMounted(page);

    for (const locale of SWITCH_TO) {
      const prefix = prefixForLocale(locale);
      const t = await translator(locale);

      // The Footer's selector submits itself on change and returns to the same page.
      const before = splitPrefix(new URL(page.url()).pathname).rest;
      await page.locator('#lb-locale-choice').selectOption(countryKey(site, locale));
      await page.waitForURL((url) => url.pathname === (before === '/' ? prefix : `${prefix}${before}`));
      await remotesMounted(page);
      expect(await page.getAttribute('html', 'lang')).toBe(LOCALES[locale].bcp47);

      // The Header: the main navigation in the locale's words, the AI page at its own slug.
      const nav = page.locator('.lb-header .lb-nav');
      await expect.poll(() => nav.textContent()).toContain(t.t('header.nav.video'));
      expect(await nav.textContent()).toContain(t.t('header.nav.illustrations'));
      expect(await page.locator('.lb-footer').textContent()).toContain(t.t('footer.company'));
      expect(
        await page.locator(`.lb-footer a[href="${prefix}${marketingPath('contact-sales', locale)}"]`).count(),
      ).toBe(1);

      // A search from the SearchBar stays under the prefix and comes back translated.
      const search = page.getByRole('search').getByRole('searchbox');
      expect(await search.getAttribute('placeholder')).toBe(t.t('searchbar.placeholder.image'));
      await search.fill(KEYWORD);
      await search.press('Enter');
      await page.waitForURL(
        (url) => url.pathname === `${prefix}/search/2/image` && url.searchParams.get('phrase') === KEYWORD,
      );
      await remotesMounted(page);
      expect(await page.locator('.lb-tabs').textContent()).toContain(t.t('search.tabs.images'));
      expect(await page.locator('label[for="lb-sortorder"]').textContent()).toBe(t.t('search.sort.label'));
      expect(await page.title()).toContain(t.t('search.title', { phrase: KEYWORD }));
      expect(await page.locator('ul.lb-grid > li').count()).toBeGreaterThan(0);
      await expectAllUnderPrefix(page, prefix);

      // An asset detail page from the results.
      await page.locator('ul.lb-grid > li a').first().click();
      await page.waitForURL(new RegExp(`^[^?#]*${prefix}/detail/\\d+$`));
      await remotesMounted(page);
      expect(await page.locator('.lb-facts').textContent()).toContain(t.t('detail.assetId'));
      expect(await page.locator('.lb-breadcrumb').getAttribute('aria-label')).toBe(t.t('detail.breadcrumb'));
      await expectAllUnderPrefix(page, prefix);

      expect(await page.locator('body').textContent()).not.toContain('JS translation missing');
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a key removed from the page’s translation set', () => {
  it('shows the missing-translation message in the hydrated Header and reports it to /pulse', async () => {
    const key = 'header.nav.video';
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/pulse')) beacons.push(request.postData() ?? '');
    });
    // The fixture: the server's page, with one key deleted from the JSON the remotes hydrate from.
    await page.route(
      (url) => url.pathname === '/de/search/2/image',
      async (route) => {
        // Playwright fetches from Node, which cannot resolve *.localhost: ask the loopback address
        // with the site's host name instead.
        const url = new URL(route.request().url());
        const response = await route.fetch({
          url: `http://127.0.0.1:${inject('serverPort')}${url.pathname}${url.search}`,
          headers: { ...route.request().headers(), host: url.host },
        });
        const html = await response.text();
        const element = new RegExp(
          `(<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">)(.*?)(</script>)`,
          's',
        );
        expect(html).toMatch(element);
        const body = html.replace(element, (_all, open: string, json: string, end: string) => {
          const context = JSON.parse(json) as { messages: Record<string, string> };
          delete context.messages[key];
          return `${open}${serializeForScript(context)}${end}`;
        });
        await route.fulfill({ response, body });
      },
    );
    await page.goto(`${inject('premiumUrl')}/de/search/2/image`);
    await remotesMounted(page);

    const header = page.locator('[data-remote="Header"]');
    expect(await header.getAttribute('data-remote-state')).toBe('mounted');
    await expect
      .poll(() => header.locator('.lb-nav').textContent())
      .toContain(`JS translation missing: ${key}`);
    // The server rendered the real word; only the browser's copy of the set lacks it.
    expect(await page.locator('.lb-nav a', { hasText: 'JS translation missing' }).count()).toBe(1);

    await expect.poll(() => beacons.join('\n')).toContain(`JS translation missing: ${key}`);
    const report = JSON.parse(beacons.find((b) => b.includes('TranslationMissing')) ?? '{}');
    expect(report).toMatchObject({
      kind: 'error',
      errors: [{ type: 'TranslationMissing', message: `JS translation missing: ${key}` }],
    });
    await context.close();
  });
});

describe('the contact-sales page', () => {
  it('takes an enquiry without JavaScript, with errors next to the fields first', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const de = (await marketingMessages.de!()).default;
    const slug = `/de${marketingPath('contact-sales', 'de')}`;

    await page.goto(`${inject('subscriptionUrl')}/de`);
    await page.locator(`.lb-footer a[href="${slug}"]`).click();
    await page.waitForURL((url) => url.pathname === slug);
    expect(await page.locator('h1').textContent()).toBe(de['marketing.contact.heading']);

    await page.fill('#lb-enquiry-name', 'Grace Hopper');
    await page.fill('#lb-enquiry-email', 'grace@');
    await page.fill('#lb-enquiry-message', 'Hallo');
    await page.locator('form.lb-mkt-form button[type="submit"]').click();
    await page.waitForLoadState();
    expect(await page.locator('#lb-enquiry-email-error').textContent()).toBe(
      de['marketing.contact.errors.emailInvalid'],
    );
    expect(await page.locator('#lb-enquiry-country-error').textContent()).toBe(
      de['marketing.contact.errors.countryRequired'],
    );
    expect(await page.inputValue('#lb-enquiry-name')).toBe('Grace Hopper');

    await page.fill('#lb-enquiry-email', 'grace@example.com');
    await page.selectOption('#lb-enquiry-country', 'DEU');
    await page.fill('#lb-enquiry-message', 'Wir brauchen Lizenzen für ein Team von acht Personen.');
    await page.locator('form.lb-mkt-form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === slug && url.searchParams.get('sent') === '1');
    expect(await page.locator('[role="status"] h2').textContent()).toBe(de['marketing.contact.thanks.title']);
    await context.close();
  });
});
