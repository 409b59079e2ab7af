import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ADDRESS_LIMIT, SIGN_IN_PAIR_LIMIT } from './domain/limits';
import {
  alertText,
  createHarness,
  decodeHtml,
  fieldError,
  type Harness,
  linkFromMail,
  locationOf,
  mailsTo,
  PASSWORD,
  SUBSCRIPTION,
  signedInCustomer,
  uniqueEmail,
} from './testing/harness';

describe.each(testDatabaseKinds())('sign-in, registration and recovery on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  describe('registration', () => {
    it('registers, mails a verification link, and refuses to sign in before it is used', async () => {
      const email = uniqueEmail('reg');
      const b = h.browser();
      const page = await b.get('/register');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<option value="USA" selected=""');
      const res = await b.post('/register', {
        name: 'Grace Hopper',
        email,
        password: PASSWORD,
        country: 'USA',
      });
      expect(res.statusCode).toBe(303);
      expect(locationOf(res)).toBe('/register/sent');
      expect((await b.get('/register/sent')).body).toContain('Check your inbox');

      const mails = await mailsTo(h.mailDir, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Confirm your email address for Lightbox');
      expect(mails[0]!.text).toContain('Hello Grace Hopper,');

      await b.get('/sign-in');
      const early = await b.post('/sign-in', { identifier: email, password: PASSWORD });
      expect(early.statusCode).toBe(403);
      expect(decodeHtml(alertText(early.body) ?? '')).toContain(`open the link we sent to ${email}`);
      expect(early.body).toContain('action="/verify-email/resend"');
      expect(h.events.some((e) => e.type === 'account.registered')).toBe(true);
    });

    it('shows field-level errors for every bad field, keeps the values and never echoes the password', async () => {
      const b = h.browser();
      await b.get('/register');
      const res = await b.post('/register', {
        name: '  ',
        email: 'not-an-email',
        password: 'short',
        country: 'XXX',
      });
      expect(res.statusCode).toBe(400);
      expect(fieldError(res.body, 'register', 'name')).toBe('Enter your name.');
      expect(fieldError(res.body, 'register', 'email')).toBe(
        'Enter an email address in the right format, like name@example.com.',
      );
      expect(fieldError(res.body, 'register', 'password')).toBe('Use at least 8 characters.');
      expect(fieldError(res.body, 'register', 'country')).toBe('Choose your country.');
      expect(res.body).toContain('value="not-an-email"');
      expect(res.body).not.toContain('value="short"');
      expect(res.body).toContain('aria-describedby="lb-register-password-hint lb-register-password-error"');
      expect(res.body).toContain('aria-invalid="true"');
      expect(res.body).toMatch(/<title>Error: Create an account<\/title>/);
      expect(res.body).toContain('<a href="#lb-register-email">');

      const same = await b.post('/register', {
        name: 'X',
        email: 'same@example.com',
        password: 'Same@Example.com',
        country: 'FRA',
      });
      expect(fieldError(same.body, 'register', 'password')).toBe(
        'Your password must not be your email address.',
      );
    });

    it('never answers 500 to a malformed body', async () => {
      const b = h.browser();
      await b.get('/register');
      for (const payload of [
        `_csrf=${b.csrf}&email[]=a&email[]=b`,
        `_csrf=${b.csrf}&%%%`,
        `_csrf=${b.csrf}`,
      ]) {
        const res = await h.app.inject({
          method: 'POST',
          url: '/register',
          headers: {
            host: 'premium.localhost',
            cookie: b.cookieHeader(),
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload,
        });
        expect(res.statusCode, payload).toBeLessThan(500);
      }
      const huge = await b.post('/sign-in', { identifier: 'x'.repeat(300), password: 'y'.repeat(300) });
      expect(huge.statusCode).toBe(400);
      expect(fieldError(huge.body, 'signin', 'identifier')).toBe('This is too long for an email address.');
      expect(fieldError(huge.body, 'signin', 'password')).toBe('Use at most 128 characters.');
    });

    it('answers a registration of a taken address exactly as a new one, and tells the owner by mail', async () => {
      const { email } = await signedInCustomer(h);
      const fresh = uniqueEmail('fresh');
      const answers = [];
      for (const address of [email.toUpperCase(), fresh]) {
        const b = h.browser();
        await b.get('/register');
        answers.push(
          await b.post('/register', { name: 'Again', email: address, password: PASSWORD, country: 'USA' }),
        );
      }
      const [taken, created] = answers;
      expect(taken!.statusCode).toBe(created!.statusCode);
      expect(locationOf(taken!)).toBe(locationOf(created!));
      expect(locationOf(taken!)).toBe('/register/sent');
      const mails = await mailsTo(h.mailDir, email);
      expect(mails.at(-1)?.subject).toBe('You already have an account at Lightbox');
      expect(mails.at(-1)?.text).toContain('tried to register with this email address');
      // Nothing changed on the account that exists: its password still signs in.
      const owner = h.browser();
      await owner.get('/sign-in');
      expect((await owner.post('/sign-in', { identifier: email, password: PASSWORD })).statusCode).toBe(303);
    });

    it('answers a registration of an address with an unfinished lite account the same way, and mails its link again', async () => {
      const email = uniqueEmail('pending');
      const b = h.browser();
      await b.get('/register');
      await b.post('/register/lite', { email });
      const before = (await mailsTo(h.mailDir, email)).length;
      await b.get('/register');
      const res = await b.post('/register', { name: 'Lite', email, password: PASSWORD, country: 'USA' });
      expect(res.statusCode).toBe(303);
      expect(locationOf(res)).toBe('/register/sent');
      expect((await mailsTo(h.mailDir, email)).length).toBe(before + 1);
    });

    it('is called /join on the subscription site and redirects there from premium /join', async () => {
      const b = h.browser({ host: SUBSCRIPTION });
      const join = await b.get('/join?returnurl=%2Fsearch%2F2%2Fimage');
      expect(join.statusCode).toBe(200);
      expect(join.body).toContain('<title>Join Lightbox Stock</title>');
      expect(join.body).toContain('action="/join"');
      const email = uniqueEmail('join');
      const res = await b.post('/join', {
        name: 'Sub Scriber',
        email,
        password: PASSWORD,
        country: 'DEU',
        returnurl: '/search/2/image',
      });
      expect(res.statusCode).toBe(303);
      const link = await linkFromMail(h.mailDir, email, '/verify-email');
      expect(link).toContain('returnurl=%2Fsearch%2F2%2Fimage');
      const premium = await h.browser().get('/join?x=1');
      expect(premium.statusCode).toBe(301);
      expect(locationOf(premium)).toBe('/register?x=1');
    });
  });

  describe('email verification', () => {
    it('verifies once; the link then says it was used, an expired or unknown link says so', async () => {
      const email = uniqueEmail('verify');
      const b = h.browser();
      await b.get('/register');
      await b.post('/register', { name: 'Vera', email, password: PASSWORD, country: 'NLD' });
      const link = await linkFromMail(h.mailDir, email, '/verify-email');
      const first = await b.get(link);
      expect(first.statusCode).toBe(303);
      expect(locationOf(first)).toBe(`/sign-in?done=verified&email=${encodeURIComponent(email)}`);
      const notice = await b.get(locationOf(first));
      expect(alertText(notice.body)).toBe('Your email address is confirmed. Sign in to continue.');
      // The sign-in form keeps the address just confirmed.
      expect(notice.body).toMatch(
        new RegExp(`<input[^>]*name="identifier"[^>]*value="${email.replace(/[.+]/g, '\\$&')}"`),
      );
      expect(h.events.filter((e) => e.type === 'account.email_verified')).not.toHaveLength(0);

      const again = await b.get(link);
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('This link has already been used');

      const bogus = await b.get('/verify-email?token=nope');
      expect(bogus.statusCode).toBe(400);
      expect(bogus.body).toContain('This link is not valid');
      const unknown = await b.get(`/verify-email?token=${'A'.repeat(43)}`);
      expect(unknown.statusCode).toBe(400);

      const late = uniqueEmail('late');
      await b.get('/register');
      await b.post('/register', { name: 'Late', email: late, password: PASSWORD, country: 'NLD' });
      await sql`update account_tokens set expires_at = now() - interval '1 minute'
        where user_id = (select id from account_users where email = ${late})`.execute(h.database.db);
      const expired = await b.get(await linkFromMail(h.mailDir, late, '/verify-email'));
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('This link has expired');
      expect(expired.body).toContain('href="/verify-email/resend"');

      // A new link works, and only the new one is needed.
      await b.get('/verify-email/resend');
      expect((await b.post('/verify-email/resend', { email: late })).statusCode).toBe(303);
      const fresh = await b.get(await linkFromMail(h.mailDir, late, '/verify-email'));
      expect(locationOf(fresh)).toBe(`/sign-in?done=verified&email=${encodeURIComponent(late)}`);
    });

    it('answers a resend request for an unknown address exactly as for a known one', async () => {
      const b = h.browser();
      await b.get('/verify-email/resend');
      const res = await b.post('/verify-email/resend', { email: uniqueEmail('nobody') });
      expect(res.statusCode).toBe(303);
      expect(locationOf(res)).toBe('/verify-email/sent');
      const bad = await b.post('/verify-email/resend', { email: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(fieldError(bad.body, 'resend', 'email')).toMatch(/right format/);
    });
  });

  describe('sign-in', () => {
    it('signs in by email or username, with a new session id and CSRF secret, and emits the event once', async () => {
      const { browser, email } = await signedInCustomer(h, { name: 'Sam Signin' });
      const first = browser.cookies.get('lb_session')!.value;
      const csrfBefore = browser.cookies.get('lb_csrf')!.value;
      const account = await browser.get('/account');
      expect(account.statusCode).toBe(200);
      expect(account.body).toContain('Hello, Sam Signin');
      const cookie = browser.cookies.get('lb_session')!;
      expect(cookie.attributes).toMatch(/HttpOnly/);
      expect(cookie.attributes).toMatch(/SameSite=Lax/);
      expect(cookie.attributes).not.toMatch(/Secure/);
      expect(cookie.persistent).toBe(false);

      const username = (
        await sql<{ username: string }>`select username from account_users where email = ${email}`.execute(
          h.database.db,
        )
      ).rows[0]!.username;
      const again = h.browser();
      await again.get('/sign-in');
      const res = await again.post('/sign-in', { identifier: username.toUpperCase(), password: PASSWORD });
      expect(res.statusCode).toBe(303);
      expect(again.cookies.get('lb_session')!.value).not.toBe(first);
      expect(again.cookies.get('lb_csrf')!.value).not.toBe(csrfBefore);

      const userId = (
        await sql<{ id: number }>`select id from account_users where email = ${email}`.execute(h.database.db)
      ).rows[0]!.id;
      const signIns = h.events.filter((e) => e.type === 'account.signed_in' && e.userId === userId);
      expect(signIns).toHaveLength(2);
      expect(new Set(signIns.map((e) => (e.type === 'account.signed_in' ? e.sessionId : 0))).size).toBe(2);
      expect(signIns[0]).toMatchObject({
        event: 'event12',
        site: 'premium',
        authLabel: 'registered - signedin',
      });
      expect(h.events.some((e) => e.type === 'account.team_signed_in' && e.userId === userId)).toBe(false);
    });

    it('refuses a wrong password or unknown account with one message, and keeps the typed identifier', async () => {
      const { email } = await signedInCustomer(h);
      const b = h.browser({ ip: '10.9.9.1' });
      await b.get('/sign-in');
      const wrong = await b.post('/sign-in', { identifier: email, password: 'wrong password' });
      const unknown = await b.post('/sign-in', { identifier: uniqueEmail('ghost'), password: PASSWORD });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(decodeHtml(alertText(res.body) ?? '')).toBe(
          'The email address, username or password is not right. Check them and try again.',
        );
        expect(res.headers['set-cookie'] ?? '').not.toContain('lb_session=');
      }
      expect(wrong.body).toContain(`value="${email}"`);
      const empty = await b.post('/sign-in', { identifier: '', password: '' });
      expect(fieldError(empty.body, 'signin', 'identifier')).toBe('Enter your email address or username.');
      expect(fieldError(empty.body, 'signin', 'password')).toBe('Enter your password.');
    });

    it('throttles failures per account and address, never refusing the right password from an address that has not failed', async () => {
      const { email } = await signedInCustomer(h);
      const attacker = h.browser({ ip: '10.7.7.7' });
      await attacker.get('/sign-in');
      for (let i = 0; i < SIGN_IN_PAIR_LIMIT.limit; i++) {
        expect(
          (await attacker.post('/sign-in', { identifier: email, password: `guess ${i}` })).statusCode,
        ).toBe(401);
      }
      // The address that failed is refused for this account, even with the right password.
      const blocked = await attacker.post('/sign-in', { identifier: email, password: PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(alertText(blocked.body)).toBe('Too many attempts. Wait 15 min and try again.');
      // The owner, from an address that has not failed, signs in (slowed down, not locked out).
      const owner = h.browser({ ip: '10.7.7.8' });
      await owner.get('/sign-in');
      expect((await owner.post('/sign-in', { identifier: email, password: PASSWORD })).statusCode).toBe(303);
      // So does anyone else sharing the account from a third address after more failures elsewhere.
      const second = h.browser({ ip: '10.7.7.9' });
      await second.get('/sign-in');
      await second.post('/sign-in', { identifier: email, password: 'wrong again' });
      expect((await second.post('/sign-in', { identifier: email, password: PASSWORD })).statusCode).toBe(303);

      const spray = h.browser({ ip: '10.6.6.6' });
      await spray.get('/sign-in');
      let last = 0;
      for (let i = 0; i < SIGN_IN_ADDRESS_LIMIT.limit + 1; i++) {
        last = (await spray.post('/sign-in', { identifier: uniqueEmail('spray'), password: 'x' })).statusCode;
      }
      expect(last).toBe(429);
    });

    it('follows only same-site relative return URLs (no open redirects)', async () => {
      const { browser } = await signedInCustomer(h);
      const email = uniqueEmail('redirect');
      const { browser: b } = await signedInCustomer(h, { email });
      expect(locationOf(await b.post('/sign-out', {}))).toBe('/');
      for (const [returnurl, expected] of [
        ['/search/2/image?phrase=sea', '/search/2/image?phrase=sea'],
        ['//evil.example/x', '/account'],
        ['https://evil.example/', '/account'],
        ['/%2F%2Fevil.example', '/account'],
        ['/\\evil.example', '/account'],
        ['javascript:alert(1)', '/account'],
      ] as const) {
        await b.get(`/sign-in?returnurl=${encodeURIComponent(returnurl)}`);
        const res = await b.post('/sign-in', { identifier: email, password: PASSWORD, returnurl });
        expect(locationOf(res), returnurl).toBe(expected);
        await b.get('/account');
        expect((await b.post('/sign-out', {})).statusCode).toBe(303);
      }
      // An already signed-in visitor is sent on at once, by the same rule.
      expect(locationOf(await browser.get('/sign-in?returnurl=%2F%2Fevil.example'))).toBe('/account');
      expect(locationOf(await browser.get('/sign-in?returnurl=%2Fdetail%2F7'))).toBe('/detail/7');
    });

    it('works under a country-language prefix and keeps it in every redirect', async () => {
      const { email } = await signedInCustomer(h);
      const b = h.browser();
      const page = await b.get('/de/sign-in?returnurl=%2Fsearch%2F2%2Fimage');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('action="/de/sign-in"');
      const res = await b.post('/de/sign-in', {
        identifier: email,
        password: PASSWORD,
        returnurl: '/search/2/image',
      });
      expect(locationOf(res)).toBe('/de/search/2/image');
      const billing = await b.get('/de/account/billing');
      expect(billing.statusCode).toBe(200);
      expect(billing.body).toContain('href="/de/account/profile"');
      const anonymous = await h.browser().get('/de/account');
      expect(locationOf(anonymous)).toBe('/de/sign-in?returnurl=%2Faccount');
    });
  });

  describe('sign-out', () => {
    it('asks on GET, signs out on POST, ends the session in the database and marks the browser as known', async () => {
      const { browser, email } = await signedInCustomer(h);
      const token = browser.cookies.get('lb_session')!.value;
      const ask = await browser.get('/sign-out?returnurl=%2Fsearch%2F2%2Fimage');
      expect(ask.statusCode).toBe(200);
      expect(ask.body).toContain('Do you want to sign out of Lightbox?');
      expect(ask.body).toContain('name="returnurl" value="/search/2/image"');
      const res = await browser.post('/sign-out?returnurl=%2Fsearch%2F2%2Fimage', {});
      expect(locationOf(res)).toBe('/search/2/image');
      expect(browser.cookies.has('lb_session')).toBe(false);
      expect(browser.cookies.get('lb_known')?.value).toBe('1');
      const viewer = await browser.json('GET', '/account/api/viewer');
      expect(viewer.json()).toMatchObject({ authState: 'logged_out', authLabel: 'registered_logged_out' });
      // The old cookie no longer opens anything.
      const stolen = h.browser();
      stolen.cookies.set('lb_session', { value: token, persistent: false, attributes: '' });
      expect(locationOf(await stolen.get('/account'))).toBe('/sign-in?returnurl=%2Faccount');
      expect(h.events.some((e) => e.type === 'account.signed_out')).toBe(true);
      expect(email).toContain('@');
    });

    it('does not sign out from a cross-site post (no CSRF token), and never redirects off-site', async () => {
      const { browser } = await signedInCustomer(h);
      const forged = await browser.post('/sign-out', {}, { csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error).toBe('csrf_failed');
      expect((await browser.get('/account')).statusCode).toBe(200);
      const res = await browser.post('/sign-out', { returnurl: '//evil.example' });
      expect(locationOf(res)).toBe('/');
      expect(browser.cookies.has('lb_session')).toBe(false);
      // Leaving a page that needs an account goes home rather than back to the sign-in page.
      const again = (await signedInCustomer(h)).browser;
      expect(locationOf(await again.post('/sign-out?returnurl=%2Faccount%2Fbilling', {}))).toBe('/');
    });

    it("binds the CSRF token to the session: another browser's token, or a fresh anonymous one, is refused", async () => {
      const a = (await signedInCustomer(h)).browser;
      const b = (await signedInCustomer(h)).browser;
      const anonymous = h.browser();
      await anonymous.get('/sign-in');
      const session = a.cookies.get('lb_session')!.value;
      for (const other of [b, anonymous]) {
        const forged = await h.app.inject({
          method: 'POST',
          url: '/sign-out',
          remoteAddress: a.ip,
          headers: {
            host: a.host,
            cookie: `lb_session=${session}; lb_csrf=${other.cookies.get('lb_csrf')!.value}`,
            'content-type': 'application/x-www-form-urlencoded',
            'x-csrf-token': other.csrf!,
          },
          payload: '',
        });
        expect(forged.statusCode).toBe(403);
      }
      expect((await a.get('/account')).statusCode).toBe(200);
      // A token issued before sign-in no longer works after it, and the page's new one does.
      const c = h.browser();
      await c.get('/sign-in');
      const before = c.csrf!;
      const { email } = await signedInCustomer(h);
      await c.post('/sign-out', {});
      await c.get('/sign-in');
      const anonymousToken = c.csrf!;
      expect((await c.post('/sign-in', { identifier: email, password: PASSWORD })).statusCode).toBe(303);
      expect((await c.post('/sign-out', {}, { csrf: anonymousToken })).statusCode).toBe(403);
      expect((await c.post('/sign-out', {}, { csrf: before })).statusCode).toBe(403);
      await c.get('/account');
      expect((await c.post('/sign-out', {})).statusCode).toBe(303);
      // Signed out, the browser works on with the anonymous token the redirect's page gives it.
      await c.get('/sign-in');
      expect((await c.post('/sign-in', { identifier: email, password: PASSWORD })).statusCode).toBe(303);
    });
  });

  describe('recovery', () => {
    it('mails the username, and answers the same for an unknown address', async () => {
      const { email } = await signedInCustomer(h, { name: 'Uma User' });
      const b = h.browser();
      await b.get('/forgot-username');
      expect(locationOf(await b.post('/forgot-username', { email }))).toBe('/forgot-username/sent');
      expect(locationOf(await b.post('/forgot-username', { email: uniqueEmail('none') }))).toBe(
        '/forgot-username/sent',
      );
      const mail = (await mailsTo(h.mailDir, email)).at(-1)!;
      expect(mail.subject).toBe('Your username at Lightbox');
      const username = (
        await sql<{ username: string }>`select username from account_users where email = ${email}`.execute(
          h.database.db,
        )
      ).rows[0]!.username;
      expect(mail.text).toContain(`The username of your account is: ${username}`);
      const bad = await b.post('/forgot-username', { email: '' });
      expect(fieldError(bad.body, 'username', 'email')).toBe('Enter your email address.');
    });

    it('resets the password once from a one-hour link, and signs out everywhere', async () => {
      const { browser, email } = await signedInCustomer(h, { remember: true });
      const b = h.browser();
      await b.get('/forgot-password');
      expect(locationOf(await b.post('/forgot-password', { email }))).toBe('/forgot-password/sent');
      const link = await linkFromMail(h.mailDir, email, '/reset-password');
      const form = await b.get(link);
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain(`Choose a new password for ${email}`);
      const token = new URL(`http://x${link}`).searchParams.get('token')!;
      const short = await b.post('/reset-password', { token, password: 'short' });
      expect(fieldError(short.body, 'reset', 'password')).toBe('Use at least 8 characters.');
      const done = await b.post('/reset-password', { token, password: 'a brand new secret' });
      expect(locationOf(done)).toBe('/sign-in?done=passwordReset');
      const reused = await b.post('/reset-password', { token, password: 'another new secret' });
      expect(reused.statusCode).toBe(410);
      expect(reused.body).toContain('This link cannot be used');

      // The old session and the remember-me cookie are both dead.
      expect(locationOf(await browser.get('/account'))).toBe('/sign-in?returnurl=%2Faccount');
      browser.restart();
      expect((await browser.json('GET', '/account/api/viewer')).json().authState).not.toBe('remembered');
      await b.get('/sign-in');
      expect((await b.post('/sign-in', { identifier: email, password: PASSWORD })).statusCode).toBe(401);
      expect(
        (await b.post('/sign-in', { identifier: email, password: 'a brand new secret' })).statusCode,
      ).toBe(303);
    });

    it('refuses an expired reset link', async () => {
      const { email } = await signedInCustomer(h);
      const b = h.browser();
      await b.get('/forgot-password');
      await b.post('/forgot-password', { email });
      await sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password'
        and user_id = (select id from account_users where email = ${email})`.execute(h.database.db);
      const res = await b.get(await linkFromMail(h.mailDir, email, '/reset-password'));
      expect(res.statusCode).toBe(410);
    });

    it('limits how much mail one address can cause', async () => {
      const email = uniqueEmail('flood');
      const b = h.browser({ ip: '10.5.5.5' });
      await b.get('/register');
      await b.post('/register', { name: 'Flo', email, password: PASSWORD, country: 'USA' });
      let last = 0;
      for (let i = 0; i < 6; i++) last = (await b.post('/verify-email/resend', { email })).statusCode;
      expect(last).toBe(429);
      expect(alertText(b.last!.body)).toMatch(/Too many attempts/);
      expect((await mailsTo(h.mailDir, email)).length).toBeLessThanOrEqual(5);
    });
  });

  describe('lite registration', () => {
    it('takes an email only, mails a completion link, and signs in once completed', async () => {
      const email = uniqueEmail('lite');
      const b = h.browser();
      await b.get('/register');
      const res = await b.post('/register/lite', { email });
      expect(locationOf(res)).toBe('/register/lite-sent');
      const link = await linkFromMail(h.mailDir, email, '/register/complete');

      // Until it is completed the account cannot sign in; the link is sent again instead.
      await b.get('/sign-in');
      const early = await b.post('/sign-in', { identifier: email, password: 'anything at all' });
      expect(early.statusCode).toBe(403);
      expect(decodeHtml(alertText(early.body) ?? '')).toMatch(/registration of this account is not finished/);
      // A full registration of the same address is answered as any other (the link goes again).
      await b.get('/register');
      const full = await b.post('/register', { name: 'L', email, password: PASSWORD, country: 'USA' });
      expect(locationOf(full)).toBe('/register/sent');

      const form = await b.get(link);
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain(email);
      const token = new URL(`http://x${link}`).searchParams.get('token')!;
      const bad = await b.post('/register/complete', { token, name: '', password: 'x', country: '' });
      expect(bad.statusCode).toBe(400);
      expect(fieldError(bad.body, 'complete', 'name')).toBe('Enter your name.');
      expect(fieldError(bad.body, 'complete', 'country')).toBe('Choose your country.');
      const done = await b.post('/register/complete', {
        token,
        name: 'Lite Later',
        password: PASSWORD,
        country: 'ITA',
      });
      expect(locationOf(done)).toBe('/account?done=registered');
      expect((await b.get('/account')).body).toContain('Hello, Lite Later');
      expect((await b.get(link)).statusCode).toBe(410);
      const statuses = h.events
        .filter((e) => e.type === 'account.registered')
        .map((e) => e.registrationStatus);
      expect(statuses).toContain('registered+lite');
    });

    it('answers the same for an address that already has a full account, and tells its owner by mail', async () => {
      const { email } = await signedInCustomer(h);
      const b = h.browser();
      await b.get('/register');
      expect(locationOf(await b.post('/register/lite', { email }))).toBe('/register/lite-sent');
      expect((await mailsTo(h.mailDir, email)).at(-1)!.subject).toBe(
        'You already have an account at Lightbox',
      );
      const bad = await b.post('/register/lite', { email: 'x' });
      expect(fieldError(bad.body, 'lite', 'email')).toMatch(/right format/);
    });
  });

  describe('CSRF', () => {
    it('refuses every form post without a valid token with 403 and a message', async () => {
      const b = h.browser();
      await b.get('/register');
      for (const token of [false, 'forged-token', `${b.csrf}x`] as const) {
        const res = await b.post(
          '/register',
          { name: 'N', email: uniqueEmail('csrf'), password: PASSWORD, country: 'USA' },
          { csrf: token },
        );
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/could not be verified/);
      }
      // Another browser's token is no good either.
      const other = h.browser();
      await other.get('/sign-in');
      expect(
        (await b.post('/sign-in', { identifier: 'a@b.co', password: 'x' }, { csrf: other.csrf! })).statusCode,
      ).toBe(403);
      // The header path works as the HTTP client uses it.
      const viaHeader = await h.app.inject({
        method: 'POST',
        url: '/sign-out',
        headers: {
          host: 'premium.localhost',
          cookie: b.cookieHeader(),
          'x-csrf-token': b.csrf!,
          accept: 'application/json',
        },
      });
      expect(viaHeader.statusCode).toBe(303);
      const xsrf = b.cookies.get('XSRF-TOKEN')!.value;
      const viaXsrf = await h.app.inject({
        method: 'POST',
        url: '/sign-out',
        headers: { host: 'premium.localhost', cookie: b.cookieHeader(), 'x-xsrf-token': xsrf },
      });
      expect(viaXsrf.statusCode).toBe(303);
    });
  });
});
