import { LOCALE_CODES, type LocaleCode } from '@lightbox/core';
import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { PlansMessageKey } from './en-us';
import { plansMessages } from './index';

/**
 * The noun is "licence" in British English, the verb stays "license" ("Plans license
 * royalty-free assets"), so en-gb is checked for the American noun only: after a determiner or
 * an adjective, or in the plural.
 */
const AMERICAN_SPELLINGS =
  /\b(a|an|the|your|my|its|this|each|extended|standard) licenses?\b|\blicenses\b|\b(color|colors|center|catalog|gray|favorite|favorites|canceled|canceling|organization|organizations)\b/i;

/**
 * Product names: the collection tiers and the agreement types are sold under their English
 * names in every market, so every locale keeps them as they are (and the test holds it to that).
 */
const PRODUCT_NAMES: readonly PlansMessageKey[] = [
  'plans.pricing.tier.essentials',
  'plans.pricing.tier.signature',
  'plans.pricing.kind.premium_access',
  'plans.pricing.kind.easy_access',
];

/** Values that are the language's own words and happen to be spelt as in English. */
const SHARED_WORDS: Partial<Record<LocaleCode, readonly PlansMessageKey[]>> = {
  // German: "(optional)" and "Status" are German words; "Downloads" and "Credits" are the units
  // the rest of the de strings use ("# Downloads", "# Credits").
  de: [
    'plans.spend.optional',
    'plans.billing.unit.downloads',
    'plans.billing.unit.credits',
    'plans.billing.schedules.status',
  ],
  // Dutch says "credit(s)", "downloads" and "status", as the rest of the nl strings do.
  nl: [
    'plans.pricing.perCredit',
    'plans.pricing.credits',
    'plans.billing.balance.credits',
    'plans.billing.unit.downloads',
    'plans.billing.unit.credits',
    'plans.billing.shares.fixedOf',
    'plans.billing.schedules.status',
  ],
  // "Downloads" is the Danish and Brazilian Portuguese word the rest of those files use.
  da: ['plans.billing.unit.downloads', 'plans.billing.schedules.status'],
  'pt-br': ['plans.billing.unit.downloads'],
  // "Status" is the Swedish, Norwegian and Indonesian word too.
  sv: ['plans.billing.schedules.status'],
  nb: ['plans.billing.schedules.status'],
  id: ['plans.billing.schedules.status'],
  // The French "date", the Spanish, Polish and Turkish "plan", the Romanian "card" (a bank card).
  fr: ['plans.billing.ledger.date'],
  es: ['plans.billing.schedules.plan'],
  pl: ['plans.billing.schedules.plan'],
  tr: ['plans.billing.schedules.plan'],
  ro: ['plans.billing.schedules.card'],
};

describeBundleCoverage<PlansMessageKey>('plans', plansMessages, {
  keyPrefix: 'plans.',
  allowedIdentical: Object.fromEntries(
    LOCALE_CODES.map((code) => [code, [...PRODUCT_NAMES, ...(SHARED_WORDS[code] ?? [])]]),
  ),
  britishKeys: [
    'plans.spend.extended',
    'plans.spend.confirmTitle',
    'plans.spend.held',
    'plans.spend.useBy',
    'plans.pricing.faq.licence.a',
    'plans.terms.useBy',
    'plans.terms.cost.extended',
    'plans.agreements.users.intro',
    'plans.agreements.users.you.view_only',
    'plans.agreements.member.licences',
    'plans.agreements.member.noLicences',
  ],
  americanSpellings: AMERICAN_SPELLINGS,
  // A value for every argument the plans strings use or are likely to use; extra ones do no harm.
  sampleValues: {
    available: 40,
    format: 'EPS',
    title: 'Alpine morning',
    plan: 'Premium 25',
    days: 90,
    count: 3,
    price: '$299.00',
    date: '2026-12-05',
    amount: '$49.00',
    total: '$348.00',
    name: 'Ada Buyer',
    email: 'ada@example.com',
    term: '12 months',
    size: 'Large',
    cap: 750,
    code: 'PRJ-2041',
    deadline: '2027-01-31',
    sku: 'SUB-25-M',
    n: 7,
    credits: 12,
    units: 2,
    remaining: 18,
    currency: 'EUR',
    months: 12,
    image: 18,
    video: 21,
    start: '2026-01-05',
    end: '2027-01-04',
    brand: 'Visa',
    last4: '4242',
    allowance: 25,
    id: 314,
    carried: 5,
    expiry: '08/28',
    reason: 'Your card was declined.',
    unit: 'credits',
  },
});
