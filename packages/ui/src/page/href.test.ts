import { describe, expect, it } from 'vitest';
import { href } from './href';

describe('href', () => {
  it('puts links under the current country-language prefix', () => {
    expect(href({ prefix: '' }, '/search/2/image', { phrase: 'red car' })).toBe(
      '/search/2/image?phrase=red%20car',
    );
    expect(href({ prefix: '/de' }, '/detail/123')).toBe('/de/detail/123');
    expect(href({ prefix: '/jp' }, '/fr/search/2/film/')).toBe('/jp/search/2/film');
  });
});
