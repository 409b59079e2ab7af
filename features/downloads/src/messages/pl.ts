import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licencje i pobrania',
  'downloads.history.intro': 'Wszystkie Twoje licencje, od najnowszej, z każdym ich pobraniem.',
  'downloads.history.introTeam':
    'Wszystkie licencje Twoje i Twojego zespołu, od najnowszej, z każdym ich pobraniem.',
  'downloads.filter.legend': 'Znajdź licencję',
  'downloads.filter.search': 'Tytuł lub ID pliku',
  'downloads.filter.from': 'Przyznane od',
  'downloads.filter.to': 'Przyznane do',
  'downloads.filter.user': 'Członek zespołu',
  'downloads.filter.everyone': 'Wszyscy',
  'downloads.filter.submit': 'Szukaj',
  'downloads.filter.reset': 'Wyczyść',
  'downloads.filter.bad': 'Sprawdź to pole: daty zapisuje się RRRR-MM-DD, a pierwsza jest przed drugą.',
  'downloads.export': 'Eksportuj do CSV',
  'downloads.empty': 'Żadna licencja nie pasuje do tych filtrów.',
  'downloads.model.rf': 'Bez tantiem',
  'downloads.model.rm': 'Prawa zarządzane',
  'downloads.model.rr': 'Prawa gotowe',
  'downloads.size.small': 'Mały',
  'downloads.size.medium': 'Średni',
  'downloads.size.large': 'Duży (oryginał)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (wektor)',
  'downloads.size.ai': 'AI (wektor)',
  'downloads.licence.id': 'Licencja {id}',
  'downloads.licence.order': 'Zamówienie {number}',
  'downloads.licence.plan': 'Plan: {plan}',
  'downloads.licence.projectCode': 'Kod projektu: {code}',
  'downloads.licence.granted': 'Przyznana {date}',
  'downloads.licence.holder': 'Licencjobiorca: {name}',
  'downloads.licence.useBy': 'Wykorzystać do {date}',
  'downloads.licence.usage': 'Wykorzystanie: {usage}',
  'downloads.licence.download': 'Pobierz ponownie',
  'downloads.licence.certificate': 'Potwierdzenie licencji (PDF)',
  'downloads.list.caption': 'Pobrania licencji {id}',
  'downloads.list.none': 'Jeszcze nie pobrano.',
  'downloads.list.when': 'Kiedy',
  'downloads.list.who': 'Kto',
  'downloads.list.size': 'Rozmiar',
  'downloads.list.type': 'Rodzaj',
  'downloads.list.anonymous': 'Link z e-maila zamówienia',
  'downloads.type.single': 'Pobranie',
  'downloads.type.re_download': 'Ponowne pobranie',
  'downloads.type.anonymous': 'Link e-mailowy',
  'downloads.type.multiple': 'Pobranie wielu plików',
  'downloads.page.label': 'Strony',
  'downloads.page.previous': 'Poprzednia',
  'downloads.page.next': 'Następna',
  'downloads.page.current': 'Strona {n}',
  'downloads.csv.asset': 'ID pliku',
  'downloads.csv.title': 'Tytuł',
  'downloads.csv.model': 'Model licencji',
  'downloads.csv.obtained': 'Uzyskana przez',
  'downloads.csv.downloads': 'Pobrania',
  'downloads.csv.lastDownload': 'Ostatnie pobranie',
  'downloads.csv.licence': 'ID licencji',
  'downloads.csv.projectCode': 'Kod projektu',
  'downloads.csv.granted': 'Przyznana',
  'downloads.csv.useBy': 'Wykorzystać do',
  'downloads.csv.holder': 'Licencjobiorca',
  'downloads.cert.title': 'Potwierdzenie licencji',
  'downloads.cert.licensor': 'Licencjodawca',
  'downloads.cert.licensee': 'Licencjobiorca',
  'downloads.cert.asset': 'Plik',
  'downloads.cert.terms':
    'Przyznana na warunkach umowy licencyjnej pod adresem {url}. Każdy może sprawdzić to potwierdzenie u licencjodawcy po ID licencji.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Twoje pobieranie',
  'downloads.zip.ready':
    '{count, plural, one {# licencjonowany plik jest gotowy w jednym pliku zip.} few {# licencjonowane pliki są gotowe w jednym pliku zip.} many {# licencjonowanych plików jest gotowych w jednym pliku zip.} other {# licencjonowanego pliku jest gotowe w jednym pliku zip.}}',
  'downloads.zip.download': 'Pobierz zip',
  'downloads.zip.notLicensed': 'Pominięte, ponieważ nie masz do nich licencji (najpierw kup licencję): {ids}',
  'downloads.zip.notFile': 'Pominięte, ponieważ nie są plikami zdjęć: {ids}',
  'downloads.zip.none':
    'Nie masz licencji na żadne z wybranych zdjęć. Najpierw kup licencję, a potem pobierz je tutaj.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Ten link do pobrania jest nieprawidłowy',
  'downloads.anon.invalid.body':
    'Link mógł zostać zmieniony lub skopiowany niekompletnie. Użyj linku dokładnie w takiej postaci, w jakiej jest w e-mailu z zamówieniem, albo zaloguj się i pobierz plik ze swoich licencji.',
  'downloads.anon.expired.title': 'Ten link do pobrania wygasł',
  'downloads.anon.expired.body':
    'Linki do pobrania w e-mailu z zamówieniem działają przez 7 dni. Zaloguj się, aby bezpłatnie pobrać plik ponownie ze swoich licencji.',
  'downloads.anon.history': 'Przejdź do licencji',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Korzystanie z plików',
  'downloads.faq.intro':
    'Co otrzymujesz, pobierając licencjonowany plik z tego sklepu: formaty, rozmiary, kolory i licencję, która towarzyszy plikowi.',
  'downloads.faq.toc': 'Na tej stronie',
  'downloads.faq.photos.title': 'Zdjęcia',
  'downloads.faq.photos.sizes':
    'Zdjęcia są sprzedawane w maksymalnie trzech rozmiarach: mały ma 800 px na dłuższym boku, średni 2000 px, a duży to sam oryginał. Rozmiar jest oferowany tylko wtedy, gdy jest mniejszy od oryginału; nic nigdy nie jest powiększane.',
  'downloads.faq.photos.format':
    'Każde zdjęcie pobiera się jako plik JPEG. Mały i średni rozmiar są pomniejszane z oryginału i zapisywane w jakości 90; duży to oryginał zapisany w jakości 90 z pełną szczegółowością kolorów.',
  'downloads.faq.photos.colour':
    'Pliki są w przestrzeni barw sRGB, standardzie dla ekranów i internetu. Do druku przekonwertuj je w edytorze grafiki na profil drukarni i najpierw sprawdź wydruk próbny.',
  'downloads.faq.photos.rights':
    'Twoja licencja towarzyszy plikowi: jego metadane XMP podają autora, licencjobiorcę i miejsce, gdzie znajdują się warunki licencji. Zachowaj te metadane podczas edycji lub eksportu pliku.',
  'downloads.faq.illustrations.title': 'Ilustracje i grafiki wektorowe',
  'downloads.faq.illustrations.body':
    'Ilustracje i grafiki wektorowe pobiera się tak jak zdjęcia: jako pliki JPEG w powyższych rozmiarach, w sRGB, z licencją w metadanych XMP.',
  'downloads.faq.illustrations.vector':
    'Grafiki wektorowe zaimportowane z plików EPS lub AI pobierzesz z licencją na duży rozmiar lub licencją z planu także jako ten sam plik, bajt w bajt: historia licencji oferuje go jako „EPS (wektor)” lub „AI (wektor)” obok pliku JPEG. Licencje na mały i średni rozmiar pobierają tylko JPEG; pozostałe grafiki wektorowe pobiera się jako JPEG.',
  'downloads.faq.video.title': 'Klipy wideo',
  'downloads.faq.video.sizes':
    'Klipy są licencjonowane w jakości SD, HD (dłuższy bok co najmniej 1280 px) lub 4K (3840 px), do własnej rozdzielczości klipu: 4K jest dostępne tylko dla klipów nagranych w 4K.',
  'downloads.faq.video.preview':
    'Przed zakupem każdy klip ma 4-sekundowy podgląd ze znakiem wodnym (WebM, szerokość 480 px) i kadr statyczny.',
  'downloads.faq.video.download':
    'Licencjonowane klipy pobiera się jako pliki MP4 H.264 w licencjonowanej rozdzielczości, z własną liczbą klatek na sekundę i długością klipu oraz z informacją o autorze i prawach autorskich w metadanych pliku. Klip jest tworzony dla ciebie przy pierwszym pobraniu (kilka sekund w SD, minuta lub dwie w 4K): strona pokazuje postęp, a pobieranie zaczyna się samo.',
  'downloads.faq.again.title': 'Ponowne pobieranie',
  'downloads.faq.again.body':
    'Każdy licencjonowany plik można bezpłatnie pobrać ponownie z historii licencji. Gdy kupujesz plik, e-mail z potwierdzeniem zamówienia zawiera też link do pobrania, który działa przez 7 dni bez logowania.',
  'downloads.faq.again.link': 'Przejdź do historii licencji',
  'downloads.faq.link': 'Pomoc w korzystaniu z plików',
  'downloads.comps.title': 'Podglądy do makiet',
  'downloads.comps.intro':
    'Podglądów ze znakiem wodnym można bezpłatnie używać w makietach i projektach przez 30 dni od pobrania. Kup licencję na materiał, aby użyć go w ostatecznej pracy.',
  'downloads.comps.usable': 'Można używać w makietach do {date}',
  'downloads.comps.expired': 'Okres podglądu minął {date}: kup licencję na materiał, aby nadal go używać',
  'downloads.comps.license': 'Kup licencję na ten materiał',
  'downloads.drawer.button': 'Moje pobrania',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Moje pobrania (# w toku)} few {Moje pobrania (# w toku)} many {Moje pobrania (# w toku)} other {Moje pobrania (# w toku)}}',
  'downloads.drawer.title': 'Twoje pobrania',
  'downloads.drawer.close': 'Zamknij',
  'downloads.drawer.inProgress': 'W toku',
  'downloads.drawer.done': 'Zakończone',
  'downloads.drawer.empty':
    'Nic jeszcze nie pobrano. Tutaj pojawią się licencjonowane pliki, które pobierzesz.',
  'downloads.drawer.history': 'Wszystkie licencje i pobrania',
  'downloads.drawer.again': 'Pobierz ponownie',
  'downloads.drawer.download': 'Pobierz',
  'downloads.drawer.zip':
    '{count, plural, one {# plik w jednym pliku zip} few {# pliki w jednym pliku zip} many {# plików w jednym pliku zip} other {# pliku w jednym pliku zip}}',
  'downloads.drawer.state.preparing': 'Przygotowywanie plików: {percent}%',
  'downloads.drawer.state.ready': 'Gotowe do pobrania',
  'downloads.drawer.state.sending': 'Pobieranie: {percent}%',
  'downloads.drawer.state.paused':
    'Zatrzymano przy {percent}%: wznów pobieranie w przeglądarce lub pobierz ponownie',
  'downloads.drawer.state.done': 'Pobrano',
  'downloads.clip.title': 'Przygotowujemy twój klip',
  'downloads.clip.intro':
    '„{title}” powstaje w rozmiarze, na który pozwala twoja licencja. Pobieranie rozpocznie się tutaj, gdy tylko klip będzie gotowy: w 4K zajmie to minutę lub dwie.',
  'downloads.clip.ready': 'Gotowe: pobieranie się rozpoczyna.',
  'downloads.clip.retry': 'Pobierz, gdy będzie gotowy',
  'downloads.zip.planOffer':
    '{count, plural, one {W ramach planu {plan} możesz uzyskać licencję na # inny wybrany materiał.} few {W ramach planu {plan} możesz uzyskać licencję na # inne wybrane materiały.} many {W ramach planu {plan} możesz uzyskać licencję na # innych wybranych materiałów.} other {W ramach planu {plan} możesz uzyskać licencję na # innego wybranego materiału.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Uzyskaj licencję na # materiał w ramach mojego planu i dodaj go} few {Uzyskaj licencję na # materiały w ramach mojego planu i dodaj je} many {Uzyskaj licencję na # materiałów w ramach mojego planu i dodaj je} other {Uzyskaj licencję na # materiału w ramach mojego planu i dodaj je}}',
};

export default messages;
