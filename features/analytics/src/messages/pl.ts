import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Twoje ustawienia prywatności',
  'analytics.consent.intro':
    'Używamy plików cookie, aby sklep działał, a za Twoją zgodą – aby mierzyć korzystanie z niego i pokazywać dopasowane oferty.',
  'analytics.consent.acceptAll': 'Akceptuj wszystkie',
  'analytics.consent.rejectAll': 'Tylko niezbędne',
  'analytics.consent.customise': 'Wybierz pliki cookie',
  'analytics.consent.save': 'Zapisz wybór',
  'analytics.consent.close': 'Zamknij i zaakceptuj wszystkie pliki cookie',
  'analytics.consent.alwaysOn': 'Zawsze włączone',
  'analytics.consent.settings': 'Ustawienia plików cookie',
  'analytics.consent.pageIntro':
    'Wybierz, z których plików cookie może korzystać ten sklep. Możesz zmienić zdanie w każdej chwili za pomocą linku u dołu każdej strony.',
  'analytics.consent.group.C0001': 'Niezbędne',
  'analytics.consent.group.C0001.desc': 'Logowanie, koszyk i bezpieczeństwo. Nie można ich wyłączyć.',
  'analytics.consent.group.C0002': 'Wydajność',
  'analytics.consent.group.C0002.desc': 'Liczą wizyty i mierzą szybkość stron, abyśmy mogli ulepszać sklep.',
  'analytics.consent.group.C0003': 'Funkcjonalne',
  'analytics.consent.group.C0003.desc':
    'Zapamiętuje dodatkowe preferencje. Sklep obecnie nie używa takich plików cookie.',
  'analytics.consent.group.C0004': 'Reklama ukierunkowana',
  'analytics.consent.group.C0004.desc':
    'Pozwala narzędziom marketingowym dopasować oferty do Ciebie. Żadne nie działa, dopóki operator sklepu ich nie doda.',
  'analytics.consent.group.C0005': 'Media społecznościowe',
  'analytics.consent.group.C0005.desc':
    'Przyciski udostępniania i osadzone serwisy społecznościowe. Sklep obecnie ich nie ma.',
  'analytics.operator.title': 'Analityka sklepu',
  'analytics.operator.intro':
    'Ostatnie {days} dni w tej witrynie, na podstawie zdarzeń zapisanych przez sklep.',
  'analytics.operator.searchesPerDay': 'Wyszukiwania dziennie',
  'analytics.operator.showFigures': 'Pokaż liczby',
  'analytics.operator.funnel': 'Od wyszukiwania do zakupu',
  'analytics.operator.topQueries': 'Najczęstsze zapytania',
  'analytics.operator.zeroResults': 'Wyszukiwania bez wyników',
  'analytics.operator.zeroResultsIntro':
    'Frazy, które nic nie znalazły: dodaj dla nich obrazy lub słowa kluczowe.',
  'analytics.operator.topAssets': 'Najczęściej oglądane materiały',
  'analytics.operator.topBoards': 'Tablice z największą liczbą zapisów',
  'analytics.operator.consent': 'Zgody według kraju',
  'analytics.operator.vitals': 'Wskaźniki internetowe według strony (75. percentyl)',
  'analytics.operator.empty': 'Jeszcze nic nie zapisano.',
  'analytics.operator.col.day': 'Dzień',
  'analytics.operator.col.count': 'Liczba',
  'analytics.operator.col.step': 'Krok',
  'analytics.operator.col.visitors': 'Odwiedzający',
  'analytics.operator.col.phrase': 'Fraza',
  'analytics.operator.col.country': 'Kraj',
  'analytics.operator.col.acceptedAll': 'Zaakceptowano wszystko',
  'analytics.operator.col.performance': 'Zezwolono na wydajność',
  'analytics.operator.col.page': 'Strona',
  'analytics.operator.col.metric': 'Wskaźnik',
  'analytics.operator.col.threshold': 'Dobrze / źle od',
  'analytics.operator.rating.good': 'Dobrze',
  'analytics.operator.rating.needs-improvement': 'Do poprawy',
  'analytics.operator.rating.poor': 'Źle',
  'analytics.operator.console': 'Konsola operatora',
};

export default messages;
