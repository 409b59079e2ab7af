import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { PurchaseMessageKey } from './en-us';
import { purchaseMessageBundle } from './index';

describeBundleCoverage<PurchaseMessageKey>('purchase', purchaseMessageBundle, {
  keyPrefix: 'purchase.',
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
  },
});
