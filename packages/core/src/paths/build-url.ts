import { encodeFragment, encodeQueryComponent, encodeQueryValue, normalizePath } from './encoding';
import { type PathContext, stripLanguagePrefixes } from './prefixes';

export type QueryScalar = string | number | boolean;
/** null and undefined leave the key out; an array is the spec's comma-separated multi-value. */
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

// A literal ',' between separately encoded items keeps multi-values readable ('a,b', not 'a%2Cb').
const MULTI_VALUE_SEPARATOR = ',';

interface PathParts {
  readonly path: string;
  readonly search: string;
  readonly fragment: string;
}

// The fragment is cut first: a '?' after '#' belongs to the fragment.
function splitPathParts(input: string): PathParts {
  const hashAt = input.indexOf('#');
  const beforeHash = hashAt === -1 ? input : input.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : input.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt === -1 ? '' : beforeHash.slice(queryAt + 1),
    fragment,
  };
}

function encodeParam(value: Exclude<QueryValue, null | undefined>): string | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return encodeQueryValue(String(value));
  }
  if (value.length === 0) return undefined;
  return value.map((item) => encodeQueryValue(String(item))).join(MULTI_VALUE_SEPARATOR);
}

function buildQueryString(search: string, query: QueryParams | undefined): string {
  const pairs = new Map<string, string | undefined>();
  for (const part of search.split('&')) {
    if (part === '') continue;
    const equalsAt = part.indexOf('=');
    const key = encodeQueryComponent(equalsAt === -1 ? part : part.slice(0, equalsAt));
    pairs.set(key, equalsAt === -1 ? undefined : encodeQueryComponent(part.slice(equalsAt + 1)));
  }
  for (const [rawKey, value] of Object.entries(query ?? {})) {
    const key = encodeQueryValue(rawKey);
    const encoded = value === null || value === undefined ? undefined : encodeParam(value);
    // Given params win over the same key written into the path; an absent value removes it.
    pairs.delete(key);
    if (encoded !== undefined) pairs.set(key, encoded);
  }
  return [...pairs].map(([key, value]) => (value === undefined ? key : `${key}=${value}`)).join('&');
}

/**
 * The one path builder for every page and remote. The path is normalised, any recognised language
 * prefix it starts with is replaced by the current one, and query params are appended encoded
 * (unless already encoded). A query string or fragment already in `path` is kept.
 * Site-relative paths only: an absolute URL given here comes out as a harmless local path.
 */
export function buildUrl(path: string, context: PathContext): string;
export function buildUrl(path: string, query: QueryParams | undefined, context: PathContext): string;
export function buildUrl(
  path: string,
  queryOrContext: QueryParams | PathContext | undefined,
  maybeContext?: PathContext,
): string {
  const context = maybeContext ?? (queryOrContext as PathContext);
  const query = maybeContext === undefined ? undefined : (queryOrContext as QueryParams | undefined);
  const parts = splitPathParts(path);
  const rest = stripLanguagePrefixes(normalizePath(parts.path));
  const prefixed = context.prefix === '' ? rest : rest === '/' ? context.prefix : `${context.prefix}${rest}`;
  const queryString = buildQueryString(parts.search, query);
  const fragment = encodeFragment(parts.fragment);
  return `${prefixed}${queryString ? `?${queryString}` : ''}${fragment ? `#${fragment}` : ''}`;
}
