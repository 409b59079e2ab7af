import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Adatvédelmi beállításai',
  'analytics.consent.intro':
    'Sütiket használunk az áruház működéséhez, és az Ön engedélyével a használat méréséhez és a megfelelő ajánlatok megjelenítéséhez.',
  'analytics.consent.acceptAll': 'Összes elfogadása',
  'analytics.consent.rejectAll': 'Csak a szükségesek',
  'analytics.consent.customise': 'Sütik kiválasztása',
  'analytics.consent.save': 'Választás mentése',
  'analytics.consent.close': 'Bezárás és az összes süti elfogadása',
  'analytics.consent.alwaysOn': 'Mindig bekapcsolva',
  'analytics.consent.settings': 'Sütibeállítások',
  'analytics.consent.pageIntro':
    'Válassza ki, mely sütiket használhatja az áruház. Bármikor meggondolhatja magát az oldalak alján található hivatkozással.',
  'analytics.consent.group.C0001': 'Feltétlenül szükséges',
  'analytics.consent.group.C0001.desc': 'Bejelentkezés, kosár és biztonság. Nem kapcsolhatók ki.',
  'analytics.consent.group.C0002': 'Teljesítmény',
  'analytics.consent.group.C0002.desc':
    'Számolja a látogatásokat és méri az oldalak sebességét, hogy fejleszthessük az áruházat.',
  'analytics.consent.group.C0003': 'Funkcionális',
  'analytics.consent.group.C0003.desc': 'Megjegyzi a választott országot és nyelvet.',
  'analytics.consent.group.C0004': 'Célzás',
  'analytics.consent.group.C0004.desc': 'Segít az érdeklődésének megfelelő ajánlatokat mutatni.',
  'analytics.consent.group.C0005': 'Közösségi média',
  'analytics.consent.group.C0005.desc': 'Lehetővé teszi képek megosztását közösségi hálózatokon.',
};

export default messages;
