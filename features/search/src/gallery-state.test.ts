import { PROFILE_WITHOUT_OPT_INS } from '@lightbox/core/search';
import { describe, expect, it } from 'vitest';
import {
  FIRST_GALLERY_ID,
  failLoading,
  finishLoading,
  galleryFields,
  recommendationOf,
  rendersGatewayView,
  startLoading,
} from './gallery-state';

const RECOMMENDING = { editorialRecommendationsActive: true, personalityDisambiguityOptedIn: false };
const base = (over: Partial<Parameters<typeof galleryFields>[0]> = {}) =>
  galleryFields({ site: 'premium', params: {}, profile: PROFILE_WITHOUT_OPT_INS, events: [], ...over });

describe('gallery state id (counter)', () => {
  it('starts at the first id and takes the next for each search started', () => {
    const first = base();
    expect(first.id).toBe(FIRST_GALLERY_ID);
    expect(startLoading(startLoading(first)).id).toBe(FIRST_GALLERY_ID + 2);
  });

  it('takes only the answer to the latest search: an older one is dropped', () => {
    const one = startLoading(base());
    const two = startLoading(one);
    const stale = { ...one, total: 1 } as typeof one & { total: number };
    expect(finishLoading(two, one.id, stale)).toBe(two);
    expect(finishLoading(two, two.id, { ...two, events: [] }).status).toBe('loaded');
    expect(failLoading(two, one.id)).toBe(two);
  });
});

describe('page status and loadingAssets', () => {
  it('starts as initialized, not loading', () => {
    expect(base().status).toBe('initialized');
    expect(base().loadingAssets).toBe(false);
  });

  it('is loading while a search runs, then loaded or failed', () => {
    const loading = startLoading(base());
    expect(loading).toMatchObject({ status: 'loading', loadingAssets: true });
    expect(finishLoading(loading, loading.id, loading)).toMatchObject({
      status: 'loaded',
      loadingAssets: false,
    });
    expect(failLoading(loading, loading.id)).toMatchObject({ status: 'failed', loadingAssets: false });
  });
});

describe('searchProfile', () => {
  it('names its site by nickname and carries both opt-ins', () => {
    expect(base({ site: 'subscription', profile: RECOMMENDING }).searchProfile).toEqual({
      site: { nickname: 'subscription' },
      editorialRecommendationsActive: true,
      personalityDisambiguityOptedIn: false,
    });
  });
});

describe('recommendation (autoApplied, params)', () => {
  it('is auto-applied when the profile recommends and the search shows only recommended assets', () => {
    const params = {
      family: 'editorial',
      phrase: 'match',
      recommendconfig: 'recommendonly',
      page: '3',
    } as const;
    expect(recommendationOf(params, RECOMMENDING)).toEqual({
      autoApplied: true,
      params: { family: 'editorial', phrase: 'match', recommendconfig: 'none', page: '1' },
    });
  });

  it('is not auto-applied without the profile setting or with every result shown', () => {
    expect(recommendationOf({ recommendconfig: 'recommendonly' }, PROFILE_WITHOUT_OPT_INS)).toEqual({
      autoApplied: false,
      params: null,
    });
    expect(recommendationOf({ recommendconfig: 'none' }, RECOMMENDING).autoApplied).toBe(false);
  });
});

describe('renderGatewayView', () => {
  it('is on for a premium editorial search with nothing typed, on its first page', () => {
    expect(rendersGatewayView('premium', { family: 'editorial' })).toBe(true);
    expect(rendersGatewayView('premium', { family: 'editorial', page: '1' })).toBe(true);
  });

  it('is off for a phrase, an event, a later page, creative scope or the subscription site', () => {
    expect(rendersGatewayView('premium', { family: 'editorial', phrase: 'goal' })).toBe(false);
    expect(rendersGatewayView('premium', { family: 'editorial', eventid: '700000001' })).toBe(false);
    expect(rendersGatewayView('premium', { family: 'editorial', page: '2' })).toBe(false);
    expect(rendersGatewayView('premium', { family: 'creative' })).toBe(false);
    expect(rendersGatewayView('subscription', { family: 'editorial' })).toBe(false);
  });
});

describe('paAgreements', () => {
  it('is an empty list for a visitor without agreements, and the customer’s agreements otherwise', () => {
    expect(base().paAgreements).toEqual([]);
    const pa = { agreement_type: 'PA', download_cap: 10, downloads_remaining: 4 } as never;
    expect(base({ paAgreements: [pa] }).paAgreements).toEqual([pa]);
  });
});

describe('events (top level)', () => {
  it('holds the events given for the results', () => {
    const events = [{ id: 7, name: 'Final', parentId: 6, children: 0, assets: 3 }];
    expect(base({ events }).events).toEqual(events);
  });
});
