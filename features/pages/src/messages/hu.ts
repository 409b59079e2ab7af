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
  'pages.browse.events': 'Böngészés esemény, személy és helyszín szerint',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Történetek a(z) {site} szerkesztői gyűjteményéből: a legfrissebb események, mindegyik a képeivel.',
  'pages.download.pictures': 'Képek: {total, number}',
  'pages.download.empty':
    'Még nincsenek történetek: a szerkesztői tudósítások itt jelennek meg, amint a gyűjteménybe kerülnek.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Hírek és útmutatók: {site}.',
  'pages.blog.englishOnly': 'A bejegyzések angol nyelvűek.',
  'pages.blog.empty': 'Még nincsenek bejegyzések.',
  'pages.browse.editorial.title': 'Szerkesztői képek',
  'pages.browse.editorial.summary':
    'Hírek, sport, szórakozás, divat és archívum: valós események szerkesztői felhasználásra.',
  'pages.browse.archival.title': 'Archív képek',
  'pages.browse.archival.summary': 'Elmúlt események és korok, történelemhez és kommentárhoz.',
  'pages.browse.entertainment.title': 'Szórakoztatóipari képek',
  'pages.browse.entertainment.summary': 'Premierek, koncertek, fesztiválok és díjátadók.',
  'pages.browse.fashion.title': 'Divatképek',
  'pages.browse.fashion.summary': 'Bemutatók, kollekciók és az alkotóik.',
  'pages.browse.news.title': 'Hírképek',
  'pages.browse.news.summary': 'Politika, társadalom és a nap eseményei.',
  'pages.browse.sport.title': 'Sportképek',
  'pages.browse.sport.summary': 'Mérkőzések, versenyek és bajnokságok, ahogy történtek.',
  'pages.browse.editorialVideo.title': 'Szerkesztői videók',
  'pages.browse.editorialVideo.summary': 'Valós események felvételei hírekhez és dokumentumfilmekhez.',
  'pages.browse.userGenerated.title': 'Felhasználók által forgatott felvételek',
  'pages.browse.userGenerated.summary':
    'A hírek, ahogy történnek: tüntetések, sajtóesemények és utcák, a helyszínen forgatva.',
  'pages.browse.userGenerated.note':
    'A katalógus egyetlen klipjét sem magánszemély küldte, így egyik sincs felhasználói felvételként megjelölve. Ez az oldal a katalógus szerkesztőségi hírfelvételeit mutatja, azokat a témákat, amelyeket az ilyen klipek általában bemutatnak.',
  'pages.browse.archiveFilm.title': 'Archív film',
  'pages.browse.archiveFilm.summary':
    'Felvételek az elmúlt évtizedekből: események, utcák és emberek, ahogy egykor voltak.',
  'pages.browse.archiveFilm.note':
    'A katalógusban nincs BBC Motion Gallery gyűjtemény. Ez a cím a katalógus saját archívfilm-gyűjteményét mutatja: {name}.',
  'pages.browse.newsFilm.title': 'Hírarchívum-felvételek',
  'pages.browse.newsFilm.summary': 'Sajtótájékoztatók, beszédek és tüntetések, a híradóknak forgatva.',
  'pages.browse.newsFilm.note':
    'A katalógusban nincs NBC News Archives gyűjtemény. Ez a cím a katalógus saját hírfilm-gyűjteményét mutatja: {name}.',
  'pages.browse.unreleased.title': 'Engedély nélküli képek',
  'pages.browse.unreleased.summary':
    'Modell- vagy tulajdonosi engedély nélküli kreatív képek: mit jelent ez, és melyek vannak ebben a boltban.',
  'pages.browse.unreleased.note':
    'Az engedély a képen látható személyek vagy a látható ingatlan tulajdonosának aláírt hozzájárulása. Engedély nélküli kép ott használható, ahol nincs szükség hozzájárulásra, például egy cikk illusztrálására, de soha nem reklámozásra vagy ajánlásra. A keresés nem szűkíthető ezekre a képekre, ezért itt láthatók.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Mit keresnek és töltenek le a(z) {site} látogatói, a bolt saját kereséseiből és letöltéseiből számolva.',
  'pages.vgps.insights.title': 'Megállapítások',
  'pages.vgps.insights.summary':
    'A(z) {site} oldalon az elmúlt {days} napban egyre többet keresett témák, a legtöbbet keresettek és a letöltöttek.',
  'pages.vgps.results.title': 'Minden keresési trend',
  'pages.vgps.results.summary':
    'Minden kifejezés, amelyet legalább két látogató keresett a(z) {site} oldalon az elmúlt {days} napban, az azt megelőző {days} nappal összevetve.',
  'pages.vgps.dashboard.title': 'Irányítópult',
  'pages.vgps.dashboard.summary':
    'Keresések és letöltések a(z) {site} oldalon, napról napra az elmúlt {days} napban.',
  'pages.vgps.searches': 'Keresések az elmúlt {days} napban',
  'pages.vgps.downloads': 'Letöltések az elmúlt {days} napban',
  'pages.vgps.change': '{change} az előző {days} naphoz képest',
  'pages.vgps.new': 'új',
  'pages.vgps.rising': 'Növekvő keresések',
  'pages.vgps.top': 'Legtöbbet keresett',
  'pages.vgps.subjects': 'Legtöbbet letöltött témák',
  'pages.vgps.mediaTypes': 'Mit keresnek',
  'pages.vgps.downloadKinds': 'Mit töltenek le',
  'pages.vgps.searchesPerDay': 'Keresések naponta',
  'pages.vgps.downloadsPerDay': 'Letöltések naponta',
  'pages.vgps.tooFewSearches':
    'Még túl kevés a keresés egy trendhez: {total, number} az elmúlt {days} napban. A trendek itt jelennek meg, ahogy a látogatók keresnek.',
  'pages.vgps.tooFewDownloads':
    'Még túl kevés a letöltés egy trendhez: {total, number} az elmúlt {days} napban.',
  'pages.vgps.col.phrase': 'Keresés',
  'pages.vgps.col.now': 'Elmúlt {days} nap',
  'pages.vgps.col.before': 'Az előző {days} nap',
  'pages.vgps.col.change': 'Változás',
  'pages.vgps.method':
    'Így készülnek a számok: minden találati oldal, amelyet egy látogató megnéz, egy keresésnek számít; a kettőnél kevesebb látogató által keresett kifejezések kimaradnak, hogy senki ne legyen felismerhető a keresései alapján. A letöltéseket a bolt mindkét webhelyén számoljuk. Egy időszak {days} napos.',
  'pages.tools.image.title': 'Fordított képkeresés',
  'pages.tools.image.summary':
    'Töltsön fel egy képet, hogy megtalálja ugyanazt vagy hasonló képeket itt: {site}.',
  'pages.tools.image.label': 'Kép (JPEG, PNG, WebP vagy GIF, legfeljebb {max, number} MB)',
  'pages.tools.image.how':
    'A bolt összeveti képe formáját és színeit a gyűjtemény minden képével, így a kicsinyített, újratömörített és kissé vágott másolatokat is megtalálja. A képet 24 órán át megőrizzük, hogy az eredmények megoszthatók legyenek, aztán töröljük.',
  'pages.tools.video.title': 'Fordított videókeresés',
  'pages.tools.video.summary':
    'Töltsön fel egy rövid klipet, hogy hasonló felvételeket találjon itt: {site}.',
  'pages.tools.video.label':
    'Klip (MP4, WebM vagy QuickTime, legfeljebb {max, number} MB és {seconds, number} másodperc)',
  'pages.tools.video.how':
    'A bolt kivesz egy képkockát a klip közepéről, és azzal keres a felvételek között, ahogy a fordított képkeresés is. A klipet a képkocka kivétele után azonnal töröljük, a képkockát 24 óra múlva.',
  'pages.tools.submit': 'Keresés indítása',
  'pages.tools.working': 'Keresés folyamatban…',
  'pages.tools.howTitle': 'Hogyan működik',
  'pages.tools.noscript':
    'Ennek a keresésnek JavaScript kell a fájl elküldéséhez. Kapcsolja be, vagy használja a keresősávot.',
  'pages.tools.error.empty': 'Először válasszon fájlt.',
  'pages.tools.error.failed': 'A keresést nem sikerült elindítani. Töltse újra az oldalt, és próbálja újra.',
  'pages.tools.error.tooLarge': 'A fájl nagyobb, mint {max, number} MB. Válasszon kisebbet.',
  'pages.tools.error.imageType':
    'A keresés nem tudja beolvasni ezt a képet. Válasszon JPEG, PNG, WebP vagy GIF fájlt.',
  'pages.tools.error.videoType':
    'A keresés nem tudja beolvasni ezt a klipet. Válasszon MP4, WebM vagy QuickTime fájlt.',
  'pages.tools.error.unreadable': 'A fájlt nem sikerült beolvasni. Lehet, hogy sérült; válasszon másikat.',
  'pages.tools.error.tooLong':
    'A klip hosszabb {seconds, number} másodpercnél. Vágja rövidebbre, vagy válasszon rövidebbet.',
  'pages.tools.error.busy': 'Épp más klipek beolvasása folyik. Próbálja újra egy perc múlva.',
};

export default messages;
