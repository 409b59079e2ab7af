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
  'analytics.consent.group.C0003.desc': 'Kommer ihåg val som land och språk.',
  'analytics.consent.group.C0004': 'Riktad marknadsföring',
  'analytics.consent.group.C0004.desc': 'Hjälper oss att visa erbjudanden efter dina intressen.',
  'analytics.consent.group.C0005': 'Sociala medier',
  'analytics.consent.group.C0005.desc': 'Gör det möjligt att dela bilder i sociala nätverk.',
};

export default messages;
