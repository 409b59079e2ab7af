import { parseSearchUrl } from '@lightbox/core/search';
import { describe, expect, it } from 'vitest';
import { barFamily, SEARCH_BAR_SCOPES, scopeOfValue, scopeValue, searchBarAddress } from './scope';

const editorialCats = { phrase: 'cat', type: 'image', family: 'editorial' } as const;

describe('the header search bar', () => {
  it('keeps the editorial scope of the search on screen', () => {
    const address = searchBarAddress('premium', editorialCats, { type: 'image', family: 'editorial' }, 'dog');
    const next = parseSearchUrl(address, 'premium');
    expect(next.family).toBe('editorial');
    expect(next.assettype).toBe('image');
    expect(next.phrase).toBe('dog');
  });

  it('applies the phrase rule against the phrase on screen', () => {
    const away = searchBarAddress('premium', editorialCats, { type: 'image', family: 'editorial' }, 'dog');
    expect(parseSearchUrl(away, 'premium').phraseprocessing).toBe('excludenaturallanguage');
    const refined = searchBarAddress(
      'premium',
      editorialCats,
      { type: 'image', family: 'editorial' },
      'cat toys',
    );
    expect(parseSearchUrl(refined, 'premium').phraseprocessing).toBeUndefined();
  });

  it('treats a scope chosen in the selector as a scope change', () => {
    const address = searchBarAddress('premium', editorialCats, { type: 'film', family: 'creative' }, 'cat');
    const next = parseSearchUrl(address, 'premium');
    expect(next.assettype).toBe('film');
    expect(next.family).toBe('creative');
    // Spec §4: a scope change to a creative family suppresses the family correction.
    expect(next.suppressfamilycorrection).toBe('true');
  });

  it('searches both families when no single family is on screen', () => {
    const address = searchBarAddress(
      'subscription',
      { phrase: '', type: 'image', family: undefined },
      { type: 'image', family: undefined },
      '  red car ',
    );
    expect(address).toBe('/search/2/image?phrase=red%20car');
  });

  it('writes each selector option as one value and reads it back', () => {
    for (const scope of SEARCH_BAR_SCOPES) expect(scopeOfValue(scopeValue(scope))).toEqual(scope);
    expect(scopeOfValue('nonsense')).toEqual({ type: 'image', family: undefined });
    expect(barFamily('creative,editorial')).toBeUndefined();
    expect(barFamily('editorial')).toBe('editorial');
  });
});
