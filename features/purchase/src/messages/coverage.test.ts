import { LOCALE_CODES, type LocaleCode } from '@lightbox/core';
import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { PurchaseMessageKey } from './en-us';
import { purchaseMessageBundle } from './index';

/** Format names and the pixel pattern read the same in every language ("SD", "{size} · … px"). */
const EVERYWHERE: PurchaseMessageKey[] = [
  'purchase.options.size.sd',
  'purchase.options.size.hd',
  'purchase.options.size.4k',
  'purchase.options.sizeLabel',
];
const WEBSITE: PurchaseMessageKey = 'purchase.usage.media.web';
/** Languages that write more of these like English; every other one writes only EVERYWHERE so. */
const OWN_WORDS: Partial<Record<LocaleCode, readonly PurchaseMessageKey[]>> = {
  // French sets the pixel pattern with no-break spaces.
  fr: EVERYWHERE.filter((key) => key !== 'purchase.options.sizeLabel'),
  de: [...EVERYWHERE, WEBSITE],
  'pt-pt': [...EVERYWHERE, WEBSITE],
  nl: [...EVERYWHERE, WEBSITE, 'purchase.usage.duration.1_week'],
};
const SAME_AS_ENGLISH: Partial<Record<LocaleCode, readonly PurchaseMessageKey[]>> = Object.fromEntries(
  LOCALE_CODES.filter((locale) => !locale.startsWith('en-')).map((locale) => [
    locale,
    OWN_WORDS[locale] ?? EVERYWHERE,
  ]),
);

describeBundleCoverage<PurchaseMessageKey>('purchase', purchaseMessageBundle, {
  keyPrefix: 'purchase.',
  allowedIdentical: SAME_AS_ENGLISH,
  sampleValues: {
    size: 'Large',
    width: '5,616',
    height: '3,744',
    price: '$475.00',
    amount: '$475.00',
    title: 'Alpine morning',
    message: 'Your card was declined.',
    code: 'WELCOME10',
    currency: 'EUR',
    date: '2023-12-05',
    rate: '19 %',
    link: 'license agreement',
    number: '#000123',
    email: 'ada@example.com',
    name: 'Ada Buyer',
    brand: 'visa',
    last4: '4242',
    expiry: '12/34',
  },
});
