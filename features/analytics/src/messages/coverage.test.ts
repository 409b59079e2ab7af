import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { AnalyticsMessageKey } from './en-us';
import { analyticsMessages } from './index';

/** Words some languages share with English. */
describeBundleCoverage<AnalyticsMessageKey>('analytics', analyticsMessages, {
  keyPrefix: 'analytics.',
  allowedIdentical: {
    fr: ['analytics.consent.group.C0002', 'analytics.operator.col.page'],
    it: ['analytics.consent.group.C0005'],
  },
  britishKeys: ['analytics.consent.intro', 'analytics.consent.customise'],
  americanSpellings: /\bcustomize\b|\bstore\b/i,
  sampleValues: { days: 30 },
});
