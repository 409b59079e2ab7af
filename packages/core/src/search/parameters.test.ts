import { describe, expect, it } from 'vitest';
import {
  ALLOWED_USES,
  ASSET_TYPES,
  BOOLEAN_PARAMETERS,
  EDITORIAL_PRODUCTS,
  FAMILIES,
  IMAGE_MEDIA_TYPES,
  LICENSES,
  MULTI_VALUE_PARAMETERS,
  OFFLINE_CONTENT_MODES,
  PARAMETER_NAMES,
  PHRASE_PROCESSING_MODES,
  RECENCIES,
  RECOMMEND_CONFIGS,
  SEARCH_PARAMETERS,
  SORT_ORDERS,
} from './parameters';

// Spec §3 "Search parameters (all)", in the spec's order.
const SPEC_PARAMETERS =
  `phrase, page, family, assettype, editorialproducts, mediatype, assetfiletype, sortorder,
  recency, alloweduse, phraseprocessing, stackid, clarifications, recentlyviewed, curatedset, artistexact,
  morelikethis, license, excludenudity, bwonly, _colorindex, videodurationmin, videodurationmax, offlinecontent,
  specificpeople, suppresspeoplecorrection, suppressfamilycorrection, suppressphrasecorrection, events,
  premiumaccess, easyaccess, editorialsubscription, recommendconfig, imagesize, orientations, locations,
  ethnicity, ageofpeople, numberofpeople, mood, embeddable, groupbyevent, istockexclusive, agreements,
  collections, compositions, eventid, parenteventid, begindate, enddate, filmdefinition, framerate,
  imagetechnique, viewpoint, releasestatus, editorialsources, contributor, searchbyimage, imageurl`
    .split(',')
    .map((name) => name.trim());

describe('search parameter table (spec §3)', () => {
  it('defines exactly the parameters of the spec, in the spec order', () => {
    expect(PARAMETER_NAMES).toEqual(SPEC_PARAMETERS);
  });

  it('multivalue parameters are exactly the ones the spec lists', () => {
    expect([...MULTI_VALUE_PARAMETERS].sort()).toEqual(
      [
        'ageofpeople',
        'agreements',
        'collections',
        'compositions',
        'ethnicity',
        'events',
        'filmdefinition',
        'framerate',
        'imagetechnique',
        'locations',
        'numberofpeople',
        'orientations',
        'specificpeople',
        'viewpoint',
        'editorialsources',
      ].sort(),
    );
  });

  it('boolean parameters are exactly bwonly, embeddable, excludenudity, groupbyevent and istockexclusive', () => {
    expect([...BOOLEAN_PARAMETERS].sort()).toEqual([
      'bwonly',
      'embeddable',
      'excludenudity',
      'groupbyevent',
      'istockexclusive',
    ]);
  });

  it('all other parameters are single-valued', () => {
    const others = PARAMETER_NAMES.filter(
      (name) =>
        !(MULTI_VALUE_PARAMETERS as readonly string[]).includes(name) &&
        !(BOOLEAN_PARAMETERS as readonly string[]).includes(name),
    );
    expect(others.every((name) => SEARCH_PARAMETERS[name].kind === 'single')).toBe(true);
  });

  it('closed value sets hold the values the spec names', () => {
    expect(FAMILIES).toEqual(['creative', 'editorial', 'creative,editorial']);
    expect(ASSET_TYPES).toEqual(['image', 'film', 'videotemplate']);
    expect(SORT_ORDERS).toEqual(['best', 'newest', 'oldest', 'mostpopular']);
    expect(LICENSES).toEqual(['rf', 'rm', 'rr', 'rf,rm', 'rf,rr']);
    expect(PHRASE_PROCESSING_MODES).toEqual(['default', 'includenaturallanguage', 'excludenaturallanguage']);
    expect(RECOMMEND_CONFIGS).toEqual(['none', 'recommendonly']);
    expect(OFFLINE_CONTENT_MODES).toEqual(['exclude', 'include']);
    expect(EDITORIAL_PRODUCTS).toEqual(['archival', 'entertainment', 'fashion', 'news', 'sport']);
    expect(IMAGE_MEDIA_TYPES).toEqual(['photography', 'illustration', 'vector']);
    expect(RECENCIES).toEqual(expect.arrayContaining(['anydate', 'daterange']));
    expect(ALLOWED_USES).toContain('off');
  });
});
