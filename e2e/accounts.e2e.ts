import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { submitRegistration, submitSignIn, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';
import { waitForMailLink } from './helpers/mail';
import { remotesMounted, watchErrors } from './helpers/page';

/**
 * Accounts in a real browser against the real server: registration with the verification link
 * read from the server's mail folder, sign-in, a protected page, sign-out; a remembered visitor
 * asked for the password again before billing; a team leader inviting a member who signs in.
 */
const chromium = useChromium();

async function newContext(): Promise<BrowserContext> {
  return chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
}

describe('accounts in the browser', () => {
  it('registers, verifies from the mail folder, signs in, opens a protected page and signs out', async () => {
    const baseUrl = inject('premiumUrl');
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = uniqueEmail('flow');

    await page.goto(`${baseUrl}/`);
    await remotesMounted(page);
    await page.getByRole('banner').getByRole('link', { name: 'Join' }).click();
    await page.waitForURL(`${baseUrl}/register`);

    // A bad submission shows an error next to each field, and focus lands on the first one.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForLoadState();
    expect(await page.locator('#lb-register-name-error').textContent()).toContain('Enter your name.');
    expect(await page.getByRole('alert').first().textContent()).toContain('There is a problem');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lb-register-name');
    expect(await page.getByLabel('Full name').getAttribute('aria-describedby')).toBe(
      'lb-register-name-error',
    );

    await submitRegistration(page, baseUrl, { name: 'Flo Flow', email });
    expect(await page.locator('h1').textContent()).toBe('Check your inbox');
    await page.goto(await waitForMailLink(email, '/verify-email'));
    await page.waitForURL(/\/sign-in\?done=verified/);
    expect(await page.getByRole('status').first().textContent()).toContain('Your email address is confirmed');

    // The protected page sends us to sign in and back.
    await page.goto(`${baseUrl}/account/profile`);
    await page.waitForURL(`${baseUrl}/sign-in?returnurl=%2Faccount%2Fprofile`);
    await submitSignIn(page, email);
    await page.waitForURL(`${baseUrl}/account/profile`);
    await remotesMounted(page);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Flo Flow');
    expect(await page.locator('[data-remote="Header"]').getAttribute('data-remote-state')).toBe('mounted');

    // Sign out from the Header's account menu (a POST form carrying the CSRF token).
    const menu = page.getByRole('banner').getByRole('button', { name: 'Account menu for Flo Flow' });
    expect(await menu.getAttribute('aria-haspopup')).toBe('menu');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('banner').getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await remotesMounted(page);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    await page.goto(`${baseUrl}/account`);
    await page.waitForURL(/\/sign-in\?returnurl=%2Faccount$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('remembers a visitor in a new browser session but asks for the password again before billing', async () => {
    const baseUrl = inject('subscriptionUrl');
    const context = await newContext();
    const page = await context.newPage();
    const email = uniqueEmail('remembered');
    await page.goto(`${baseUrl}/join`);
    await submitRegistration(page, baseUrl, { name: 'Remy Remembered', email });
    await page.goto(await waitForMailLink(email, '/verify-email'));
    await submitSignIn(page, email, { remember: true });
    await page.waitForURL(`${baseUrl}/account`);

    // Closing the browser keeps only persistent cookies: the remember-me cookie, not the session.
    const persistent = (await context.cookies()).filter((c) => c.expires > 0);
    expect(persistent.map((c) => c.name)).toContain('lb_remember');
    await context.close();
    const later = await chromium.browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: { cookies: persistent, origins: [] },
    });
    const again = await later.newPage();
    const errors = watchErrors(again);
    await again.goto(`${baseUrl}/account`);
    await remotesMounted(again);
    expect(await again.locator('h1').textContent()).toBe('Your account');
    expect(await again.getByRole('banner').textContent()).toContain('Remy Remembered');

    await again.goto(`${baseUrl}/account/billing`);
    await again.waitForURL(`${baseUrl}/sign-in?returnurl=%2Faccount%2Fbilling`);
    expect(await again.locator('h1').textContent()).toBe('Confirm it’s you');
    expect(await again.getByText(`Signed in as ${email}`).count()).toBe(1);
    await submitSignIn(again, email);
    await again.waitForURL(`${baseUrl}/account/billing`);
    // The purchase feature's payment methods: none saved yet, and a form to add one.
    expect(await again.getByText(/^You have no saved cards\./).count()).toBe(1);
    expect(await again.getByRole('button', { name: 'Save card' }).count()).toBe(1);
    await again.getByLabel('Name on invoices').fill('Remy & Co');
    await again.getByRole('button', { name: 'Save billing details' }).click();
    await again.waitForURL(`${baseUrl}/account/billing?done=billingSaved`);
    expect(await again.getByLabel('Name on invoices').inputValue()).toBe('Remy & Co');
    expect(errors).toEqual([]);
    await later.close();
  });

  it('lets a team leader invite a member, who registers from the invitation, signs in and joins', async () => {
    const baseUrl = inject('premiumUrl');
    const leaderContext = await newContext();
    const leader = await leaderContext.newPage();
    const leaderEmail = uniqueEmail('leader');
    const memberEmail = uniqueEmail('member');

    await leader.goto(`${baseUrl}/register`);
    await submitRegistration(leader, baseUrl, { name: 'Lea Leader', email: leaderEmail });
    await leader.goto(await waitForMailLink(leaderEmail, '/verify-email'));
    await submitSignIn(leader, leaderEmail);
    await leader.waitForURL(`${baseUrl}/account`);
    await leader
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Team' })
      .click();
    await leader.getByLabel('Team name').fill('Studio North');
    await leader.getByRole('button', { name: 'Create team' }).click();
    await leader.waitForURL(/done=teamCreated/);
    await leader.getByLabel('Email address').fill(memberEmail);
    await leader.getByRole('button', { name: 'Send invitation' }).click();
    await leader.waitForURL(/done=invited/);
    expect(await leader.getByText(memberEmail).count()).toBeGreaterThan(0);

    const memberContext = await newContext();
    const member = await memberContext.newPage();
    const errors = watchErrors(member);
    await member.goto(await waitForMailLink(memberEmail, '/account/team/join'));
    expect(await member.locator('h1').textContent()).toBe('Join a team');
    expect(await member.getByText('Lea Leader has invited you to join the team Studio North.').count()).toBe(
      1,
    );
    await member.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await member.waitForURL(/\/register\?/);
    expect(await member.getByLabel('Email address', { exact: true }).first().inputValue()).toBe(memberEmail);
    await submitRegistration(member, baseUrl, { name: 'Max Member', email: memberEmail });
    await member.goto(await waitForMailLink(memberEmail, '/verify-email'));
    await member.waitForURL(/\/sign-in\?done=verified&returnurl=/);
    // The form starts with the address just confirmed.
    expect(await member.getByLabel('Email address or username').inputValue()).toBe(memberEmail);
    await submitSignIn(member, memberEmail);
    await member.waitForURL(/\/account\/team\/join\?token=/);
    await member.getByRole('button', { name: 'Accept invitation' }).click();
    await member.waitForURL(`${baseUrl}/account/team?done=joined`);
    expect(await member.locator('h1').textContent()).toBe('Studio North');
    expect(await member.getByRole('row', { name: /Max Member/ }).textContent()).toContain('Member');

    // The leader sees the new member and may remove them.
    await leader.reload();
    expect(await leader.getByRole('row', { name: /Max Member/ }).count()).toBe(1);
    await leader.getByRole('button', { name: 'Remove Max Member from the team' }).click();
    await leader.waitForURL(/done=memberRemoved/);
    expect(await leader.getByRole('row', { name: /Max Member/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await memberContext.close();
    await leaderContext.close();
  });
});
