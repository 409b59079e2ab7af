import {
  isArgumentElement,
  isDateElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';

/**
 * How completely one locale's message set covers the source set. Pure: no I/O, no globals.
 *
 * - `translated`: keys present, valid, with matching arguments and not left identical to the source.
 * - `missing`: source keys the target lacks (or holds as a non-string).
 * - `untranslated`: target values identical to the source, leaving out sources that need no
 *   translation (a brand name, or a pattern with no letters outside its arguments, such as `{phrase}`).
 * - `placeholderMismatches`: keys whose ICU arguments differ from the source's (name or kind, e.g. a
 *   `plural` turned into a plain `{count}`), plus keys whose target message does not parse.
 * - `parseErrors`: the subset of keys where the target (or the source) message is not valid ICU.
 * - `extra`: target keys the source does not have (stale translations).
 * - `coverage`: share of source keys present, parseable and with matching arguments (0..1).
 */
export interface LocaleCoverage {
  total: number;
  translated: number;
  missing: string[];
  untranslated: string[];
  placeholderMismatches: string[];
  parseErrors: string[];
  extra: string[];
  coverage: number;
}

export interface CoverageOptions {
  /** Values that are names, not words, and so are never counted as untranslated. */
  brandNames?: readonly string[];
}

export const DEFAULT_BRAND_NAMES: readonly string[] = ['Lightbox', 'Lightbox Stock'];

/**
 * Argument signature of a message: one `name:kind` entry per distinct argument, sorted.
 * Throws if the message is not valid ICU MessageFormat.
 */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (isArgumentElement(el)) found.add(`${el.value}:argument`);
      else if (isNumberElement(el)) found.add(`${el.value}:number`);
      else if (isDateElement(el)) found.add(`${el.value}:date`);
      else if (isTimeElement(el)) found.add(`${el.value}:time`);
      else if (isPluralElement(el)) {
        found.add(`${el.value}:plural`);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (isSelectElement(el)) {
        found.add(`${el.value}:select`);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (isTagElement(el)) {
        found.add(`${el.value}:tag`);
        walk(el.children);
      }
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return [...found].sort();
}

/** The literal (translatable) text of a message: everything but its arguments, plural bodies included. */
function literalText(elements: MessageFormatElement[]): string {
  let out = '';
  for (const el of elements) {
    if (isLiteralElement(el)) out += el.value;
    else if (isPluralElement(el) || isSelectElement(el)) {
      for (const option of Object.values(el.options)) out += ` ${literalText(option.value)}`;
    } else if (isTagElement(el)) out += ` ${literalText(el.children)}`;
  }
  return out;
}

/** True when a source string is the same in every language: a brand name or letter-free pattern. */
function needsNoTranslation(source: string, brandNames: readonly string[]): boolean {
  if (brandNames.includes(source.trim())) return true;
  return !/\p{L}/u.test(literalText(parse(source)));
}

function argumentsOrNull(message: string): string[] | null {
  try {
    return messageArguments(message);
  } catch {
    return null;
  }
}

export function localeCoverage(
  source: Record<string, string>,
  target: Partial<Record<string, string>>,
  options: CoverageOptions = {},
): LocaleCoverage {
  const brandNames = options.brandNames ?? DEFAULT_BRAND_NAMES;
  const keys = Object.keys(source);
  const missing: string[] = [];
  const untranslated: string[] = [];
  const placeholderMismatches: string[] = [];
  const parseErrors: string[] = [];
  let covered = 0;

  for (const key of keys) {
    const from = source[key]!;
    const to = target[key];
    if (typeof to !== 'string') {
      missing.push(key);
      continue;
    }
    const want = argumentsOrNull(from);
    const got = argumentsOrNull(to);
    if (want === null || got === null) {
      parseErrors.push(key);
      placeholderMismatches.push(key);
      continue;
    }
    if (want.length !== got.length || want.some((arg, i) => arg !== got[i])) {
      placeholderMismatches.push(key);
      continue;
    }
    covered++;
    if (to === from && !needsNoTranslation(from, brandNames)) untranslated.push(key);
  }

  const extra = Object.keys(target).filter((key) => !Object.hasOwn(source, key));
  return {
    total: keys.length,
    translated: covered - untranslated.length,
    missing,
    untranslated,
    placeholderMismatches,
    parseErrors,
    extra,
    coverage: keys.length === 0 ? 1 : covered / keys.length,
  };
}
