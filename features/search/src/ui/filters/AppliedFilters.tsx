import {
  isMultiValueParameter,
  PARAMETER_NAMES,
  type ParameterName,
  resetToScope,
  type SearchAction,
  type SearchParameters,
  toggleValues,
  unset,
} from '@lightbox/core/search';
import type { PageContext } from '@lightbox/ui';
import type { SearchResult } from '../../service';
import { INTERNAL_PARAMETERS } from './controls';
import { paramLabel, type SearchT, valueLabel } from './labels';

interface Chip {
  key: string;
  label: string;
  remove: SearchAction;
}

const ID_LABELLED: ParameterName[] = [
  'morelikethis',
  'stackid',
  'searchbyimage',
  'curatedset',
  'eventid',
  'parenteventid',
];

function dataLabel(result: SearchResult, param: ParameterName, value: string): string | undefined {
  const source =
    param === 'events'
      ? 'events'
      : param === 'specificpeople'
        ? 'people'
        : param === 'locations'
          ? 'locations'
          : undefined;
  const list = source
    ? result.filterOptions[source]
    : param === 'collections' || param === 'editorialsources'
      ? result.filterOptions.collections
      : undefined;
  return list?.find((o) => o.value === value)?.label;
}

export function chipsFor(result: SearchResult, page: PageContext, t: SearchT): Chip[] {
  const state: SearchParameters = result.searchParameters;
  const chips: Chip[] = [];
  for (const param of PARAMETER_NAMES) {
    const value = state[param];
    if (value === undefined || INTERNAL_PARAMETERS.includes(param)) continue;
    if (isMultiValueParameter(param)) {
      for (const v of value as readonly string[]) {
        chips.push({
          key: `${param}:${v}`,
          label: `${paramLabel(t, param)}: ${valueLabel(t, page.messages, param, v, dataLabel(result, param, v))}`,
          remove: toggleValues(param, [v]),
        });
      }
    } else if (value === true) {
      chips.push({ key: param, label: paramLabel(t, param), remove: unset(param) });
    } else if (param === 'searchbyimage' && !/^\d+$/.test(String(value))) {
      // An uploaded picture's random id means nothing to the visitor.
      chips.push({ key: param, label: paramLabel(t, 'imageurl'), remove: unset(param) });
    } else if (ID_LABELLED.includes(param)) {
      chips.push({ key: param, label: paramLabel(t, param, { id: String(value) }), remove: unset(param) });
    } else if (param === 'clarifications') {
      chips.push({ key: param, label: paramLabel(t, param, { value: String(value) }), remove: unset(param) });
    } else {
      const shown =
        param === '_colorindex'
          ? `#${String(value).replace('#', '')}`
          : valueLabel(t, page.messages, param, String(value));
      chips.push({ key: param, label: `${paramLabel(t, param)}: ${shown}`, remove: unset(param) });
    }
  }
  return chips;
}

export function AppliedFilters({
  result,
  page,
  t,
  dispatch,
}: {
  result: SearchResult;
  page: PageContext;
  t: SearchT;
  dispatch: (...a: SearchAction[]) => void;
}) {
  const chips = chipsFor(result, page, t);
  if (chips.length === 0) return null;
  return (
    <section className="lb-chips" aria-label={t.t('search.filters.applied')}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="lb-chip"
              aria-label={t.t('search.filters.remove', { label: chip.label })}
              onClick={() => dispatch(chip.remove)}
            >
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="lb-chips__reset" onClick={() => dispatch(resetToScope(page.site))}>
        {t.t('search.filters.reset')}
      </button>
    </section>
  );
}
