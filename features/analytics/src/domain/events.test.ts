import { describe, expect, it } from 'vitest';
import {
  EVENT_NAMES,
  eventAssets,
  eventNameOfPush,
  PIPELINE_ID,
  resultSetEvents,
  searchEvent,
  signalEvent,
} from './events';

describe('event asset (spec §3: id, slot, editorial_products, asset_family, asset_type, has_nudity)', () => {
  it('numbers slots from 1 in the order shown', () => {
    const built = eventAssets([
      { id: 7, family: 'creative', assetType: 'image' },
      { id: 3, family: 'editorial', assetType: 'film', editorialProducts: ['news'], hasNudity: true },
    ]);
    expect(built).toEqual([
      {
        id: '7',
        slot: 1,
        editorial_products: [],
        asset_family: 'creative',
        asset_type: 'image',
        has_nudity: false,
      },
      {
        id: '3',
        slot: 2,
        editorial_products: ['news'],
        asset_family: 'editorial',
        asset_type: 'film',
        has_nudity: true,
      },
    ]);
  });
});

describe('search event (spec §3 field list)', () => {
  const assets = [
    { id: 1, family: 'creative' as const, assetType: 'image' as const },
    { id: 2, family: 'creative' as const, assetType: 'image' as const },
  ];

  it('carries exactly the spec fields', () => {
    const event = searchEvent({ parameters: { phrase: 'cat' }, assets, total: 90, page: 2 });
    expect(Object.keys(event)).toEqual([
      'asset_ids',
      'asset_family',
      'creative_assets_type',
      'exclude_nudity',
      'license',
      'number_of_concepts',
      'page_number',
      'pa_agreement_filter',
      'sbi',
      'search_page_format',
      'sort_type',
      'nls_ribbon_visibility',
      'phrase',
      'queried_keywords_by_clause',
      'total_number_of_results',
    ]);
    expect(event).toMatchObject({
      asset_ids: ['1', '2'],
      page_number: 2,
      total_number_of_results: 90,
      phrase: 'cat',
    });
  });

  it('reads the search parameters: defaults, booleans as text, multi-values, clauses', () => {
    const event = searchEvent({
      parameters: {
        phrase: 'red car, blue sky and dog',
        family: 'creative',
        excludenudity: 'true',
        license: ['rf'],
        sortorder: 'newest',
        searchbyimage: 'false',
      },
      assets: [],
      total: 0,
      page: 1,
      paAgreementFilter: true,
    });
    expect(event).toMatchObject({
      asset_family: 'creative',
      creative_assets_type: 'image',
      exclude_nudity: true,
      license: 'rf',
      sort_type: 'newest',
      sbi: false,
      pa_agreement_filter: true,
      number_of_concepts: 3,
      queried_keywords_by_clause: ['red car', 'blue sky', 'dog'],
    });
    expect(searchEvent({ parameters: {}, assets: [], total: 0, page: 1 }).asset_family).toBe(
      'creative,editorial',
    );
  });
});

describe('signal envelope (spec §7: source, event name, properties, pipeline_id, app_name)', () => {
  it('wraps an event with its pipeline and application', () => {
    expect(signalEvent('Page Loaded', { page_name: 'home' }, 'storefront')).toEqual({
      source: 'web',
      event: 'Page Loaded',
      properties: { page_name: 'home' },
      pipeline_id: PIPELINE_ID,
      app_name: 'storefront',
    });
  });

  it('names the §7 event for the other features’ data-layer pushes, and nothing else', () => {
    expect(eventNameOfPush({ event: 'add_to_cart', event_name: 'Asset Added To Cart' })).toBe(
      'Asset Added To Cart',
    );
    expect(eventNameOfPush({ event: 'board_interaction', action: 'add_to_board' })).toBe(
      'Asset Added To Board',
    );
    expect(eventNameOfPush({ event: 'board_interaction', action: 'remove_from_board' })).toBe(
      'Board Removed Item',
    );
    expect(eventNameOfPush({ event: 'board_interaction', action: 'create_board' })).toBe('Board Created');
    expect(eventNameOfPush({ event: 'modal_interaction', action: 'open' })).toBeUndefined();
    expect(eventNameOfPush({ event_name: 'Not An Event' })).toBeUndefined();
    expect(EVENT_NAMES).toContain('Search More Like This Viewed');
  });
});

describe('ADP and PNP events (spec §7)', () => {
  it('names the event of an interaction by its action id', () => {
    const push = (id: string) => ({ event: 'interaction', interaction: 'click', action_ids: [id] });
    expect(eventNameOfPush(push('adp_category_link'))).toBe('ADP Category Link Click');
    expect(eventNameOfPush(push('adp_category_browse'))).toBe('ADP Category Browse Click');
    expect(eventNameOfPush({ event_name: 'PNP FAQ', question: 'cancel' })).toBe('PNP FAQ');
    expect(eventNameOfPush(push('search_panel_toggle'))).toBe('Search Panel Toggle');
    expect(eventNameOfPush(push('something_else'))).toBeUndefined();
    expect(eventNameOfPush(push('constructor'))).toBeUndefined();
  });
});

describe('a result set (Search Results Viewed, Search More Like This Viewed, event assets)', () => {
  const assets = [
    { id: 7, family: 'creative' as const, assetType: 'image' as const },
    { id: 3, family: 'editorial' as const, assetType: 'image' as const },
  ];
  it('reports each set with its page and slots counted from 1 again', () => {
    const second = resultSetEvents({
      searchParameters: { phrase: 'city', page: '2' },
      assets,
      total: 90,
      page: 2,
    });
    expect(second.events.map((e) => e.event)).toEqual(['Search Results Viewed']);
    expect(second.events[0]?.properties).toMatchObject({
      page_number: 2,
      asset_ids: ['7', '3'],
      phrase: 'city',
    });
    expect(second.assets.map((a) => [a.id, a.slot])).toEqual([
      ['7', 1],
      ['3', 2],
    ]);
  });
  it('adds "Search More Like This Viewed" for a more-like-this search', () => {
    const set = resultSetEvents({ searchParameters: { morelikethis: '7' }, assets, total: 2, page: 1 });
    expect(set.events.map((e) => e.event)).toEqual(['Search Results Viewed', 'Search More Like This Viewed']);
  });
});
