import { describe, expect, it } from 'vitest';
import { filterTagQuery } from './filter-tags';

describe('filterTagQuery (the tagged filters as one tsquery over lb_filter_tags)', () => {
  it('asks nothing when no tagged filter is chosen, nor for both families', () => {
    expect(filterTagQuery({})).toBeUndefined();
    expect(
      filterTagQuery({ family: 'creative,editorial', orientations: [], numberofpeople: [] }),
    ).toBeUndefined();
  });

  it('needs every chosen filter, and any one of a filter’s values', () => {
    expect(
      filterTagQuery({
        family: 'editorial',
        orientations: ['horizontal', 'vertical'],
        numberofpeople: ['one'],
        mediatype: 'photography',
      }),
    ).toBe(
      "'family=editorial' & ('orientation=horizontal' | 'orientation=vertical') & 'people=one' & 'media=photography'",
    );
  });

  it('names orientations as the catalogue stores them, each once', () => {
    expect(filterTagQuery({ orientations: ['panoramic_horizontal', 'panoramic_horizontal'] })).toBe(
      "'orientation=panoramichorizontal'",
    );
  });

  it('escapes quotes and backslashes, so a value stays one word', () => {
    expect(filterTagQuery({ mediatype: "it's\\" })).toBe("'media=it\\'s\\\\'");
  });
});
