import { slug } from '../domain/slug';

/** How many values each facet list offers. */
export const OPTION_LIMIT = 12;

export type FacetKind = 'people' | 'locations' | 'events' | 'collections';

export interface FacetValue {
  kind: FacetKind;
  value: string;
  label: string;
  n: number;
}

export interface FacetSource {
  specific_people: readonly string[];
  locations: readonly string[];
  event_id: number | null;
  collection_code: string;
  collection_name: string;
}

function top(kind: FacetKind, counts: Map<string, { label: string; n: number }>): FacetValue[] {
  return [...counts]
    .map(([value, { label, n }]) => ({ kind, value, label, n }))
    .sort((a, b) => b.n - a.n || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, OPTION_LIMIT);
}

function add(counts: Map<string, { label: string; n: number }>, value: string, label: string) {
  const entry = counts.get(value);
  if (!entry) counts.set(value, { label, n: 1 });
  else {
    entry.n += 1;
    // The same slug can come from spellings that differ only in case or punctuation: show one.
    if (label < entry.label) entry.label = label;
  }
}

/**
 * Facet counts over the given matches (spec section 3: events, specific people, locations;
 * collections too): the OPTION_LIMIT most frequent values of each, ties by value. People and
 * places are keyed by slug, as the search address names them; an asset counts once per value.
 * Event labels are the event ids here; the caller names them.
 */
export function countFacets(rows: readonly FacetSource[]): FacetValue[] {
  const people = new Map<string, { label: string; n: number }>();
  const places = new Map<string, { label: string; n: number }>();
  const events = new Map<string, { label: string; n: number }>();
  const collections = new Map<string, { label: string; n: number }>();
  for (const row of rows) {
    for (const name of new Set(row.specific_people)) add(people, slug(name), name);
    for (const place of new Set(row.locations)) add(places, slug(place), place);
    if (row.event_id !== null) add(events, String(row.event_id), String(row.event_id));
    add(collections, row.collection_code, row.collection_name);
  }
  return [
    ...top('people', people),
    ...top('locations', places),
    ...top('events', events),
    ...top('collections', collections),
  ];
}
