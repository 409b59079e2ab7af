import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Podmínky použití',
  'pages.terms.summary': 'Pravidla pro používání {site}, nákup licencí a vedení účtu.',
  'pages.privacy.title': 'Zásady ochrany osobních údajů',
  'pages.privacy.summary': 'Jaké osobní údaje {site} uchovává, proč, jak dlouho a jaká k nim máte práva.',
  'pages.eula.title': 'Licenční smlouva',
  'pages.eula.summary': 'Co smíte dělat s obsahem licencovaným od {site}, pro každý typ licence.',
  'pages.editorial-policy.title': 'Redakční zásady',
  'pages.editorial-policy.summary': 'Jak se redakční snímky popisují a opravují a k čemu je lze použít.',
  'pages.contact.title': 'Kontaktujte nás',
  'pages.contact.summary': 'Jak zastihnout provozovatele {site}: prodej, objednávky, licence a soukromí.',
  'pages.modern-slavery.title': 'Prohlášení o moderním otroctví',
  'pages.modern-slavery.summary':
    'Kroky, které provozovatel {site} podniká proti nucené práci ve svém podnikání.',
  'pages.help-licenses.title': 'Nápověda k licencím',
  'pages.help-licenses.summary':
    'Licence bez poplatků, licence s řízenými právy a rights-ready jednoduše vysvětlené.',
  'pages.api.title': 'API pro vývojáře',
  'pages.api.summary':
    'Co dnes může vývojář použít: koncové body JSON, které volají samotné stránky obchodu.',
  'pages.faq-basics.title': 'Časté dotazy: základy',
  'pages.faq-basics.summary': 'Krátké odpovědi o plánech, stahování, účtech a zrušení.',
  'pages.upgrade.title': 'Přechod na vyšší plán',
  'pages.upgrade.summary': 'Jak převést předplatné na větší plán a kolik přechod stojí.',
  'pages.englishOnly': 'Úplný text této stránky je k dispozici v angličtině.',
  'pages.onThisPage': 'Na této stránce',
  'pages.sitemap.title': 'Mapa webu',
  'pages.sitemap.summary': 'Všechny stránky {site} na jednom místě.',
  'pages.sitemap.browse': 'Hledat a procházet',
  'pages.sitemap.account': 'Váš účet',
  'pages.sitemap.help': 'Nápověda a právní informace',
  'pages.sitemap.company': 'Společnost',
  'pages.sitemap.countries': 'Země a jazyky',
  'pages.sitemap.signIn': 'Přihlásit se',
  'pages.sitemap.register': 'Vytvořit účet',
  'pages.sitemap.cart': 'Košík',
  'pages.sitemap.boards': 'Nástěnky',
  'pages.sitemap.curatedSets': 'Vybrané sady',
  'pages.sitemap.plans': 'Plány a ceny',
  'pages.sitemap.usingFiles': 'Používání souborů',
  'pages.country.summary': '{site} – země: {country}, jazyk stránek: {language}.',
  'pages.country.prices': 'Měna cen: {currency}.',
  'pages.country.choose': 'Nakupovat jako: {country}',
  'pages.country.search': 'Začít hledat',
  'pages.country.other': 'Další země',
  'pages.world.title': 'Celý svět',
  'pages.world.summary':
    'Nakupujete ze země, která v seznamu není? {site} pak zobrazí stránky v angličtině a ceny v amerických dolarech.',
};

export default messages;
