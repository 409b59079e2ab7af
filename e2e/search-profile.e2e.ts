import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * The search profile's personalityDisambiguityOptedIn (spec §3) set on the account's profile
 * page: once a customer opts in, removing a person filter also turns the people suggestion off
 * for that search (suppresspeoplecorrection, spec §4); a visitor without the opt-in keeps it.
 */
const chromium = useChromium();

async function settled(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('.lb-search__results')?.getAttribute('aria-busy') === 'false',
  );
}

/** Opens editorial sport pictures, narrows to the first person offered, then removes them. */
async function chooseThenRemovePerson(page: Page) {
  await page.goto(`${inject('premiumUrl')}/search/2/image?family=editorial&editorialproducts=sport`);
  await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
  const group = page.locator('details[data-param="specificpeople"]');
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  const box = group.locator('.lb-check input[type="checkbox"]').first();
  await box.check();
  await page.waitForURL((u) => u.searchParams.has('specificpeople'));
  await settled(page);
  await group.locator('.lb-check input[type="checkbox"]:checked').first().uncheck();
  await page.waitForURL((u) => !u.searchParams.has('specificpeople'));
  await settled(page);
  return new URL(page.url()).searchParams;
}

describe('the people suggestion setting', () => {
  it('is changed on the profile page and then removing a person filter stops people suggestions', async () => {
    const baseUrl = inject('premiumUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUp(context, baseUrl, { name: 'Pia People', email: uniqueEmail('people') });

    // Not opted in yet: removing the person leaves people suggestions on.
    expect((await chooseThenRemovePerson(page)).has('suppresspeoplecorrection')).toBe(false);

    await page.goto(`${baseUrl}/account/profile`);
    const setting = page.getByLabel('Stop suggesting people after I remove a person filter');
    expect(await setting.isChecked()).toBe(false);
    expect(await page.locator('#lb-search-peopleDisambiguation-hint').textContent()).toContain(
      'stops offering to narrow your words to a person',
    );
    await setting.check();
    await page.getByRole('button', { name: 'Save search settings' }).click();
    await page.waitForURL(/\/account\/profile\?done=searchSettingsSaved/);
    expect(await page.getByRole('status').first().textContent()).toContain(
      'Your search settings have been saved.',
    );
    expect(await page.getByLabel('Stop suggesting people after I remove a person filter').isChecked()).toBe(
      true,
    );

    expect((await chooseThenRemovePerson(page)).get('suppresspeoplecorrection')).toBe('true');
    await context.close();
  });
});
