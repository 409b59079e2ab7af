import { describe, expect, it } from 'vitest';
import { conjunctionLexemes, correlationFactor, eitherQuery, keywordForm } from './phrase';

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
  it("is the phrase's own count over the independent estimate when the phrase is a keyword", () => {
    // "autumnal sunrise" on 5 assets, each word on 100: the rarest word would allow 10 times more.
    expect(correlationFactor([100, 100], 1000, 5)).toBe(1);
    expect(correlationFactor([100, 100], 1000, 60)).toBeCloseTo(6);
    expect(correlationFactor([100, 100], 1000, 0)).toBeCloseTo(10);
  });
  it('takes the keyword form of a phrase: lower case, single spaces', () => {
    expect(keywordForm('  Autumnal   Sunrise ')).toBe('autumnal sunrise');
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
