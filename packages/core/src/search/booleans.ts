/**
 * Reads a boolean search parameter from its text (spec §3): only 'false' and the empty text are
 * false. The comparison is exact on purpose: legacy links carry values such as '1', 'on' or
 * 'True', and every one of them means the filter is on.
 */
export function parseBooleanText(text: string): boolean {
  return text !== 'false' && text !== '';
}
