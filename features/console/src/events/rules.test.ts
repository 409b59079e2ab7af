import { describe, expect, it } from 'vitest';
import { EVENT_NAME_MAX, isDay, parseEventForm } from './rules';

const good = {
  name: '  Harbour   Regatta ',
  product: 'sport',
  begins: '2026-06-01',
  ends: '2026-06-03',
  location: 'Kiel, Germany',
  country: 'deu',
  parent: '',
};

describe('event form (issue 22: events are created and edited in the console)', () => {
  it('accepts a whole event, tidying spaces and upper-casing the country', () => {
    expect(parseEventForm(good)).toEqual({
      ok: true,
      value: {
        name: 'Harbour Regatta',
        editorial_product: 'sport',
        begins_on: '2026-06-01',
        ends_on: '2026-06-03',
        location: 'Kiel, Germany',
        country_code: 'DEU',
        parent_id: null,
      },
    });
  });

  it('a one-day event may leave the last day empty', () => {
    const parsed = parseEventForm({ ...good, ends: '' });
    expect(parsed.ok && parsed.value.ends_on).toBe('2026-06-01');
  });

  it('reports every bad field at once', () => {
    expect(
      parseEventForm({
        name: 'x'.repeat(EVENT_NAME_MAX + 1),
        product: 'gossip',
        begins: '2026-02-30',
        ends: 'soon',
        location: ' ',
        country: 'DE',
        parent: 'abc',
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'name',
        product: 'choice',
        begins: 'date',
        ends: 'date',
        location: 'location',
        country: 'country',
        parent: 'parent',
      },
    });
  });

  it('refuses a last day before the first', () => {
    expect(parseEventForm({ ...good, ends: '2026-05-31' })).toEqual({
      ok: false,
      errors: { ends: 'endsBefore' },
    });
  });

  it('knows real calendar days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2027-13-01')).toBe(false);
  });
});
