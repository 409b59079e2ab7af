import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, submitRegistration, submitSignIn, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';
import { waitForMailLink } from './helpers/mail';
import { remotesMounted, watchErrors } from './helpers/page';

/**
 * A subscriber's billing on the subscription site (issue 17): buy the monthly Signature plan
 * through cart and checkout, keep the card, upgrade to the annual plan from /account/plans
 * (a year ahead, this month's downloads carried over), then cancel it and see it run to its end.
 */
const chromium = useChromium();

/** Puts a plan in the cart the way the plan pages' forms do: a plain POST with the page's CSRF token. */
async function addPlan(page: Page, sku: string) {
  await page.evaluate((value) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/purchase/cart/plans';
    const field = (name: string, v: string) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = v;
      form.append(input);
    };
    field('_csrf', document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '');
    field('sku', value);
    document.body.append(form);
    form.submit();
  }, sku);
  await page.waitForURL(/\/purchase\/cart\?added=\d+$/);
}

/** Buys the monthly Signature plan through cart and checkout with the test card, which is kept for renewals. */
async function buyMonthly(page: Page, baseUrl: string) {
  await addPlan(page, 'sub-signature-10-monthly');
  await page.goto(`${baseUrl}/purchase/checkout`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  // A plan that renews keeps its card, and the checkout says so instead of asking.
  await page
    .getByText('Your plan renews: this card is kept to pay for each renewal.', { exact: false })
    .waitFor();
  expect(await page.getByLabel('Save this card for next time').count()).toBe(0);
  await page.getByLabel(/I accept the license agreement/).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/purchase\/thank-you\/\d+$/);
}

/** "Nov 25, 2027": a date as the pages print it (en-us, UTC). */
const printed = (date: Date) =>
  new Intl.DateTimeFormat('en-us', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
const yearAhead = (date: Date) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return printed(next);
};

describe('plans billing on the subscription site', () => {
  it('monthly plan bought at checkout, upgraded to annual, then cancelled', async () => {
    const baseUrl = inject('subscriptionUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUp(context, baseUrl, { name: 'Pat Planner', email: uniqueEmail('planner') });

    await buyMonthly(page, baseUrl);

    // From here on, hydration mismatches and failed remotes would be reported.
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/account/plans`);
    const monthly = page.locator('article.lb-plan', { hasText: 'Signature, 10 images a month' });
    await monthly.getByText('10 of 10 downloads left this month').waitFor();
    await monthly.getByText('Active', { exact: true }).waitFor();
    expect(await monthly.getByLabel('Renewals are charged to').inputValue()).not.toBe('');
    await page.locator('[data-remote="BillingSchedules"][data-remote-state="mounted"]').waitFor();

    await monthly.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL(/\/account\/plans\/\d+\/upgrade$/);
    const before = new Date();
    await page
      .getByRole('button', { name: /^Upgrade to Signature, 10 images a month, yearly for \$/ })
      .click();
    await page.waitForURL(`${baseUrl}/account/plans?done=upgraded`);
    const after = new Date();
    await page.getByText('Your plan was upgraded.').waitFor();

    const annual = page.locator('article.lb-plan', { hasText: 'Signature, 10 images a month, yearly' });
    await annual.getByText('20 downloads left this month (10 carried over)').waitFor();
    const renews = await annual
      .locator('dt', { hasText: 'Renews' })
      .locator('xpath=following-sibling::dd')
      .textContent();
    expect([yearAhead(before), yearAhead(after)]).toContain(renews ?? '');
    // The monthly plan was replaced: it is no longer listed.
    expect(await page.locator('article.lb-plan h2').allInnerTexts()).toEqual([
      'Signature, 10 images a month, yearly',
    ]);

    // The new plan's history starts with this month's downloads and the ones carried over.
    await annual.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/account\/plans\/\d+$/);
    expect(await page.locator('tbody tr').first().locator('td').allTextContents()).toEqual([
      expect.any(String),
      'Added',
      '+20',
    ]);
    await page.goBack();

    await annual.getByRole('link', { name: 'Cancel renewal' }).click();
    await page.getByText(/It runs to its end on/).waitFor();
    await page.getByRole('button', { name: 'Cancel renewal' }).click();
    await page.waitForURL(`${baseUrl}/account/plans?done=cancelled`);
    await annual.getByText(`Cancelled — runs to ${renews}`).waitFor();
    await annual.getByRole('button', { name: 'Resume renewal' }).waitFor();

    await page.goto(`${baseUrl}/account/billing`);
    await page.locator('[data-remote="AccountBillingInfo"][data-remote-state="mounted"]').waitFor();
    await page.locator('[data-remote="BillingSchedules"][data-remote-state="mounted"]').waitFor();
    await page.getByRole('cell', { name: 'No further charge' }).waitFor();
    await remotesMounted(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a team leader shares the plan with a member as a monthly allowance; the member sees it read-only', async () => {
    const baseUrl = inject('subscriptionUrl');
    const leaderContext = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const leader = await signUp(leaderContext, baseUrl, {
      name: 'Lou Leader',
      email: uniqueEmail('plan-leader'),
    });
    await buyMonthly(leader, baseUrl);
    await leader.goto(`${baseUrl}/account/team`);
    await leader.getByLabel('Team name').fill('Studio South');
    await leader.getByRole('button', { name: 'Create team' }).click();
    await leader.waitForURL(/done=teamCreated/);
    const memberEmail = uniqueEmail('plan-member');
    await leader.getByLabel('Email address').fill(memberEmail);
    await leader.getByRole('button', { name: 'Send invitation' }).click();
    await leader.waitForURL(/done=invited/);

    const memberContext = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const member = await memberContext.newPage();
    await member.goto(await waitForMailLink(memberEmail, '/account/team/join'));
    await member.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await member.waitForURL(/\/(register|join)\?/);
    await submitRegistration(member, baseUrl, { name: 'Mo Member', email: memberEmail });
    await member.goto(await waitForMailLink(memberEmail, '/verify-email'));
    await submitSignIn(member, memberEmail);
    await member.waitForURL(/\/account\/team\/join\?token=/);
    await member.getByRole('button', { name: 'Accept invitation' }).click();
    await member.waitForURL(`${baseUrl}/account/team?done=joined`);

    const errors = watchErrors(leader);
    await leader.goto(`${baseUrl}/account/plans`);
    await leader.getByRole('link', { name: 'History', exact: true }).click();
    await leader.getByLabel('Team member').selectOption({ label: 'Mo Member' });
    await leader.getByLabel('An allowance that resets each month').check();
    await leader.getByLabel(/^Amount/).fill('3');
    await leader.getByRole('button', { name: 'Share', exact: true }).click();
    await leader.waitForURL(/\/account\/plans\/\d+\?done=shared$/);
    await leader.getByText('Mo Member 3 downloads a month · 0 used').waitFor();

    await member.goto(`${baseUrl}/account/plans`);
    const shared = member.locator('article.lb-plan', { hasText: 'Signature, 10 images a month' });
    await shared.getByText('Your team leader manages this plan.').waitFor();
    expect(await shared.getByRole('link', { name: 'Cancel renewal' }).count()).toBe(0);
    expect(await shared.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await memberContext.close();
    await leaderContext.close();
  });
});
