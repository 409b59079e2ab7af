import * as server from '@lightbox/platform';
import * as browser from '@lightbox/ui';
import { describe, expect, it } from 'vitest';
import { inviteForm, parseForm, registerForm, signInForm } from './schema';

describe('form schemas', () => {
  it('normalises good input: trimmed lower-case email, checkbox as boolean, upper-case country', () => {
    const result = parseForm(registerForm, {
      email: '  Ada@Example.COM ',
      password: 'correct horse battery',
      name: ' Ada \u0000 Lovelace ',
      country: 'gbr',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        email: 'ada@example.com',
        password: 'correct horse battery',
        name: 'Ada Lovelace',
        country: 'GBR',
      },
    });
    const signIn = parseForm(signInForm, { identifier: 'ada', password: 'x', remember: 'on' });
    expect(signIn.ok && signIn.data.remember).toBe(true);
  });

  it('gives one translated error key per field, and echoes values except secrets', () => {
    const result = parseForm(registerForm, {
      email: ['a@b.co', 'c@d.co'],
      password: 'short',
      name: 'x'.repeat(101),
      country: 'Atlantis',
      _csrf: 'token',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      password: 'account.error.passwordTooShort',
      name: 'account.error.nameTooLong',
      country: 'account.error.countryRequired',
    });
    expect(result.values).toEqual({ email: 'a@b.co', name: 'x'.repeat(101), country: 'Atlantis' });
  });

  it('refuses anything that is not a form as a missing field, never throwing', () => {
    for (const body of [undefined, null, 'text', 42, []]) {
      const result = parseForm(inviteForm, body);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.email).toBe('account.error.emailRequired');
    }
    const role = parseForm(inviteForm, { email: 'a@b.co', role: 'owner' });
    expect(!role.ok && role.errors.role).toBe('account.error.roleInvalid');
  });
});

describe('CSRF names', () => {
  it('are the same in the server plugin and the browser HTTP client', () => {
    expect(browser.CSRF_META_NAME).toBe(server.CSRF_META_NAME);
    expect(browser.CSRF_HEADER.toLowerCase()).toBe(server.CSRF_HEADER);
    expect(browser.XSRF_HEADER.toLowerCase()).toBe(server.XSRF_HEADER);
    expect(browser.XSRF_COOKIE).toBe(server.XSRF_COOKIE);
    expect(browser.CSRF_FIELD).toBe(server.CSRF_FIELD);
  });
});
