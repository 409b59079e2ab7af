import { describe, expect, it } from 'vitest';
import type { SearchParameters } from './parameters';
import { withDefaults } from './scope';
import { decodeSearchQuery, parseSearchUrl, toSearchUrl, validateApiParameters } from './url-codec';

const fullState: SearchParameters = {
  phrase: 'rock & roll + jazz #1, 50%',
  page: '3',
  family: 'creative,editorial',
  assettype: 'film',
  sortorder: 'newest',
  recency: 'daterange',
  begindate: '2020-01-31',
  enddate: '2020-12-31',
  license: 'rf,rr',
  videodurationmin: '10',
  videodurationmax: '90',
  orientations: ['horizontal', 'vertical'],
  framerate: ['25', '29.97'],
  events: ['775412', '775413'],
  alloweduse: 'availableforalluses',
};

describe('toSearchUrl', () => {
  it('writes the asset type as the path and the other parameters in table order', () => {
    expect(toSearchUrl({ orientations: ['square'], phrase: 'dog', assettype: 'image', page: '2' })).toBe(
      '/search/2/image?phrase=dog&page=2&orientations=square',
    );
  });

  it('writes a state without asset type as /search/2', () => {
    expect(toSearchUrl({})).toBe('/search/2');
  });

  it('separates multi-values with commas and keeps commas readable in single values', () => {
    expect(toSearchUrl({ family: 'creative,editorial', orientations: ['horizontal', 'square'] })).toBe(
      '/search/2?family=creative,editorial&orientations=horizontal,square',
    );
  });

  it('writes booleans that are on as true', () => {
    expect(toSearchUrl({ bwonly: true })).toBe('/search/2?bwonly=true');
  });

  it('gives the same address whatever order the state was built in', () => {
    const reversed = Object.fromEntries(Object.entries(fullState).reverse()) as SearchParameters;
    expect(toSearchUrl(reversed)).toBe(toSearchUrl(fullState));
  });
});

describe('parseSearchUrl', () => {
  it('round-trips a state through its address', () => {
    expect(parseSearchUrl(toSearchUrl(fullState), 'premium')).toEqual(fullState);
  });

  it('reads the asset type from the path, which defaults to image', () => {
    expect(parseSearchUrl('/search/2/film?phrase=surf', 'premium')).toEqual({
      assettype: 'film',
      phrase: 'surf',
    });
    const untyped = parseSearchUrl('/search/2?phrase=surf', 'premium');
    expect(untyped).toEqual({ phrase: 'surf' });
    expect(withDefaults(untyped).assettype).toBe('image');
  });

  it('reads addresses with a country-language prefix, an origin or a trailing slash', () => {
    expect(parseSearchUrl('/de/search/2/film?phrase=surf', 'premium').assettype).toBe('film');
    expect(parseSearchUrl('https://www.example.com/search/2/film/?phrase=surf#top', 'premium')).toEqual({
      assettype: 'film',
      phrase: 'surf',
    });
  });

  it('uses a query assettype only when the path has no type', () => {
    expect(parseSearchUrl('/search/2?assettype=film', 'premium').assettype).toBe('film');
    expect(parseSearchUrl('/search/2/image?assettype=film', 'premium').assettype).toBe('image');
  });

  it('ignores unknown parameters', () => {
    expect(
      parseSearchUrl('/search/2/image?phrase=dog&utm_source=mail&colour=red&__proto__=x', 'premium'),
    ).toEqual({
      assettype: 'image',
      phrase: 'dog',
    });
  });

  it('reads comma-separated and repeated multi-values, dropping unknown items', () => {
    expect(
      parseSearchUrl(
        '/search/2?orientations=square,diagonal&orientations=HORIZONTAL&numberofpeople=',
        'premium',
      ),
    ).toEqual({ orientations: ['horizontal', 'square'] });
  });

  it('reads booleans as false only when they are false or empty', () => {
    expect(parseSearchUrl('/search/2?bwonly=false&embeddable=', 'premium')).toEqual({});
    expect(parseSearchUrl('/search/2?bwonly=1&embeddable=True', 'premium')).toEqual({
      bwonly: true,
      embeddable: true,
    });
  });

  it('drops unknown enum values, bad dates and bad numbers', () => {
    const url =
      '/search/2/film?family=editorial&sortorder=random&recency=daterange&begindate=2024-02-30&enddate=yesterday&videodurationmin=ten&videodurationmax=-5&phrase=goal';
    expect(parseSearchUrl(url, 'premium')).toEqual({
      family: 'editorial',
      assettype: 'film',
      recency: 'daterange',
      phrase: 'goal',
    });
  });

  it('normalises bad pages: dropped below 1 or when not a number, clamped past the last', () => {
    expect(parseSearchUrl('/search/2?page=0', 'premium')).toEqual({});
    expect(parseSearchUrl('/search/2?page=two', 'premium')).toEqual({});
    expect(parseSearchUrl('/search/2?page=2.5', 'premium')).toEqual({});
    expect(parseSearchUrl('/search/2?page=007', 'premium')).toEqual({ page: '7' });
    expect(parseSearchUrl('/search/2?page=99999999999999999999', 'premium')).toEqual({ page: '1000' });
  });

  it('normalises values that are spelled differently but mean the same', () => {
    expect(
      parseSearchUrl('/search/2?family=Editorial,%20Creative&license=RM,RF&_colorindex=%23AA00ff', 'premium'),
    ).toEqual({
      family: 'creative,editorial',
      license: 'rf,rm',
      _colorindex: 'aa00ff',
    });
  });

  it('drops an unknown asset type in the path', () => {
    expect(parseSearchUrl('/search/2/hologram?phrase=cat', 'premium')).toEqual({ phrase: 'cat' });
  });

  it('drops parameters the site and scope do not offer', () => {
    expect(
      parseSearchUrl('/search/2/image?family=editorial&excludenudity=true&istockexclusive=true', 'premium'),
    ).toEqual({ family: 'editorial', assettype: 'image' });
  });

  it('never throws on malformed addresses', () => {
    for (const url of [
      '%',
      'http://[',
      '/search/2/%E0%A4%A?phrase=%',
      '?page=%zz',
      '',
      '#?phrase=x',
      '/search/2/%',
    ]) {
      expect(() => parseSearchUrl(url, 'premium')).not.toThrow();
    }
  });
});

describe('decodeSearchQuery', () => {
  it('reads objects as HTTP frameworks parse them, keeping closed multi-values in table order', () => {
    expect(
      decodeSearchQuery({ phrase: 'dog', orientations: ['square', 'vertical'], other: undefined }).parameters,
    ).toEqual({ phrase: 'dog', orientations: ['vertical', 'square'] });
  });
});

describe('validateApiParameters', () => {
  it('returns the normalised parameters of a valid query', () => {
    expect(
      validateApiParameters('phrase=dog&family=creative&orientations=square&unknown=1', 'premium'),
    ).toEqual({
      ok: true,
      parameters: { phrase: 'dog', family: 'creative', orientations: ['square'] },
    });
  });

  it('names each invalid parameter with the reason', () => {
    const result = validateApiParameters(
      'phrase=a&phrase=b&page=0&family=editorial&recency=daterange&begindate=2024-13-01&videodurationmin=abc&sortorder=random&excludenudity=true&orientations=diagonal',
      'premium',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ parameter, code }) => [parameter, code])).toEqual([
      ['phrase', 'repeated'],
      ['page', 'invalid_page'],
      ['sortorder', 'unknown_value'],
      ['excludenudity', 'not_available'],
      ['videodurationmin', 'invalid_number'],
      ['orientations', 'unknown_value'],
      ['begindate', 'invalid_date'],
    ]);
    expect(result.errors[1]?.message).toContain('page');
  });

  it('rejects values the scope excludes and parameters that conflict', () => {
    const result = validateApiParameters(
      { family: 'creative', sortorder: 'oldest', bwonly: 'true', _colorindex: 'ff0000' },
      'premium',
    );
    expect(result.ok ? [] : result.errors.map(({ parameter, code }) => [parameter, code])).toEqual([
      ['sortorder', 'value_not_allowed'],
      ['bwonly', 'conflict'],
    ]);
  });

  it('reports a parameter that only means something with another one as a conflict', () => {
    const result = validateApiParameters('begindate=2024-01-01&assetfiletype=eps', 'premium');
    expect(result.ok ? [] : result.errors.map(({ parameter, code }) => [parameter, code])).toEqual([
      ['assetfiletype', 'needs_media_type'],
      ['begindate', 'conflict'],
    ]);
  });

  it('says a file type needs a media type, not that it conflicts', () => {
    const result = validateApiParameters('assetfiletype=eps', 'premium');
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : (result.errors[0]?.message ?? '');
    expect(message).toContain('media type');
    expect(message).not.toContain('cannot be combined');
    // With a media type the same file type is accepted.
    expect(validateApiParameters('mediatype=illustration&assetfiletype=eps', 'premium').ok).toBe(true);
  });

  it('reads the same parameters as the address does', () => {
    const query = toSearchUrl(fullState).split('?')[1] ?? '';
    expect(validateApiParameters(`${query}&assettype=film`, 'premium')).toEqual({
      ok: true,
      parameters: fullState,
    });
  });
});
