// Test data builders for the search model's tests (not part of the public API).

import { applySearchAction, type SearchAction } from './actions';
import type { SearchParameters, SiteId } from './parameters';
import { PROFILE_WITHOUT_OPT_INS, type SearchContext, type SearchProfile } from './rules';

export function searchContext(
  overrides: {
    site?: SiteId;
    profile?: Partial<SearchProfile>;
    selectedEvent?: SearchContext['selectedEvent'];
  } = {},
): SearchContext {
  return {
    site: overrides.site ?? 'premium',
    profile: { ...PROFILE_WITHOUT_OPT_INS, ...overrides.profile },
    ...(overrides.selectedEvent === undefined ? {} : { selectedEvent: overrides.selectedEvent }),
  };
}

/** Applies actions one after another, as a visitor would. */
export function afterActions(
  state: SearchParameters,
  actions: readonly SearchAction[],
  context: SearchContext = searchContext(),
): SearchParameters {
  return actions.reduce((current, action) => applySearchAction(current, action, context), state);
}
