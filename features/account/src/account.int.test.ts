import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertText,
  createHarness,
  fieldError,
  type Harness,
  locationOf,
  PASSWORD,
  SUBSCRIPTION,
  signedInCustomer,
  uniqueEmail,
} from './testing/harness';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(testDatabaseKinds())('the signed-in area and remembered visitors on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('reports every auth state with its per-site label', async () => {
    const anonymous = await h.browser().json('GET', '/account/api/viewer');
    expect(anonymous.json()).toMatchObject({
      authState: 'anonymous',
      authLabel: 'unregistered_logged_out',
      customerType: 'anonymous',
      registrationStatus: 'unregistered',
      mayLoadDefaultBoard: false,
    });
    const { browser } = await signedInCustomer(h, { name: 'Stella State' });
    expect((await browser.json('GET', '/account/api/viewer')).json()).toEqual({
      authState: 'authenticated',
      authLabel: 'registered - signedin',
      customerType: 'authenticated',
      registrationStatus: 'registered',
      mayLoadDefaultBoard: true,
      displayName: 'Stella State',
    });
    const { browser: sub } = await signedInCustomer(h, { host: SUBSCRIPTION, remember: true });
    expect((await sub.json('GET', '/account/api/viewer')).json()).toMatchObject({
      authState: 'remembered_secure',
      authLabel: 'Authenticated',
    });
    sub.restart();
    expect((await sub.json('GET', '/account/api/viewer')).json()).toMatchObject({
      authState: 'remembered',
      authLabel: 'Remembered',
      customerType: 'registered',
    });
    await sub.get('/account');
    await sub.post('/sign-out', {});
    expect((await sub.json('GET', '/account/api/viewer')).json()).toMatchObject({
      authState: 'logged_out',
      authLabel: 'LoggedOut',
    });
    expect(
      (await h.browser({ host: SUBSCRIPTION }).json('GET', '/account/api/viewer')).json().authLabel,
    ).toBe('Anonymous');
  });

  it('treats a bot as anonymous for board loading even with a session', async () => {
    const { browser } = await signedInCustomer(h);
    const res = await browser.json('GET', '/account/api/viewer', { 'user-agent': GOOGLEBOT });
    expect(res.json()).toMatchObject({ authState: 'authenticated', mayLoadDefaultBoard: false });
  });

  it('sends anonymous visitors from account pages to sign in, and back afterwards', async () => {
    for (const path of ['/account', '/account/profile', '/account/billing', '/account/team']) {
      const res = await h.browser().get(path);
      expect(res.statusCode, path).toBe(303);
      expect(locationOf(res), path).toBe(`/sign-in?returnurl=${encodeURIComponent(path)}`);
    }
    const b = h.browser();
    await b.get('/sign-in');
    const post = await b.post('/account/profile', { name: 'x', username: 'xyz', country: 'USA' });
    expect(locationOf(post)).toBe('/sign-in?returnurl=%2Faccount%2Fprofile');
  });

  it('remembers a visitor in a new browser session, and asks for the password again for billing', async () => {
    const { browser, email } = await signedInCustomer(h, { remember: true, name: 'Remy Remembered' });
    const remember = browser.cookies.get('lb_remember')!;
    expect(remember.persistent).toBe(true);
    expect(remember.attributes).toMatch(/Max-Age=2592000/);
    expect(remember.attributes).toMatch(/HttpOnly/);
    expect((await browser.get('/account/billing')).statusCode).toBe(200);

    browser.restart();
    const home = await browser.get('/account');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Hello, Remy Remembered');
    expect(home.body).toContain('"authState":"remembered"');

    const billing = await browser.get('/account/billing');
    expect(billing.statusCode).toBe(303);
    expect(locationOf(billing)).toBe('/sign-in?returnurl=%2Faccount%2Fbilling');
    const confirm = await browser.get(locationOf(billing));
    expect(confirm.body).toContain('Confirm it’s you');
    expect(confirm.body).toContain(`Signed in as ${email}`);
    expect(confirm.body).toContain(`name="identifier" value="${email}"`);

    const api = await browser.json('GET', '/account/api/billing');
    expect(api.statusCode).toBe(401);
    expect(api.json()).toMatchObject({ error: 'sign_in_required', details: { forceSignIn: true } });

    const before = h.events.length;
    const session = browser.cookies.get('lb_session')!.value;
    const res = await browser.post('/sign-in', {
      identifier: email,
      password: PASSWORD,
      returnurl: '/account/billing',
    });
    expect(locationOf(res)).toBe('/account/billing');
    expect(browser.cookies.get('lb_session')!.value).not.toBe(session);
    const page = await browser.get('/account/billing');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You have no saved payment methods.');
    expect((await browser.json('GET', '/account/api/viewer')).json().authState).toBe('remembered_secure');
    // The remembered session's first password is its sign-in: one event.
    expect(h.events.slice(before).filter((e) => e.type === 'account.signed_in')).toHaveLength(1);

    // Confirming the password again later is not a new sign-in.
    await browser.get('/sign-in');
    await sql`update account_sessions set password_at = now() - interval '3 hours'`.execute(h.database.db);
    expect(locationOf(await browser.get('/account/billing'))).toBe('/sign-in?returnurl=%2Faccount%2Fbilling');
    await browser.get('/sign-in?returnurl=%2Faccount%2Fbilling');
    await browser.post('/sign-in', { identifier: email, password: PASSWORD, returnurl: '/account/billing' });
    expect((await browser.get('/account/billing')).statusCode).toBe(200);
    expect(h.events.slice(before).filter((e) => e.type === 'account.signed_in')).toHaveLength(1);
  });

  it('shows, validates and saves billing details', async () => {
    const { browser } = await signedInCustomer(h, { name: 'Bill Payer' });
    const page = await browser.get('/account/billing');
    expect(page.body).toContain('value="Bill Payer"');
    expect(page.body).toContain('<option value="GBR" selected=""');
    const bad = await browser.post('/account/billing', { name: '', country: 'ZZZ' });
    expect(bad.statusCode).toBe(400);
    expect(fieldError(bad.body, 'billing', 'name')).toBe('Enter your name.');
    expect(fieldError(bad.body, 'billing', 'country')).toBe('Choose your country.');
    const ok = await browser.post('/account/billing', { name: 'Payer & Co Ltd', country: 'IRL' });
    expect(locationOf(ok)).toBe('/account/billing?done=billingSaved');
    const saved = await browser.get(locationOf(ok));
    expect(alertText(saved.body)).toBe('Your billing details have been saved.');
    expect(saved.body).toContain('value="Payer &amp; Co Ltd"');
    expect((await browser.json('GET', '/account/api/billing')).json()).toEqual({
      name: 'Payer & Co Ltd',
      country: 'IRL',
      paymentMethods: [],
    });
  });

  it('edits the profile with field-level errors, refusing a taken username', async () => {
    const { email: otherEmail } = await signedInCustomer(h);
    const other = (
      await sql<{ username: string }>`select username from account_users where email = ${otherEmail}`.execute(
        h.database.db,
      )
    ).rows[0]!.username;
    const { browser } = await signedInCustomer(h, { name: 'Pro File' });
    const page = await browser.get('/account/profile');
    expect(page.body).toContain('value="Pro File"');
    const bad = await browser.post('/account/profile', {
      name: 'x'.repeat(101),
      username: 'a b',
      country: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldError(bad.body, 'profile', 'name')).toBe('Use at most 100 characters.');
    expect(fieldError(bad.body, 'profile', 'username')).toBe(
      'Use 3 to 30 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
    );
    expect(fieldError(bad.body, 'profile', 'country')).toBe('Choose your country.');
    const taken = await browser.post('/account/profile', {
      name: 'Pro',
      username: other.toUpperCase(),
      country: 'FRA',
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldError(taken.body, 'profile', 'username')).toBe('This username is taken. Try another one.');
    const ok = await browser.post('/account/profile', {
      name: 'Pro Renamed',
      username: `pro.${Date.now()}`,
      country: 'FRA',
    });
    expect(locationOf(ok)).toBe('/account/profile?done=profileSaved');
    expect((await browser.get('/account')).body).toContain('Hello, Pro Renamed');
  });

  it('changes the password only with the current one, and signs out every other device', async () => {
    const email = uniqueEmail('pw');
    const { browser } = await signedInCustomer(h, { email, remember: true });
    const laptop = h.browser();
    await laptop.get('/sign-in');
    await laptop.post('/sign-in', { identifier: email, password: PASSWORD, remember: 'on' });
    expect((await laptop.get('/account')).statusCode).toBe(200);

    await browser.get('/account/profile');
    const wrong = await browser.post('/account/password', {
      current: 'nope nope',
      password: 'new password 1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldError(wrong.body, 'password', 'current')).toBe('This is not your current password.');
    const short = await browser.post('/account/password', { current: PASSWORD, password: 'short' });
    expect(fieldError(short.body, 'password', 'password')).toBe('Use at least 8 characters.');

    const session = browser.cookies.get('lb_session')!.value;
    const ok = await browser.post('/account/password', { current: PASSWORD, password: 'new password 1' });
    expect(locationOf(ok)).toBe('/account/profile?done=passwordChanged');
    expect(browser.cookies.get('lb_session')!.value).not.toBe(session);
    expect((await browser.get('/account')).statusCode).toBe(200);
    // This browser stays remembered; the laptop is signed out and forgotten.
    expect(locationOf(await laptop.get('/account'))).toBe('/sign-in?returnurl=%2Faccount');
    laptop.restart();
    expect((await laptop.json('GET', '/account/api/viewer')).json().authState).toBe('logged_out');
    browser.restart();
    expect((await browser.json('GET', '/account/api/viewer')).json().authState).toBe('remembered');
  });

  it('signs out every other device on request, and stores sessions only as hashes', async () => {
    const email = uniqueEmail('devices');
    const { browser } = await signedInCustomer(h, { email });
    const phone = h.browser();
    await phone.get('/sign-in');
    await phone.post('/sign-in', { identifier: email, password: PASSWORD });
    await browser.get('/account/profile');
    const res = await browser.post('/account/sessions/revoke', {});
    expect(locationOf(res)).toBe('/account/profile?done=sessionsRevoked');
    expect((await browser.get('/account')).statusCode).toBe(200);
    expect((await phone.get('/account')).statusCode).toBe(303);
    const stored = await sql<{ token_hash: string }>`select token_hash from account_sessions s
      join account_users u on u.id = s.user_id where u.email = ${email}`.execute(h.database.db);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.token_hash).not.toBe(browser.cookies.get('lb_session')!.value);
    expect(stored.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ends a session that has been idle too long', async () => {
    const email = uniqueEmail('idle');
    const { browser } = await signedInCustomer(h, { email });
    await sql`update account_sessions set expires_at = now() - interval '1 second'
      where user_id = (select id from account_users where email = ${email})`.execute(h.database.db);
    expect(locationOf(await browser.get('/account'))).toBe('/sign-in?returnurl=%2Faccount');
    expect(browser.cookies.has('lb_session')).toBe(false);
  });

  it('puts the viewer, never a secret, into the page context', async () => {
    const { browser } = await signedInCustomer(h, { name: 'Page Person' });
    const page = await browser.get('/account');
    const context = /<script type="application\/json" id="lb-page">(.*?)<\/script>/.exec(page.body)![1]!;
    const parsed = JSON.parse(context);
    expect(parsed.viewer).toEqual({ authState: 'authenticated', displayName: 'Page Person' });
    expect(context).not.toContain(browser.cookies.get('lb_session')!.value);
    expect(context).not.toContain('@example.com');
  });
});
