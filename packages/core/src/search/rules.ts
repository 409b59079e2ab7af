// The search parameter rules of spec §4, one exported function per rule, and the order the
// reducer applies them in.
//
// Every rule has the same shape: it receives the state built so far and the change being made
// (the state before the action, the state right after the action's own edit, the action and
// its context) and returns the next state. Rules that react to "changing X" look at the
// action's own edit, never at what an earlier rule did: otherwise "setting recentlyviewed
// removes phrase" would count as a phrase change and clear recentlyviewed again.

import type { SearchAction } from './actions';
import { restrictToAvailable } from './availability';
import { FIRST_PAGE, type ParameterName, type SearchParameters, type SiteId } from './parameters';
import { includesEditorial, isEditorialImageSearch, searchScope } from './scope';
import { sameParameters, sameValue } from './values';

export interface SearchProfile {
  readonly editorialRecommendationsActive: boolean;
  readonly personalityDisambiguityOptedIn: boolean;
}

/** Asset counts of the event the search is filtered to, when the page knows them. */
export interface SelectedEventCounts {
  readonly images: number;
  readonly films: number;
}

export interface SearchContext {
  readonly site: SiteId;
  readonly profile: SearchProfile;
  readonly selectedEvent?: SelectedEventCounts;
}

export const PROFILE_WITHOUT_OPT_INS: SearchProfile = {
  editorialRecommendationsActive: false,
  personalityDisambiguityOptedIn: false,
};

export interface SearchChange {
  readonly previous: SearchParameters;
  /** The state after the action's own edit, before any rule ran. */
  readonly edited: SearchParameters;
  /** Undefined when a loaded state (an address, an API query) is being normalised. */
  readonly action: SearchAction | undefined;
  readonly context: SearchContext;
}

export type SearchRule = (next: SearchParameters, change: SearchChange) => SearchParameters;

const SUPPRESSED = 'true';

function without(state: SearchParameters, ...names: ParameterName[]): SearchParameters {
  const next: Record<string, unknown> = { ...state };
  for (const name of names) delete next[name];
  return next as SearchParameters;
}

function changed(change: SearchChange, name: ParameterName): boolean {
  return !sameValue(change.previous[name], change.edited[name]);
}

// "Unsetting X" is the visitor clearing X: an unset, an empty set, or toggling the last value
// out. A reset-to-scope clears everything at once and is deliberately not an unset of each.
function unsetByAction(change: SearchChange, name: ParameterName): boolean {
  const { action } = change;
  if (action === undefined || action.type === 'changePage' || action.type === 'resetToScope') return false;
  if (action.type === 'newPhraseInScope') return false;
  return action.name === name && change.edited[name] === undefined;
}

function scopeChanged(change: SearchChange): boolean {
  return changed(change, 'family') || changed(change, 'assettype') || changed(change, 'editorialproducts');
}

/** Unsetting alloweduse sets it to off. */
export const unsettingAllowedUseSetsOff: SearchRule = (next, change) =>
  unsetByAction(change, 'alloweduse') ? { ...next, alloweduse: 'off' } : next;

/** Unsetting phraseprocessing sets default. */
export const unsettingPhraseProcessingSetsDefault: SearchRule = (next, change) =>
  unsetByAction(change, 'phraseprocessing') ? { ...next, phraseprocessing: 'default' } : next;

/** Unsetting offlinecontent sets exclude. */
export const unsettingOfflineContentSetsExclude: SearchRule = (next, change) =>
  unsetByAction(change, 'offlinecontent') ? { ...next, offlinecontent: 'exclude' } : next;

/** Changing phrase clears stackid, clarifications, recentlyviewed and curatedset. */
export const phraseChangeClearsPhraseContext: SearchRule = (next, change) =>
  changed(change, 'phrase')
    ? without(next, 'stackid', 'clarifications', 'recentlyviewed', 'curatedset')
    : next;

/**
 * If the new phrase no longer contains the old phrase, the people, family and phrase
 * corrections are dropped and, for editorial images, phraseprocessing becomes
 * excludenaturallanguage. "Contains" ignores case: 'Paris' refined to 'paris at night' is the
 * same search narrowed, and the corrections made for it still hold.
 */
export const newPhraseNotContainingOldDropsCorrections: SearchRule = (next, change) => {
  if (!changed(change, 'phrase')) return next;
  const oldPhrase = (change.previous.phrase ?? '').toLowerCase();
  const newPhrase = (change.edited.phrase ?? '').toLowerCase();
  if (newPhrase.includes(oldPhrase)) return next;
  const corrected = without(
    next,
    'suppresspeoplecorrection',
    'suppressfamilycorrection',
    'suppressphrasecorrection',
  );
  return isEditorialImageSearch(corrected)
    ? { ...corrected, phraseprocessing: 'excludenaturallanguage' }
    : corrected;
};

/**
 * Setting recentlyviewed removes phrase. Held as an invariant (never both), which also settles
 * an address that carries both; a new phrase clears recentlyviewed first, so the newer wins.
 */
export const recentlyViewedRemovesPhrase: SearchRule = (next) =>
  next.recentlyviewed === undefined ? next : without(next, 'phrase');

/**
 * Setting _colorindex removes bwonly, and the reverse: the one just set wins. An address that
 * carries both keeps the colour, the narrower of the two.
 */
export const colorIndexAndBlackAndWhiteExcludeEachOther: SearchRule = (next, change) => {
  if (changed(change, 'bwonly') && next.bwonly) return without(next, '_colorindex');
  return next._colorindex === undefined ? next : without(next, 'bwonly');
};

/**
 * recency other than daterange removes begindate and enddate. Held as an invariant, so dates
 * never linger in a state (or an address) where they would not be searched.
 */
export const recencyOtherThanDateRangeRemovesDates: SearchRule = (next) =>
  next.recency === 'daterange' ? next : without(next, 'begindate', 'enddate');

/** Changing artistexact removes morelikethis. */
export const artistExactChangeRemovesMoreLikeThis: SearchRule = (next, change) =>
  changed(change, 'artistexact') ? without(next, 'morelikethis') : next;

/** Changing assettype removes artistexact. */
export const assetTypeChangeRemovesArtistExact: SearchRule = (next, change) =>
  changed(change, 'assettype') ? without(next, 'artistexact') : next;

/** Unsetting videodurationmin removes videodurationmax. */
export const unsettingVideoDurationMinRemovesMax: SearchRule = (next, change) =>
  unsetByAction(change, 'videodurationmin') ? without(next, 'videodurationmax') : next;

/**
 * Unsetting mediatype removes assetfiletype. Held as an invariant: a file type only narrows a
 * media type, so without one it means nothing, also when availability dropped the media type.
 */
export const unsettingMediaTypeRemovesAssetFileType: SearchRule = (next) =>
  next.mediatype === undefined ? without(next, 'assetfiletype') : next;

/** Unsetting specificpeople sets suppresspeoplecorrection when the profile opted in. */
export const unsettingSpecificPeopleSuppressesPeopleCorrection: SearchRule = (next, change) =>
  unsetByAction(change, 'specificpeople') && change.context.profile.personalityDisambiguityOptedIn
    ? { ...next, suppresspeoplecorrection: SUPPRESSED }
    : next;

/** Scope change (family, assettype or editorialproducts): page 1; removes stackid, morelikethis, license, excludenudity. */
export const scopeChangeClearsScopedParameters: SearchRule = (next, change) =>
  scopeChanged(change)
    ? { ...without(next, 'stackid', 'morelikethis', 'license', 'excludenudity'), page: String(FIRST_PAGE) }
    : next;

/** Scope change: a creative or unset family sets suppressfamilycorrection. */
export const scopeChangeToCreativeOrUnsetFamilySuppressesFamilyCorrection: SearchRule = (next, change) =>
  scopeChanged(change) && (next.family === undefined || next.family === 'creative')
    ? { ...next, suppressfamilycorrection: SUPPRESSED }
    : next;

/** Scope change: editorial images drop sortorder. */
export const scopeChangeToEditorialImagesDropsSortOrder: SearchRule = (next, change) =>
  scopeChanged(change) && isEditorialImageSearch(next) ? without(next, 'sortorder') : next;

/**
 * Scope change: events are dropped in editorial scope when the selected event has zero films
 * or images for that type. Without counts nothing is known to be empty, so events stay.
 */
export const scopeChangeDropsEventsWithoutAssetsOfType: SearchRule = (next, change) => {
  const counts = change.context.selectedEvent;
  if (!scopeChanged(change) || counts === undefined || !includesEditorial(next)) return next;
  const { assetType } = searchScope(next);
  const assetsOfType = assetType === 'image' ? counts.images : assetType === 'film' ? counts.films : 0;
  return assetsOfType === 0 ? without(next, 'events') : next;
};

/**
 * Editorial recommendations: for editorial image searches with editorialRecommendationsActive,
 * recommendconfig becomes recommendonly when the phrase changed, or when sortorder or recency
 * changed while recommendconfig was unset or recommendonly; otherwise none.
 * Two readings the spec leaves open: turning pages keeps the result set the visitor is paging
 * through, and a recommendconfig chosen explicitly by the action is respected.
 */
export const editorialRecommendations: SearchRule = (next, change) => {
  const { action, previous, edited, context } = change;
  if (!context.profile.editorialRecommendationsActive || !isEditorialImageSearch(next)) return next;
  if (
    action === undefined ||
    sameParameters(previous, edited, 'page') ||
    changed(change, 'recommendconfig')
  ) {
    return next;
  }
  const recommendationsWereOn =
    previous.recommendconfig === undefined || previous.recommendconfig === 'recommendonly';
  const recommend =
    changed(change, 'phrase') ||
    ((changed(change, 'sortorder') || changed(change, 'recency')) && recommendationsWereOn);
  return { ...next, recommendconfig: recommend ? 'recommendonly' : 'none' };
};

/** After each change the available parameters are recomputed and unavailable ones dropped. */
export const dropUnavailableParameters: SearchRule = (next, change) =>
  restrictToAvailable(next, change.context.site);

/** Changing any parameter other than page resets page to 1 (whatever rule made the change). */
export const nonPageChangeResetsPage: SearchRule = (next, change) =>
  sameParameters(change.previous, next, 'page') ? next : { ...next, page: String(FIRST_PAGE) };

/**
 * The order the reducer applies the rules in. Unset defaults come first so later rules see the
 * value the visitor will see; phrase rules run before recentlyviewed removes the phrase;
 * invariants run before the scope rules that may add parameters; availability runs after
 * every rule that adds a parameter; the media type rule runs after availability because
 * availability may be what removed the media type; page runs last because any earlier
 * removal is a change.
 */
export const SEARCH_RULE_ORDER: readonly SearchRule[] = [
  unsettingAllowedUseSetsOff,
  unsettingPhraseProcessingSetsDefault,
  unsettingOfflineContentSetsExclude,
  phraseChangeClearsPhraseContext,
  newPhraseNotContainingOldDropsCorrections,
  recentlyViewedRemovesPhrase,
  colorIndexAndBlackAndWhiteExcludeEachOther,
  recencyOtherThanDateRangeRemovesDates,
  artistExactChangeRemovesMoreLikeThis,
  assetTypeChangeRemovesArtistExact,
  unsettingVideoDurationMinRemovesMax,
  unsettingSpecificPeopleSuppressesPeopleCorrection,
  scopeChangeClearsScopedParameters,
  scopeChangeToCreativeOrUnsetFamilySuppressesFamilyCorrection,
  scopeChangeToEditorialImagesDropsSortOrder,
  scopeChangeDropsEventsWithoutAssetsOfType,
  editorialRecommendations,
  dropUnavailableParameters,
  unsettingMediaTypeRemovesAssetFileType,
  nonPageChangeResetsPage,
];

/**
 * Reset-to-scope replaces the whole state, so only availability and the page reset apply: the
 * per-parameter rules would add back the very parameters the reset exists to clear.
 */
export const RESET_TO_SCOPE_RULE_ORDER: readonly SearchRule[] = [
  dropUnavailableParameters,
  nonPageChangeResetsPage,
];

/** The rules that hold for any state, not only after an action: a loaded state must obey them. */
export const INVARIANT_RULE_ORDER: readonly SearchRule[] = [
  recentlyViewedRemovesPhrase,
  colorIndexAndBlackAndWhiteExcludeEachOther,
  recencyOtherThanDateRangeRemovesDates,
  dropUnavailableParameters,
  unsettingMediaTypeRemovesAssetFileType,
];

export function runRules(rules: readonly SearchRule[], change: SearchChange): SearchParameters {
  return rules.reduce((next, rule) => rule(next, change), change.edited);
}

/**
 * Brings a loaded state (from an address or an API query) into the shape the reducer keeps:
 * exclusive parameters settled, unavailable parameters and values dropped. The page is left as
 * it was; nothing was changed by the visitor.
 */
export function normalizeSearchParameters(state: SearchParameters, site: SiteId): SearchParameters {
  const context: SearchContext = { site, profile: PROFILE_WITHOUT_OPT_INS };
  return runRules(INVARIANT_RULE_ORDER, { previous: state, edited: state, action: undefined, context });
}
