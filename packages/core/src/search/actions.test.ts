import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applySearchAction,
  assetId,
  changePage,
  clearBatchDownload,
  createGalleryState,
  resetToScope,
  type SearchAction,
  set,
  toggle,
  toggleBatchDownloadAsset,
  toggleValues,
  unset,
} from './actions';
import type { SearchParameters } from './parameters';
import { searchContext } from './test-factories';

const premium = searchContext({ site: 'premium' });
const subscription = searchContext({ site: 'subscription' });

describe('search actions', () => {
  it('toggle action flips a boolean parameter', () => {
    const on = applySearchAction({}, toggle('embeddable'), premium);
    expect(on.embeddable).toBe(true);
    expect(applySearchAction(on, toggle('embeddable'), premium).embeddable).toBeUndefined();
  });

  it('multi-value action toggles each value in or out of the list', () => {
    const state: SearchParameters = { orientations: ['horizontal', 'square'] };
    const next = applySearchAction(state, toggleValues('orientations', ['square', 'vertical']), premium);
    expect(next.orientations).toEqual(['horizontal', 'vertical']);
  });

  it('multi-value action removes the parameter when the list becomes empty', () => {
    const state: SearchParameters = { orientations: ['square'], page: '2' };
    expect(applySearchAction(state, toggleValues('orientations', ['square']), premium)).toEqual({
      page: '1',
    });
  });

  it('multi-value action ignores values the parameter does not have', () => {
    const state: SearchParameters = { orientations: ['square'] };
    const action: SearchAction = { type: 'toggleValues', name: 'orientations', values: ['diagonal'] };
    expect(applySearchAction(state, action, premium)).toEqual(state);
  });

  it('set normalises the value it is given, and an empty value unsets', () => {
    expect(applySearchAction({}, set('phrase', '  red car  '), premium).phrase).toBe('red car');
    expect(applySearchAction({}, set('sortorder', 'NEWEST' as 'newest'), premium).sortorder).toBe('newest');
    expect(applySearchAction({ phrase: 'dog' }, set('phrase', ''), premium).phrase).toBeUndefined();
  });

  it('set drops a malformed value instead of storing it', () => {
    const action: SearchAction = { type: 'set', name: 'begindate', value: '2024-02-30' };
    const state: SearchParameters = { family: 'editorial', recency: 'daterange' };
    expect(applySearchAction(state, action, premium).begindate).toBeUndefined();
  });

  it('an action naming an unknown parameter leaves the state alone', () => {
    const state: SearchParameters = { phrase: 'dog', page: '3' };
    const action = { type: 'set', name: 'colour', value: 'red' } as unknown as SearchAction;
    expect(applySearchAction(state, action, premium)).toEqual(state);
  });

  it('changePage stores the page, clamped to the deepest page and dropped when below 1', () => {
    expect(applySearchAction({}, changePage(4), premium).page).toBe('4');
    expect(applySearchAction({}, changePage(1_000_000), premium).page).toBe('1000');
    expect(applySearchAction({ page: '4' }, changePage(0), premium).page).toBeUndefined();
  });

  it('reset-to-scope keeps only family, assettype and editorialproducts, plus alloweduse on the premium site', () => {
    const state: SearchParameters = {
      phrase: 'goal',
      family: 'editorial',
      assettype: 'film',
      editorialproducts: 'sport',
      alloweduse: 'availableforalluses',
      events: ['775412'],
      page: '3',
    };
    expect(applySearchAction(state, resetToScope('premium'), premium)).toEqual({
      family: 'editorial',
      assettype: 'film',
      editorialproducts: 'sport',
      alloweduse: 'availableforalluses',
      page: '1',
    });
    expect(applySearchAction(state, resetToScope('subscription'), subscription)).toEqual({
      family: 'editorial',
      assettype: 'film',
      editorialproducts: 'sport',
      page: '1',
    });
  });
});

describe('gallery state slice', () => {
  it('batch download selection toggles assets in and out', () => {
    const first = applyAction(createGalleryState(), toggleBatchDownloadAsset(assetId('101')), premium);
    const second = applyAction(first, toggleBatchDownloadAsset(assetId('202')), premium);
    expect(second.batchDownloadAssets).toEqual(['101', '202']);
    expect(
      applyAction(second, toggleBatchDownloadAsset(assetId('101')), premium).batchDownloadAssets,
    ).toEqual(['202']);
  });

  it('batch download selection can be cleared', () => {
    const selected = applyAction(createGalleryState(), toggleBatchDownloadAsset(assetId('101')), premium);
    expect(applyAction(selected, clearBatchDownload(), premium).batchDownloadAssets).toEqual([]);
  });

  it('selecting assets leaves the search alone, and searching leaves the selection alone', () => {
    const state = applyAction(
      createGalleryState({ phrase: 'dog', page: '2' }),
      toggleBatchDownloadAsset(assetId('7')),
      premium,
    );
    expect(state.searchParameters).toEqual({ phrase: 'dog', page: '2' });
    expect(applyAction(state, set('phrase', 'cat'), premium).batchDownloadAssets).toEqual(['7']);
  });

  it('returns the same state object when an action changes nothing', () => {
    const state = createGalleryState({ phrase: 'dog' });
    expect(applyAction(state, set('phrase', 'dog'), premium)).toBe(state);
    expect(applyAction(state, clearBatchDownload(), premium)).toBe(state);
    expect(applyAction(state, unset('bwonly'), premium)).toBe(state);
  });
});
