import { describe, expect, it } from 'vitest';
import {
  allowedAssetFileTypes,
  allowedLicenses,
  allowedMediaTypes,
  allowedSortOrders,
  availableSearchParameters,
  isAssetIdSearch,
  isParameterAvailable,
  restrictToAvailable,
} from './availability';
import { ASSET_TYPES, FAMILIES, PARAMETER_NAMES, type SearchParameters, SITE_IDS } from './parameters';

const everyScope = SITE_IDS.flatMap((site) =>
  FAMILIES.flatMap((family) => ASSET_TYPES.map((assettype) => ({ site, state: { family, assettype } }))),
);

function availableIn(name: (typeof PARAMETER_NAMES)[number]) {
  return everyScope
    .filter(({ site, state }) => isParameterAvailable(site, state, name))
    .map(({ site, state }) => `${site}/${state.family}/${state.assettype}`);
}

describe('availability table (spec §5)', () => {
  it('offers every parameter somewhere', () => {
    const nowhere = PARAMETER_NAMES.filter((name) => availableIn(name).length === 0);
    expect(nowhere).toEqual([]);
  });

  it('excludenudity only for creative', () => {
    expect(availableIn('excludenudity').every((scope) => scope.includes('/creative/'))).toBe(true);
    expect(isParameterAvailable('premium', { family: 'creative' }, 'excludenudity')).toBe(true);
    expect(isParameterAvailable('premium', { family: 'editorial' }, 'excludenudity')).toBe(false);
  });

  it('video duration only for film', () => {
    for (const name of ['videodurationmin', 'videodurationmax'] as const) {
      expect(availableIn(name).every((scope) => scope.endsWith('/film'))).toBe(true);
      expect(isParameterAvailable('premium', { assettype: 'film' }, name)).toBe(true);
    }
  });

  it('date and event filters only for editorial', () => {
    for (const name of ['recency', 'begindate', 'enddate', 'events', 'eventid', 'parenteventid'] as const) {
      expect(isParameterAvailable('premium', { family: 'creative' }, name)).toBe(false);
      expect(isParameterAvailable('premium', { family: 'editorial' }, name)).toBe(true);
    }
  });

  it('an asset-id search keeps only the agreement-type filters', () => {
    const state: SearchParameters = { phrase: '1234567890', family: 'editorial' };
    expect(availableSearchParameters('premium', state)).toEqual([
      'phrase',
      'page',
      'family',
      'assettype',
      'premiumaccess',
      'easyaccess',
      'editorialsubscription',
      'agreements',
    ]);
    expect(availableSearchParameters('subscription', state)).toEqual([
      'phrase',
      'page',
      'family',
      'assettype',
      'agreements',
    ]);
  });

  it('recognises an asset id only when the phrase is all digits (optionally gm-prefixed) and long enough', () => {
    expect(isAssetIdSearch({ phrase: '509212414' })).toBe(true);
    expect(isAssetIdSearch({ phrase: 'gm1147544807' })).toBe(true);
    expect(isAssetIdSearch({ phrase: '1984' })).toBe(false);
    expect(isAssetIdSearch({ phrase: 'route 66 sign' })).toBe(false);
  });

  it('istockexclusive only on the subscription site', () => {
    expect(availableIn('istockexclusive').every((scope) => scope.startsWith('subscription/'))).toBe(true);
  });

  it('alloweduse, license and offlinecontent only on the premium site', () => {
    for (const name of ['alloweduse', 'license', 'offlinecontent'] as const) {
      expect(availableIn(name).every((scope) => scope.startsWith('premium/'))).toBe(true);
    }
  });

  it('editorial products only on editorial', () => {
    expect(availableIn('editorialproducts').every((scope) => scope.includes('/editorial/'))).toBe(true);
  });

  it('film definition, frame rate, viewpoint and image technique only for film', () => {
    for (const name of ['filmdefinition', 'framerate', 'viewpoint', 'imagetechnique'] as const) {
      expect(availableIn(name).every((scope) => scope.endsWith('/film'))).toBe(true);
    }
  });

  it('editorial recommendations only for editorial images', () => {
    expect(availableIn('recommendconfig')).toEqual([
      'premium/editorial/image',
      'subscription/editorial/image',
    ]);
  });
});

describe('excluded values (spec §5)', () => {
  it('creative family excludes oldest', () => {
    expect(allowedSortOrders({ family: 'creative' })).toEqual(['best', 'newest', 'mostpopular']);
  });

  it('archival editorial excludes best', () => {
    expect(allowedSortOrders({ family: 'editorial', editorialproducts: 'archival' })).toEqual([
      'newest',
      'oldest',
      'mostpopular',
    ]);
  });

  it('video templates exclude mostpopular, newest and oldest', () => {
    expect(allowedSortOrders({ assettype: 'videotemplate' })).toEqual(['best']);
  });

  it('other scopes allow every sortorder', () => {
    expect(allowedSortOrders({ family: 'editorial', editorialproducts: 'news' })).toEqual([
      'best',
      'newest',
      'oldest',
      'mostpopular',
    ]);
    expect(allowedSortOrders({})).toEqual(['best', 'newest', 'oldest', 'mostpopular']);
  });

  it("images exclude 'rr' and 'rf,rr'", () => {
    expect(allowedLicenses({ assettype: 'image' })).toEqual(['rf', 'rm', 'rf,rm']);
    expect(allowedLicenses({})).toEqual(['rf', 'rm', 'rf,rm']);
  });

  it("film excludes 'rm' and 'rf,rm'", () => {
    expect(allowedLicenses({ assettype: 'film' })).toEqual(['rf', 'rr', 'rf,rr']);
  });

  it('media types follow the asset type and file types follow the media type', () => {
    expect(allowedMediaTypes({ assettype: 'image' })).toEqual(['photography', 'illustration', 'vector']);
    expect(allowedMediaTypes({ assettype: 'film' })).toEqual(['footage', 'animation', 'motiongraphics']);
    expect(allowedMediaTypes({ assettype: 'videotemplate' })).toEqual([]);
    expect(allowedAssetFileTypes({ mediatype: 'vector' })).toEqual(['eps', 'ai', 'svg']);
    expect(allowedAssetFileTypes({ assettype: 'film' })).toEqual(['mov', 'mp4']);
    expect(allowedAssetFileTypes({ assettype: 'videotemplate' })).toEqual([]);
  });
});

describe('restrictToAvailable', () => {
  it('drops unavailable parameters and excluded values, keeping the rest', () => {
    const state: SearchParameters = {
      family: 'creative',
      assettype: 'image',
      phrase: 'beach',
      sortorder: 'oldest',
      license: 'rr',
      mediatype: 'footage',
      events: ['1'],
      istockexclusive: true,
      orientations: ['square'],
    };
    expect(restrictToAvailable(state, 'premium')).toEqual({
      family: 'creative',
      assettype: 'image',
      phrase: 'beach',
      orientations: ['square'],
    });
  });
});
