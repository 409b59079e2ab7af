import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_PREFIXES } from '../locale/locales';
import { buildUrl } from './build-url';
import type { PathContext, PathPrefix } from './prefixes';

const root: PathContext = { prefix: '' };
const german: PathContext = { prefix: '/de' };

const pathPrefixes: PathPrefix[] = ['', ...LANGUAGE_PREFIXES.map((p): PathPrefix => `/${p}`)];

describe('buildUrl', () => {
  it.each([
    ['/search/2/image', root, '/search/2/image'],
    ['/search/2/image', german, '/de/search/2/image'],
    ['/', root, '/'],
    ['/', german, '/de'],
    ['', { prefix: '/jp' }, '/jp'],
    ['/fr/collaboration/boards/', { prefix: '/uk' }, '/uk/collaboration/boards'],
    ['/en/account', root, '/account'],
    ['/de/fr/account', { prefix: '/hk' }, '/hk/account'],
    ['/design/ideas', german, '/de/design/ideas'],
    ['//evil.com', german, '/de/evil.com'],
    ['/faq/using-files#video-clips', { prefix: '/se' }, '/se/faq/using-files#video-clips'],
  ] as const)('%s under %o → %s', (path, context, expected) => {
    expect(buildUrl(path, context)).toBe(expected);
  });

  it('appends query params encoded unless already encoded', () => {
    expect(buildUrl('/search/2/image', { phrase: 'cats & dogs', page: 2, bwonly: true }, root)).toBe(
      '/search/2/image?phrase=cats%20%26%20dogs&page=2&bwonly=true',
    );
    expect(buildUrl('/search/2/image', { phrase: 'cats%20dogs' }, root)).toBe(
      '/search/2/image?phrase=cats%20dogs',
    );
  });

  it('joins multi-values with a literal comma and drops empty ones', () => {
    expect(
      buildUrl(
        '/search/2/image',
        { orientations: ['horizontal', 'square'], ethnicity: [], mood: null },
        root,
      ),
    ).toBe('/search/2/image?orientations=horizontal,square');
  });

  it('keeps a query already in the path, letting given params win', () => {
    expect(buildUrl('/search/2/film?phrase=a+b&page=3', { page: 1 }, german)).toBe(
      '/de/search/2/film?phrase=a+b&page=1',
    );
    expect(buildUrl('/purchase?sku=1&flag', { sku: undefined }, root)).toBe('/purchase?flag');
  });

  it('keeps a question mark that follows the fragment in the fragment', () => {
    expect(buildUrl('/help#a?b', root)).toBe('/help#a?b');
  });

  it('puts the current prefix exactly once in front of any path carrying any recognised prefix', () => {
    const segment = fc.oneof(fc.constantFrom(...LANGUAGE_PREFIXES), fc.webSegment());
    fc.assert(
      fc.property(
        fc.constantFrom(...pathPrefixes),
        fc.constantFrom(...pathPrefixes),
        fc.array(segment, { maxLength: 4 }),
        (given, current, rest) => {
          const url = buildUrl(`${given}/${rest.join('/')}`, { prefix: current });
          const path = url.split(/[?#]/)[0]!;
          const afterPrefix = path.slice(current.length);
          expect(path.startsWith(current)).toBe(true);
          expect(afterPrefix === '' || afterPrefix.startsWith('/')).toBe(true);
          expect(afterPrefix === '' && current === '').toBe(false);
          const next = afterPrefix.split('/')[1] ?? '';
          expect(LANGUAGE_PREFIXES).not.toContain(next);
        },
      ),
    );
  });

  it('is stable: rebuilding a built URL under the same context changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pathPrefixes), fc.webPath(), (prefix, path) => {
        const built = buildUrl(path, { prefix });
        expect(buildUrl(built, { prefix })).toBe(built);
      }),
    );
  });
});
