import { describe, expect, it } from 'vitest';
import { historySearch, parseHistoryQuery } from './history-filters';

describe('the licence history filters', () => {
  it('reads a search, a date range (the end day counted whole) and a page', () => {
    const parsed = parseHistoryQuery({ q: ' beach ', from: '2026-11-01', to: '2026-11-30', page: '2' });
    expect(parsed).toMatchObject({ ok: true, query: { q: 'beach' } });
    if (!parsed.ok) return;
    expect(parsed.filters.from?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parsed.filters.before?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(parsed.filters.page).toBe(2);
  });

  it('names the field it cannot read instead of guessing', () => {
    expect(parseHistoryQuery({ from: '2026-02-31' })).toMatchObject({ ok: false, field: 'from' });
    expect(parseHistoryQuery({ to: '30/11/2026' })).toMatchObject({ ok: false, field: 'to' });
    expect(parseHistoryQuery({ from: '2026-12-01', to: '2026-11-01' })).toMatchObject({
      ok: false,
      field: 'to',
    });
    expect(parseHistoryQuery({ user: 'me' })).toMatchObject({ ok: false, field: 'user' });
    expect(parseHistoryQuery({ page: '0' })).toMatchObject({ ok: false, field: 'page' });
    expect(parseHistoryQuery({ q: 'x'.repeat(201) })).toMatchObject({ ok: false, field: 'q' });
  });

  it('takes the first of repeated fields and writes the same filters back for paging', () => {
    const parsed = parseHistoryQuery({ q: ['a', 'b'], user: '7' });
    expect(parsed.query).toEqual({ q: 'a', from: '', to: '', user: '7' });
    expect(historySearch(parsed.query, 3)).toBe('?q=a&user=7&page=3');
    expect(historySearch({ q: '', from: '', to: '', user: '' })).toBe('');
  });
});
