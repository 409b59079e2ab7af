import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Vaše volby soukromí',
  'analytics.consent.intro':
    'Soubory cookie používáme k provozu obchodu a s vaším svolením k měření jeho používání a zobrazování vhodných nabídek.',
  'analytics.consent.acceptAll': 'Přijmout vše',
  'analytics.consent.rejectAll': 'Jen nezbytné',
  'analytics.consent.customise': 'Vybrat cookies',
  'analytics.consent.save': 'Uložit volby',
  'analytics.consent.close': 'Zavřít a přijmout všechny cookies',
  'analytics.consent.alwaysOn': 'Vždy zapnuto',
  'analytics.consent.settings': 'Nastavení cookies',
  'analytics.consent.pageIntro':
    'Vyberte, které soubory cookie smí tento obchod používat. Názor můžete kdykoli změnit odkazem v zápatí každé stránky.',
  'analytics.consent.group.C0001': 'Nezbytně nutné',
  'analytics.consent.group.C0001.desc': 'Přihlášení, košík a zabezpečení. Nelze je vypnout.',
  'analytics.consent.group.C0002': 'Výkon',
  'analytics.consent.group.C0002.desc':
    'Počítá návštěvy a měří rychlost stránek, abychom mohli obchod zlepšovat.',
  'analytics.consent.group.C0003': 'Funkční',
  'analytics.consent.group.C0003.desc': 'Pamatuje si volby, jako je země a jazyk.',
  'analytics.consent.group.C0004': 'Cílení',
  'analytics.consent.group.C0004.desc': 'Pomáhá nám zobrazovat nabídky podle vašich zájmů.',
  'analytics.consent.group.C0005': 'Sociální sítě',
  'analytics.consent.group.C0005.desc': 'Umožňuje sdílet obrázky na sociálních sítích.',
};

export default messages;
