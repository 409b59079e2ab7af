import type { BrowserContext, Page } from 'playwright-core';
import { waitForMailLink, waitForMailLinkIn } from './mail';

/** Every account the browser tests make has this password. */
export const PASSWORD = 'correct horse battery';

const stamp = Date.now().toString(36);
/** An address no earlier run of the same server has used: `who.<time>@example.com`. */
export const uniqueEmail = (who: string) => `${who}.${stamp}@example.com`;

/** Fills and sends the registration form the page shows, and waits for 'check your inbox'. */
export async function submitRegistration(page: Page, baseUrl: string, who: { name: string; email: string }) {
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Email address', { exact: true }).first().fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/register/sent`);
}

/** Signs in on the sign-in page the browser shows, and waits until it has left it. */
export async function submitSignIn(page: Page, email: string, options: { remember?: boolean } = {}) {
  const identifier = page.getByLabel('Email address or username');
  // A remembered visitor confirming their password sees no identifier field.
  if (await identifier.count()) await identifier.fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (options.remember) await page.getByLabel('Keep me signed in on this device').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/**
 * A new, verified account, as a person makes one: the registration form, then the link from
 * the mail folder. The returned page is signed in, unless `signIn` is false.
 */
export async function signUp(
  context: BrowserContext,
  baseUrl: string,
  who: { name: string; email: string; signIn?: boolean; mailFrom?: readonly string[] },
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/register`);
  await submitRegistration(page, baseUrl, who);
  // mailFrom: the DATA_DIRs of the servers that may have sent the mail (the e2e server's by default).
  const link = who.mailFrom
    ? await waitForMailLinkIn(who.mailFrom, who.email, '/verify-email')
    : await waitForMailLink(who.email, '/verify-email');
  await page.goto(link);
  await page.waitForURL(/\/sign-in\?done=verified/);
  if (who.signIn !== false) await submitSignIn(page, who.email);
  return page;
}
