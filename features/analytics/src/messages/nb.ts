import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Dine personvernvalg',
  'analytics.consent.intro':
    'Vi bruker informasjonskapsler for at butikken skal fungere og, med din tillatelse, for å måle bruken og vise tilbud som passer deg.',
  'analytics.consent.acceptAll': 'Godta alle',
  'analytics.consent.rejectAll': 'Bare nødvendige',
  'analytics.consent.customise': 'Velg informasjonskapsler',
  'analytics.consent.save': 'Lagre valg',
  'analytics.consent.close': 'Lukk og godta alle informasjonskapsler',
  'analytics.consent.alwaysOn': 'Alltid på',
  'analytics.consent.settings': 'Innstillinger for informasjonskapsler',
  'analytics.consent.pageIntro':
    'Velg hvilke informasjonskapsler denne butikken kan bruke. Du kan ombestemme deg når som helst via lenken nederst på hver side.',
  'analytics.consent.group.C0001': 'Strengt nødvendige',
  'analytics.consent.group.C0001.desc': 'Innlogging, handlekurv og sikkerhet. Kan ikke slås av.',
  'analytics.consent.group.C0002': 'Ytelse',
  'analytics.consent.group.C0002.desc':
    'Teller besøk og måler sidehastighet slik at vi kan forbedre butikken.',
  'analytics.consent.group.C0003': 'Funksjonelle',
  'analytics.consent.group.C0003.desc':
    'Husker ekstra innstillinger. Butikken bruker for øyeblikket ingen slik informasjonskapsel.',
  'analytics.consent.group.C0004': 'Målretting',
  'analytics.consent.group.C0004.desc':
    'Lar markedsføringsverktøy tilpasse tilbud til deg. Ingen kjører med mindre butikkens operatør legger dem til.',
  'analytics.consent.group.C0005': 'Sosiale medier',
  'analytics.consent.group.C0005.desc':
    'Delingsknapper og innebygde sosiale nettverk. Butikken har ingen for øyeblikket.',
  'analytics.operator.title': 'Butikkanalyse',
  'analytics.operator.intro':
    'De siste {days} dagene på dette nettstedet, fra hendelsene butikken har registrert.',
  'analytics.operator.searchesPerDay': 'Søk per dag',
  'analytics.operator.showFigures': 'Vis tallene',
  'analytics.operator.funnel': 'Fra søk til kjøp',
  'analytics.operator.topQueries': 'Mest søkte ord',
  'analytics.operator.zeroResults': 'Søk uten resultater',
  'analytics.operator.zeroResultsIntro':
    'Søkeord som ikke fant noe: legg til bilder eller nøkkelord for dem.',
  'analytics.operator.topAssets': 'Mest viste innhold',
  'analytics.operator.topBoards': 'Tavler med flest lagringer',
  'analytics.operator.consent': 'Samtykke per land',
  'analytics.operator.vitals': 'Nettverdier per side (75. persentil)',
  'analytics.operator.empty': 'Ingenting registrert ennå.',
  'analytics.operator.col.day': 'Dag',
  'analytics.operator.col.count': 'Antall',
  'analytics.operator.col.step': 'Trinn',
  'analytics.operator.col.visitors': 'Besøkende',
  'analytics.operator.col.phrase': 'Søkeord',
  'analytics.operator.col.country': 'Land',
  'analytics.operator.col.acceptedAll': 'Godtok alle',
  'analytics.operator.col.performance': 'Tillot ytelse',
  'analytics.operator.col.page': 'Side',
  'analytics.operator.col.metric': 'Måling',
  'analytics.operator.col.threshold': 'God / dårlig fra',
  'analytics.operator.rating.good': 'God',
  'analytics.operator.rating.needs-improvement': 'Kan forbedres',
  'analytics.operator.rating.poor': 'Dårlig',
  'analytics.operator.console': 'Driftskonsoll',
};

export default messages;
