import { describe, expect, it } from 'vitest';
import { FILTER_WORDS_MAX_SHARE, indexedFilters } from './filter-tags';

const shares = new Map([
  ['family=creative', 0.75],
  ['family=editorial', 0.25],
  ['orientation=horizontal', 0.67],
  ['orientation=vertical', 0.18],
  ['orientation=square', 0.1],
  ['people=one', 0.35],
  ['people=group', 0.1],
  ['media=photography', 0.63],
]);

describe('indexedFilters (selective filters as one tsquery over lb_filter_tags)', () => {
  it('asks nothing when no filter is chosen, nor for both families', () => {
    expect(indexedFilters({}, undefined).query).toBeUndefined();
    expect(
      indexedFilters({ family: 'creative,editorial', orientations: [] }, undefined).query,
    ).toBeUndefined();
  });

  it('needs every filter, and any one of a filter’s values, when the shares are unknown', () => {
    const { query, filters } = indexedFilters(
      {
        family: 'editorial',
        orientations: ['horizontal', 'vertical'],
        numberofpeople: ['one'],
        mediatype: 'photography',
      },
      undefined,
    );
    expect(query).toBe(
      "'family=editorial' & ('orientation=horizontal' | 'orientation=vertical') & 'people=one' & 'media=photography'",
    );
    expect([...filters].sort()).toEqual(['family', 'mediatype', 'numberofpeople', 'orientations']);
  });

  it(`matches filters in the index only when together they let through at most ${FILTER_WORDS_MAX_SHARE * 100} % of the catalogue`, () => {
    // creative, horizontal and one person: 18 % together.
    const four = indexedFilters(
      { family: 'creative', orientations: ['horizontal'], numberofpeople: ['one'] },
      shares,
    );
    expect(four.query).toBe("'family=creative' & 'orientation=horizontal' & 'people=one'");
    expect([...four.filters].sort()).toEqual(['family', 'numberofpeople', 'orientations']);
    // creative and photography: 47 %, compared on the rows.
    const weak = indexedFilters({ family: 'creative', mediatype: 'photography' }, shares);
    expect(weak.query).toBeUndefined();
    expect(weak.filters.size).toBe(0);
    // A filter's values add up: vertical or square (28 %) is selective, with horizontal it is not.
    expect(indexedFilters({ orientations: ['vertical', 'square'] }, shares).query).toBe(
      "('orientation=vertical' | 'orientation=square')",
    );
    expect(indexedFilters({ orientations: ['vertical', 'horizontal'] }, shares).query).toBeUndefined();
    // A value the statistics do not list is rare.
    expect(indexedFilters({ family: 'creative', mediatype: 'vector' }, shares).query).toBe(
      "'family=creative' & 'media=vector'",
    );
  });

  it('names orientations as the catalogue stores them, each once', () => {
    expect(
      indexedFilters({ orientations: ['panoramic_horizontal', 'panoramic_horizontal'] }, undefined).query,
    ).toBe("'orientation=panoramic_horizontal'");
  });

  it('escapes quotes and backslashes, so a value stays one word', () => {
    expect(indexedFilters({ mediatype: "it's\\" }, undefined).query).toBe("'media=it\\'s\\\\'");
  });
});
