// The search address (/search/2/{type}?…) ⇄ search state, and the strict reading of the same
// parameters for the API. Reading is forgiving (an address comes from anywhere: old links,
// hand edits, crawlers), so it repairs or drops and never throws; the API reports instead.

import { isParameterAvailable, restrictToAvailable } from './availability';
import {
  type AssetType,
  isMultiValueParameter,
  isParameterName,
  PARAMETER_NAMES,
  type ParameterName,
  type ParameterValue,
  type SearchParameters,
  type SiteId,
} from './parameters';
import { normalizeSearchParameters } from './rules';
import {
  type NormalizedValue,
  parameterValueFromText,
  parameterValueToText,
  sameValue,
  type ValueIssue,
} from './values';

export const SEARCH_PATH = '/search/2';
// Any prefix (country-language, path_prefix) may come before the search path.
const SEARCH_PATH_PATTERN = /\/search\/2(?:\/([^/]*))?\/?$/;
// Only used to resolve relative addresses; never part of a result.
const PLACEHOLDER_ORIGIN = 'https://search.invalid';
const TYPE_PARAMETER: ParameterName = 'assettype';

/** A query as a string ('?a=b&…'), URLSearchParams, or a parsed object (as HTTP frameworks give). */
export type QueryInput =
  | string
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ParameterIssue {
  readonly parameter: ParameterName;
  readonly issue: ValueIssue;
}

export interface DecodedQuery {
  readonly parameters: SearchParameters;
  readonly issues: readonly ParameterIssue[];
  /** Single-valued parameters given more than once; the first occurrence is used. */
  readonly repeated: readonly ParameterName[];
}

function queryEntries(query: QueryInput): [string, string][] {
  if (typeof query === 'string') {
    return [...new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)];
  }
  if (query instanceof URLSearchParams) return [...query];
  return Object.entries(query).flatMap(([name, value]): [string, string][] => {
    if (value === undefined) return [];
    return typeof value === 'string' ? [[name, value]] : value.map((item): [string, string] => [name, item]);
  });
}

/** Reads every known parameter of a query; unknown parameters are ignored. */
export function decodeSearchQuery(query: QueryInput): DecodedQuery {
  const texts = new Map<ParameterName, string[]>();
  for (const [rawName, text] of queryEntries(query)) {
    if (isParameterName(rawName)) texts.set(rawName, [...(texts.get(rawName) ?? []), text]);
  }
  const parameters: Record<string, ParameterValue> = {};
  const issues: ParameterIssue[] = [];
  const repeated: ParameterName[] = [];
  for (const name of PARAMETER_NAMES) {
    const given = texts.get(name);
    if (given === undefined) continue;
    const { value, issue }: NormalizedValue<ParameterValue> = parameterValueFromText(name, given);
    if (value !== undefined) parameters[name] = value;
    if (issue !== undefined) issues.push({ parameter: name, issue });
    if (given.length > 1 && !isMultiValueParameter(name)) repeated.push(name);
  }
  return { parameters: parameters as SearchParameters, issues, repeated };
}

function splitAddress(url: string): { path: string; query: string } {
  try {
    const parsed = new URL(url, PLACEHOLDER_ORIGIN);
    return { path: parsed.pathname, query: parsed.search };
  } catch {
    const queryStart = url.indexOf('?');
    const withoutFragment = url.split('#')[0] ?? '';
    return queryStart < 0
      ? { path: withoutFragment, query: '' }
      : { path: withoutFragment.slice(0, queryStart), query: withoutFragment.slice(queryStart) };
  }
}

function typeSegment(path: string): string | undefined {
  const segment = SEARCH_PATH_PATTERN.exec(path)?.[1];
  if (segment === undefined || segment === '') return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads a search address into a state the reducer could have produced. The asset type comes
 * from the path (/search/2/film); a query assettype only counts when the path has no type.
 */
export function parseSearchUrl(url: string, site: SiteId): SearchParameters {
  const { path, query } = splitAddress(url);
  const { parameters } = decodeSearchQuery(query);
  const segment = typeSegment(path);
  const typed =
    segment === undefined ? parameters : withAssetType(parameters, decodeSearchQuery({ assettype: segment }));
  return normalizeSearchParameters(typed, site);
}

function withAssetType(parameters: SearchParameters, fromPath: DecodedQuery): SearchParameters {
  const { assettype: _fromQuery, ...rest } = parameters;
  const assetType: AssetType | undefined = fromPath.parameters.assettype;
  return assetType === undefined ? rest : { ...rest, assettype: assetType };
}

// Commas stay readable: every comma inside a multi-value item is a separator anyway, and in a
// single value ('creative,editorial', a phrase) the reader never splits.
function encodeQueryText(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

/**
 * Writes the address of a state: /search/2/{assettype}?… with parameters in table order, so a
 * state has exactly one address. A state without assettype writes /search/2, which reads back
 * the same (and searches images, the default).
 */
export function toSearchUrl(state: SearchParameters): string {
  const pairs: string[] = [];
  for (const name of PARAMETER_NAMES) {
    if (name === TYPE_PARAMETER) continue;
    const text = parameterValueToText(state[name]);
    if (text !== undefined) pairs.push(`${name}=${encodeQueryText(text)}`);
  }
  const path = state.assettype === undefined ? SEARCH_PATH : `${SEARCH_PATH}/${state.assettype}`;
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

export type SearchParameterErrorCode =
  | ValueIssue
  | 'repeated'
  | 'not_available'
  | 'value_not_allowed'
  | 'needs_media_type'
  | 'conflict';

export interface SearchParameterError {
  readonly parameter: ParameterName;
  readonly code: SearchParameterErrorCode;
  readonly message: string;
}

export type ApiValidationResult =
  | { readonly ok: true; readonly parameters: SearchParameters }
  | { readonly ok: false; readonly errors: readonly SearchParameterError[] };

const ERROR_MESSAGES: Readonly<Record<SearchParameterErrorCode, string>> = {
  unknown_value: 'is not one of the allowed values',
  invalid_page: 'must be a whole number from 1',
  invalid_number: 'must be a whole number of seconds',
  out_of_range: 'is beyond the largest allowed value',
  invalid_date: 'must be a calendar date written YYYY-MM-DD',
  invalid_format: 'is not written in the expected format',
  too_long: 'is too long',
  too_many_values: 'has too many values',
  repeated: 'is given more than once but takes a single value',
  not_available: 'is not available for this site, family and asset type',
  value_not_allowed: 'has a value this site, family and asset type does not allow',
  needs_media_type: 'needs a media type: give mediatype too (a file type narrows a media type)',
  conflict: 'cannot be combined with another parameter of the query',
};

function error(parameter: ParameterName, code: SearchParameterErrorCode): SearchParameterError {
  return { parameter, code, message: `${parameter} ${ERROR_MESSAGES[code]}` };
}

// Why normalising dropped a parameter the query gave: the scope lacks it, the scope excludes its
// value, or it clashes with another parameter (bwonly with _colorindex, dates without daterange).
function droppedBecause(
  name: ParameterName,
  given: SearchParameters,
  normalized: SearchParameters,
  site: SiteId,
): SearchParameterErrorCode {
  if (!isParameterAvailable(site, normalized, name)) return 'not_available';
  if (name === 'assetfiletype' && normalized.mediatype === undefined) return 'needs_media_type';
  const alone = restrictToAvailable({ ...normalized, [name]: given[name] }, site);
  return alone[name] === undefined ? 'value_not_allowed' : 'conflict';
}

/**
 * Reads API query parameters strictly, with the same definitions as the address: either the
 * normalised state, or one error per invalid parameter (for a 400). Unknown parameters are
 * ignored, as in the address.
 */
export function validateApiParameters(query: QueryInput, site: SiteId): ApiValidationResult {
  const decoded = decodeSearchQuery(query);
  const normalized = normalizeSearchParameters(decoded.parameters, site);
  const errors = [
    ...decoded.issues.map(({ parameter, issue }) => error(parameter, issue)),
    ...decoded.repeated.map((parameter) => error(parameter, 'repeated')),
  ];
  for (const name of PARAMETER_NAMES) {
    if (sameValue(decoded.parameters[name], normalized[name])) continue;
    errors.push(error(name, droppedBecause(name, decoded.parameters, normalized, site)));
  }
  if (errors.length === 0) return { ok: true, parameters: normalized };
  const order = (e: SearchParameterError) => PARAMETER_NAMES.indexOf(e.parameter);
  return { ok: false, errors: errors.sort((a, b) => order(a) - order(b)) };
}
