import {
  ASSET_AGREEMENT_CODES,
  allowedAssetFileTypes,
  allowedLicenses,
  allowedMediaTypes,
  PALETTE_COLORS,
  type ParameterName,
  SEARCH_PARAMETERS,
  type SearchAction,
  type SearchParameters,
  set as setParameter,
  toggle,
  toggleValues,
  unset,
} from '@lightbox/core/search';
import type { PageContext } from '@lightbox/ui';
import { useId, useState } from 'react';
import type { SearchMessageKey } from '../../messages/en-us';
import type { SearchResult } from '../../service';
import { type Control, type ControlOf, FILTER_CONTROLS, OPEN_BY_DEFAULT } from './controls';
import { paramLabel, type SearchT, valueLabel } from './labels';

type Dispatch = (...actions: SearchAction[]) => void;

function closedValues(param: ParameterName, state: SearchParameters): readonly string[] {
  if (param === 'license') return allowedLicenses(state);
  if (param === 'mediatype') return allowedMediaTypes(state);
  if (param === 'assetfiletype') return allowedAssetFileTypes(state);
  if (param === 'agreements') return ASSET_AGREEMENT_CODES;
  const def = SEARCH_PARAMETERS[param];
  return 'values' in def ? def.values : [];
}

function hasValue(state: SearchParameters, control: Control): boolean {
  if (control.kind === 'duration')
    return state.videodurationmin !== undefined || state.videodurationmax !== undefined;
  if (control.kind === 'recency') return state.recency !== undefined;
  return state[control.param] !== undefined;
}

/** A control's props, typed by the parameters its kind edits (controls.ts). */
interface ControlProps<C extends Control = Control> {
  control: C;
  state: SearchParameters;
  result: SearchResult;
  page: PageContext;
  t: SearchT;
  dispatch: Dispatch;
}

function RadioControl({ control, state, page, t, dispatch }: ControlProps<ControlOf<'radio' | 'recency'>>) {
  const name = useId();
  const current: string = state[control.param] ?? '';
  const options = closedValues(control.param, state);
  return (
    <div className="lb-filter__options" role="radiogroup" aria-label={paramLabel(t, control.param)}>
      <label className="lb-check">
        <input
          type="radio"
          name={name}
          checked={current === ''}
          onChange={() => dispatch(unset(control.param))}
        />
        {t.t('search.filters.any')}
      </label>
      {options.map((value) => (
        <label key={value} className="lb-check">
          <input
            type="radio"
            name={name}
            checked={current === value}
            onChange={() => dispatch(setParameter(control.param, value))}
          />
          {valueLabel(t, page.messages, control.param, value)}
        </label>
      ))}
    </div>
  );
}

function CheckboxControl({
  control,
  state,
  result,
  page,
  t,
  dispatch,
}: ControlProps<ControlOf<'checkboxes' | 'options'>>) {
  const chosen: readonly string[] = state[control.param] ?? [];
  const data = control.kind === 'options' ? result.filterOptions[control.source] : undefined;
  const options =
    data ?? closedValues(control.param, state).map((value) => ({ value, label: '', count: null }));
  if (options.length === 0) return <p className="lb-filter__empty">{t.t('search.filters.noOptions')}</p>;
  return (
    <div className="lb-filter__options">
      {options.map((o) => (
        <label key={o.value} className="lb-check">
          <input
            type="checkbox"
            checked={chosen.includes(o.value)}
            onChange={() => dispatch(toggleValues(control.param, [o.value]))}
          />
          <span>{valueLabel(t, page.messages, control.param, o.value, o.label || undefined)}</span>
          {o.count !== null && <span className="lb-check__count">{o.count}</span>}
        </label>
      ))}
    </div>
  );
}

function SwitchControl({ control, state, t, dispatch }: ControlProps<ControlOf<'switch' | 'agreement'>>) {
  const on =
    control.kind === 'agreement' ? state[control.param] !== undefined : state[control.param] === true;
  const flip = () => {
    if (control.kind === 'agreement')
      dispatch(on ? unset(control.param) : setParameter(control.param, control.code));
    else dispatch(toggle(control.param));
  };
  return (
    <label className="lb-switch">
      <input type="checkbox" role="switch" aria-checked={on} checked={on} onChange={flip} />
      <span>{paramLabel(t, control.param)}</span>
    </label>
  );
}

function RecencyControl(props: ControlProps<ControlOf<'recency'>>) {
  const { state, t, dispatch } = props;
  const [from, setFrom] = useState(state.begindate ?? '');
  const [to, setTo] = useState(state.enddate ?? '');
  return (
    <>
      <RadioControl {...props} />
      {state.recency === 'daterange' && (
        <form
          className="lb-filter__range"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch(
              from ? setParameter('begindate', from) : unset('begindate'),
              to ? setParameter('enddate', to) : unset('enddate'),
            );
          }}
        >
          <label>
            {paramLabel(t, 'begindate')}
            <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label>
            {paramLabel(t, 'enddate')}
            <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </label>
          <button type="submit" className="lb-button lb-button--ghost">
            {t.t('search.filters.apply')}
          </button>
        </form>
      )}
    </>
  );
}

function ColorControl({ state, t, dispatch }: ControlProps) {
  const current = state._colorindex?.replace('#', '').toLowerCase();
  const hex = (rgb: [number, number, number]) => rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
  return (
    <div className="lb-swatches" role="radiogroup" aria-label={t.t('search.color.choose')}>
      <button
        type="button"
        className="lb-swatch lb-swatch--any"
        aria-pressed={!current}
        onClick={() => dispatch(unset('_colorindex'))}
      >
        {t.t('search.color.clear')}
      </button>
      {Object.entries(PALETTE_COLORS).map(([name, rgb]) => (
        <button
          key={name}
          type="button"
          className="lb-swatch"
          style={{ background: `#${hex(rgb)}` }}
          aria-label={t.t(`search.color.${name}` as SearchMessageKey)}
          aria-pressed={current === hex(rgb)}
          onClick={() => dispatch(setParameter('_colorindex', hex(rgb)))}
        />
      ))}
    </div>
  );
}

function DurationControl({ state, t, dispatch }: ControlProps) {
  const [min, setMin] = useState(state.videodurationmin ?? '');
  const [max, setMax] = useState(state.videodurationmax ?? '');
  return (
    <form
      className="lb-filter__range"
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(
          min ? setParameter('videodurationmin', min) : unset('videodurationmin'),
          max && min ? setParameter('videodurationmax', max) : unset('videodurationmax'),
        );
      }}
    >
      <label>
        {t.t('search.duration.min')}
        <input
          type="number"
          min={0}
          inputMode="numeric"
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
      </label>
      <label>
        {t.t('search.duration.max')}
        <input
          type="number"
          min={0}
          inputMode="numeric"
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
      </label>
      <button type="submit" className="lb-button lb-button--ghost">
        {t.t('search.filters.apply')}
      </button>
    </form>
  );
}

function TextControl({ control, state, t, dispatch }: ControlProps<ControlOf<'text'>>) {
  const [value, setValue] = useState(state[control.param] ?? '');
  return (
    <form
      className="lb-filter__range"
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(value.trim() ? setParameter(control.param, value.trim()) : unset(control.param));
      }}
    >
      <input
        type="text"
        aria-label={paramLabel(t, control.param)}
        placeholder={t.t('search.contributor.placeholder')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="lb-button lb-button--ghost">
        {t.t('search.filters.apply')}
      </button>
    </form>
  );
}

function ControlBody(props: ControlProps) {
  const { control } = props;
  switch (control.kind) {
    case 'radio':
      return <RadioControl {...props} control={control} />;
    case 'checkboxes':
    case 'options':
      return <CheckboxControl {...props} control={control} />;
    case 'switch':
    case 'agreement':
      return <SwitchControl {...props} control={control} />;
    case 'recency':
      return <RecencyControl {...props} control={control} />;
    case 'color':
      return <ColorControl {...props} />;
    case 'duration':
      return <DurationControl {...props} />;
    case 'text':
      return <TextControl {...props} control={control} />;
  }
}

export function FilterPanel(props: Omit<ControlProps, 'control' | 'state'>) {
  const { result, t } = props;
  const state = result.searchParameters;
  const available = new Set(result.availableSearchParameters);
  const controls = FILTER_CONTROLS.filter((c) => available.has(c.param));
  return (
    <nav className="lb-filters" aria-label={t.t('search.filters.title')}>
      <h2 className="lb-filters__title">{t.t('search.filters.title')}</h2>
      {controls.map((control) =>
        control.kind === 'switch' || control.kind === 'agreement' ? (
          <div key={control.param} className="lb-filter lb-filter--switch" data-param={control.param}>
            <ControlBody {...props} control={control} state={state} />
          </div>
        ) : (
          <details
            key={control.param}
            className="lb-filter"
            data-param={control.param}
            open={OPEN_BY_DEFAULT.includes(control.param) || hasValue(state, control)}
          >
            <summary>
              {paramLabel(
                t,
                control.kind === 'duration' ? ('videoduration' as ParameterName) : control.param,
              )}
            </summary>
            <ControlBody {...props} control={control} state={state} />
          </details>
        ),
      )}
    </nav>
  );
}
