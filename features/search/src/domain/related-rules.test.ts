import { applySearchAction, PROFILE_WITHOUT_OPT_INS, type SearchParameters } from '@lightbox/core/search';
import { describe, expect, it } from 'vitest';
import {
  RELATED_TERMS_LIMIT,
  type RelatedCandidate,
  rankRelatedTerms,
  relatedSearchActions,
} from './related-rules';

const candidate = (
  keyword: string,
  matches: number,
  frequency: number,
  ownWords = false,
): RelatedCandidate => ({
  keyword,
  matches,
  frequency,
  ownWords,
});

describe('related searches are the keywords the matches share, weighted by how specific they are', () => {
  it('orders by matches × ln(catalogue size / frequency)', () => {
    expect(
      rankRelatedTerms(
        [candidate('sea', 12, 15), candidate('sand', 10, 10), candidate('palm tree', 8, 8)],
        40,
      ),
    ).toEqual(['sand', 'palm tree', 'sea']);
  });

  it('leaves out the phrase’s own words, keywords every asset carries, and keywords of one match', () => {
    expect(
      rankRelatedTerms(
        [
          candidate('beach', 12, 12, true),
          candidate('color image', 12, 40),
          candidate('wedding', 1, 1),
          candidate('sand', 10, 10),
        ],
        40,
      ),
    ).toEqual(['sand']);
  });

  it('shows each keyword once whatever its case, and at most eight', () => {
    const many = Array.from({ length: 12 }, (_, i) => candidate(`term ${i}`, 5, 5 + i));
    expect(rankRelatedTerms(many, 1000)).toHaveLength(RELATED_TERMS_LIMIT);
    expect(rankRelatedTerms([candidate('Paris', 5, 10), candidate('paris', 5, 10)], 100)).toEqual(['Paris']);
  });

  it('survives a dictionary that lags behind (frequency below the sample’s count, empty catalogue)', () => {
    expect(rankRelatedTerms([candidate('sand', 10, 0)], 0)).toEqual([]);
    expect(rankRelatedTerms([candidate('sand', 10, 3)], 100)).toEqual(['sand']);
  });
});

describe('a related search', () => {
  it('keeps the scope and nothing else', () => {
    const context = { site: 'premium' as const, profile: PROFILE_WITHOUT_OPT_INS };
    const next = relatedSearchActions('premium', 'sand').reduce<SearchParameters>(
      (s, a) => applySearchAction(s, a, context),
      {
        phrase: 'beach',
        family: 'creative' as const,
        assettype: 'film' as const,
        orientations: ['vertical'],
        page: '3',
      },
    );
    expect(next.phrase).toBe('sand');
    expect(next.family).toBe('creative');
    expect(next.assettype).toBe('film');
    expect(next.orientations).toBeUndefined();
    expect(next.page ?? '1').toBe('1');
  });

  it('judges the new phrase against the phrase on screen: editorial images switch to excludenaturallanguage', () => {
    const context = { site: 'premium' as const, profile: PROFILE_WITHOUT_OPT_INS };
    const follow = (state: SearchParameters, term: string) =>
      relatedSearchActions('premium', term).reduce<SearchParameters>(
        (s, a) => applySearchAction(s, a, context),
        state,
      );
    const onScreen: SearchParameters = { phrase: 'cat', family: 'editorial', assettype: 'image' };
    expect(follow(onScreen, 'editorial').phraseprocessing).toBe('excludenaturallanguage');
    // A refinement that still contains the phrase keeps the default processing.
    expect(follow(onScreen, 'cat food').phraseprocessing).toBeUndefined();
    // Creative images are not editorial: no switch.
    expect(follow({ ...onScreen, family: 'creative' }, 'dog').phraseprocessing).toBeUndefined();
  });
});
