import { describe, expect, it } from 'vitest';
import { countFacets, OPTION_LIMIT } from './facets';

const row = (people: string[], places: string[], event: number | null, collection = 'lbx') => ({
  specific_people: people,
  locations: places,
  event_id: event,
  collection_code: collection,
  collection_name: collection.toUpperCase(),
});

describe('facets: events, specific people and locations of the current results (spec section 3)', () => {
  it('counts each value once per asset, keyed by the slug the address uses', () => {
    const facets = countFacets([
      row(['Ana Ruiz', 'Bo Chen'], ['Lisbon'], 7),
      row(['Ana Ruiz', 'Ana Ruiz'], ['Lisbon', 'Porto'], 7),
      row([], ['Porto'], null, 'arc'),
    ]);
    const of = (kind: string) => facets.filter((f) => f.kind === kind).map((f) => [f.value, f.label, f.n]);
    expect(of('people')).toEqual([
      ['ana-ruiz', 'Ana Ruiz', 2],
      ['bo-chen', 'Bo Chen', 1],
    ]);
    expect(of('locations')).toEqual([
      ['lisbon', 'Lisbon', 2],
      ['porto', 'Porto', 2],
    ]);
    expect(of('events')).toEqual([['7', '7', 2]]);
    expect(of('collections')).toEqual([
      ['lbx', 'LBX', 2],
      ['arc', 'ARC', 1],
    ]);
  });

  it(`offers at most ${OPTION_LIMIT} values per facet, most frequent first`, () => {
    const rows = Array.from({ length: 40 }, (_, i) => row([`Person ${i % 20}`], [], null));
    const people = countFacets(rows).filter((f) => f.kind === 'people');
    expect(people).toHaveLength(OPTION_LIMIT);
    expect(people.every((f) => f.n === 2)).toBe(true);
  });
});
