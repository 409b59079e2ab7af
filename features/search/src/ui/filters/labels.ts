import type { ParameterName } from '@lightbox/core/search';
import type { PageContext, Translator } from '@lightbox/ui';
import type { SearchMessageKey } from '../../messages/en-us';

export type SearchT = Translator<SearchMessageKey>;

/** A parameter's name in the panel and on its chip. */
export function paramLabel(t: SearchT, param: ParameterName, values: Record<string, string> = {}): string {
  return t.t(`search.param.${param}` as SearchMessageKey, values);
}

/**
 * A value's label: the translated one when the value set is closed, else what the data calls
 * it (an event's name, a person), else the value itself (frame rates, collection codes).
 */
export function valueLabel(
  t: SearchT,
  messages: PageContext['messages'],
  param: ParameterName,
  value: string,
  dataLabel?: string,
): string {
  const key = `search.value.${param}.${value}`;
  if (messages[key] !== undefined) return t.t(key as SearchMessageKey);
  if (dataLabel) return dataLabel;
  if (param === 'framerate') return `${value} fps`;
  return value;
}
