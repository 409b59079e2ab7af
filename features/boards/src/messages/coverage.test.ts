import { localeCoverage, messageArguments } from '@lightbox/ui/i18n/coverage';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import cs from './cs';
import da from './da';
import de from './de';
import enGb from './en-gb';
import enUs, { type BoardsMessageKey } from './en-us';
import es from './es';
import fi from './fi';
import fr from './fr';
import hu from './hu';
import id from './id';
import italian from './it';
import ja from './ja';
import ko from './ko';
import nb from './nb';
import nl from './nl';
import pl from './pl';
import ptBr from './pt-br';
import ptPt from './pt-pt';
import ro from './ro';
import ru from './ru';
import sv from './sv';
import th from './th';
import tr from './tr';
import vi from './vi';
import zhHk from './zh-hk';

type BoardsMessages = Record<BoardsMessageKey, string>;

/** Every shipped translation of the boards strings, with the BCP 47 tag it is formatted under. */
const LOCALES: Record<string, { tag: string; messages: BoardsMessages }> = {
  'en-gb': { tag: 'en-GB', messages: enGb },
  de: { tag: 'de', messages: de },
  fr: { tag: 'fr', messages: fr },
  es: { tag: 'es', messages: es },
  it: { tag: 'it', messages: italian },
  ja: { tag: 'ja', messages: ja },
  ko: { tag: 'ko', messages: ko },
  'pt-br': { tag: 'pt-BR', messages: ptBr },
  'pt-pt': { tag: 'pt-PT', messages: ptPt },
  nl: { tag: 'nl', messages: nl },
  sv: { tag: 'sv', messages: sv },
  fi: { tag: 'fi', messages: fi },
  da: { tag: 'da', messages: da },
  nb: { tag: 'nb', messages: nb },
  pl: { tag: 'pl', messages: pl },
  cs: { tag: 'cs', messages: cs },
  hu: { tag: 'hu', messages: hu },
  ro: { tag: 'ro', messages: ro },
  ru: { tag: 'ru', messages: ru },
  tr: { tag: 'tr', messages: tr },
  th: { tag: 'th', messages: th },
  id: { tag: 'id', messages: id },
  vi: { tag: 'vi', messages: vi },
  'zh-hk': { tag: 'zh-HK', messages: zhHk },
};

const source: BoardsMessages = enUs;
const KEYS = Object.keys(source) as BoardsMessageKey[];
const SAMPLE_VALUES = { name: 'Alpine mornings', count: 255, position: 3, date: '21/11/2026' };

/** Scripts a translated value must be written in, for locales that do not use the Latin alphabet. */
const SCRIPTS: Record<string, RegExp> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  ru: /\p{Script=Cyrillic}/u,
  'zh-hk': /\p{Script=Han}/u,
};

describe('the en-us source', () => {
  it('uses only arguments the test has sample values for', () => {
    for (const key of KEYS) {
      for (const arg of messageArguments(source[key]))
        expect(Object.keys(SAMPLE_VALUES), key).toContain(arg.split(':')[0]);
    }
  });
});

describe.each(Object.keys(LOCALES))('locale %s', (file) => {
  const { tag, messages: target } = LOCALES[file]!;

  it('has every source key, in source order, and nothing else', () => {
    expect(Object.keys(target)).toEqual(KEYS);
  });

  it('covers 100% of the source with matching ICU arguments', () => {
    const result = localeCoverage(source, target);
    expect(result.missing).toEqual([]);
    expect(result.extra).toEqual([]);
    expect(result.parseErrors).toEqual([]);
    expect(result.placeholderMismatches).toEqual([]);
    expect(result.coverage).toBe(1);
  });

  it('formats every message with sample values, keeping the board name', () => {
    for (const key of KEYS) {
      const out = String(new IntlMessageFormat(target[key], tag).format(SAMPLE_VALUES));
      expect(out, key).not.toMatch(/[{}]/);
      if (source[key].includes('{name}')) expect(out, key).toContain(SAMPLE_VALUES.name);
    }
  });

  it('uses typographic apostrophes and no stray whitespace', () => {
    for (const key of KEYS) {
      expect(target[key], key).not.toContain("'");
      expect(target[key], key).toBe(target[key].trim());
      expect(target[key], key).not.toMatch(/ {2}/);
    }
  });

  if (file !== 'en-gb') {
    it('translates every value', () => {
      expect(localeCoverage(source, target).untranslated).toEqual([]);
    });
  }

  const script = SCRIPTS[file];
  if (script) {
    it('writes every value in the language’s script', () => {
      for (const key of KEYS) expect(target[key], key).toMatch(script);
    });
  }
});
