import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Your privacy choices',
  'analytics.consent.intro':
    'We use cookies to keep the shop working and, with your permission, to measure how it is used and to show offers that suit you.',
  'analytics.consent.acceptAll': 'Accept all',
  'analytics.consent.rejectAll': 'Necessary only',
  'analytics.consent.customise': 'Customise cookies',
  'analytics.consent.save': 'Save choices',
  'analytics.consent.close': 'Close and accept all cookies',
  'analytics.consent.alwaysOn': 'Always on',
  'analytics.consent.settings': 'Cookie settings',
  'analytics.consent.pageIntro':
    'Choose which cookies this shop may use. You can change your mind at any time from the link at the foot of every page.',
  'analytics.consent.group.C0001': 'Strictly necessary',
  'analytics.consent.group.C0001.desc': 'Sign-in, basket and security. These cannot be switched off.',
  'analytics.consent.group.C0002': 'Performance',
  'analytics.consent.group.C0002.desc': 'Counts visits and measures page speed so we can improve the shop.',
  'analytics.consent.group.C0003': 'Functional',
  'analytics.consent.group.C0003.desc': 'Remembers choices such as your country and language.',
  'analytics.consent.group.C0004': 'Targeting',
  'analytics.consent.group.C0004.desc': 'Helps us show offers that suit your interests.',
  'analytics.consent.group.C0005': 'Social media',
  'analytics.consent.group.C0005.desc': 'Lets you share pictures on social networks.',
};

export default messages;
