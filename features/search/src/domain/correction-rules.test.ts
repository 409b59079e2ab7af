import { applySearchAction, PROFILE_WITHOUT_OPT_INS, type SearchParameters } from '@lightbox/core/search';
import { describe, expect, it } from 'vitest';
import {
  choosePerson,
  chooseSpelling,
  correctedPhrase,
  correctionActions,
  FAMILY_COUNT_LIMIT,
  familyCountLimit,
  nameWindows,
  offersFamilySwitch,
  otherFamily,
  phraseWords,
  typingDistance,
  type WordLookup,
  wordsToCheck,
} from './correction-rules';

const lookup = (
  word: string,
  frequency: number,
  candidates: Array<[string, number, number?]>,
): WordLookup => ({
  word,
  frequency,
  stopWord: false,
  candidates: candidates.map(([term, f, similarity]) => ({
    term,
    frequency: f,
    similarity: similarity ?? 0.5,
  })),
});

describe('phrase words', () => {
  it('leave out operators and excluded words, and keep their places', () => {
    expect(phraseWords('Beach OR -sand "palm tree"')).toEqual([
      { word: 'beach', start: 0, end: 5 },
      { word: 'palm', start: 16, end: 20 },
      { word: 'tree', start: 21, end: 25 },
    ]);
  });

  it('keep hyphenated words inside a phrase', () => {
    expect(phraseWords('close-up').map((w) => w.word)).toEqual(['close', 'up']);
  });

  it('worth checking are letters only, three or more, each once, and at most eight', () => {
    expect(wordsToCheck('to 2023 beach Beach café')).toEqual(['beach', 'café']);
    expect(wordsToCheck('one two three four five six seven eight nine ten')).toHaveLength(8);
  });
});

describe('typing distance', () => {
  it('counts a swap of neighbours as one mistake', () => {
    expect(typingDistance('mountian', 'mountain')).toBe(1);
    expect(typingDistance('beack', 'beach')).toBe(1);
    expect(typingDistance('sunsett', 'sunset')).toBe(1);
    expect(typingDistance('kitten', 'sitting')).toBe(3);
    expect(typingDistance('', 'abc')).toBe(3);
  });
});

describe('a very rare word gets the common spelling within a couple of typing mistakes', () => {
  it('replaces an unknown word by a common one', () => {
    expect(chooseSpelling(lookup('beack', 0, [['beach', 120]]))).toBe('beach');
  });

  it('keeps a word carried by more than two assets', () => {
    expect(chooseSpelling(lookup('beech', 3, [['beach', 5000]]))).toBeUndefined();
  });

  it('needs a replacement ten times as common, and carried by at least three assets', () => {
    expect(chooseSpelling(lookup('sunsett', 2, [['sunset', 19]]))).toBeUndefined();
    expect(chooseSpelling(lookup('sunsett', 2, [['sunset', 20]]))).toBe('sunset');
    expect(chooseSpelling(lookup('sunsett', 0, [['sunset', 2]]))).toBeUndefined();
  });

  it('allows one mistake in short words and two in longer ones', () => {
    expect(chooseSpelling(lookup('cta', 0, [['cat', 50]]))).toBe('cat');
    expect(chooseSpelling(lookup('ctaa', 0, [['cat', 50]]))).toBeUndefined();
    expect(chooseSpelling(lookup('mouxtaxx', 0, [['mountain', 50]]))).toBeUndefined();
    expect(chooseSpelling(lookup('mountan', 0, [['mountain', 50]]))).toBe('mountain');
  });

  it('prefers fewer mistakes, then the more similar word, then the more common', () => {
    expect(
      chooseSpelling(
        lookup('bech', 0, [
          ['beach', 100, 0.4],
          ['bench', 300, 0.4],
          ['beech', 50, 0.5],
        ]),
      ),
    ).toBe('beech');
    expect(
      chooseSpelling(
        lookup('bech', 0, [
          ['beach', 100],
          ['bench', 300],
        ]),
      ),
    ).toBe('bench');
    expect(
      chooseSpelling(
        lookup('bech', 0, [
          ['bachelor', 900],
          ['bench', 300],
        ]),
      ),
    ).toBe('bench');
    expect(
      chooseSpelling(
        lookup('beack', 0, [
          ['black', 900, 0.4],
          ['beach', 100, 0.5],
        ]),
      ),
    ).toBe('beach');
  });

  it('never corrects a stop word', () => {
    expect(chooseSpelling({ ...lookup('teh', 0, [['the', 900]]), stopWord: true })).toBeUndefined();
  });

  it('rewrites only the corrected words of the phrase, keeping its syntax', () => {
    const lookups = [lookup('beack', 0, [['beach', 100]]), lookup('sand', 50, [])];
    expect(correctedPhrase('"Beack sand" -beack', lookups)).toBe('"beach sand" -beack');
    expect(correctedPhrase('sand', lookups)).toBeUndefined();
  });
});

describe('a phrase that nearly names a person offers that person', () => {
  it('looks at runs of two and three words, longest first', () => {
    expect(nameWindows('red carpet anka eskumarsh').map((w) => w.text)).toEqual([
      'red carpet anka',
      'carpet anka eskumarsh',
      'red carpet',
      'carpet anka',
      'anka eskumarsh',
    ]);
    expect(nameWindows('beach')).toEqual([]);
  });

  it('writes the name out in the phrase and narrows to the person’s slug', () => {
    const phrase = 'premiere anka eskumarch';
    const windows = nameWindows(phrase);
    const person = choosePerson(phrase, windows, [
      { window: 'anka eskumarch', name: 'Anka Eskumarsh', frequency: 8, similarity: 0.7 },
      { window: 'premiere anka', name: 'Anka Freyumiford', frequency: 1, similarity: 0.31 },
    ]);
    expect(person).toEqual({
      type: 'people',
      name: 'Anka Eskumarsh',
      slug: 'anka-eskumarsh',
      phrase: 'premiere Anka Eskumarsh',
    });
  });

  it('needs a similarity of one half', () => {
    const windows = nameWindows('anka smith');
    expect(
      choosePerson('anka smith', windows, [
        { window: 'anka smith', name: 'Anka Eskumarsh', frequency: 8, similarity: 0.49 },
      ]),
    ).toBeUndefined();
  });

  it('links to the phrase and the people filter', () => {
    const next = correctionActions({
      type: 'people',
      name: 'Anka Eskumarsh',
      slug: 'anka-eskumarsh',
      phrase: 'Anka Eskumarsh',
    }).reduce<SearchParameters>(
      (s, a) => applySearchAction(s, a, { site: 'premium', profile: PROFILE_WITHOUT_OPT_INS }),
      {
        phrase: 'anka eskumarch',
      },
    );
    expect(next).toMatchObject({ phrase: 'Anka Eskumarsh', specificpeople: ['anka-eskumarsh'] });
  });
});

describe('a phrase with far more matches in the other family offers it', () => {
  it('only from a one-family scope', () => {
    expect(otherFamily('creative')).toBe('editorial');
    expect(otherFamily('editorial')).toBe('creative');
    expect(otherFamily('both')).toBeUndefined();
  });

  it('needs five times the matches, and at least ten', () => {
    expect(offersFamilySwitch(0, 10)).toBe(true);
    expect(offersFamilySwitch(0, 9)).toBe(false);
    expect(offersFamilySwitch(4, 20)).toBe(true);
    expect(offersFamilySwitch(4, 19)).toBe(false);
  });

  it('counts the other family only as far as it must', () => {
    expect(familyCountLimit(3)).toBe(15);
    expect(familyCountLimit(FAMILY_COUNT_LIMIT / 5)).toBe(FAMILY_COUNT_LIMIT);
    expect(familyCountLimit(FAMILY_COUNT_LIMIT / 5 + 1)).toBeUndefined();
    expect(offersFamilySwitch(500, 100_000)).toBe(false);
  });
});

describe('a correction’s link', () => {
  it('searches the suggestion, or the original phrase without correction once applied', () => {
    const context = { site: 'premium' as const, profile: PROFILE_WITHOUT_OPT_INS };
    const start: SearchParameters = { phrase: 'beack', orientations: ['vertical'] };
    const follow = (applied: boolean) =>
      correctionActions({
        type: 'phrase',
        applied,
        original: 'beack',
        phrase: 'beach',
      }).reduce<SearchParameters>((s, a) => applySearchAction(s, a, context), start);
    expect(follow(false)).toMatchObject({ phrase: 'beach', orientations: ['vertical'] });
    expect(follow(false).suppressphrasecorrection).toBeUndefined();
    expect(follow(true)).toMatchObject({ phrase: 'beack', suppressphrasecorrection: 'true' });
  });
});
