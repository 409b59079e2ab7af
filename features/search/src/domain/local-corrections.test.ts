import { describe, expect, it } from 'vitest';
import { matchConcepts } from './concept-match';
import { type LocalCandidate, locallyCorrected, localSpelling, wordsToCorrect } from './local-corrections';
import { queryWords } from './query-text';

const candidate = (term: string, similarity = 0.5): LocalCandidate => ({
  key: term.toLowerCase(),
  term,
  similarity,
});

describe('did you mean in the visitor language', () => {
  it('offers the locale term within the word typing mistakes, fewest first', () => {
    expect(localSpelling('gebirgee', [candidate('Gebirge'), candidate('Gebirgsbach', 0.6)])).toBe('Gebirge');
    expect(localSpelling('bergg', [candidate('Berg', 0.4), candidate('Berge', 0.45)])).toBe('Berge');
    // Too far from any term: nothing is offered.
    expect(localSpelling('xyzzy', [candidate('Berg')])).toBeUndefined();
    // The word itself is no correction.
    expect(localSpelling('berg', [candidate('Berg')])).toBeUndefined();
  });

  it('replaces only the words that name no concept, keeping the rest as typed', () => {
    const words = queryWords('Hund am Strnad', 'de');
    const pieces = matchConcepts(
      words,
      ['hund', null, 'strnad'],
      [{ concept: 'dog', key: 'hund', position: 0, exact: true }],
      'de',
    );
    expect(wordsToCorrect(pieces)).toEqual(['strnad']);
    const corrected = locallyCorrected(
      'Hund am Strnad',
      pieces,
      new Map([['strnad', [candidate('Strand')]]]),
    );
    expect(corrected).toBe('Hund am Strand');
    expect(locallyCorrected('Hund am Strnad', pieces, new Map())).toBeUndefined();
  });
});
