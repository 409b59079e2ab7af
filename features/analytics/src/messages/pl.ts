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
  'analytics.consent.group.C0003.desc': 'Zapamiętują wybór kraju i języka.',
  'analytics.consent.group.C0004': 'Reklama ukierunkowana',
  'analytics.consent.group.C0004.desc': 'Pomagają pokazywać oferty zgodne z Twoimi zainteresowaniami.',
  'analytics.consent.group.C0005': 'Media społecznościowe',
  'analytics.consent.group.C0005.desc': 'Umożliwiają udostępnianie obrazów w sieciach społecznościowych.',
};

export default messages;
