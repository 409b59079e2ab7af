import { describe, expect, it } from 'vitest';
import { pageEvents } from './page-events';

const card = (id: number) => ({ id, family: 'creative', assetType: 'image', title: `t${id}` });

describe('page events from what the server rendered', () => {
  it('every page: Page Loaded with its name', () => {
    expect(pageEvents({ name: 'home' })).toEqual({
      events: [{ event: 'Page Loaded', properties: { page_name: 'home' } }],
      assets: [],
    });
  });

  it('a results page: Search Results Viewed, and its tiles as event assets with slots', () => {
    const data = {
      kind: 'search',
      result: { searchParameters: { phrase: 'cat' }, assets: [card(9), card(4)], total: 2, page: 1 },
    };
    const { events, assets } = pageEvents({ name: 'search', hydrate: { rootId: 'a', dataId: 'b', data } });
    expect(events.map((e) => e.event)).toEqual(['Page Loaded', 'Search Results Viewed']);
    expect(events[1]?.properties).toMatchObject({
      asset_ids: ['9', '4'],
      phrase: 'cat',
      total_number_of_results: 2,
    });
    expect(assets.map((a) => [a.id, a.slot])).toEqual([
      ['9', 1],
      ['4', 2],
    ]);
  });

  it('a more-like-this search also sends Search More Like This Viewed', () => {
    const data = {
      kind: 'search',
      result: { searchParameters: { morelikethis: '9' }, assets: [card(4)], total: 1, page: 1 },
    };
    const { events } = pageEvents({ name: 'search', hydrate: { rootId: 'a', dataId: 'b', data } });
    expect(events.map((e) => e.event)).toContain('Search More Like This Viewed');
  });

  it('a detail page: Asset Details Viewed with its event asset', () => {
    const data = { kind: 'detail', asset: { ...card(12), family: 'editorial', assetType: 'film' } };
    const { events } = pageEvents({ name: 'asset-detail', hydrate: { rootId: 'a', dataId: 'b', data } });
    expect(events[1]).toEqual({
      event: 'Asset Details Viewed',
      properties: {
        asset: {
          id: '12',
          slot: 1,
          editorial_products: [],
          asset_family: 'editorial',
          asset_type: 'film',
          has_nudity: false,
        },
      },
    });
  });
});
