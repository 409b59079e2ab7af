import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Dina integritetsval',
  'analytics.consent.intro':
    'Vi använder cookies för att butiken ska fungera och, med ditt tillstånd, för att mäta användningen och visa erbjudanden som passar dig.',
  'analytics.consent.acceptAll': 'Godkänn alla',
  'analytics.consent.rejectAll': 'Endast nödvändiga',
  'analytics.consent.customise': 'Välj cookies',
  'analytics.consent.save': 'Spara val',
  'analytics.consent.close': 'Stäng och godkänn alla cookies',
  'analytics.consent.alwaysOn': 'Alltid på',
  'analytics.consent.settings': 'Cookieinställningar',
  'analytics.consent.pageIntro':
    'Välj vilka cookies butiken får använda. Du kan ändra dig när som helst via länken längst ned på varje sida.',
  'analytics.consent.group.C0001': 'Strikt nödvändiga',
  'analytics.consent.group.C0001.desc': 'Inloggning, varukorg och säkerhet. Kan inte stängas av.',
  'analytics.consent.group.C0002': 'Prestanda',
  'analytics.consent.group.C0002.desc':
    'Räknar besök och mäter sidhastighet så att vi kan förbättra butiken.',
  'analytics.consent.group.C0003': 'Funktionella',
  'analytics.consent.group.C0003.desc':
    'Kommer ihåg extra inställningar. Butiken använder för närvarande ingen sådan cookie.',
  'analytics.consent.group.C0004': 'Riktad marknadsföring',
  'analytics.consent.group.C0004.desc':
    'Låter marknadsföringsverktyg anpassa erbjudanden efter dig. Inga körs om inte butikens operatör lägger till dem.',
  'analytics.consent.group.C0005': 'Sociala medier',
  'analytics.consent.group.C0005.desc':
    'Delningsknappar och inbäddade sociala nätverk. Butiken har inga för närvarande.',
  'analytics.operator.title': 'Butiksanalys',
  'analytics.operator.intro':
    'De senaste {days} dagarna på den här webbplatsen, från händelser som butiken registrerat.',
  'analytics.operator.searchesPerDay': 'Sökningar per dag',
  'analytics.operator.showFigures': 'Visa siffrorna',
  'analytics.operator.funnel': 'Från sökning till köp',
  'analytics.operator.topQueries': 'Vanligaste sökningarna',
  'analytics.operator.zeroResults': 'Sökningar utan resultat',
  'analytics.operator.zeroResultsIntro':
    'Sökfraser som inte hittade något: lägg till bilder eller nyckelord för dem.',
  'analytics.operator.topAssets': 'Mest visade material',
  'analytics.operator.topBoards': 'Tavlor med flest sparningar',
  'analytics.operator.consent': 'Samtycke per land',
  'analytics.operator.vitals': 'Webbvärden per sida (75:e percentilen)',
  'analytics.operator.empty': 'Inget registrerat ännu.',
  'analytics.operator.col.day': 'Dag',
  'analytics.operator.col.count': 'Antal',
  'analytics.operator.col.step': 'Steg',
  'analytics.operator.col.visitors': 'Besökare',
  'analytics.operator.col.phrase': 'Sökfras',
  'analytics.operator.col.country': 'Land',
  'analytics.operator.col.acceptedAll': 'Godkände alla',
  'analytics.operator.col.performance': 'Tillät prestanda',
  'analytics.operator.col.page': 'Sida',
  'analytics.operator.col.metric': 'Mått',
  'analytics.operator.col.threshold': 'Bra / dålig från',
  'analytics.operator.rating.good': 'Bra',
  'analytics.operator.rating.needs-improvement': 'Kan förbättras',
  'analytics.operator.rating.poor': 'Dålig',
  'analytics.operator.console': 'Driftkonsol',
};

export default messages;
