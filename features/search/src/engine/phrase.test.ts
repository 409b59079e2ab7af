import { describe, expect, it } from 'vitest';
import { conjunctionLexemes, correlationFactor, eitherQuery } from './phrase';

describe('the lexemes of a conjunction', () => {
  it('reads words and phrases joined by AND', () => {
    expect(conjunctionLexemes("'outdoor' & 'senior' & 'adult'")).toEqual(['outdoor', 'senior', 'adult']);
    expect(conjunctionLexemes("'color' & 'imag' & 'studio' <-> 'shot'")).toEqual([
      'color',
      'imag',
      'studio',
      'shot',
    ]);
    expect(conjunctionLexemes("'rock' & ( 'n' <2> 'roll' )")).toEqual(['rock', 'n', 'roll']);
    expect(conjunctionLexemes("'o''brien'")).toEqual(["o'brien"]);
  });
  it('gives up on OR, NOT, prefixes and weights', () => {
    expect(conjunctionLexemes("'cat' | 'dog'")).toBeUndefined();
    expect(conjunctionLexemes("'cat' & !'dog'")).toBeUndefined();
    expect(conjunctionLexemes("'cat':*")).toBeUndefined();
    expect(conjunctionLexemes('')).toBeUndefined();
  });
});

describe('how far words that go together beat the independent estimate', () => {
  it('is the rarest word over the independent estimate', () => {
    // 1,000 assets; "senior" and "adult" in 100 each, always together: independent estimate 10.
    expect(correlationFactor([100, 100], 1000)).toBeCloseTo(10);
    expect(correlationFactor([500, 100, 100], 1000)).toBeCloseTo(20);
  });
  it('is 1 for one word, an unknown word or an unknown catalogue', () => {
    expect(correlationFactor([100], 1000)).toBe(1);
    expect(correlationFactor([100, 0], 1000)).toBe(1);
    expect(correlationFactor([100, 100], 0)).toBe(1);
  });
});

describe('a phrase parsed in English and in the visitor language', () => {
  it('matches what either parse matches', () => {
    expect(eitherQuery(["'hous'", "'haus'"])).toBe("( 'hous' ) | ( 'haus' )");
    expect(eitherQuery(["'red' & 'barn'", "'red' & 'barn'"])).toBe("'red' & 'barn'");
  });
  it('leaves out a parse that kept no word (stop words only)', () => {
    expect(eitherQuery(['', "'haus'"])).toBe("'haus'");
    expect(eitherQuery(['', ' '])).toBe('');
  });
});
