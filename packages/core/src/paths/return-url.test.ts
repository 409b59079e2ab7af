import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeReturnUrl, RETURN_URL_MAX_LENGTH } from './return-url';

const HOSTILE = [
  '//evil.com',
  '//evil.com/search',
  'https://evil.com',
  'http://evil.com/path',
  '/\\evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/%2F%2Fevil.com',
  '/%2f/evil.com',
  '/%5Cevil.com',
  '/%09/evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' /search',
  'search/2/image',
  '',
  `/${'a'.repeat(RETURN_URL_MAX_LENGTH)}`,
];

describe('isSafeReturnUrl', () => {
  it.each(HOSTILE)('rejects %j', (url) => {
    expect(isSafeReturnUrl(url)).toBe(false);
  });

  it.each([
    '/search/2/image?phrase=x',
    '/',
    '/de/collaboration/boards/abc123?invitation_code=XYZ',
    '/account/purchasehistory#latest',
    '/search/2/image?phrase=a%20b&family=creative,editorial',
    '/search?phrase=100%',
  ])('accepts %j', (url) => {
    expect(isSafeReturnUrl(url)).toBe(true);
  });

  it('rejects non-strings', () => {
    expect(isSafeReturnUrl(undefined)).toBe(false);
    expect(isSafeReturnUrl(42)).toBe(false);
  });

  it('rejects any absolute or scheme URL', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isSafeReturnUrl(url)).toBe(false);
      }),
    );
  });

  it('rejects any javascript: URL, however it is cased', () => {
    fc.assert(
      fc.property(fc.mixedCase(fc.constant('javascript')), fc.string(), (scheme, body) => {
        expect(isSafeReturnUrl(`${scheme}:${body}`)).toBe(false);
      }),
    );
  });

  it('rejects any path that starts with two slashes or a slash and a backslash', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('//', '/\\', '\\/', '\\\\'),
        fc.domain(),
        fc.webPath(),
        (lead, host, path) => {
          expect(isSafeReturnUrl(`${lead}${host}${path}`)).toBe(false);
        },
      ),
    );
  });

  it('accepts every plain site path, which always resolves on our own origin', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        fc.pre(path.startsWith('/') && !path.startsWith('//'));
        expect(isSafeReturnUrl(`${path}?${query}`)).toBe(true);
      }),
    );
  });
});
