// Checks and normalises one parameter value against its definition. The URL codec, the API
// validator and the reducer all go through here, so a value the address accepts is exactly a
// value an action can set.

import { parseBooleanText } from './booleans';
import {
  FIRST_PAGE,
  ID_VALUE_MAX_LENGTH,
  MULTI_VALUE_MAX_ITEMS,
  type ParameterDefinition,
  type ParameterName,
  type ParameterValue,
  type ParameterValueOf,
  parameterDefinition,
  SEARCH_PAGE_MAX,
  type SearchParameters,
  type ValueFormat,
  VIDEO_DURATION_MAX_SECONDS,
} from './parameters';

export type ValueIssue =
  | 'unknown_value'
  | 'invalid_page'
  | 'invalid_number'
  | 'out_of_range'
  | 'invalid_date'
  | 'invalid_format'
  | 'too_long'
  | 'too_many_values';

export interface NormalizedValue<V> {
  /** The normalised value, or undefined when the parameter should be absent. */
  readonly value: V | undefined;
  /** Set when the input was not strictly valid (the API rejects it; the browser repairs it). */
  readonly issue?: ValueIssue;
}

const ID_PATTERN = /^[\w.:-]+$/;
const COLOR_PATTERN = /^#?([0-9a-f]{6})$/i;
const DIGITS_PATTERN = /^\d+$/;
// A bare date, or an ISO timestamp whose date part is kept.
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
// Lone surrogates cannot be percent-encoded and would make the address impossible to write.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const MULTI_VALUE_SEPARATOR = ',';

export function normalizeParameterValue<N extends ParameterName>(
  name: N,
  raw: unknown,
): NormalizedValue<ParameterValueOf<N>> {
  return normalizeByDefinition(parameterDefinition(name), raw) as NormalizedValue<ParameterValueOf<N>>;
}

/** Reads a parameter from the address; a repeated multi-value parameter adds to the list. */
export function parameterValueFromText<N extends ParameterName>(
  name: N,
  texts: readonly string[],
): NormalizedValue<ParameterValueOf<N>> {
  const definition = parameterDefinition(name);
  const raw = definition.kind === 'multi' ? texts.join(MULTI_VALUE_SEPARATOR) : (texts[0] ?? '');
  return normalizeParameterValue(name, raw);
}

/** Writes a parameter for the address; undefined when it is not written at all. */
export function parameterValueToText(value: ParameterValue | undefined): string | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return 'true';
  if (typeof value === 'string') return value;
  return value.join(MULTI_VALUE_SEPARATOR);
}

export function sameValue(a: ParameterValue | undefined, b: ParameterValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

export function sameParameters(a: SearchParameters, b: SearchParameters, ignore?: ParameterName): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<ParameterName>;
  for (const name of names) {
    if (name !== ignore && !sameValue(a[name], b[name])) return false;
  }
  return true;
}

function normalizeByDefinition(
  definition: ParameterDefinition,
  raw: unknown,
): NormalizedValue<ParameterValue> {
  if (definition.kind === 'boolean') return normalizeBoolean(raw);
  if (definition.kind === 'multi') {
    return 'values' in definition ? normalizeEnumList(definition.values, raw) : normalizeIdList(raw);
  }
  if ('values' in definition) return normalizeEnum(definition.values, raw);
  return normalizeFormatted(definition.format, raw, definition.maxLength);
}

function normalizeBoolean(raw: unknown): NormalizedValue<boolean> {
  const on = typeof raw === 'boolean' ? raw : typeof raw === 'string' ? parseBooleanText(raw) : undefined;
  if (on === undefined) return { value: undefined, issue: 'invalid_format' };
  // An off filter is the same search as no filter, so it is stored (and written) as absent.
  return { value: on ? true : undefined };
}

// Values such as 'creative,editorial' are sets: 'editorial, creative' names the same one.
function enumKey(text: string): string {
  return text
    .toLowerCase()
    .split(MULTI_VALUE_SEPARATOR)
    .map((part) => part.trim())
    .sort()
    .join(MULTI_VALUE_SEPARATOR);
}

function normalizeEnum(values: readonly string[], raw: unknown): NormalizedValue<string> {
  if (typeof raw !== 'string') return { value: undefined, issue: 'invalid_format' };
  if (raw.trim() === '') return { value: undefined };
  const key = enumKey(raw);
  const match = values.find((value) => enumKey(value) === key);
  return match === undefined ? { value: undefined, issue: 'unknown_value' } : { value: match };
}

function listItems(raw: unknown): string[] | undefined {
  if (typeof raw === 'string') return raw.split(MULTI_VALUE_SEPARATOR);
  if (Array.isArray(raw) && raw.every((item) => typeof item === 'string')) {
    return raw.flatMap((item: string) => item.split(MULTI_VALUE_SEPARATOR));
  }
  return undefined;
}

function capList(
  items: readonly string[],
  issue: ValueIssue | undefined,
): NormalizedValue<readonly string[]> {
  const unique = [...new Set(items)];
  if (unique.length === 0) return issue ? { value: undefined, issue } : { value: undefined };
  if (unique.length > MULTI_VALUE_MAX_ITEMS) {
    return { value: unique.slice(0, MULTI_VALUE_MAX_ITEMS), issue: 'too_many_values' };
  }
  return issue ? { value: unique, issue } : { value: unique };
}

function normalizeEnumList(values: readonly string[], raw: unknown): NormalizedValue<readonly string[]> {
  const items = listItems(raw);
  if (items === undefined) return { value: undefined, issue: 'invalid_format' };
  const wanted = new Set(items.map((item) => item.trim().toLowerCase()).filter((item) => item !== ''));
  const known = values.filter((value) => wanted.has(value));
  // Closed lists are kept in definition order so that the same filters give the same address.
  return capList(known, known.length < wanted.size ? 'unknown_value' : undefined);
}

function normalizeIdList(raw: unknown): NormalizedValue<readonly string[]> {
  const items = listItems(raw);
  if (items === undefined) return { value: undefined, issue: 'invalid_format' };
  const trimmed = items.map((item) => item.trim()).filter((item) => item !== '');
  const valid = trimmed.filter(isId);
  return capList(valid, valid.length < trimmed.length ? 'invalid_format' : undefined);
}

function isId(text: string): boolean {
  return text.length <= ID_VALUE_MAX_LENGTH && ID_PATTERN.test(text);
}

function normalizeFormatted(format: ValueFormat, raw: unknown, maxLength?: number): NormalizedValue<string> {
  const isNumeric = format === 'page' || format === 'seconds';
  if (typeof raw === 'number' && isNumeric) return normalizeFormatted(format, String(raw), maxLength);
  if (typeof raw !== 'string') return { value: undefined, issue: 'invalid_format' };
  const text = raw.replace(LONE_SURROGATE, '\uFFFD').trim();
  if (text === '') return { value: undefined };
  switch (format) {
    case 'page':
      return normalizeWholeNumber(text, FIRST_PAGE, SEARCH_PAGE_MAX, 'invalid_page');
    case 'seconds':
      return normalizeWholeNumber(text, 0, VIDEO_DURATION_MAX_SECONDS, 'invalid_number');
    case 'date':
      return normalizeDate(text);
    case 'color': {
      const hex = COLOR_PATTERN.exec(text)?.[1];
      return hex ? { value: hex.toLowerCase() } : { value: undefined, issue: 'invalid_format' };
    }
    case 'url':
      return normalizeUrl(text, maxLength);
    case 'id':
      return isId(text) ? { value: text } : { value: undefined, issue: 'invalid_format' };
    case 'text':
      return maxLength !== undefined && text.length > maxLength
        ? { value: undefined, issue: 'too_long' }
        : { value: text };
  }
}

function normalizeWholeNumber(
  text: string,
  min: number,
  max: number,
  invalid: ValueIssue,
): NormalizedValue<string> {
  if (!DIGITS_PATTERN.test(text)) return { value: undefined, issue: invalid };
  const number = Number(text);
  if (number < min) return { value: undefined, issue: invalid };
  // Past the end the nearest real page (or duration) is what the visitor meant.
  if (number > max) return { value: String(max), issue: 'out_of_range' };
  return { value: String(number) };
}

function normalizeDate(text: string): NormalizedValue<string> {
  const match = DATE_PATTERN.exec(text);
  if (!match) return { value: undefined, issue: 'invalid_date' };
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 2023-02-30 over to March; a real calendar date survives unchanged.
  const isCalendarDate =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return isCalendarDate ? { value: `${year}-${month}-${day}` } : { value: undefined, issue: 'invalid_date' };
}

function normalizeUrl(text: string, maxLength?: number): NormalizedValue<string> {
  if (maxLength !== undefined && text.length > maxLength) return { value: undefined, issue: 'too_long' };
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { value: undefined, issue: 'invalid_format' };
    if (maxLength !== undefined && url.href.length > maxLength)
      return { value: undefined, issue: 'too_long' };
    return { value: url.href };
  } catch {
    return { value: undefined, issue: 'invalid_format' };
  }
}
