import { describe, expect, it } from 'vitest';
import {
  IMAGE_URL_MAX_LENGTH,
  MULTI_VALUE_MAX_ITEMS,
  PHRASE_MAX_LENGTH,
  VIDEO_DURATION_MAX_SECONDS,
} from './parameters';
import { normalizeParameterValue } from './values';

describe('normalizeParameterValue', () => {
  it('keeps the date of an ISO timestamp and rejects dates that are not on the calendar', () => {
    expect(normalizeParameterValue('begindate', '2024-02-29T10:00:00Z')).toEqual({ value: '2024-02-29' });
    expect(normalizeParameterValue('begindate', '2023-02-29')).toEqual({
      value: undefined,
      issue: 'invalid_date',
    });
    expect(normalizeParameterValue('begindate', '29/02/2024')).toEqual({
      value: undefined,
      issue: 'invalid_date',
    });
  });

  it('clamps a video duration past the limit and rejects one that is not a whole number', () => {
    expect(normalizeParameterValue('videodurationmax', '99999')).toEqual({
      value: String(VIDEO_DURATION_MAX_SECONDS),
      issue: 'out_of_range',
    });
    expect(normalizeParameterValue('videodurationmin', '1.5').issue).toBe('invalid_number');
  });

  it('rejects a phrase longer than the limit', () => {
    expect(normalizeParameterValue('phrase', 'a'.repeat(PHRASE_MAX_LENGTH)).value).toHaveLength(
      PHRASE_MAX_LENGTH,
    );
    expect(normalizeParameterValue('phrase', 'a'.repeat(PHRASE_MAX_LENGTH + 1))).toEqual({
      value: undefined,
      issue: 'too_long',
    });
  });

  it('keeps at most the allowed number of values of a multi-value parameter', () => {
    const ids = Array.from({ length: MULTI_VALUE_MAX_ITEMS + 5 }, (_, index) => String(index));
    const { value, issue } = normalizeParameterValue('events', ids);
    expect(value).toHaveLength(MULTI_VALUE_MAX_ITEMS);
    expect(issue).toBe('too_many_values');
  });

  it('drops duplicate and blank items of a multi-value parameter', () => {
    expect(normalizeParameterValue('events', '7, 7,,8')).toEqual({ value: ['7', '8'] });
  });

  it('accepts only http and https image addresses within the length limit', () => {
    expect(normalizeParameterValue('imageurl', 'https://cdn.example.com/a.jpg').value).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(normalizeParameterValue('imageurl', 'javascript:alert(1)').issue).toBe('invalid_format');
    expect(
      normalizeParameterValue('imageurl', `https://e.com/${'a'.repeat(IMAGE_URL_MAX_LENGTH)}`).issue,
    ).toBe('too_long');
  });

  it('replaces lone surrogates so that the value can always be written into an address', () => {
    expect(normalizeParameterValue('phrase', 'a\uD800b').value).toBe('a\uFFFDb');
  });
});
