import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': '{site} – więcej informacji',
  'marketing.comingSoon': 'Już wkrótce',
  'marketing.searchCollection': 'Przeszukaj kolekcję',

  'marketing.ai.title': 'Generowanie obrazów przez AI',
  'marketing.ai.description':
    'Generowanie i edycja obrazów przez AI wkrótce pojawią się w serwisie {site}. Do tego czasu przeszukuj kolekcję.',
  'marketing.ai.heading': 'Twórz i dopasowuj obrazy za pomocą AI',
  'marketing.ai.lead':
    'Wbudowujemy w serwis {site} generowanie i edycję obrazów przez AI. Te narzędzia nie są jeszcze dostępne: na tej stronie opisujemy, co planujemy.',
  'marketing.ai.planned': 'Co planujemy',
  'marketing.ai.generate.title': 'Generowanie na podstawie opisu',
  'marketing.ai.generate.body':
    'Opisz własnymi słowami obraz, którego potrzebujesz, i wybierz spośród kilku wariantów.',
  'marketing.ai.modify.title': 'Edycja obrazu',
  'marketing.ai.modify.body': 'Poszerz kadr, zamień tło lub zmień szczegóły obrazu bez opuszczania sklepu.',
  'marketing.ai.history.title': 'Wracaj do pracy w dowolnej chwili',
  'marketing.ai.history.body':
    'Twoje wygenerowane obrazy są zapisywane w historii, więc możesz wrócić do opisu i go dopracować.',
  'marketing.ai.terms.title': 'Warunki znane od początku',
  'marketing.ai.terms.body':
    'Wygenerowane obrazy pokażą, jak można ich używać, zanim je pobierzesz — tak jak już dziś robi to każdy materiał w kolekcji.',
  'marketing.ai.today.title': 'Dostępne już dziś',
  'marketing.ai.today.body':
    'Zdjęcia, ilustracje, grafiki wektorowe i filmy z kolekcji można już wyszukiwać, a warunki licencji każdego z nich są objaśnione.',

  'marketing.contact.title': 'Kontakt z działem sprzedaży',
  'marketing.contact.description':
    'Zapytaj zespół sprzedaży serwisu {site} o licencje dla zespołów, zakupy hurtowe i indywidualne warunki.',
  'marketing.contact.heading': 'Porozmawiaj z naszym zespołem sprzedaży',
  'marketing.contact.lead':
    'Licencje dla zespołu, dużego projektu lub nietypowego zastosowania? Napisz, czego potrzebujesz, a odpowiemy e-mailem.',
  'marketing.contact.topics.title': 'W czym możemy pomóc',
  'marketing.contact.topics.team': 'Licencje dla zespołów i wielu użytkowników',
  'marketing.contact.topics.volume': 'Zakupy hurtowe i cykliczne',
  'marketing.contact.topics.custom': 'Indywidualne warunki licencji i rozszerzone prawa',
  'marketing.contact.topics.invoicing': 'Fakturowanie i zamówienia zakupu',
  'marketing.contact.form.title': 'Twoje zapytanie',
  'marketing.contact.form.required': 'Wszystkie pola są wymagane, chyba że oznaczono je jako opcjonalne.',
  'marketing.contact.field.name': 'Imię i nazwisko',
  'marketing.contact.field.email': 'Służbowy adres e-mail',
  'marketing.contact.field.company': 'Firma lub organizacja',
  'marketing.contact.field.optional': 'opcjonalnie',
  'marketing.contact.field.country': 'Kraj',
  'marketing.contact.field.countryPlaceholder': 'Wybierz kraj',
  'marketing.contact.field.message': 'W czym możemy pomóc?',
  'marketing.contact.field.messageHint':
    'Opowiedz nam o swoim projekcie, potrzebnych materiałach i planowanym sposobie ich wykorzystania.',
  'marketing.contact.submit': 'Wyślij zapytanie',
  'marketing.contact.privacy': 'Używamy tych danych wyłącznie do odpowiedzi na Twoje zapytanie.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Popraw # pole, aby wysłać zapytanie.} few {Popraw # pola, aby wysłać zapytanie.} many {Popraw # pól, aby wysłać zapytanie.} other {Popraw # pola, aby wysłać zapytanie.}}',
  'marketing.contact.errors.nameRequired': 'Wpisz swoje imię i nazwisko.',
  'marketing.contact.errors.emailRequired': 'Wpisz swój adres e-mail.',
  'marketing.contact.errors.emailInvalid': 'Wpisz adres e-mail w formacie nazwa@example.com.',
  'marketing.contact.errors.countryRequired': 'Wybierz swój kraj z listy.',
  'marketing.contact.errors.messageRequired': 'Napisz, w czym możemy pomóc.',
  'marketing.contact.errors.messageTooShort': 'Wpisz co najmniej {min, number} znaków.',
  'marketing.contact.errors.tooLong': 'Użyj maksymalnie {max, number} znaków.',
  'marketing.contact.thanks.title': 'Dziękujemy. Twoje zapytanie zostało wysłane.',
  'marketing.contact.thanks.body':
    'Nasz zespół sprzedaży odpowie na podany adres e-mail. W międzyczasie możesz dalej przeglądać kolekcję.',

  'marketing.guide.title': 'Przewodnik po wyszukiwaniu',
  'marketing.guide.description':
    'Jak wyszukiwać w serwisie {site}: słowa, dokładne frazy, wykluczone słowa, typy multimediów, kategorie i sortowanie.',
  'marketing.guide.heading': 'Jak wyszukiwać',
  'marketing.guide.lead': 'Kilka prostych technik pomoże Ci szybciej znaleźć właściwy obraz lub klip.',
  'marketing.guide.syntax.title': 'Co wpisywać',
  'marketing.guide.words.title': 'Zacznij od kilku słów',
  'marketing.guide.words.body':
    'Opisz, co ma się znaleźć na obrazie. Wyniki zawierają wszystkie wpisane słowa w dowolnej kolejności, a liczą się też inne formy słowa: mountains znajdzie również mountain.',
  'marketing.guide.phrase.title': 'Dokładne frazy w cudzysłowie',
  'marketing.guide.phrase.body':
    'Ujmij słowa w podwójny cudzysłów, aby znaleźć je obok siebie, w tej kolejności.',
  'marketing.guide.exclude.title': 'Wykluczanie słów znakiem minus',
  'marketing.guide.exclude.body':
    'Wpisz znak minus bezpośrednio przed słowem, aby usunąć wyniki, które je zawierają.',
  'marketing.guide.either.title': 'Jedno albo drugie słowo z „or”',
  'marketing.guide.either.body':
    'Wpisz or między dwoma słowami, aby znaleźć wyniki zawierające którekolwiek z nich.',
  'marketing.guide.tryExample': 'Szukaj: {query}',
  'marketing.guide.narrow.title': 'Zawężanie wyników',
  'marketing.guide.types.title': 'Wybierz typ multimediów',
  'marketing.guide.types.body':
    'Przed wyszukiwaniem wybierz na pasku wyszukiwania obrazy lub filmy albo przełączaj się za pomocą kart nad wynikami. Każda karta pokazuje, ile zawiera wyników.',
  'marketing.guide.filters.title': 'Korzystaj z filtrów',
  'marketing.guide.filters.body':
    'Panel filtrów obok wyników zawęża je według orientacji, koloru, liczby osób, daty i innych cech; dostępne filtry zależą od typu multimediów. Zastosowane filtry są widoczne nad wynikami, gdzie możesz usuwać je pojedynczo lub wszystkie naraz.',
  'marketing.guide.browse.title': 'Przeglądaj według kategorii',
  'marketing.guide.browse.body':
    'Główna nawigacja prowadzi prosto do kategorii kolekcji, takich jak ilustracje czy filmy.',
  'marketing.guide.sort.title': 'Sortuj wyniki',
  'marketing.guide.sort.body':
    'Wyniki są sortowane według trafności, chyba że wybierzesz inną kolejność, na przykład od najnowszych lub najpopularniejszych.',
  'marketing.guide.language.title': 'Szukaj po angielsku',
  'marketing.guide.language.body':
    'Tytuły i słowa kluczowe w tej kolekcji są napisane po angielsku, więc angielskie słowa wyszukiwania dają najwięcej wyników.',

  'marketing.about.title': 'O nas',
  'marketing.about.description':
    'Kim jesteśmy: sklep z materiałami stockowymi działający na Lightbox, oprogramowaniu open source do licencjonowania zdjęć, ilustracji, grafik wektorowych i filmów.',
  'marketing.about.heading': 'Poznaj {site}',
  'marketing.about.lead':
    'Ten sklep oferuje zdjęcia stockowe, ilustracje, grafiki wektorowe i filmy. Działa na Lightbox, oprogramowaniu open source do wyszukiwania, prezentowania i licencjonowania kolekcji multimediów z własnych serwerów.',
  'marketing.about.mission.title': 'Czym się zajmujemy',
  'marketing.about.mission.body':
    'Pomagamy ludziom znaleźć zdjęcia i materiały filmowe do pracy oraz licencjonować je na jasnych warunkach. Każdy materiał podaje typ licencji wraz z prostym wyjaśnieniem, na co pozwala.',
  'marketing.about.sites.title': 'Dwa sklepy, jedna kolekcja',
  'marketing.about.sites.body':
    'Jedna instalacja Lightbox obsługuje sklep premium i sklep subskrypcyjny korzystające z tego samego katalogu. Każdy ma własny wygląd i styl; wyszukiwanie i licencjonowanie działają w obu tak samo.',
  'marketing.about.open.title': 'Open source i własny hosting',
  'marketing.about.open.body':
    'Lightbox jest udostępniany na licencji MIT. Agencja lub wydawca może uruchomić go na własnym serwerze z własnym katalogiem i przechowywać dane tam, gdzie zechce.',
  'marketing.about.languages.title': 'Stworzony dla wielu języków',
  'marketing.about.languages.body':
    'Oba sklepy są dostępne w 25 językach. Odwiedzający wybierają kraj i język, a linki, daty i liczby dostosowują się do tego wyboru.',
  'marketing.about.principles.title': 'Na czym nam zależy',
  'marketing.about.principles.clarity':
    'Jasne licencje: wiesz, co możesz zrobić z materiałem, zanim go użyjesz.',
  'marketing.about.principles.speed':
    'Szybkie wyszukiwanie: wyniki powstają na serwerze i pojawiają się bez czekania na skrypty.',
  'marketing.about.principles.access':
    'Dostępność: każda strona jest zaprojektowana tak, aby działała z klawiaturą i czytnikiem ekranu.',
  'marketing.about.principles.privacy':
    'Prywatność: dane odwiedzających pozostają na serwerach organizacji, która prowadzi sklep.',

  'marketing.work.title': 'Współpracuj z nami',
  'marketing.work.description':
    'Lightbox to projekt open source. Dowiedz się, jak wnieść wkład w kod, tłumaczenia, projektowanie i dokumentację.',
  'marketing.work.heading': 'Twórz Lightbox razem z nami',
  'marketing.work.lead':
    'Lightbox, oprogramowanie, na którym działa ten sklep, to projekt open source. Najlepszy sposób na współpracę z nami to wnoszenie wkładu: kod, tłumaczenia, projektowanie, testy i dokumentacja są mile widziane.',
  'marketing.work.ways.title': 'Jak możesz pomóc',
  'marketing.work.code.title': 'Kod',
  'marketing.work.code.body':
    'Lightbox jest napisany w TypeScript, z React na każdym ekranie, Fastify na serwerze i PostgreSQL do przechowywania danych. Napraw napotkany błąd albo zajmij się otwartym zgłoszeniem.',
  'marketing.work.translations.title': 'Tłumaczenia',
  'marketing.work.translations.body':
    'Każdy ekran jest dostępny w 25 językach. Rodzimi użytkownicy języka mogą poprawiać sformułowania i dbać o kompletność każdego języka, gdy pojawiają się nowe teksty.',
  'marketing.work.design.title': 'Projektowanie i dostępność',
  'marketing.work.design.body':
    'Pomóż sprawić, by oba sklepy były przejrzyste, szybkie i wygodne w obsłudze klawiaturą i czytnikiem ekranu.',
  'marketing.work.testing.title': 'Testowanie',
  'marketing.work.testing.body':
    'Wypróbowuj nowe wersje z własnym katalogiem i przeglądarkami i zgłaszaj wszystko, co nie działa tak, jak powinno.',
  'marketing.work.reports.title': 'Zgłoszenia błędów i pomysły',
  'marketing.work.reports.body':
    'Jasne zgłoszenie z krokami pozwalającymi odtworzyć problem to jeden z najbardziej przydatnych wkładów.',
  'marketing.work.docs.title': 'Dokumentacja',
  'marketing.work.docs.body':
    'Ulepszaj poradniki dla osób, które instalują, konfigurują i utrzymują Lightbox.',
  'marketing.work.start.title': 'Pierwsze kroki',
  'marketing.work.start.install':
    'Pobierz kod źródłowy, a następnie zainstaluj zależności za pomocą Node.js w wersji 20 lub nowszej.',
  'marketing.work.start.run':
    'Uruchom oba sklepy lokalnie z wbudowaną bazą danych i katalogiem demonstracyjnym.',
  'marketing.work.start.check':
    'Zanim zaproponujesz zmianę, uruchom sprawdzanie typów, linter, kontrolę pokrycia tłumaczeń i wszystkie testy.',
  'marketing.work.start.focus':
    'Każda zmiana powinna dotyczyć jednej rzeczy; umieszczaj testy obok kodu, który sprawdzają, i wyjaśniaj, co zmiana robi i dlaczego.',
  'marketing.work.business.title': 'Korzystasz z tego sklepu w swojej firmie?',
  'marketing.work.business.body':
    'Jeśli chcesz porozmawiać o licencjonowaniu materiałów dla zespołu lub dużego projektu, nasz zespół sprzedaży chętnie pomoże.',
};

export default messages;
