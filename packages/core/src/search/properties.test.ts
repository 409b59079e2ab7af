// Property-based tests: whatever a visitor does, in whatever order, the state stays one the
// availability table allows, one the address can carry, and on page 1 after any non-page change.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySearchAction, type SearchAction } from './actions';
import {
  allowedAssetFileTypes,
  allowedLicenses,
  allowedMediaTypes,
  allowedSortOrders,
  availableSearchParameters,
} from './availability';
import {
  BOOLEAN_PARAMETERS,
  MULTI_VALUE_PARAMETERS,
  PARAMETER_NAMES,
  type ParameterName,
  type ParameterValue,
  SCOPE_PARAMETERS,
  SEARCH_PARAMETERS,
  type SearchParameters,
  SITE_IDS,
  type SiteId,
} from './parameters';
import { normalizeSearchParameters, type SearchContext } from './rules';
import { parseSearchUrl, toSearchUrl, validateApiParameters } from './url-codec';
import { normalizeParameterValue, sameParameters } from './values';

const PHRASES = ['dog', 'dog park', 'Dog Park at night', 'cat', 'paris', '509212414', '1984', '', '   '];
// Characters that address encoding gets wrong most often, lone surrogates included.
const TRICKY_CHARACTERS = [
  '&',
  '=',
  '+',
  '%',
  '%2C',
  '#',
  ',',
  ' ',
  '?',
  '/',
  '\\',
  '\uD800',
  '\uDC00',
  'é',
  '😀',
  'a',
  'B',
  '1',
];
const trickyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: fc.constantFrom(...TRICKY_CHARACTERS), maxLength }),
    fc.string({ unit: 'binary', maxLength }),
  );

function textArbitrary(name: ParameterName): fc.Arbitrary<string> {
  const definition = SEARCH_PARAMETERS[name];
  if ('values' in definition) {
    const first = definition.values[0] ?? '';
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...definition.values) },
      fc.constantFrom('', 'bogus', first.toUpperCase()),
    );
  }
  if (definition.kind !== 'single') return fc.constantFrom('1', '775412', 'abc-1', 'bad id', '');
  switch (definition.format) {
    case 'page':
      return fc.oneof(fc.integer({ min: -1, max: 1100 }).map(String), fc.constantFrom('x', '2.5', '007'));
    case 'seconds':
      return fc.oneof(fc.integer({ min: -1, max: 4000 }).map(String), fc.constantFrom('ten', ''));
    case 'date':
      return fc.oneof(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom('2024-02-30', 'yesterday', '2024-1-1'),
      );
    case 'color':
      return fc.constantFrom('ff0000', '#00AAff', 'red', '');
    case 'url':
      return fc.constantFrom(
        'https://example.com/a.jpg',
        'http://example.com',
        'ftp://example.com/x',
        'nope',
      );
    case 'id':
      return fc.oneof(fc.constantFrom('1', '509212414', 'abc-1', 'bad id'), fc.string({ maxLength: 6 }));
    case 'text':
      return name === 'phrase'
        ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...PHRASES) }, trickyText(12))
        : fc.oneof(fc.constantFrom('true', 'Ansel Adams', ''), trickyText(8));
  }
}

function valueArbitrary(name: ParameterName): fc.Arbitrary<ParameterValue> {
  const definition = SEARCH_PARAMETERS[name];
  if (definition.kind === 'boolean') return fc.oneof(fc.boolean(), fc.constantFrom('false', '', 'yes'));
  if (definition.kind === 'multi') {
    return 'values' in definition
      ? fc.subarray([...definition.values, 'bogus'])
      : fc.array(fc.constantFrom('1', '775412', 'abc', 'bad id', ''), { maxLength: 4 });
  }
  return textArbitrary(name);
}

const setAction = (names: readonly ParameterName[]) =>
  fc
    .constantFrom(...names)
    .chain((name) => valueArbitrary(name).map((value): SearchAction => ({ type: 'set', name, value })));

const actionArbitrary: fc.Arbitrary<SearchAction> = fc.oneof(
  { weight: 6, arbitrary: setAction(PARAMETER_NAMES) },
  { weight: 3, arbitrary: setAction([...SCOPE_PARAMETERS, 'phrase', 'recency', 'sortorder']) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...PARAMETER_NAMES).map((name): SearchAction => ({ type: 'unset', name })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...BOOLEAN_PARAMETERS).map((name): SearchAction => ({ type: 'toggle', name })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...MULTI_VALUE_PARAMETERS).chain((name) =>
      valueArbitrary(name).map(
        (values): SearchAction => ({
          type: 'toggleValues',
          name,
          values: Array.isArray(values) ? values : [],
        }),
      ),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.integer({ min: -2, max: 1200 }).map((page): SearchAction => ({ type: 'changePage', page })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...SITE_IDS).map((site): SearchAction => ({ type: 'resetToScope', site })),
  },
);

const contextArbitrary: fc.Arbitrary<SearchContext> = fc.record({
  site: fc.constantFrom(...SITE_IDS),
  profile: fc.record({
    editorialRecommendationsActive: fc.boolean(),
    personalityDisambiguityOptedIn: fc.boolean(),
  }),
  selectedEvent: fc.option(fc.record({ images: fc.nat(3), films: fc.nat(3) }), { nil: undefined }),
});

// A state as any address could give it: every parameter optional, values valid or not.
type RawState = Partial<Record<string, ParameterValue>>;
const rawStateArbitrary: fc.Arbitrary<RawState> = fc.record(
  Object.fromEntries(PARAMETER_NAMES.map((name) => [name, valueArbitrary(name)])),
  { requiredKeys: [] },
);

function normalizedState(raw: RawState, site: SiteId): SearchParameters {
  const values = Object.entries(raw).flatMap(([name, value]) => {
    const normalized = normalizeParameterValue(name as ParameterName, value).value;
    return normalized === undefined ? [] : [[name, normalized]];
  });
  return normalizeSearchParameters(Object.fromEntries(values), site);
}

function expectAllowedByAvailability(state: SearchParameters, site: SiteId): void {
  const available = availableSearchParameters(site, state);
  for (const name of Object.keys(state)) expect(available).toContain(name);
  if (state.sortorder !== undefined) expect(allowedSortOrders(state)).toContain(state.sortorder);
  if (state.license !== undefined) expect(allowedLicenses(state)).toContain(state.license);
  if (state.mediatype !== undefined) expect(allowedMediaTypes(state)).toContain(state.mediatype);
  if (state.assetfiletype !== undefined) expect(allowedAssetFileTypes(state)).toContain(state.assetfiletype);
}

describe('any sequence of actions', () => {
  const scenario = fc.record({
    context: contextArbitrary,
    start: rawStateArbitrary,
    actions: fc.array(actionArbitrary, { maxLength: 25 }),
  });

  it('yields a state allowed by the availability table', () => {
    fc.assert(
      fc.property(scenario, ({ context, start, actions }) => {
        let state = normalizedState(start, context.site);
        for (const action of actions) {
          state = applySearchAction(state, action, context);
          expectAllowedByAvailability(state, context.site);
        }
      }),
    );
  });

  it('yields a state that round-trips through the URL codec', () => {
    fc.assert(
      fc.property(scenario, ({ context, start, actions }) => {
        let state = normalizedState(start, context.site);
        for (const action of actions) {
          state = applySearchAction(state, action, context);
          expect(parseSearchUrl(toSearchUrl(state), context.site)).toEqual(state);
        }
      }),
    );
  });

  it('has page 1 after every non-page change', () => {
    fc.assert(
      fc.property(scenario, ({ context, start, actions }) => {
        let state = normalizedState(start, context.site);
        for (const action of actions) {
          const next = applySearchAction(state, action, context);
          if (!sameParameters(state, next, 'page')) expect(next.page).toBe('1');
          state = next;
        }
      }),
    );
  });

  it('yields a state that normalising leaves unchanged', () => {
    fc.assert(
      fc.property(scenario, ({ context, start, actions }) => {
        const state = actions.reduce(
          (current, action) => applySearchAction(current, action, context),
          normalizedState(start, context.site),
        );
        expect(normalizeSearchParameters(state, context.site)).toEqual(state);
      }),
    );
  });
});

describe('URL codec properties', () => {
  const site = fc.constantFrom(...SITE_IDS);

  it('round-trips any normalised state, and the API reads its query back to the same state', () => {
    fc.assert(
      fc.property(rawStateArbitrary, site, (raw, siteId) => {
        const state = normalizedState(raw, siteId);
        const url = toSearchUrl(state);
        expect(parseSearchUrl(url, siteId)).toEqual(state);
        const type = state.assettype === undefined ? '' : `&assettype=${state.assettype}`;
        expect(validateApiParameters(`${url.split('?')[1] ?? ''}${type}`, siteId)).toEqual({
          ok: true,
          parameters: state,
        });
      }),
    );
  });

  it('reads any address without throwing, into a state that round-trips', () => {
    const noise = trickyText(40);
    const queryLike = fc
      .array(fc.tuple(fc.constantFrom(...PARAMETER_NAMES, 'x'), noise), { maxLength: 8 })
      .map((pairs) => `/search/2/image?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`);
    fc.assert(
      fc.property(fc.oneof(noise, queryLike), site, (url, siteId) => {
        const state = parseSearchUrl(url, siteId);
        expect(parseSearchUrl(toSearchUrl(state), siteId)).toEqual(state);
        expectAllowedByAvailability(state, siteId);
      }),
    );
  });

  it('validates any query without throwing, accepting only what the address reads the same way', () => {
    fc.assert(
      fc.property(rawStateArbitrary, site, (raw, siteId) => {
        const query = new URLSearchParams(
          Object.entries(raw).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(',') : String(value),
          ]),
        );
        const result = validateApiParameters(query, siteId);
        if (result.ok) {
          const path = result.parameters.assettype === undefined ? '' : `/${result.parameters.assettype}`;
          expect(parseSearchUrl(`/search/2${path}?${query.toString()}`, siteId)).toEqual(result.parameters);
        } else {
          expect(result.errors.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
