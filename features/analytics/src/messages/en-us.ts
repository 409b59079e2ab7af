/** The analytics feature's strings: the consent banner and the Footer's cookie settings link. */
export const messages = {
  'analytics.consent.title': 'Your privacy choices',
  'analytics.consent.intro':
    'We use cookies to keep the store working and, with your permission, to measure how it is used and to show offers that fit you.',
  'analytics.consent.acceptAll': 'Accept all',
  'analytics.consent.rejectAll': 'Necessary only',
  'analytics.consent.customise': 'Choose cookies',
  'analytics.consent.save': 'Save choices',
  'analytics.consent.close': 'Close and accept all cookies',
  'analytics.consent.alwaysOn': 'Always on',
  'analytics.consent.settings': 'Cookie settings',
  'analytics.consent.pageIntro':
    'Choose which cookies this store may use. You can change your mind at any time from the link at the foot of every page.',
  'analytics.consent.group.C0001': 'Strictly necessary',
  'analytics.consent.group.C0001.desc': 'Sign-in, cart and security. These cannot be switched off.',
  'analytics.consent.group.C0002': 'Performance',
  'analytics.consent.group.C0002.desc': 'Counts visits and measures page speed so we can improve the store.',
  'analytics.consent.group.C0003': 'Functional',
  'analytics.consent.group.C0003.desc':
    'Remembers extra preferences. This store sets no such cookie at present.',
  'analytics.consent.group.C0004': 'Targeting',
  'analytics.consent.group.C0004.desc':
    'Lets marketing tools tailor offers to you. None run unless the store’s operator adds them.',
  'analytics.consent.group.C0005': 'Social media',
  'analytics.consent.group.C0005.desc':
    'Share buttons and embedded social networks. This store has none at present.',
  'analytics.operator.title': 'Store analytics',
  'analytics.operator.intro': 'The last {days} days on this site, from the events the store recorded.',
  'analytics.operator.searchesPerDay': 'Searches per day',
  'analytics.operator.showFigures': 'Show the figures',
  'analytics.operator.funnel': 'From search to purchase',
  'analytics.operator.topQueries': 'Top queries',
  'analytics.operator.zeroResults': 'Searches with no results',
  'analytics.operator.zeroResultsIntro': 'Phrases that found nothing: add pictures or keywords for them.',
  'analytics.operator.topAssets': 'Most viewed assets',
  'analytics.operator.topBoards': 'Boards saved to most',
  'analytics.operator.consent': 'Consent by country',
  'analytics.operator.vitals': 'Web vitals per page (75th percentile)',
  'analytics.operator.empty': 'Nothing recorded yet.',
  'analytics.operator.col.day': 'Day',
  'analytics.operator.col.count': 'Count',
  'analytics.operator.col.step': 'Step',
  'analytics.operator.col.visitors': 'Visitors',
  'analytics.operator.col.phrase': 'Phrase',
  'analytics.operator.col.country': 'Country',
  'analytics.operator.col.acceptedAll': 'Accepted all',
  'analytics.operator.col.performance': 'Allowed performance',
  'analytics.operator.col.page': 'Page',
  'analytics.operator.col.metric': 'Metric',
  'analytics.operator.col.threshold': 'Good / poor from',
  'analytics.operator.rating.good': 'Good',
  'analytics.operator.rating.needs-improvement': 'Needs improvement',
  'analytics.operator.rating.poor': 'Poor',
  'analytics.operator.console': 'Operator console',
} as const;

export type AnalyticsMessageKey = keyof typeof messages;
export default messages satisfies Record<AnalyticsMessageKey, string>;
