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
  'pages.browse.events': 'Przeglądaj według wydarzeń, osób i miejsc',
  'pages.download.title': 'The Download',
  'pages.download.summary': 'Historie z kolekcji redakcyjnej {site}: najnowsze wydarzenia wraz ze zdjęciami.',
  'pages.download.pictures': 'Zdjęcia: {total, number}',
  'pages.download.empty':
    'Nie ma jeszcze historii: materiały redakcyjne pojawią się tutaj po dodaniu ich do kolekcji.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Aktualności i poradniki od {site}.',
  'pages.blog.englishOnly': 'Wpisy są napisane po angielsku.',
  'pages.blog.empty': 'Nie ma jeszcze wpisów.',
  'pages.browse.editorial.title': 'Zdjęcia redakcyjne',
  'pages.browse.editorial.summary':
    'Wiadomości, sport, rozrywka, moda i archiwum: prawdziwe wydarzenia do użytku redakcyjnego.',
  'pages.browse.archival.title': 'Zdjęcia archiwalne',
  'pages.browse.archival.summary': 'Wydarzenia i czasy minione – do historii i komentarza.',
  'pages.browse.entertainment.title': 'Zdjęcia z rozrywki',
  'pages.browse.entertainment.summary': 'Premiery, koncerty, festiwale i gale wręczenia nagród.',
  'pages.browse.fashion.title': 'Zdjęcia modowe',
  'pages.browse.fashion.summary': 'Pokazy, kolekcje i ludzie, którzy je tworzą.',
  'pages.browse.news.title': 'Zdjęcia informacyjne',
  'pages.browse.news.summary': 'Polityka, społeczeństwo i wydarzenia dnia.',
  'pages.browse.sport.title': 'Zdjęcia sportowe',
  'pages.browse.sport.summary': 'Mecze, wyścigi i mistrzostwa – tak, jak się odbyły.',
  'pages.browse.editorialVideo.title': 'Wideo redakcyjne',
  'pages.browse.editorialVideo.summary':
    'Nagrania prawdziwych wydarzeń do wiadomości i filmów dokumentalnych.',
  'pages.browse.userGenerated.title': 'Nagrania użytkowników',
  'pages.browse.userGenerated.summary':
    'Wiadomości na żywo: protesty, konferencje prasowe i ulice, filmowane na miejscu.',
  'pages.browse.userGenerated.note':
    'Żaden klip w tym katalogu nie pochodzi od osób prywatnych, więc żaden nie jest oznaczony jako nagranie użytkownika. Ta strona pokazuje redakcyjne nagrania informacyjne katalogu, czyli tematy, które takie klipy zwykle pokazują.',
  'pages.browse.archiveFilm.title': 'Filmy archiwalne',
  'pages.browse.archiveFilm.summary':
    'Nagrania z minionych dekad: wydarzenia, ulice i ludzie takimi, jakimi byli.',
  'pages.browse.archiveFilm.note':
    'Ten katalog nie ma kolekcji BBC Motion Gallery. Ten adres pokazuje własną kolekcję filmów archiwalnych katalogu, {name}.',
  'pages.browse.newsFilm.title': 'Archiwalne nagrania informacyjne',
  'pages.browse.newsFilm.summary':
    'Konferencje prasowe, przemówienia i protesty, filmowane dla serwisów informacyjnych.',
  'pages.browse.newsFilm.note':
    'Ten katalog nie ma kolekcji NBC News Archives. Ten adres pokazuje własną kolekcję filmów informacyjnych katalogu, {name}.',
  'pages.browse.unreleased.title': 'Zdjęcia bez zgody',
  'pages.browse.unreleased.summary':
    'Zdjęcia kreatywne bez zgody modela lub właściciela mienia: co to oznacza i jakie ma ten sklep.',
  'pages.browse.unreleased.note':
    'Zgoda to podpisane pozwolenie osób widocznych na zdjęciu albo właściciela widocznego mienia. Zdjęcia bez zgody można użyć tam, gdzie pozwolenie nie jest potrzebne, na przykład do zilustrowania artykułu, ale nigdy do reklamowania ani polecania czegokolwiek. Wyszukiwania nie da się zawęzić do tych zdjęć, dlatego są pokazane tutaj.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Czego szukają i co pobierają odwiedzający {site}, policzone na podstawie własnych wyszukiwań i pobrań tego sklepu.',
  'pages.vgps.insights.title': 'Spostrzeżenia',
  'pages.vgps.insights.summary':
    'Tematy coraz częściej wyszukiwane w {site} w ostatnich {days} dniach, najczęściej wyszukiwane oraz to, co pobrano.',
  'pages.vgps.results.title': 'Wszystkie trendy wyszukiwania',
  'pages.vgps.results.summary':
    'Każda fraza wyszukana w {site} przez co najmniej dwóch odwiedzających w ostatnich {days} dniach, w porównaniu z {days} dniami wcześniej.',
  'pages.vgps.dashboard.title': 'Pulpit',
  'pages.vgps.dashboard.summary':
    'Wyszukiwania i pobrania w {site}, dzień po dniu, w ostatnich {days} dniach.',
  'pages.vgps.searches': 'Wyszukiwania w ostatnich {days} dniach',
  'pages.vgps.downloads': 'Pobrania w ostatnich {days} dniach',
  'pages.vgps.change': '{change} w porównaniu z {days} dniami wcześniej',
  'pages.vgps.new': 'nowość',
  'pages.vgps.rising': 'Rosnące wyszukiwania',
  'pages.vgps.top': 'Najczęściej wyszukiwane',
  'pages.vgps.subjects': 'Najczęściej pobierane tematy',
  'pages.vgps.mediaTypes': 'Czego się szuka',
  'pages.vgps.downloadKinds': 'Co się pobiera',
  'pages.vgps.searchesPerDay': 'Wyszukiwania dziennie',
  'pages.vgps.downloadsPerDay': 'Pobrania dziennie',
  'pages.vgps.tooFewSearches':
    'Wciąż za mało wyszukiwań, by pokazać trend: {total, number} w ostatnich {days} dniach. Trendy pojawią się tu, gdy odwiedzający będą szukać.',
  'pages.vgps.tooFewDownloads':
    'Wciąż za mało pobrań, by pokazać trend: {total, number} w ostatnich {days} dniach.',
  'pages.vgps.col.phrase': 'Wyszukiwanie',
  'pages.vgps.col.now': 'Ostatnie {days} dni',
  'pages.vgps.col.before': '{days} dni wcześniej',
  'pages.vgps.col.change': 'Zmiana',
  'pages.vgps.method':
    'Jak powstają te liczby: każda strona wyników obejrzana przez odwiedzającego liczy się jako jedno wyszukiwanie; frazy wyszukane przez mniej niż dwie osoby są pomijane, aby nikogo nie dało się rozpoznać po wyszukiwaniach. Pobrania są liczone w obu witrynach sklepu. Okres trwa {days} dni.',
  'pages.tools.image.title': 'Wyszukiwanie odwrotne obrazem',
  'pages.tools.image.summary': 'Prześlij obraz, aby znaleźć ten sam lub podobne obrazy w {site}.',
  'pages.tools.image.label': 'Obraz (JPEG, PNG, WebP lub GIF, do {max, number} MB)',
  'pages.tools.image.how':
    'Sklep porównuje ogólny kształt i kolory Twojego obrazu z każdym obrazem w kolekcji, więc znajduje też pomniejszone, ponownie skompresowane i lekko przycięte kopie. Twój obraz jest przechowywany 24 godziny, aby można było udostępnić wyniki, a potem usuwany.',
  'pages.tools.video.title': 'Wyszukiwanie odwrotne wideo',
  'pages.tools.video.summary': 'Prześlij krótki klip, aby znaleźć w {site} podobne nagrania.',
  'pages.tools.video.label': 'Klip (MP4, WebM lub QuickTime, do {max, number} MB i {seconds, number} sekund)',
  'pages.tools.video.how':
    'Sklep pobiera jedną klatkę ze środka Twojego klipu i szuka nią wśród nagrań, tak jak robi to wyszukiwanie odwrotne obrazem. Klip jest usuwany zaraz po pobraniu klatki, a klatka po 24 godzinach.',
  'pages.tools.submit': 'Szukaj',
  'pages.tools.working': 'Wyszukiwanie…',
  'pages.tools.howTitle': 'Jak to działa',
  'pages.tools.noscript':
    'To wyszukiwanie potrzebuje JavaScriptu, aby wysłać plik. Włącz go lub użyj paska wyszukiwania.',
  'pages.tools.error.empty': 'Najpierw wybierz plik.',
  'pages.tools.error.failed': 'Nie udało się rozpocząć wyszukiwania. Odśwież stronę i spróbuj ponownie.',
  'pages.tools.error.tooLarge': 'Ten plik jest większy niż {max, number} MB. Wybierz mniejszy.',
  'pages.tools.error.imageType':
    'Wyszukiwarka nie może odczytać tego obrazu. Wybierz plik JPEG, PNG, WebP lub GIF.',
  'pages.tools.error.videoType':
    'Wyszukiwarka nie może odczytać tego klipu. Wybierz plik MP4, WebM lub QuickTime.',
  'pages.tools.error.unreadable': 'Nie udało się odczytać pliku. Może być uszkodzony; wybierz inny.',
  'pages.tools.error.tooLong':
    'Ten klip trwa dłużej niż {seconds, number} sekund. Skróć go lub wybierz krótszy.',
  'pages.tools.error.busy': 'Właśnie odczytywane są inne klipy. Spróbuj ponownie za chwilę.',
};

export default messages;
