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
    'Ten sklep nie dostarcza jeszcze źródłowych plików wektorowych (EPS, AI ani SVG). Jeśli potrzebujesz grafiki wektorowej jak największej, wybierz rozmiar duży.',
  'downloads.faq.video.title': 'Klipy wideo',
  'downloads.faq.video.sizes':
    'Klipy są licencjonowane w jakości SD, HD (dłuższy bok co najmniej 1280 px) lub 4K (3840 px), do własnej rozdzielczości klipu: 4K jest dostępne tylko dla klipów nagranych w 4K.',
  'downloads.faq.video.preview':
    'Przed zakupem każdy klip ma 4-sekundowy podgląd ze znakiem wodnym (WebM, szerokość 480 px) i kadr statyczny.',
  'downloads.faq.video.download':
    'Licencjonowanych klipów nie można jeszcze pobrać z tego sklepu. Twoje licencje na klipy pozostają ważne i są widoczne w historii licencji, każda z potwierdzeniem licencji.',
  'downloads.faq.again.title': 'Ponowne pobieranie',
  'downloads.faq.again.body':
    'Każdy licencjonowany plik można bezpłatnie pobrać ponownie z historii licencji. Gdy kupujesz plik, e-mail z potwierdzeniem zamówienia zawiera też link do pobrania, który działa przez 7 dni bez logowania.',
  'downloads.faq.again.link': 'Przejdź do historii licencji',
  'downloads.faq.link': 'Pomoc w korzystaniu z plików',
  'downloads.comps.title': 'Comps',
  'downloads.comps.intro':
    'Watermarked comps are free for layouts and mock-ups for 30 days from their download. License an asset to use it in final work.',
  'downloads.comps.usable': 'Usable in layouts until {date}',
  'downloads.comps.expired': 'Comp period ended {date}: license the asset to keep using it',
  'downloads.comps.license': 'License this asset',
  'downloads.drawer.button': 'Downloads',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Downloads (# in progress)} other {Downloads (# in progress)}}',
  'downloads.drawer.title': 'Your downloads',
  'downloads.drawer.close': 'Close',
  'downloads.drawer.inProgress': 'In progress',
  'downloads.drawer.done': 'Done',
  'downloads.drawer.empty': 'Nothing downloaded yet. Licensed files you download appear here.',
  'downloads.drawer.history': 'All licences and downloads',
  'downloads.drawer.again': 'Download again',
  'downloads.drawer.download': 'Download',
  'downloads.drawer.zip': '{count, plural, one {# file in one zip} other {# files in one zip}}',
  'downloads.drawer.state.preparing': 'Preparing files: {percent} %',
  'downloads.drawer.state.ready': 'Ready to download',
  'downloads.drawer.state.sending': 'Downloading: {percent} %',
  'downloads.drawer.state.paused':
    "Stopped at {percent} %: resume it in your browser's downloads, or download it again",
  'downloads.drawer.state.done': 'Downloaded',
  'downloads.clip.title': 'Preparing your clip',
  'downloads.clip.intro':
    '“{title}” is being made at the size your licence grants. Your download starts here as soon as it is ready: a minute or two for 4K.',
  'downloads.clip.ready': 'Ready: your download is starting.',
  'downloads.clip.retry': 'Download when ready',
};

export default messages;
