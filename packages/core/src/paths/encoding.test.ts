import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeComponentStrict,
  encodeFragment,
  encodePathSegment,
  encodeQueryComponent,
  encodeQueryValue,
  normalizePath,
} from './encoding';

// Characters that stress percent-encoding: escapes half-written or whole, separators, dots, a
// backslash, non-ASCII and lone surrogates.
const urlishString = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '/',
      '%',
      '.',
      '?',
      '#',
      '\\',
      ' ',
      '&',
      '=',
      '+',
      ',',
      'a',
      'F',
      '2',
      'E',
      'é',
      '日',
      '😀',
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['search/2/image', '/search/2/image'],
    ['/search/2/image/', '/search/2/image'],
    ['//evil.com/', '/evil.com'],
    ['/a//b///c', '/a/b/c'],
    ['/a/./b/../c', '/a/c'],
    ['/a/%2e%2E/b', '/b'],
    ['/..', '/'],
    ['/photos/new york', '/photos/new%20york'],
    ['/photos/new%20york', '/photos/new%20york'],
    ['/photos/new%2fyork', '/photos/new%2Fyork'],
    ['/100%', '/100%25'],
    ['/%zz', '/%25zz'],
    ['/\\evil.com', '/%5Cevil.com'],
    ['/köln', '/k%C3%B6ln'],
    ['/a?b#c', '/a%3Fb%23c'],
    ["/keep/:@!$&'()*+,;=", "/keep/:@!$&'()*+,;="],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('replaces a lone surrogate with an encoded U+FFFD instead of throwing', () => {
    expect(normalizePath('/a\uD800b')).toBe('/a%EF%BF%BDb');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(urlishString, (path) => {
        const once = normalizePath(path);
        expect(normalizePath(once)).toBe(once);
      }),
    );
  });

  it('always yields one leading slash, no trailing slash and no empty or dot segment', () => {
    fc.assert(
      fc.property(urlishString, (path) => {
        const normalized = normalizePath(path);
        expect(normalized.startsWith('/')).toBe(true);
        expect(normalized.startsWith('//')).toBe(false);
        if (normalized !== '/') {
          expect(normalized.endsWith('/')).toBe(false);
          for (const segment of normalized.slice(1).split('/')) {
            expect(['', '.', '..']).not.toContain(segment);
          }
        }
      }),
    );
  });

  it('decodes back to the original segments when nothing was pre-encoded', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', minLength: 1 }), { maxLength: 5 }), (segments) => {
        const plain = segments.filter((s) => !s.includes('%') && !s.includes('/') && s !== '.' && s !== '..');
        const normalized = normalizePath(`/${plain.join('/')}`);
        const decoded = normalized === '/' ? [] : normalized.slice(1).split('/').map(decodeURIComponent);
        expect(decoded).toEqual(plain);
      }),
    );
  });
});

describe('encodeQueryValue', () => {
  it.each([
    ['cats', 'cats'],
    ['cats & dogs', 'cats%20%26%20dogs'],
    ['cats%20dogs', 'cats%20dogs'],
    ['cats%2cdogs', 'cats%2Cdogs'],
    ['a+b', 'a%2Bb'],
    ['50%', '50%25'],
    ['/search?x=1', '%2Fsearch%3Fx%3D1'],
    ['日本', '%E6%97%A5%E6%9C%AC'],
    ["it's(ok)!*~", "it's(ok)!*~"],
  ])('%j → %j', (input, expected) => {
    expect(encodeQueryValue(input)).toBe(expected);
  });

  it('never double-encodes', () => {
    fc.assert(
      fc.property(urlishString, (value) => {
        const once = encodeQueryValue(value);
        expect(encodeQueryValue(once)).toBe(once);
      }),
    );
  });

  it('agrees with encodeURIComponent on text without a percent sign', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        fc.pre(!value.includes('%'));
        expect(encodeQueryValue(value)).toBe(encodeURIComponent(value));
      }),
    );
  });
});

describe('encodeComponentStrict', () => {
  it('encodes every percent sign so the value survives one decode', () => {
    expect(encodeComponentStrict('/search?phrase=a%20b')).toBe('%2Fsearch%3Fphrase%3Da%2520b');
  });

  it('round-trips through decodeURIComponent and is left alone by encodeQueryValue', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const strict = encodeComponentStrict(value);
        expect(decodeURIComponent(strict)).toBe(value);
        expect(encodeQueryValue(strict)).toBe(strict);
      }),
    );
  });
});

describe('other components', () => {
  it('encodePathSegment turns a slash into data', () => {
    expect(encodePathSegment('a/b c')).toBe('a%2Fb%20c');
  });

  it('encodeQueryComponent keeps form-encoded spaces and escapes only what would split the query', () => {
    expect(encodeQueryComponent('a+b c&d=e#f')).toBe('a+b%20c%26d%3De%23f');
  });

  it('encodeFragment keeps slashes and question marks', () => {
    expect(encodeFragment('video-clips/x?y z')).toBe('video-clips/x?y%20z');
  });

  it.each([encodePathSegment, encodeQueryComponent, encodeFragment])('%o never double-encodes', (encode) => {
    fc.assert(
      fc.property(urlishString, (value) => {
        expect(encode(encode(value))).toBe(encode(value));
      }),
    );
  });
});
