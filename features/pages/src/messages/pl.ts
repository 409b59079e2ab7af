import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Warunki korzystania',
  'pages.terms.summary': 'Zasady korzystania z {site}, kupowania licencji i posiadania konta.',
  'pages.privacy.title': 'Polityka prywatności',
  'pages.privacy.summary':
    'Jakie dane osobowe przechowuje {site}, dlaczego, jak długo i jakie masz do nich prawa.',
  'pages.eula.title': 'Umowa licencyjna',
  'pages.eula.summary': 'Co możesz robić z materiałem licencjonowanym w {site}, dla każdego typu licencji.',
  'pages.editorial-policy.title': 'Zasady redakcyjne',
  'pages.editorial-policy.summary':
    'Jak opisuje się i poprawia zdjęcia redakcyjne oraz do czego można ich używać.',
  'pages.contact.title': 'Kontakt',
  'pages.contact.summary':
    'Jak skontaktować się z zespołem {site}: sprzedaż, zamówienia, licencje i prywatność.',
  'pages.modern-slavery.title': 'Oświadczenie o współczesnym niewolnictwie',
  'pages.modern-slavery.summary':
    'Działania, które operator {site} podejmuje przeciw pracy przymusowej w swojej działalności.',
  'pages.help-licenses.title': 'Pomoc dotycząca licencji',
  'pages.help-licenses.summary':
    'Licencje bez tantiem, z zarządzanymi prawami i rights-ready wyjaśnione prostymi słowami.',
  'pages.api.title': 'API dla programistów',
  'pages.api.summary':
    'Z czego programista może korzystać już dziś: z punktów końcowych JSON wywoływanych przez strony sklepu.',
  'pages.faq-basics.title': 'FAQ: podstawy',
  'pages.faq-basics.summary': 'Krótkie odpowiedzi o planach, pobieraniu, kontach i rezygnacji.',
  'pages.upgrade.title': 'Zmiana planu na wyższy',
  'pages.upgrade.summary': 'Jak przenieść subskrypcję na większy plan i ile kosztuje zmiana.',
  'pages.englishOnly': 'Pełny tekst tej strony jest dostępny po angielsku.',
  'pages.onThisPage': 'Na tej stronie',
  'pages.sitemap.title': 'Mapa witryny',
  'pages.sitemap.summary': 'Wszystkie strony {site} w jednym miejscu.',
  'pages.sitemap.browse': 'Szukaj i przeglądaj',
  'pages.sitemap.account': 'Twoje konto',
  'pages.sitemap.help': 'Pomoc i informacje prawne',
  'pages.sitemap.company': 'Firma',
  'pages.sitemap.countries': 'Kraje i języki',
  'pages.sitemap.signIn': 'Zaloguj się',
  'pages.sitemap.register': 'Utwórz konto',
  'pages.sitemap.cart': 'Koszyk',
  'pages.sitemap.boards': 'Tablice',
  'pages.sitemap.curatedSets': 'Wybrane zestawy',
  'pages.sitemap.plans': 'Plany i ceny',
  'pages.sitemap.usingFiles': 'Korzystanie z plików',
  'pages.country.summary': '{site} – kraj: {country}, język stron: {language}.',
  'pages.country.prices': 'Waluta cen: {currency}.',
  'pages.country.choose': 'Kupuj jako: {country}',
  'pages.country.search': 'Zacznij szukać',
  'pages.country.other': 'Inne kraje',
  'pages.world.title': 'Cały świat',
  'pages.world.summary':
    'Kupujesz z kraju spoza listy? {site} pokaże wtedy strony po angielsku, a ceny w dolarach amerykańskich.',
  'pages.browse.images.title': 'Obrazy kreatywne',
  'pages.browse.images.summary': 'Zdjęcia, ilustracje i wektory do reklamy, projektowania i wydawnictw.',
  'pages.browse.photos.title': 'Zdjęcia stockowe',
  'pages.browse.photos.summary': 'Kreatywna fotografia ludzi, miejsc i idei, gotowa do licencjonowania.',
  'pages.browse.illustrations.title': 'Ilustracje stockowe',
  'pages.browse.illustrations.summary': 'Rysowane i malowane ilustracje do opowieści, produktów i kampanii.',
  'pages.browse.vectors.title': 'Wektory stockowe',
  'pages.browse.vectors.summary':
    'Grafika wektorowa skalowalna do dowolnego rozmiaru: ikony, wzory, mapy i sceny.',
  'pages.browse.video.title': 'Wideo kreatywne',
  'pages.browse.video.summary': 'Materiały filmowe i klipy do filmów, reklam i mediów społecznościowych.',
  'pages.browse.stockVideos.title': 'Filmy stockowe',
  'pages.browse.stockVideos.summary': 'Klipy bez tantiem i rights-ready w SD, HD i 4K.',
  'pages.browse.count': 'W kolekcji: {total, number}',
  'pages.browse.popular': 'Popularne wyszukiwania',
  'pages.browse.collection': 'Kolekcja: {name}',
  'pages.browse.seeAll': 'Zobacz wszystkie ({total, number})',
  'pages.download.title': 'The Download',
  'pages.download.summary': 'Historie z kolekcji redakcyjnej {site}: najnowsze wydarzenia wraz ze zdjęciami.',
  'pages.download.pictures': 'Zdjęcia: {total, number}',
  'pages.download.empty':
    'Nie ma jeszcze historii: materiały redakcyjne pojawią się tutaj po dodaniu ich do kolekcji.',
};

export default messages;
