import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Dine privatlivsvalg',
  'analytics.consent.intro':
    'Vi bruger cookies til at få butikken til at fungere og, med din tilladelse, til at måle brugen og vise tilbud, der passer til dig.',
  'analytics.consent.acceptAll': 'Accepter alle',
  'analytics.consent.rejectAll': 'Kun nødvendige',
  'analytics.consent.customise': 'Vælg cookies',
  'analytics.consent.save': 'Gem valg',
  'analytics.consent.close': 'Luk og accepter alle cookies',
  'analytics.consent.alwaysOn': 'Altid slået til',
  'analytics.consent.settings': 'Cookieindstillinger',
  'analytics.consent.pageIntro':
    'Vælg, hvilke cookies denne butik må bruge. Du kan altid ændre dit valg via linket nederst på hver side.',
  'analytics.consent.group.C0001': 'Strengt nødvendige',
  'analytics.consent.group.C0001.desc': 'Log ind, kurv og sikkerhed. De kan ikke slås fra.',
  'analytics.consent.group.C0002': 'Ydeevne',
  'analytics.consent.group.C0002.desc': 'Tæller besøg og måler sidehastighed, så vi kan forbedre butikken.',
  'analytics.consent.group.C0003': 'Funktionelle',
  'analytics.consent.group.C0003.desc': 'Husker valg som land og sprog.',
  'analytics.consent.group.C0004': 'Målretning',
  'analytics.consent.group.C0004.desc': 'Hjælper os med at vise tilbud efter dine interesser.',
  'analytics.consent.group.C0005': 'Sociale medier',
  'analytics.consent.group.C0005.desc': 'Giver dig mulighed for at dele billeder på sociale netværk.',
};

export default messages;
