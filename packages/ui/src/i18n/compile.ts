import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

/**
 * A message as the browser gets it: plain text as it is, and ICU MessageFormat (plurals,
 * placeholders) already parsed on the server, so the browser bundles carry no ICU parser.
 */
export type MessageSource = string | MessageFormatElement[];

const compiled = new WeakMap<object, Record<string, MessageSource>>();

/** Parses every message with ICU syntax once per translation set (the sets are cached). */
export function compileMessages(messages: Readonly<Record<string, string>>): Record<string, MessageSource> {
  let out = compiled.get(messages);
  if (!out) {
    out = Object.fromEntries(
      Object.entries(messages).map(([key, source]) => [key, source.includes('{') ? parse(source) : source]),
    );
    compiled.set(messages, out);
  }
  return out;
}
