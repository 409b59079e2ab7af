// The actions a search page can take and the reducer that applies them to the gallery-state
// slice owned by this module: the search parameters and the batch-download selection.

import {
  type BooleanParameterName,
  isBooleanParameter,
  isMultiValueParameter,
  isParameterName,
  type MultiValueParameterName,
  type ParameterName,
  type ParameterValue,
  type ParameterValueOf,
  SCOPE_PARAMETERS,
  type SearchParameters,
  type SiteId,
} from './parameters';
import {
  RESET_TO_SCOPE_RULE_ORDER,
  runRules,
  SEARCH_RULE_ORDER,
  type SearchChange,
  type SearchContext,
} from './rules';
import { normalizeParameterValue, sameParameters } from './values';

declare const assetIdBrand: unique symbol;
/** An asset's id as the search results carry it. */
export type AssetId = string & { readonly [assetIdBrand]: 'AssetId' };
export const assetId = (id: string): AssetId => id as AssetId;

// Action payloads are loosely typed on purpose: actions also arrive from serialised history and
// tests, and the reducer checks every value against the parameter table anyway. The creators
// below are the typed way in.
export type SearchAction =
  | { readonly type: 'set'; readonly name: ParameterName; readonly value: ParameterValue }
  | { readonly type: 'unset'; readonly name: ParameterName }
  | { readonly type: 'toggle'; readonly name: BooleanParameterName }
  | {
      readonly type: 'toggleValues';
      readonly name: MultiValueParameterName;
      readonly values: readonly string[];
    }
  | { readonly type: 'changePage'; readonly page: number }
  | { readonly type: 'resetToScope'; readonly site: SiteId }
  | { readonly type: 'newPhraseInScope'; readonly site: SiteId; readonly phrase: string };

export type BatchDownloadAction =
  | { readonly type: 'toggleBatchDownloadAsset'; readonly assetId: AssetId }
  | { readonly type: 'clearBatchDownload' };

export type GalleryAction = SearchAction | BatchDownloadAction;

export interface SearchGalleryState {
  readonly searchParameters: SearchParameters;
  /** Assets ticked for a bulk download, in the order they were ticked. */
  readonly batchDownloadAssets: readonly AssetId[];
}

export function createGalleryState(searchParameters: SearchParameters = {}): SearchGalleryState {
  return { searchParameters, batchDownloadAssets: [] };
}

export const set = <N extends ParameterName>(name: N, value: ParameterValueOf<N>): SearchAction => ({
  type: 'set',
  name,
  value,
});
export const unset = (name: ParameterName): SearchAction => ({ type: 'unset', name });
export const toggle = (name: BooleanParameterName): SearchAction => ({ type: 'toggle', name });
export const toggleValues = <N extends MultiValueParameterName>(
  name: N,
  values: ParameterValueOf<N>,
): SearchAction => ({ type: 'toggleValues', name, values });
export const changePage = (page: number): SearchAction => ({ type: 'changePage', page });
export const resetToScope = (site: SiteId): SearchAction => ({ type: 'resetToScope', site });
/**
 * A new search in the current scope (a related search, the header search bar): the state is
 * reset to its scope and the phrase set, as one change, so the phrase rules judge the new
 * phrase against the phrase on screen (spec §4: a new phrase that no longer contains the old
 * one switches editorial images to excludenaturallanguage).
 */
export const newPhraseInScope = (site: SiteId, phrase: string): SearchAction => ({
  type: 'newPhraseInScope',
  site,
  phrase,
});
export const toggleBatchDownloadAsset = (id: AssetId): BatchDownloadAction => ({
  type: 'toggleBatchDownloadAsset',
  assetId: id,
});
export const clearBatchDownload = (): BatchDownloadAction => ({ type: 'clearBatchDownload' });

function without(state: SearchParameters, name: ParameterName): SearchParameters {
  const { [name]: _removed, ...rest } = state;
  return rest;
}

function withValue(state: SearchParameters, name: ParameterName, raw: unknown): SearchParameters {
  const { value } = normalizeParameterValue(name, raw);
  return value === undefined ? without(state, name) : { ...state, [name]: value };
}

function toggledValues(current: readonly string[], toggled: readonly string[]): readonly string[] {
  const remaining = current.filter((value) => !toggled.includes(value));
  const added = toggled.filter((value) => !current.includes(value));
  return [...remaining, ...added];
}

function scopeOnly(state: SearchParameters, site: SiteId): SearchParameters {
  // Spec §4 keeps alloweduse on the premium site, the only site that offers it.
  const kept: readonly ParameterName[] =
    site === 'premium' ? [...SCOPE_PARAMETERS, 'alloweduse'] : SCOPE_PARAMETERS;
  return Object.fromEntries(Object.entries(state).filter(([name]) => kept.includes(name as ParameterName)));
}

/** The action's own edit, before any rule. Names the table does not know leave the state alone. */
function edit(state: SearchParameters, action: SearchAction): SearchParameters {
  switch (action.type) {
    case 'changePage':
      return withValue(state, 'page', action.page);
    case 'resetToScope':
      return scopeOnly(state, action.site);
    case 'newPhraseInScope':
      return withValue(scopeOnly(state, action.site), 'phrase', action.phrase);
  }
  if (!isParameterName(action.name)) return state;
  switch (action.type) {
    case 'set':
      return withValue(state, action.name, action.value);
    case 'unset':
      return without(state, action.name);
    case 'toggle':
      return isBooleanParameter(action.name)
        ? withValue(state, action.name, state[action.name] !== true)
        : state;
    case 'toggleValues': {
      if (!isMultiValueParameter(action.name)) return state;
      const toggled = normalizeParameterValue(action.name, action.values).value ?? [];
      return withValue(state, action.name, toggledValues(state[action.name] ?? [], toggled));
    }
  }
}

/** Applies one search action and every rule of spec §4 that it triggers. */
export function applySearchAction(
  state: SearchParameters,
  action: SearchAction,
  context: SearchContext,
): SearchParameters {
  const change: SearchChange = { previous: state, edited: edit(state, action), action, context };
  const rules = action.type === 'resetToScope' ? RESET_TO_SCOPE_RULE_ORDER : SEARCH_RULE_ORDER;
  return runRules(rules, change);
}

function toggledAsset(selection: readonly AssetId[], id: AssetId): readonly AssetId[] {
  return selection.includes(id) ? selection.filter((selected) => selected !== id) : [...selection, id];
}

/**
 * The gallery reducer. Returns the same object when nothing changed, so views keyed on identity
 * do not re-render (and do not re-run the search) for a no-op.
 */
export function applyAction(
  state: SearchGalleryState,
  action: GalleryAction,
  context: SearchContext,
): SearchGalleryState {
  switch (action.type) {
    case 'toggleBatchDownloadAsset':
      return { ...state, batchDownloadAssets: toggledAsset(state.batchDownloadAssets, action.assetId) };
    case 'clearBatchDownload':
      return state.batchDownloadAssets.length === 0 ? state : { ...state, batchDownloadAssets: [] };
    default: {
      const searchParameters = applySearchAction(state.searchParameters, action, context);
      return sameParameters(state.searchParameters, searchParameters)
        ? state
        : { ...state, searchParameters };
    }
  }
}
