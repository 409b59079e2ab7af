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
  'analytics.consent.group.C0003.desc':
    'Pamatuje si další předvolby. Obchod v současnosti žádné takové cookies nepoužívá.',
  'analytics.consent.group.C0004': 'Cílení',
  'analytics.consent.group.C0004.desc':
    'Umožňuje marketingovým nástrojům přizpůsobit vám nabídky. Žádný neběží, dokud ho provozovatel obchodu nepřidá.',
  'analytics.consent.group.C0005': 'Sociální sítě',
  'analytics.consent.group.C0005.desc':
    'Tlačítka pro sdílení a vložené sociální sítě. Obchod je v současnosti nemá.',
  'analytics.operator.title': 'Analytika obchodu',
  'analytics.operator.intro': 'Posledních {days} dní na tomto webu podle událostí zaznamenaných obchodem.',
  'analytics.operator.searchesPerDay': 'Hledání za den',
  'analytics.operator.showFigures': 'Zobrazit čísla',
  'analytics.operator.funnel': 'Od hledání k nákupu',
  'analytics.operator.topQueries': 'Nejčastější dotazy',
  'analytics.operator.zeroResults': 'Hledání bez výsledků',
  'analytics.operator.zeroResultsIntro':
    'Fráze, které nic nenašly: doplňte k nim obrázky nebo klíčová slova.',
  'analytics.operator.topAssets': 'Nejprohlíženější obsah',
  'analytics.operator.topBoards': 'Nástěnky s nejvíce uloženími',
  'analytics.operator.consent': 'Souhlas podle země',
  'analytics.operator.vitals': 'Webové metriky podle stránky (75. percentil)',
  'analytics.operator.empty': 'Zatím nic nezaznamenáno.',
  'analytics.operator.col.day': 'Den',
  'analytics.operator.col.count': 'Počet',
  'analytics.operator.col.step': 'Krok',
  'analytics.operator.col.visitors': 'Návštěvníci',
  'analytics.operator.col.phrase': 'Fráze',
  'analytics.operator.col.country': 'Země',
  'analytics.operator.col.acceptedAll': 'Přijali vše',
  'analytics.operator.col.performance': 'Povolili výkon',
  'analytics.operator.col.page': 'Stránka',
  'analytics.operator.col.metric': 'Metrika',
  'analytics.operator.col.threshold': 'Dobré / špatné od',
  'analytics.operator.rating.good': 'Dobré',
  'analytics.operator.rating.needs-improvement': 'Ke zlepšení',
  'analytics.operator.rating.poor': 'Špatné',
  'analytics.operator.console': 'Provozní konzole',
};

export default messages;
