/**
 * Percent-encoding that never double-encodes: a `%` followed by two hex digits is taken to be an
 * escape someone already made and is kept (hex upper-cased, which RFC 3986 §6.2.2.1 makes
 * equivalent); everything else outside the component's safe set is UTF-8 percent-encoded.
 * The price of the spec's "encode unless already encoded" rule is that a literal text '%41' cannot
 * be expressed through these functions; use `encodeComponentStrict` where the value is known raw.
 */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UNRESERVED = `${ALPHANUMERIC}-._~`;

// RFC 3986 pchar without pct-encoded: unreserved, sub-delims, ':' and '@'. '/' is the separator.
const PATH_SEGMENT_SAFE = new Set(`${UNRESERVED}!$&'()*+,;=:@`);
// What encodeURIComponent leaves alone, so a strictly encoded value is a fixed point here too.
const QUERY_VALUE_SAFE = new Set(`${UNRESERVED}!'()*`);
// A query component already inside a query string: '+' keeps its form-encoding meaning of space,
// and only the characters that would split the query ('&', '=', '#') must be escaped.
const QUERY_COMPONENT_SAFE = new Set(`${UNRESERVED}!$'()*+,;:@/?`);
const FRAGMENT_SAFE = new Set(`${UNRESERVED}!$&'()*+,;=:@/?`);

// A lone surrogate cannot be UTF-8 encoded; WHATWG URL writes U+FFFD in its place, and so do we.
const REPLACEMENT_CHARACTER_ESCAPE = '%EF%BF%BD';

function isHexDigit(char: string | undefined): boolean {
  return char !== undefined && /^[0-9A-Fa-f]$/.test(char);
}

function encodeCodePoint(codePoint: number): string {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return REPLACEMENT_CHARACTER_ESCAPE;
  return encodeURIComponent(String.fromCodePoint(codePoint));
}

function encodePreservingEscapes(input: string, safe: ReadonlySet<string>): string {
  let output = '';
  let index = 0;
  while (index < input.length) {
    const char = input[index]!;
    if (char === '%' && isHexDigit(input[index + 1]) && isHexDigit(input[index + 2])) {
      output += `%${input.slice(index + 1, index + 3).toUpperCase()}`;
      index += 3;
      continue;
    }
    if (safe.has(char)) {
      output += char;
      index += 1;
      continue;
    }
    const codePoint = input.codePointAt(index)!;
    output += encodeCodePoint(codePoint);
    index += codePoint > 0xffff ? 2 : 1;
  }
  return output;
}

/** Encodes one path segment; a '/' inside it is data and becomes %2F. */
export function encodePathSegment(segment: string): string {
  return encodePreservingEscapes(segment, PATH_SEGMENT_SAFE);
}

/** A query key or value: encoded unless already encoded (spec section 5). */
export function encodeQueryValue(value: string): string {
  return encodePreservingEscapes(value, QUERY_VALUE_SAFE);
}

/** A key or value taken from a query string that was written into a path by hand. */
export function encodeQueryComponent(component: string): string {
  return encodePreservingEscapes(component, QUERY_COMPONENT_SAFE);
}

export function encodeFragment(fragment: string): string {
  return encodePreservingEscapes(fragment, FRAGMENT_SAFE);
}

/**
 * Encodes every '%' too, for a value known to be raw text, such as a URL carried inside a query
 * value: its own escapes must survive the server's single decode. The output contains only
 * characters `encodeQueryValue` keeps, so passing it on to the builder leaves it untouched.
 */
export function encodeComponentStrict(value: string): string {
  let output = '';
  for (const char of value) {
    output += QUERY_VALUE_SAFE.has(char) ? char : encodeCodePoint(char.codePointAt(0)!);
  }
  return output;
}

type DotSegment = 'current' | 'parent' | undefined;

// Browsers resolve '.', '..' and their %2E spellings, so a normalised path must not contain them.
function dotSegment(encodedSegment: string): DotSegment {
  const dots = encodedSegment.replaceAll('%2E', '.');
  if (dots === '.') return 'current';
  if (dots === '..') return 'parent';
  return undefined;
}

/**
 * Canonical site path: one leading slash, no trailing slash (except the root), no empty or dot
 * segments, and percent-encoded without double-encoding. Collapsing '//' matters for safety as
 * well as tidiness: a path starting with '//' is a link to another host.
 * '?' and '#' are treated as path data; `buildUrl` splits them off before calling this.
 */
export function normalizePath(path: string): string {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    const segment = encodePathSegment(raw);
    const dots = dotSegment(segment);
    if (dots === 'parent') segments.pop();
    else if (dots === undefined) segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
