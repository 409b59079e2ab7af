import { LOCALE_CODES, type LocaleCode } from '@lightbox/core';
import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { ConsoleMessageKey } from './en-us';
import { consoleMessages } from './index';

/** The collection tiers are sold under their English names in every market (as in the plans strings). */
const PRODUCT_NAMES: readonly ConsoleMessageKey[] = ['console.tier.signature', 'console.tier.essentials'];

/** Values that are the language's own words and happen to be spelt as in English. */
const SHARED_WORDS: Partial<Record<LocaleCode, readonly ConsoleMessageKey[]>> = {
  // "Offline" is the word Czech, Danish, German, Hungarian, Dutch, Romanian and Swedish use.
  // "Sport" is the word of most European languages, "Name" the German one, "Person" the
  // German and Scandinavian one.
  cs: ['console.status.offline', 'console.product.sport'],
  da: ['console.status.offline', 'console.orders.find', 'console.product.sport', 'console.people.name'],
  de: [
    'console.status.label',
    'console.status.offline',
    'console.event.name',
    'console.product.sport',
    'console.people.name',
  ],
  hu: ['console.status.offline', 'console.product.sport'],
  it: ['console.product.sport'],
  nb: ['console.product.sport', 'console.people.name'],
  // Dutch uses the English "entertainment".
  nl: [
    'console.status.label',
    'console.status.offline',
    'console.product.sport',
    'console.product.entertainment',
  ],
  ro: ['console.status.offline', 'console.product.sport'],
  sv: ['console.status.label', 'console.status.offline', 'console.product.sport', 'console.people.name'],
  pl: ['console.status.label', 'console.product.sport'],
  // The French "date", "collection" and "sport".
  fr: ['console.col.date', 'console.field.collection', 'console.product.sport'],
};

describeBundleCoverage<ConsoleMessageKey>('console', consoleMessages, {
  keyPrefix: 'console.',
  allowedIdentical: Object.fromEntries(
    LOCALE_CODES.map((code) => [code, [...PRODUCT_NAMES, ...(SHARED_WORDS[code] ?? [])]]),
  ),
  britishKeys: ['console.field.licence', 'console.order.refundHint', 'console.customer.licences'],
  sampleValues: {
    count: 3,
    id: 1234,
    date: '3 March 2027',
    max: 200,
    length: 60,
    email: 'ops@example.com',
    amount: '$12.00',
    n: 2,
  },
});
