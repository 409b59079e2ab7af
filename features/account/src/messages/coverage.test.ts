import { localeCoverage, messageArguments } from '@lightbox/ui/i18n/coverage';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import enUs from './en-us';
import { accountMessageBundle } from './index';
import type { AccountMessageKey, AccountMessages } from './keys';

/** Every shipped locale of the accounts bundle, with the BCP 47 tag it is formatted under. */
const LOCALES: Record<string, string> = {
  'en-gb': 'en-GB',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  'pt-br': 'pt-BR',
  'pt-pt': 'pt-PT',
  nl: 'nl',
  sv: 'sv',
  fi: 'fi',
  da: 'da',
  nb: 'nb',
  pl: 'pl',
  cs: 'cs',
  hu: 'hu',
  ro: 'ro',
  ru: 'ru',
  tr: 'tr',
  th: 'th',
  id: 'id',
  vi: 'vi',
  'zh-hk': 'zh-HK',
};

/**
 * Values that may rightly stay identical to English: words the language shares with English
 * ("Team", "Password", "Actions", "Error", "Login"…). Anything else identical to English is an
 * untranslated string; each list stays within MAX_IDENTICAL_SHARE of all keys.
 */
const TEAM: AccountMessageKey[] = ['account.nav.team', 'account.team.title'];
const ALLOWED_IDENTICAL: Record<string, readonly AccountMessageKey[]> = {
  de: [...TEAM, 'account.team.columnName'],
  fr: ['account.team.columnActions'],
  es: ['account.form.errorTitle'],
  it: [...TEAM, 'account.field.password'],
  ja: [],
  ko: [],
  'pt-br': [],
  'pt-pt': [],
  nl: [...TEAM],
  sv: [...TEAM],
  fi: [],
  da: [...TEAM, 'account.team.inviteSubmit'],
  nb: [...TEAM],
  pl: [],
  cs: ['account.team.columnRole', 'account.team.role'],
  hu: [],
  ro: [],
  ru: [],
  tr: [],
  th: [],
  id: [],
  vi: [],
  'zh-hk': [],
};
const MAX_IDENTICAL_SHARE = 0.05;

const US_SPELLINGS =
  /\b(license|licenses|color|colors|center|favorite|catalog|gray|canceled|organization)\b/i;

/** Scripts a translated value must be written in, for locales that do not use the Latin alphabet. */
const SCRIPTS: Record<string, RegExp> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  ru: /\p{Script=Cyrillic}/u,
  'zh-hk': /\p{Script=Han}/u,
};
const SIMPLIFIED_ONLY =
  /[图视频载页关设们发时间个库权规编辑说许证价选择热门浏览经创类认购车条隐联语种录网络为这邮码请确认号户账团队员删]/u;

const SAMPLE_VALUES = {
  min: 8,
  max: 128,
  minutes: 15,
  email: 'ada@example.com',
  site: 'Lightbox Stock',
  name: 'Ada Lovelace',
  team: 'Studio North',
  inviter: 'Grace Hopper',
  role: 'Leader',
  date: '5 December 2026',
  username: 'ada.l',
  title: 'Sign in',
};

it('bundles every locale the storefront ships', () => {
  expect(Object.keys(accountMessageBundle).sort()).toEqual(['en-us', ...Object.keys(LOCALES)].sort());
  for (const key of Object.keys(enUs)) expect(key.startsWith('account.'), key).toBe(true);
});

describe.each(Object.keys(LOCALES))('accounts in locale %s', (file) => {
  const tag = LOCALES[file]!;
  let target: AccountMessages;

  beforeAll(async () => {
    target = (await accountMessageBundle[file]!()).default as AccountMessages;
  });

  it('has every source key, in source order, and nothing else', () => {
    expect(Object.keys(target)).toEqual(Object.keys(enUs));
  });

  it('covers 100% of the source with matching ICU arguments', () => {
    const result = localeCoverage(enUs, target);
    expect(result.missing).toEqual([]);
    expect(result.extra).toEqual([]);
    expect(result.parseErrors).toEqual([]);
    expect(result.placeholderMismatches).toEqual([]);
    expect(result.coverage).toBe(1);
  });

  it('formats every message with sample values, keeping each argument', () => {
    for (const key of Object.keys(enUs) as AccountMessageKey[]) {
      const out = String(new IntlMessageFormat(target[key], tag).format(SAMPLE_VALUES));
      expect(out, key).not.toMatch(/[{}]/);
      expect(out.trim().length, key).toBeGreaterThan(0);
      for (const arg of messageArguments(target[key])) {
        const name = arg.split(':')[0] as keyof typeof SAMPLE_VALUES;
        expect(out, key).toContain(String(SAMPLE_VALUES[name]));
      }
    }
  });

  if (file === 'en-gb') {
    it('follows British spelling', () => {
      for (const [key, value] of Object.entries(target)) expect(value, key).not.toMatch(US_SPELLINGS);
      expect(target['account.register.intro']).not.toBe(enUs['account.register.intro']);
    });
  } else {
    it('leaves no more than the listed values identical to English', () => {
      const allowed = ALLOWED_IDENTICAL[file]!;
      expect(allowed.length / Object.keys(enUs).length).toBeLessThanOrEqual(MAX_IDENTICAL_SHARE);
      const { untranslated } = localeCoverage(enUs, target);
      expect([...untranslated].sort()).toEqual([...allowed].sort());
    });
  }

  const script = SCRIPTS[file];
  if (script) {
    it('writes every translated value in the language’s script', () => {
      for (const key of Object.keys(enUs) as AccountMessageKey[]) {
        const value = target[key];
        if (!/\p{L}/u.test(value.replace(/\{[^}]*\}/g, ''))) continue;
        expect(value, key).toMatch(script);
      }
      if (file === 'zh-hk') {
        for (const [key, value] of Object.entries(target)) expect(value, key).not.toMatch(SIMPLIFIED_ONLY);
      }
    });
  }
});
