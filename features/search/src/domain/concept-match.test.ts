import { describe, expect, it } from 'vitest';
import {
  conceptsOf,
  englishPhrase,
  keyRuns,
  MAX_CONCEPT_WORDS,
  matchConcepts,
  stemRuns,
  type TermHit,
} from './concept-match';
import { queryWords } from './query-text';

const hit = (key: string, concept: string, position = 0, exact = true): TermHit => ({
  concept,
  key,
  position,
  exact,
});

function translate(phrase: string, locale: string, hits: TermHit[], stems?: Array<string | null>) {
  const words = queryWords(phrase, locale);
  const pieces = matchConcepts(words, stems ?? words.map(() => undefined), hits, locale);
  return { english: englishPhrase(pieces), concepts: conceptsOf(pieces) };
}

describe('mapping a phrase to concepts', () => {
  it('searches a known word as its concept and other words as typed', () => {
    expect(translate('Berg Xyzzy', 'de', [hit('berg', 'mountain')]).english).toBe('mountain Xyzzy');
  });

  it('prefers the longest run: a phrase before its words', () => {
    const hits = [hit('business', 'business'), hit('team', 'team'), hit('business team', 'business team')];
    expect(translate('Business Team Büro', 'de', [...hits, hit('buro', 'office')]).english).toBe(
      'business team office',
    );
  });

  it('matches a Japanese phrase without spaces and drops its particles', () => {
    const hits = [hit('富士山', 'mount fuji'), hit('写真', 'photography')];
    expect(translate('富士山の写真', 'ja', hits).english).toBe('mount fuji photography');
    // An excluded concept of several words is excluded as a phrase.
    expect(translate('写真 -富士山', 'ja', hits).english).toBe('photography -"mount fuji"');
  });

  it('matches Thai words without spaces and drops its conjunctions', () => {
    const hits = [hit('ภูเขา', 'mountain'), hit('ทะเลสาบ', 'lake')];
    expect(translate('ภูเขาและทะเลสาบ', 'th', hits).english).toBe('mountain lake');
  });

  it('matches through the stem when the typed form is not a term', () => {
    // "Bergen" is not a term, its stem "berg" is (a stem hit is not exact).
    const hits = [hit('berg', 'mountain', 0, false)];
    expect(translate('Bergen', 'de', hits, ['berg']).english).toBe('mountain');
    // Without the stem, the word is searched as typed.
    expect(translate('Bergen', 'de', hits, ['bergen']).english).toBe('Bergen');
  });

  it('leaves out stop words the dictionary knows, and keeps exclusions', () => {
    const hits = [hit('berg', 'mountain'), hit('see', 'lake'), hit('hund', 'dog')];
    expect(translate('Berg und See -Hund', 'de', hits, ['berg', null, 'see', 'hund']).english).toBe(
      'mountain lake -dog',
    );
  });

  it('prefers an exact key, then the preferred term, when a run names several concepts', () => {
    const hits = [hit('bank', 'bench', 1), hit('bank', 'bank', 0)];
    expect(translate('Bank', 'de', hits).concepts).toEqual(['bank']);
  });

  it('looks up runs of stems that never cross a stop word', () => {
    expect(stemRuns(['berg', null, 'see'])).toEqual(['berg', 'see']);
    expect(stemRuns(['gross', 'berg'])).toEqual(['gross', 'gross berg', 'berg']);
  });

  it('looks up every run of up to MAX_CONCEPT_WORDS words', () => {
    const runs = keyRuns(['a', 'b', 'c']);
    expect(runs).toEqual(['a', 'a b', 'a b c', 'b', 'b c', 'c']);
    expect(
      keyRuns(Array.from({ length: 9 }, (_, i) => `w${i}`)).every(
        (r) => r.split(' ').length <= MAX_CONCEPT_WORDS,
      ),
    ).toBe(true);
  });
});
