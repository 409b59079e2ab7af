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
  'analytics.consent.group.C0003.desc':
    'Megjegyzi a további beállításokat. Az áruház jelenleg nem használ ilyen sütit.',
  'analytics.consent.group.C0004': 'Célzás',
  'analytics.consent.group.C0004.desc':
    'Lehetővé teszi, hogy marketingeszközök az Ön érdeklődéséhez igazítsák az ajánlatokat. Egy sem fut, amíg az áruház üzemeltetője nem ad hozzá ilyet.',
  'analytics.consent.group.C0005': 'Közösségi média',
  'analytics.consent.group.C0005.desc':
    'Megosztás gombok és beágyazott közösségi oldalak. Az áruházban jelenleg nincsenek ilyenek.',
  'analytics.operator.title': 'Áruházi elemzések',
  'analytics.operator.intro':
    'Az elmúlt {days} nap ezen az oldalon, az áruház által rögzített események alapján.',
  'analytics.operator.searchesPerDay': 'Keresések naponta',
  'analytics.operator.showFigures': 'Számok megjelenítése',
  'analytics.operator.funnel': 'A kereséstől a vásárlásig',
  'analytics.operator.topQueries': 'Leggyakoribb keresések',
  'analytics.operator.zeroResults': 'Találat nélküli keresések',
  'analytics.operator.zeroResultsIntro':
    'Kifejezések, amelyek semmit sem találtak: adjon hozzá képeket vagy kulcsszavakat.',
  'analytics.operator.topAssets': 'Legtöbbet megtekintett tartalmak',
  'analytics.operator.topBoards': 'Legtöbbször mentett táblák',
  'analytics.operator.consent': 'Hozzájárulás országonként',
  'analytics.operator.vitals': 'Webes mutatók oldalanként (75. percentilis)',
  'analytics.operator.empty': 'Még nincs rögzített adat.',
  'analytics.operator.col.day': 'Nap',
  'analytics.operator.col.count': 'Darab',
  'analytics.operator.col.step': 'Lépés',
  'analytics.operator.col.visitors': 'Látogatók',
  'analytics.operator.col.phrase': 'Kifejezés',
  'analytics.operator.col.country': 'Ország',
  'analytics.operator.col.acceptedAll': 'Mindent elfogadott',
  'analytics.operator.col.performance': 'Teljesítményt engedélyezett',
  'analytics.operator.col.page': 'Oldal',
  'analytics.operator.col.metric': 'Mutató',
  'analytics.operator.col.threshold': 'Jó / gyenge határ',
  'analytics.operator.rating.good': 'Jó',
  'analytics.operator.rating.needs-improvement': 'Javítandó',
  'analytics.operator.rating.poor': 'Gyenge',
  'analytics.operator.console': 'Üzemeltetői konzol',
};

export default messages;
