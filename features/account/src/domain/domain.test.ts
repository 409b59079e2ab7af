import { describe, expect, it } from 'vitest';
import {
  authLabel,
  authStateOf,
  customerType,
  hasFreshSignIn,
  mayLoadDefaultBoard,
  registrationStatus,
  teamSignInRole,
} from './auth-state';
import { isBot } from './bots';
import {
  FRESH_SIGN_IN_MAX_AGE_MS,
  SIGN_IN_FIRST_DELAY_MS,
  SIGN_IN_MAX_DELAY_MS,
  SIGN_IN_SLOWDOWN_AFTER,
} from './limits';
import { signInDelayMs } from './throttle';
import { proposeUsername, USERNAME_PATTERN, usernameCandidate } from './username';

const now = new Date('2026-11-21T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('auth states', () => {
  it('derives each of the five states from the session and the browser marker', () => {
    expect(authStateOf(undefined, false)).toBe('anonymous');
    expect(authStateOf(undefined, true)).toBe('logged_out');
    expect(authStateOf({ passwordAt: null, rememberMe: true }, true)).toBe('remembered');
    expect(authStateOf({ passwordAt: now, rememberMe: true }, true)).toBe('remembered_secure');
    expect(authStateOf({ passwordAt: now, rememberMe: false }, false)).toBe('authenticated');
  });

  it('reports the spec labels per site', () => {
    expect(authLabel('premium', 'anonymous')).toBe('unregistered_logged_out');
    expect(authLabel('premium', 'remembered')).toBe('registered - remembered');
    expect(authLabel('premium', 'authenticated')).toBe('registered - signedin');
    expect(authLabel('premium', 'remembered_secure')).toBe('registered - signedin');
    expect(authLabel('subscription', 'authenticated')).toBe('Authenticated');
    expect(authLabel('subscription', 'remembered')).toBe('Remembered');
    expect(authLabel('subscription', 'anonymous')).toBe('Anonymous');
  });

  it('asks for the password again when it was not typed in this session, or too long ago', () => {
    expect(hasFreshSignIn(undefined, now)).toBe(false);
    expect(hasFreshSignIn({ passwordAt: null, rememberMe: true }, now)).toBe(false);
    expect(hasFreshSignIn({ passwordAt: minutesAgo(5), rememberMe: false }, now)).toBe(true);
    const limit = FRESH_SIGN_IN_MAX_AGE_MS / 60_000;
    expect(hasFreshSignIn({ passwordAt: minutesAgo(limit), rememberMe: true }, now)).toBe(true);
    expect(hasFreshSignIn({ passwordAt: minutesAgo(limit + 1), rememberMe: true }, now)).toBe(false);
  });
});

describe('registration status', () => {
  const base = {
    registered: true,
    agreements: [],
    expansionBundle: false,
    liteRegistration: false,
    socialSignIn: false,
  };
  it('adds agreement types in a fixed order, once each, and the three suffixes', () => {
    expect(registrationStatus({ ...base, registered: false, agreements: ['PA'] })).toBe('unregistered');
    expect(registrationStatus(base)).toBe('registered');
    expect(registrationStatus({ ...base, agreements: ['RF', 'PA', 'RF'] })).toBe('registered:PA,RF');
    expect(
      registrationStatus({
        ...base,
        agreements: ['ED'],
        expansionBundle: true,
        liteRegistration: true,
        socialSignIn: true,
      }),
    ).toBe('registered:ED+eb+lite+social');
    expect(registrationStatus({ ...base, liteRegistration: true })).toBe('registered+lite');
  });
});

describe('customers, teams and bots', () => {
  it('classifies customers as anonymous, registered, authenticated or business', () => {
    expect(customerType('anonymous', undefined)).toBe('anonymous');
    expect(customerType('logged_out', 'leader')).toBe('registered');
    expect(customerType('remembered', undefined)).toBe('registered');
    expect(customerType('authenticated', undefined)).toBe('authenticated');
    expect(customerType('remembered', 'member')).toBe('business');
  });

  it('sends the team sign-in event only for Member and Leader', () => {
    expect(teamSignInRole('member')).toBe('Member');
    expect(teamSignInRole('leader')).toBe('Leader');
    expect(teamSignInRole(undefined)).toBeUndefined();
    expect(teamSignInRole('viewer')).toBeUndefined();
  });

  it('loads the default board only for recognised people, never for bots', () => {
    expect(mayLoadDefaultBoard({ authState: 'authenticated', bot: false })).toBe(true);
    expect(mayLoadDefaultBoard({ authState: 'remembered', bot: false })).toBe(true);
    expect(mayLoadDefaultBoard({ authState: 'authenticated', bot: true })).toBe(false);
    expect(mayLoadDefaultBoard({ authState: 'logged_out', bot: false })).toBe(false);
  });

  it('recognises crawlers by user agent but not browsers, test browsers or CUBOT phones', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'Twitterbot/1.0',
    ])
      expect(isBot(ua), ua).toBe(true);
    for (const ua of [
      undefined,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 Chrome/80.0 Mobile Safari/537.36',
    ])
      expect(isBot(ua), String(ua)).toBe(false);
  });
});

describe('usernames', () => {
  it('proposes a valid username from any email address', () => {
    expect(proposeUsername('Jane.Doe+shop@example.com')).toBe('jane.doe');
    expect(proposeUsername('zoë@example.com')).toBe('zoe');
    expect(proposeUsername('a@example.com')).toBe('usera');
    expect(proposeUsername('__x@example.com')).toBe('userx');
    expect(proposeUsername(`${'x'.repeat(80)}@example.com`).length).toBeLessThanOrEqual(26);
    for (const email of ['Jane.Doe+shop@example.com', '李@example.com', '-.-@example.com'])
      expect(proposeUsername(email)).toMatch(USERNAME_PATTERN);
    expect([1, 2, 3].map((n) => usernameCandidate('jane', n))).toEqual(['jane', 'jane2', 'jane3']);
  });
});

describe('sign-in slow-down', () => {
  it('waits nothing for the first failures, then doubles from the first delay up to the ceiling', () => {
    for (let n = 0; n < SIGN_IN_SLOWDOWN_AFTER; n++) expect(signInDelayMs(n)).toBe(0);
    expect(signInDelayMs(SIGN_IN_SLOWDOWN_AFTER)).toBe(SIGN_IN_FIRST_DELAY_MS);
    expect(signInDelayMs(SIGN_IN_SLOWDOWN_AFTER + 1)).toBe(SIGN_IN_FIRST_DELAY_MS * 2);
    const delays = Array.from({ length: 40 }, (_, n) => signInDelayMs(n));
    expect(delays.every((d, i) => i === 0 || d >= delays[i - 1]!)).toBe(true);
    expect(Math.max(...delays)).toBe(SIGN_IN_MAX_DELAY_MS);
    expect(signInDelayMs(1_000_000)).toBe(SIGN_IN_MAX_DELAY_MS);
  });
});
