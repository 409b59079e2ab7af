import { describe, expect, it } from 'vitest';
import { applySearchAction, changePage, set, toggle, toggleValues, unset } from './actions';
import type { SearchParameters } from './parameters';
import * as rules from './rules';
import { SEARCH_RULE_ORDER } from './rules';
import { afterActions, searchContext } from './test-factories';

const premium = searchContext({ site: 'premium' });

describe('search parameter rules (spec §4)', () => {
  it('changing any parameter other than page resets page to 1', () => {
    const state: SearchParameters = { phrase: 'dog', page: '5' };
    expect(applySearchAction(state, toggle('bwonly'), premium)).toEqual({
      phrase: 'dog',
      bwonly: true,
      page: '1',
    });
    expect(applySearchAction(state, set('orientations', ['square']), premium).page).toBe('1');
  });

  it('changing page alone keeps the requested page and every other parameter', () => {
    const state: SearchParameters = { phrase: 'dog', orientations: ['square'], page: '2' };
    expect(applySearchAction(state, changePage(7), premium)).toEqual({ ...state, page: '7' });
  });

  it('an action that changes nothing leaves the page where it was', () => {
    const state: SearchParameters = { phrase: 'dog', page: '4' };
    expect(applySearchAction(state, set('phrase', 'dog'), premium)).toEqual(state);
  });

  it('changing phrase clears stackid, clarifications, recentlyviewed and curatedset', () => {
    const state: SearchParameters = {
      recentlyviewed: 'true',
      stackid: '509212414',
      clarifications: 'jaguar:animal',
      curatedset: 'spring-2024',
      orientations: ['vertical'],
    };
    expect(applySearchAction(state, set('phrase', 'jaguar'), premium)).toEqual({
      phrase: 'jaguar',
      orientations: ['vertical'],
      page: '1',
    });
  });

  it('setting _colorindex removes bwonly', () => {
    const state: SearchParameters = { family: 'creative', bwonly: true };
    expect(applySearchAction(state, set('_colorindex', 'FF0000'), premium)).toEqual({
      family: 'creative',
      _colorindex: 'ff0000',
      page: '1',
    });
  });

  it('setting bwonly removes _colorindex', () => {
    const state: SearchParameters = { family: 'creative', _colorindex: 'ff0000' };
    expect(applySearchAction(state, toggle('bwonly'), premium)).toEqual({
      family: 'creative',
      bwonly: true,
      page: '1',
    });
  });

  it('recency other than daterange removes begindate and enddate', () => {
    const state: SearchParameters = {
      family: 'editorial',
      recency: 'daterange',
      begindate: '2024-01-01',
      enddate: '2024-02-01',
    };
    expect(applySearchAction(state, set('recency', 'lastweek'), premium)).toEqual({
      family: 'editorial',
      recency: 'lastweek',
      page: '1',
    });
    expect(applySearchAction(state, set('phrase', 'election'), premium)).toMatchObject({
      begindate: '2024-01-01',
      enddate: '2024-02-01',
    });
  });

  it('unsetting alloweduse sets it to off', () => {
    const state: SearchParameters = { alloweduse: 'availableforalluses' };
    expect(applySearchAction(state, unset('alloweduse'), premium).alloweduse).toBe('off');
  });

  it('unsetting phraseprocessing sets default', () => {
    const state: SearchParameters = { phraseprocessing: 'includenaturallanguage' };
    expect(applySearchAction(state, unset('phraseprocessing'), premium).phraseprocessing).toBe('default');
  });

  it('unsetting offlinecontent sets exclude', () => {
    const state: SearchParameters = { offlinecontent: 'include' };
    expect(applySearchAction(state, unset('offlinecontent'), premium).offlinecontent).toBe('exclude');
  });

  it('changing artistexact removes morelikethis', () => {
    const state: SearchParameters = { morelikethis: '1128471' };
    expect(applySearchAction(state, set('artistexact', 'Ansel Adams'), premium)).toEqual({
      artistexact: 'Ansel Adams',
      page: '1',
    });
  });

  it('changing assettype removes artistexact', () => {
    const state: SearchParameters = { assettype: 'image', artistexact: 'Ansel Adams' };
    expect(applySearchAction(state, set('assettype', 'film'), premium).artistexact).toBeUndefined();
  });

  it('setting recentlyviewed removes phrase', () => {
    const state: SearchParameters = { phrase: 'dog' };
    expect(applySearchAction(state, set('recentlyviewed', 'true'), premium)).toEqual({
      recentlyviewed: 'true',
      page: '1',
    });
  });

  it('unsetting videodurationmin removes videodurationmax', () => {
    const state: SearchParameters = { assettype: 'film', videodurationmin: '10', videodurationmax: '60' };
    expect(applySearchAction(state, unset('videodurationmin'), premium)).toEqual({
      assettype: 'film',
      page: '1',
    });
    expect(applySearchAction(state, unset('videodurationmax'), premium).videodurationmin).toBe('10');
  });

  it('unsetting mediatype removes assetfiletype', () => {
    const state: SearchParameters = { family: 'creative', mediatype: 'vector', assetfiletype: 'eps' };
    expect(applySearchAction(state, unset('mediatype'), premium)).toEqual({ family: 'creative', page: '1' });
  });

  it('unsetting specificpeople sets suppresspeoplecorrection when the profile has personalityDisambiguityOptedIn', () => {
    const state: SearchParameters = { family: 'editorial', specificpeople: ['12345'] };
    const optedIn = searchContext({ profile: { personalityDisambiguityOptedIn: true } });
    expect(applySearchAction(state, unset('specificpeople'), optedIn).suppresspeoplecorrection).toBe('true');
    expect(applySearchAction(state, toggleValues('specificpeople', ['12345']), optedIn)).toMatchObject({
      suppresspeoplecorrection: 'true',
    });
    expect(
      applySearchAction(state, unset('specificpeople'), premium).suppresspeoplecorrection,
    ).toBeUndefined();
  });

  it.each([
    ['family', set('family', 'creative')],
    ['assettype', set('assettype', 'film')],
    ['editorialproducts', set('editorialproducts', 'sport')],
  ] as const)(
    'scope change (%s): page 1; removes stackid, morelikethis, license, excludenudity',
    (_, action) => {
      const state: SearchParameters = {
        family: 'editorial',
        page: '3',
        stackid: '1',
        morelikethis: '2',
        license: 'rf',
        orientations: ['square'],
      };
      const next = applySearchAction(state, action, premium);
      expect(next).toMatchObject({ page: '1', orientations: ['square'] });
      expect(next).not.toHaveProperty('stackid');
      expect(next).not.toHaveProperty('morelikethis');
      expect(next).not.toHaveProperty('license');
    },
  );

  it('scope change removes excludenudity even when the new scope still offers it', () => {
    const state: SearchParameters = { family: 'creative', assettype: 'image', excludenudity: true };
    expect(applySearchAction(state, set('assettype', 'film'), premium).excludenudity).toBeUndefined();
  });

  it('scope change: a creative or unset family sets suppressfamilycorrection', () => {
    const editorial: SearchParameters = { family: 'editorial' };
    expect(applySearchAction(editorial, set('family', 'creative'), premium).suppressfamilycorrection).toBe(
      'true',
    );
    expect(applySearchAction(editorial, unset('family'), premium).suppressfamilycorrection).toBe('true');
    const creative: SearchParameters = { family: 'creative' };
    expect(
      applySearchAction(creative, set('family', 'editorial'), premium).suppressfamilycorrection,
    ).toBeUndefined();
  });

  it('scope change: editorial images drop sortorder', () => {
    const state: SearchParameters = { family: 'creative', sortorder: 'newest' };
    expect(applySearchAction(state, set('family', 'editorial'), premium).sortorder).toBeUndefined();
    const film: SearchParameters = { family: 'creative', assettype: 'film', sortorder: 'newest' };
    expect(applySearchAction(film, set('family', 'editorial'), premium).sortorder).toBe('newest');
  });

  it('scope change: events are dropped in editorial scope when the selected event has zero films or images for that type', () => {
    const state: SearchParameters = { family: 'editorial', assettype: 'image', events: ['775412'] };
    const noFilms = searchContext({ selectedEvent: { images: 40, films: 0 } });
    const someFilms = searchContext({ selectedEvent: { images: 40, films: 3 } });
    expect(applySearchAction(state, set('assettype', 'film'), noFilms).events).toBeUndefined();
    expect(applySearchAction(state, set('assettype', 'film'), someFilms).events).toEqual(['775412']);
    expect(applySearchAction(state, set('assettype', 'film'), premium).events).toEqual(['775412']);
  });

  it('if the new phrase no longer contains the old phrase, people, family and phrase corrections are dropped', () => {
    const state: SearchParameters = {
      phrase: 'Paris',
      suppresspeoplecorrection: 'true',
      suppressfamilycorrection: 'true',
      suppressphrasecorrection: 'true',
    };
    expect(applySearchAction(state, set('phrase', 'london'), premium)).toEqual({
      phrase: 'london',
      page: '1',
    });
    expect(applySearchAction(state, set('phrase', 'paris at night'), premium)).toEqual({
      ...state,
      phrase: 'paris at night',
      page: '1',
    });
  });

  it('if the new phrase no longer contains the old phrase, editorial images switch phraseprocessing to excludenaturallanguage', () => {
    const editorialImages: SearchParameters = { family: 'editorial', phrase: 'paris' };
    expect(applySearchAction(editorialImages, set('phrase', 'london'), premium).phraseprocessing).toBe(
      'excludenaturallanguage',
    );
    const creative: SearchParameters = { family: 'creative', phrase: 'paris' };
    expect(applySearchAction(creative, set('phrase', 'london'), premium).phraseprocessing).toBeUndefined();
  });

  it('after each change the available parameters are recomputed and unavailable ones dropped', () => {
    const film: SearchParameters = {
      family: 'editorial',
      assettype: 'film',
      videodurationmin: '10',
      framerate: ['25'],
      phrase: 'surf',
    };
    expect(applySearchAction(film, set('assettype', 'image'), premium)).toEqual({
      family: 'editorial',
      assettype: 'image',
      phrase: 'surf',
      page: '1',
    });
  });

  describe('editorial recommendations', () => {
    const active = searchContext({ profile: { editorialRecommendationsActive: true } });
    const editorialImages: SearchParameters = { family: 'editorial', phrase: 'election' };

    it('recommendconfig becomes recommendonly when the phrase changed', () => {
      const state = { ...editorialImages, recommendconfig: 'none' } as const;
      expect(applySearchAction(state, set('phrase', 'senate'), active).recommendconfig).toBe('recommendonly');
    });

    it('recommendconfig becomes recommendonly when sortorder or recency changed while it was unset or recommendonly', () => {
      expect(applySearchAction(editorialImages, set('sortorder', 'newest'), active).recommendconfig).toBe(
        'recommendonly',
      );
      const on = { ...editorialImages, recommendconfig: 'recommendonly' } as const;
      expect(applySearchAction(on, set('recency', 'lastweek'), active).recommendconfig).toBe('recommendonly');
    });

    it('recommendconfig stays none when sortorder or recency changed while it was none', () => {
      const off = { ...editorialImages, recommendconfig: 'none' } as const;
      expect(applySearchAction(off, set('sortorder', 'newest'), active).recommendconfig).toBe('none');
    });

    it('recommendconfig becomes none for any other change', () => {
      const on = { ...editorialImages, recommendconfig: 'recommendonly' } as const;
      expect(applySearchAction(on, set('events', ['775412']), active).recommendconfig).toBe('none');
    });

    it('recommendconfig is left alone when turning pages', () => {
      const on = { ...editorialImages, recommendconfig: 'recommendonly' } as const;
      expect(applySearchAction(on, changePage(2), active).recommendconfig).toBe('recommendonly');
    });

    it('recommendconfig is not touched without editorialRecommendationsActive', () => {
      expect(
        applySearchAction(editorialImages, set('phrase', 'senate'), premium).recommendconfig,
      ).toBeUndefined();
    });

    it('recommendconfig does not exist outside editorial image searches', () => {
      const film: SearchParameters = { family: 'editorial', assettype: 'film', phrase: 'election' };
      expect(applySearchAction(film, set('phrase', 'senate'), active).recommendconfig).toBeUndefined();
    });
  });

  it('applies every exported rule, each exactly once', () => {
    const exportedRules = Object.entries(rules)
      .filter(
        ([name, value]) =>
          typeof value === 'function' && name !== 'runRules' && name !== 'normalizeSearchParameters',
      )
      .map(([, value]) => value);
    expect(new Set(SEARCH_RULE_ORDER)).toEqual(new Set(exportedRules));
    expect(SEARCH_RULE_ORDER).toHaveLength(exportedRules.length);
  });

  it('a loaded state is normalised with the invariant rules only', () => {
    const loaded: SearchParameters = {
      phrase: 'dog',
      recentlyviewed: 'true',
      bwonly: true,
      _colorindex: 'aa0000',
    };
    expect(rules.normalizeSearchParameters(loaded, 'premium')).toEqual({
      recentlyviewed: 'true',
      _colorindex: 'aa0000',
    });
  });

  it('a sequence of actions composes the rules', () => {
    const state = afterActions({}, [
      set('family', 'editorial'),
      set('phrase', 'election'),
      set('recency', 'daterange'),
      set('begindate', '2024-11-01'),
      changePage(3),
      set('recency', 'last24hours'),
    ]);
    expect(state).toEqual({ family: 'editorial', phrase: 'election', recency: 'last24hours', page: '1' });
  });
});
