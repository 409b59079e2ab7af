import {
  DEFAULT_LOCALE,
  LANGUAGE_PREFIXES,
  type LanguagePrefix,
  LOCALE_CODES,
  LOCALES,
  type LocaleCode,
  PREFIX_ALIASES,
} from '../locale/locales';
import { normalizePath } from './encoding';

/** The country-language prefix of a URL: '' for unprefixed locales, otherwise '/jp', '/uk', … */
export type PathPrefix = '' | `/${LanguagePrefix}`;

export interface PathContext {
  readonly prefix: PathPrefix;
}

const LANGUAGE_PREFIX_SET: ReadonlySet<string> = new Set(LANGUAGE_PREFIXES);

// Matching is exact and lower-case, like the server's routes: '/DE/…' is an ordinary path.
export function isLanguagePrefix(segment: string): segment is LanguagePrefix {
  return LANGUAGE_PREFIX_SET.has(segment);
}

export function isPathPrefix(value: string): value is PathPrefix {
  return value === '' || (value.startsWith('/') && isLanguagePrefix(value.slice(1)));
}

const LOCALE_BY_PREFIX: ReadonlyMap<LanguagePrefix, LocaleCode> = new Map([
  ...LOCALE_CODES.flatMap((code) => {
    const prefix = LOCALES[code].prefix;
    return prefix === null ? [] : [[prefix, code] as const];
  }),
  ...Object.entries(PREFIX_ALIASES).map(([prefix, code]) => [prefix as LanguagePrefix, code] as const),
]);

/** The canonical prefix to build links with; '' for en-us, da and nb. */
export function prefixForLocale(locale: LocaleCode): PathPrefix {
  const prefix = LOCALES[locale].prefix;
  return prefix === null ? '' : `/${prefix}`;
}

export function pathContextForLocale(locale: LocaleCode): PathContext {
  return { prefix: prefixForLocale(locale) };
}

/**
 * The locale a prefix stands for, given with or without its slash ('jp' or '/jp'). The empty prefix
 * is the default locale; a domain that serves another locale unprefixed must say so to `splitPrefix`.
 */
export function localeForPrefix(prefix: string): LocaleCode | undefined {
  const bare = prefix.startsWith('/') ? prefix.slice(1) : prefix;
  if (bare === '') return DEFAULT_LOCALE;
  return isLanguagePrefix(bare) ? LOCALE_BY_PREFIX.get(bare) : undefined;
}

function firstSegment(normalizedPath: string): string {
  const end = normalizedPath.indexOf('/', 1);
  return end === -1 ? normalizedPath.slice(1) : normalizedPath.slice(1, end);
}

function withoutFirstSegment(normalizedPath: string, segment: string): string {
  return normalizedPath.slice(segment.length + 1) || '/';
}

/**
 * Removes every leading language prefix of a normalised path. All of them, not just one: a path that
 * already carries stacked prefixes ('/de/fr/…') would otherwise keep one after re-prefixing.
 */
export function stripLanguagePrefixes(normalizedPath: string): string {
  let rest = normalizedPath;
  let segment = firstSegment(rest);
  while (isLanguagePrefix(segment)) {
    rest = withoutFirstSegment(rest, segment);
    segment = firstSegment(rest);
  }
  return rest;
}

export interface SplitPath {
  /** The prefix as found in the URL. */
  readonly prefix: PathPrefix;
  readonly locale: LocaleCode;
  /** The normalised path after the prefix, '/' at least. */
  readonly rest: string;
  /** False for alias prefixes ('/en', '/zh'); the server should redirect to `prefixForLocale(locale)`. */
  readonly isCanonical: boolean;
}

/**
 * Recovers prefix, locale and the rest from an incoming pathname (no query or fragment). Only the
 * first segment is read: a stacked prefix stays in `rest` and the route will not match, which is the
 * honest outcome for a URL nobody should have built.
 */
export function splitPrefix(pathname: string, unprefixedLocale: LocaleCode = DEFAULT_LOCALE): SplitPath {
  const normalized = normalizePath(pathname);
  const segment = firstSegment(normalized);
  if (!isLanguagePrefix(segment)) {
    return { prefix: '', locale: unprefixedLocale, rest: normalized, isCanonical: true };
  }
  const prefix: PathPrefix = `/${segment}`;
  const locale = LOCALE_BY_PREFIX.get(segment) ?? DEFAULT_LOCALE;
  return {
    prefix,
    locale,
    rest: withoutFirstSegment(normalized, segment),
    isCanonical: prefixForLocale(locale) === prefix,
  };
}
