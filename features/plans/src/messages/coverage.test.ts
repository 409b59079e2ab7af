import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { PlansMessageKey } from './en-us';
import { plansMessages } from './index';

/**
 * The noun is "licence" in British English, the verb stays "license" ("Plans license
 * royalty-free assets"), so en-gb is checked for the American noun only: after a determiner or
 * an adjective, or in the plural.
 */
const AMERICAN_SPELLINGS =
  /\b(a|an|the|your|my|its|this|each|extended|standard) licenses?\b|\blicenses\b|\b(color|colors|center|catalog|gray|favorite|favorites|canceled|organization)\b/i;

describeBundleCoverage<PlansMessageKey>('plans', plansMessages, {
  keyPrefix: 'plans.',
  // The German "(optional)" is the same word as the English.
  allowedIdentical: { de: ['plans.spend.optional'] },
  britishKeys: ['plans.spend.extended', 'plans.spend.confirmTitle', 'plans.spend.held', 'plans.spend.useBy'],
  americanSpellings: AMERICAN_SPELLINGS,
  // A value for every argument the plans strings use or are likely to use; extra ones do no harm.
  sampleValues: {
    available: 40,
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
  },
});
