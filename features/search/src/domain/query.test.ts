import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery, parseSearchQuery, searchPath } from './query';

describe('search query', () => {
  it('applies the defaults: image, page 1, best match, both families', () => {
    expect(normalizeSearchQuery({})).toEqual({
      assettype: 'image',
      phrase: '',
      page: 1,
      sortorder: 'best',
      family: 'creative,editorial',
    });
  });

  it('drops malformed values in a page address instead of failing', () => {
    const q = normalizeSearchQuery({
      phrase: ' sunset ',
      page: 'abc',
      sortorder: 'random',
      family: 'editorial',
    });
    expect(q).toMatchObject({ phrase: 'sunset', page: 1, sortorder: 'best', family: 'editorial' });
    expect(normalizeSearchQuery({ page: '1000000' }).page).toBe(1);
  });

  it('names each invalid parameter for the API', () => {
    const result = parseSearchQuery({ page: '0', assettype: 'audio' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['assettype', 'page']);
  });

  it('builds canonical addresses that parse back to the same query', () => {
    const query = normalizeSearchQuery({
      assettype: 'film',
      phrase: 'city night',
      page: '3',
      sortorder: 'newest',
    });
    const url = new URL(searchPath(query), 'http://x');
    expect(url.pathname).toBe('/search/2/film');
    const back = normalizeSearchQuery({ ...Object.fromEntries(url.searchParams), assettype: 'film' });
    expect(back).toEqual(query);
  });
});
