import type { LocaleCode } from '@lightbox/core';
import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import { accountMessageBundle } from './index';
import type { AccountMessageKey } from './keys';

/**
 * Values that may rightly stay identical to English: words the language shares with English
 * ("Team", "Password", "Actions", "Error", "Login"…). Anything else identical to English is an
 * untranslated string; each list stays within MAX_IDENTICAL_SHARE of all keys.
 */
const TEAM: AccountMessageKey[] = ['account.nav.team', 'account.team.title'];
const ALLOWED_IDENTICAL: Partial<Record<LocaleCode, readonly AccountMessageKey[]>> = {
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

describeBundleCoverage<AccountMessageKey>('account', accountMessageBundle, {
  keyPrefix: 'account.',
  sampleValues: SAMPLE_VALUES,
  allowedIdentical: ALLOWED_IDENTICAL,
  maxIdenticalShare: MAX_IDENTICAL_SHARE,
  britishKeys: ['account.register.intro'],
  americanSpellings: US_SPELLINGS,
});
