import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Uw privacykeuzes',
  'analytics.consent.intro':
    'We gebruiken cookies om de winkel te laten werken en, met uw toestemming, om het gebruik te meten en passende aanbiedingen te tonen.',
  'analytics.consent.acceptAll': 'Alles accepteren',
  'analytics.consent.rejectAll': 'Alleen noodzakelijke',
  'analytics.consent.customise': 'Cookies kiezen',
  'analytics.consent.save': 'Keuzes opslaan',
  'analytics.consent.close': 'Sluiten en alle cookies accepteren',
  'analytics.consent.alwaysOn': 'Altijd aan',
  'analytics.consent.settings': 'Cookie-instellingen',
  'analytics.consent.pageIntro':
    'Kies welke cookies deze winkel mag gebruiken. U kunt uw keuze altijd wijzigen via de link onderaan elke pagina.',
  'analytics.consent.group.C0001': 'Strikt noodzakelijk',
  'analytics.consent.group.C0001.desc':
    'Inloggen, winkelwagen en beveiliging. Deze kunnen niet worden uitgezet.',
  'analytics.consent.group.C0002': 'Prestaties',
  'analytics.consent.group.C0002.desc':
    'Telt bezoeken en meet de laadsnelheid zodat we de winkel kunnen verbeteren.',
  'analytics.consent.group.C0003': 'Functioneel',
  'analytics.consent.group.C0003.desc':
    'Onthoudt extra voorkeuren. Deze winkel plaatst op dit moment geen zulke cookie.',
  'analytics.consent.group.C0004': 'Gerichte advertenties',
  'analytics.consent.group.C0004.desc':
    'Laat marketingtools aanbiedingen op u afstemmen. Er draait er geen, tenzij de beheerder van de winkel er een toevoegt.',
  'analytics.consent.group.C0005': 'Sociale media',
  'analytics.consent.group.C0005.desc':
    'Deelknoppen en ingesloten sociale netwerken. Deze winkel heeft die op dit moment niet.',
  'analytics.operator.title': 'Winkelanalyse',
  'analytics.operator.intro':
    'De laatste {days} dagen op deze site, uit de gebeurtenissen die de winkel vastlegde.',
  'analytics.operator.searchesPerDay': 'Zoekopdrachten per dag',
  'analytics.operator.showFigures': 'Cijfers tonen',
  'analytics.operator.funnel': 'Van zoeken tot aankoop',
  'analytics.operator.topQueries': 'Meest gezochte termen',
  'analytics.operator.zeroResults': 'Zoekopdrachten zonder resultaten',
  'analytics.operator.zeroResultsIntro':
    'Termen zonder resultaat: voeg er afbeeldingen of trefwoorden voor toe.',
  'analytics.operator.topAssets': 'Meest bekeken items',
  'analytics.operator.topBoards': 'Borden met de meeste opslagen',
  'analytics.operator.consent': 'Toestemming per land',
  'analytics.operator.vitals': 'Webvitals per pagina (75e percentiel)',
  'analytics.operator.empty': 'Nog niets vastgelegd.',
  'analytics.operator.col.day': 'Dag',
  'analytics.operator.col.count': 'Aantal',
  'analytics.operator.col.step': 'Stap',
  'analytics.operator.col.visitors': 'Bezoekers',
  'analytics.operator.col.phrase': 'Zoekterm',
  'analytics.operator.col.country': 'Land',
  'analytics.operator.col.acceptedAll': 'Alles geaccepteerd',
  'analytics.operator.col.performance': 'Prestaties toegestaan',
  'analytics.operator.col.page': 'Pagina',
  'analytics.operator.col.metric': 'Meting',
  'analytics.operator.col.threshold': 'Goed / slecht vanaf',
  'analytics.operator.rating.good': 'Goed',
  'analytics.operator.rating.needs-improvement': 'Kan beter',
  'analytics.operator.rating.poor': 'Slecht',
  'analytics.operator.console': 'Beheerconsole',
};

export default messages;
