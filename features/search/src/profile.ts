import {
  PROFILE_WITHOUT_OPT_INS,
  type SearchContext,
  type SearchProfile,
  type SiteId,
} from '@lightbox/core/search';

/** What a signed-in customer chose on their profile page; a visitor has none. */
export type ProfileOptIns = Pick<SearchProfile, 'personalityDisambiguityOptedIn'>;

/**
 * The visitor's search profile (spec section 3, searchProfile). Editorial recommendations are a
 * premium-site service; the people-disambiguation opt-in is a setting of the customer's account.
 * The server and the browser build links through the same profile, so a link computed on the
 * server (a correction, a related search) is the state the browser's rules reach.
 */
export function searchProfileFor(site: SiteId, optIns?: ProfileOptIns): SearchProfile {
  return {
    ...PROFILE_WITHOUT_OPT_INS,
    editorialRecommendationsActive: site === 'premium',
    personalityDisambiguityOptedIn: optIns?.personalityDisambiguityOptedIn ?? false,
  };
}

export function searchContextFor(site: SiteId): SearchContext {
  return { site, profile: searchProfileFor(site) };
}
