import { ORIENTATION_VALUES } from './catalogue-values';

/**
 * The filters kept as words beside the search's words in one GIN index (migration
 * 202611241000_search_filter_tags.sql, function lb_filter_tags): family, orientation, number of
 * people and media type, each word `<name>=<value>`. An index scan intersects them with the
 * phrase's words, so only rows passing them are read.
 */
export interface FilterTagChoice {
  family?: string;
  orientations?: readonly string[];
  numberofpeople?: readonly string[];
  mediatype?: string;
}

/** A tsquery lexeme, quoted (its quotes and backslashes escaped as tsquery input wants). */
function lexeme(name: string, value: string): string {
  return `'${`${name}=${value}`.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

function anyOf(name: string, values: readonly string[]): string {
  const words = [...new Set(values)].map((v) => lexeme(name, v));
  return words.length === 1 ? words[0]! : `(${words.join(' | ')})`;
}

/**
 * The tsquery text matching lb_filter_tags of the assets the parameters' tagged filters let
 * through (each filter one of its values, every filter at once), or undefined when none is
 * chosen. Both families (`creative,editorial`) is no filter. Pure.
 */
export function filterTagQuery(p: FilterTagChoice): string | undefined {
  const parts: string[] = [];
  if (p.family && p.family !== 'creative,editorial') parts.push(anyOf('family', [p.family]));
  if (p.orientations?.length)
    parts.push(
      anyOf(
        'orientation',
        p.orientations.map((o) => ORIENTATION_VALUES[o] ?? o),
      ),
    );
  if (p.numberofpeople?.length) parts.push(anyOf('people', p.numberofpeople));
  if (p.mediatype) parts.push(anyOf('media', [p.mediatype]));
  return parts.length ? parts.join(' & ') : undefined;
}
