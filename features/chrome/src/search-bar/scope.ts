import {
  applySearchAction,
  newPhraseInScope,
  PROFILE_WITHOUT_OPT_INS,
  type SearchParameters,
  type SiteId,
  set,
  toSearchUrl,
  unset,
} from '@lightbox/core/search';

/** The asset types the search bar offers. */
export type SearchBarType = 'image' | 'film';
/** A single family, or undefined for both (the default, 'creative,editorial'). */
export type SearchBarFamily = 'creative' | 'editorial' | undefined;

/** The scope the bar's selector shows: asset type and family. */
export interface SearchBarScope {
  type: SearchBarType;
  family: SearchBarFamily;
}

/** What is on screen when the visitor submits the bar. */
export interface OnScreenSearch extends SearchBarScope {
  phrase: string;
}

/** The selector's options, in the order shown: each type alone, then per family. */
export const SEARCH_BAR_SCOPES: readonly SearchBarScope[] = [
  { type: 'image', family: undefined },
  { type: 'image', family: 'creative' },
  { type: 'image', family: 'editorial' },
  { type: 'film', family: undefined },
  { type: 'film', family: 'creative' },
  { type: 'film', family: 'editorial' },
];

/** A scope as one select value ("image", "film:editorial") and back. Pure. */
export function scopeValue(scope: SearchBarScope): string {
  return scope.family ? `${scope.type}:${scope.family}` : scope.type;
}
export function scopeOfValue(value: string): SearchBarScope {
  return SEARCH_BAR_SCOPES.find((s) => scopeValue(s) === value) ?? SEARCH_BAR_SCOPES[0]!;
}

/** The bar's scope of a page's family (a single one, else both). Pure. */
export function barFamily(family: string | undefined): SearchBarFamily {
  return family === 'creative' || family === 'editorial' ? family : undefined;
}

/**
 * The address the bar leads to: a new phrase in the current scope, through the core rules
 * like every other change (spec §4), so leaving an editorial search for a phrase that no
 * longer contains the old one switches to excludenaturallanguage, and a scope chosen in the
 * selector is a scope change. Pure.
 */
export function searchBarAddress(
  site: SiteId,
  onScreen: OnScreenSearch,
  chosen: SearchBarScope,
  phrase: string,
): string {
  const context = { site, profile: PROFILE_WITHOUT_OPT_INS };
  const current: SearchParameters = {
    ...(onScreen.phrase && { phrase: onScreen.phrase }),
    assettype: onScreen.type,
    ...(onScreen.family && { family: onScreen.family }),
  };
  let next = applySearchAction(current, newPhraseInScope(site, phrase.trim()), context);
  if (chosen.type !== onScreen.type) next = applySearchAction(next, set('assettype', chosen.type), context);
  if (chosen.family !== onScreen.family) {
    const family = chosen.family ? set('family', chosen.family) : unset('family');
    next = applySearchAction(next, family, context);
  }
  // Page 1 is the default: the address leaves it out.
  const { page: _first, ...rest } = next;
  return toSearchUrl(next.page === '1' ? rest : next);
}
