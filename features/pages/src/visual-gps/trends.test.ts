import { describe, expect, it } from 'vitest';
import { changeOf, everyDay, risingPhrases } from './trends';

const trends = (phrases: Array<[string, number, number]>) => ({
  days: 30,
  searches: 0,
  previousSearches: 0,
  perDay: [],
  mediaTypes: [],
  phrases: phrases.map(([phrase, searches, previous]) => ({ phrase, searches, previous })),
});

describe('Visual GPS trends', () => {
  it('rising searches: only phrases searched more than before, by absolute gain', () => {
    const rising = risingPhrases(
      trends([
        ['flat', 10, 10],
        ['falling', 2, 9],
        ['rare', 2, 1],
        ['big', 40, 20],
        ['new', 5, 0],
      ]),
    );
    expect(rising.map((p) => p.phrase)).toEqual(['big', 'new', 'rare']);
    expect(rising.map((p) => p.change)).toEqual([1, undefined, 1]);
  });

  it('a change against nothing is "new", not infinite', () => {
    expect(changeOf(3, 0)).toBeUndefined();
    expect(changeOf(0, 4)).toBe(-1);
  });

  it('every day of the period appears, oldest first, zero where nothing happened', () => {
    const days = everyDay([{ day: '2026-11-27', n: 4 }], 3, (r) => r.n, new Date('2026-11-27T10:00:00Z'));
    expect(days).toEqual([
      { day: '2026-11-25', value: 0 },
      { day: '2026-11-26', value: 0 },
      { day: '2026-11-27', value: 4 },
    ]);
  });
});
