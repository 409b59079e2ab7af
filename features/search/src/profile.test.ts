import { applySearchAction, type SearchParameters, toggleValues, unset } from '@lightbox/core/search';
import { describe, expect, it } from 'vitest';
import { galleryFields } from './gallery-state';
import { searchContextFor, searchProfileFor } from './profile';

const withPerson: SearchParameters = { family: 'editorial', assettype: 'image', specificpeople: ['12345'] };

describe('the visitor search profile', () => {
  it('a visitor without an account has personalityDisambiguityOptedIn off on both sites', () => {
    expect(searchProfileFor('premium').personalityDisambiguityOptedIn).toBe(false);
    expect(searchProfileFor('subscription').personalityDisambiguityOptedIn).toBe(false);
    expect(searchProfileFor('premium', { personalityDisambiguityOptedIn: false })).toEqual(
      searchProfileFor('premium'),
    );
  });

  it('unsetting specificpeople sets suppresspeoplecorrection when the profile has personalityDisambiguityOptedIn', () => {
    for (const site of ['premium', 'subscription'] as const) {
      const optedIn = { site, profile: searchProfileFor(site, { personalityDisambiguityOptedIn: true }) };
      expect(applySearchAction(withPerson, unset('specificpeople'), optedIn)).toMatchObject({
        suppresspeoplecorrection: 'true',
      });
      expect(applySearchAction(withPerson, toggleValues('specificpeople', ['12345']), optedIn)).toMatchObject(
        {
          suppresspeoplecorrection: 'true',
        },
      );
      const notOptedIn = applySearchAction(withPerson, unset('specificpeople'), searchContextFor(site));
      expect(notOptedIn.suppresspeoplecorrection).toBeUndefined();
      expect(notOptedIn.specificpeople).toBeUndefined();
    }
  });

  it("the gallery state's searchProfile carries the customer's opt-in", () => {
    const profile = searchProfileFor('subscription', { personalityDisambiguityOptedIn: true });
    const fields = galleryFields({ site: 'subscription', params: withPerson, profile, events: [] });
    expect(fields.searchProfile).toEqual({
      site: { nickname: 'subscription' },
      editorialRecommendationsActive: false,
      personalityDisambiguityOptedIn: true,
    });
  });
});
