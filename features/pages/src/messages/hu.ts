import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Felhasználási feltételek',
  'pages.terms.summary': 'A(z) {site} használatának, a licencek vásárlásának és a fióknak a szabályai.',
  'pages.privacy.title': 'Adatvédelmi tájékoztató',
  'pages.privacy.summary':
    'Milyen személyes adatokat őriz a(z) {site}, miért, meddig, és milyen jogai vannak ezekkel kapcsolatban.',
  'pages.eula.title': 'Licencszerződés',
  'pages.eula.summary': 'Mit tehet a(z) {site} oldalon licencelt tartalommal, licenctípusonként.',
  'pages.editorial-policy.title': 'Szerkesztői irányelvek',
  'pages.editorial-policy.summary':
    'Hogyan készülnek és javítódnak a szerkesztői képek feliratai, és mire használhatók.',
  'pages.contact.title': 'Kapcsolat',
  'pages.contact.summary':
    'Így érheti el a(z) {site} üzemeltetőit: értékesítés, rendelések, licencek és adatvédelem.',
  'pages.modern-slavery.title': 'Nyilatkozat a modern rabszolgaságról',
  'pages.modern-slavery.summary': 'A(z) {site} üzemeltetőjének lépései a kényszermunka ellen.',
  'pages.help-licenses.title': 'Súgó a licencekhez',
  'pages.help-licenses.summary': 'Jogdíjmentes, jogkezelt és rights-ready licencek egyszerűen elmagyarázva.',
  'pages.api.title': 'Fejlesztői API',
  'pages.api.summary': 'Amit egy fejlesztő ma használhat: a bolt saját oldalai által hívott JSON-végpontok.',
  'pages.faq-basics.title': 'GYIK: az alapok',
  'pages.faq-basics.summary': 'Rövid válaszok előfizetésekről, letöltésekről, fiókokról és lemondásról.',
  'pages.upgrade.title': 'Előfizetés bővítése',
  'pages.upgrade.summary': 'Hogyan válthat nagyobb csomagra, és mennyibe kerül a váltás.',
  'pages.englishOnly': 'Az oldal teljes szövege angolul érhető el.',
  'pages.onThisPage': 'Ezen az oldalon',
  'pages.sitemap.title': 'Oldaltérkép',
  'pages.sitemap.summary': 'A(z) {site} összes oldala egy helyen.',
  'pages.sitemap.browse': 'Keresés és böngészés',
  'pages.sitemap.account': 'Az Ön fiókja',
  'pages.sitemap.help': 'Súgó és jogi információk',
  'pages.sitemap.company': 'Cég',
  'pages.sitemap.countries': 'Országok és nyelvek',
  'pages.sitemap.signIn': 'Bejelentkezés',
  'pages.sitemap.register': 'Fiók létrehozása',
  'pages.sitemap.cart': 'Kosár',
  'pages.sitemap.boards': 'Táblák',
  'pages.sitemap.curatedSets': 'Válogatott gyűjtemények',
  'pages.sitemap.plans': 'Csomagok és árak',
  'pages.sitemap.usingFiles': 'A fájlok használata',
  'pages.country.summary': '{site} – ország: {country}, az oldalak nyelve: {language}.',
  'pages.country.prices': 'Az árak pénzneme: {currency}.',
  'pages.country.choose': 'Vásárlás innen: {country}',
  'pages.country.search': 'Keresés indítása',
  'pages.country.other': 'Más országok',
  'pages.world.title': 'Egész világ',
  'pages.world.summary':
    'Olyan országból vásárol, amely nincs a listán? A(z) {site} ilyenkor angolul mutatja az oldalakat, az árakat pedig amerikai dollárban.',
  'pages.browse.images.title': 'Kreatív képek',
  'pages.browse.images.summary':
    'Fotók, illusztrációk és vektorgrafikák reklámhoz, tervezéshez és kiadáshoz.',
  'pages.browse.photos.title': 'Stockfotók',
  'pages.browse.photos.summary': 'Kreatív fotók emberekről, helyekről és ötletekről, licencelésre készen.',
  'pages.browse.illustrations.title': 'Stock illusztrációk',
  'pages.browse.illustrations.summary':
    'Rajzolt és festett illusztrációk történetekhez, termékekhez és kampányokhoz.',
  'pages.browse.vectors.title': 'Stock vektorgrafikák',
  'pages.browse.vectors.summary':
    'Bármekkora méretre nagyítható vektorgrafikák: ikonok, minták, térképek és jelenetek.',
  'pages.browse.video.title': 'Kreatív videók',
  'pages.browse.video.summary': 'Stock felvételek és klipek filmekhez, reklámokhoz és közösségi médiához.',
  'pages.browse.stockVideos.title': 'Stockvideók',
  'pages.browse.stockVideos.summary': 'Jogdíjmentes és rights-ready klipek SD, HD és 4K minőségben.',
  'pages.browse.count': 'A gyűjteményben: {total, number}',
  'pages.browse.popular': 'Népszerű keresések',
  'pages.browse.collection': 'Gyűjtemény: {name}',
  'pages.browse.seeAll': 'Az összes megtekintése ({total, number})',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Történetek a(z) {site} szerkesztői gyűjteményéből: a legfrissebb események, mindegyik a képeivel.',
  'pages.download.pictures': 'Képek: {total, number}',
  'pages.download.empty':
    'Még nincsenek történetek: a szerkesztői tudósítások itt jelennek meg, amint a gyűjteménybe kerülnek.',
};

export default messages;
