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
  'analytics.consent.group.C0003.desc':
    'Husker ekstra præferencer. Butikken bruger i øjeblikket ingen sådan cookie.',
  'analytics.consent.group.C0004': 'Målretning',
  'analytics.consent.group.C0004.desc':
    'Lader markedsføringsværktøjer tilpasse tilbud til dig. Der kører ingen, medmindre butikkens operatør tilføjer dem.',
  'analytics.consent.group.C0005': 'Sociale medier',
  'analytics.consent.group.C0005.desc':
    'Delingsknapper og indlejrede sociale netværk. Butikken har ingen i øjeblikket.',
  'analytics.operator.title': 'Butiksanalyse',
  'analytics.operator.intro':
    'De seneste {days} dage på dette site ud fra de hændelser, butikken har registreret.',
  'analytics.operator.searchesPerDay': 'Søgninger pr. dag',
  'analytics.operator.showFigures': 'Vis tallene',
  'analytics.operator.funnel': 'Fra søgning til køb',
  'analytics.operator.topQueries': 'Mest søgte ord',
  'analytics.operator.zeroResults': 'Søgninger uden resultater',
  'analytics.operator.zeroResultsIntro':
    'Søgeord, der ikke fandt noget: tilføj billeder eller nøgleord til dem.',
  'analytics.operator.topAssets': 'Mest sete materialer',
  'analytics.operator.topBoards': 'Tavler med flest gemte',
  'analytics.operator.consent': 'Samtykke pr. land',
  'analytics.operator.vitals': 'Webvitals pr. side (75. percentil)',
  'analytics.operator.empty': 'Intet registreret endnu.',
  'analytics.operator.col.day': 'Dag',
  'analytics.operator.col.count': 'Antal',
  'analytics.operator.col.step': 'Trin',
  'analytics.operator.col.visitors': 'Besøgende',
  'analytics.operator.col.phrase': 'Søgeord',
  'analytics.operator.col.country': 'Land',
  'analytics.operator.col.acceptedAll': 'Accepterede alle',
  'analytics.operator.col.performance': 'Tillod ydeevne',
  'analytics.operator.col.page': 'Side',
  'analytics.operator.col.metric': 'Måling',
  'analytics.operator.col.threshold': 'God / dårlig fra',
  'analytics.operator.rating.good': 'God',
  'analytics.operator.rating.needs-improvement': 'Kan forbedres',
  'analytics.operator.rating.poor': 'Dårlig',
  'analytics.operator.console': 'Driftskonsol',
};

export default messages;
