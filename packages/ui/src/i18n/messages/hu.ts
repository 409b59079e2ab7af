import type { Messages } from './en-us';

/**
 * Hungarian. Nouns stay singular after numerals (5 találat), and messages put arguments after a
 * colon where a suffix or article (a/az) would otherwise depend on the inserted value.
 */
const messages: Messages = {
  'site.premium.name': 'Lightbox',
  'site.premium.tagline': 'Kivételes képek minden történethez',
  'site.premium.heroTitle': 'Találja meg a képet, amely elmeséli a történetét',
  'site.premium.heroSubtitle':
    'Kreatív és szerkesztői fotók, illusztrációk és filmek, az Ön munkájához licencelve.',
  'site.subscription.name': 'Lightbox Stock',
  'site.subscription.tagline': 'Stockfotók, vektorgrafikák és videók egyetlen egyszerű előfizetéssel',
  'site.subscription.heroTitle': 'Jogdíjmentes képek, illusztrációk és videók',
  'site.subscription.heroSubtitle':
    'Töltse le, amire szüksége van, a költségvetéséhez illő előfizetéssel. Bármikor lemondható.',

  'page.skipToContent': 'Ugrás a tartalomra',

  'header.nav.images': 'Képek',
  'header.nav.creativeImages': 'Kreatív képek',
  'header.nav.editorialImages': 'Szerkesztői képek',
  'header.nav.video': 'Videók',
  'header.nav.photos': 'Fotók',
  'header.nav.illustrations': 'Illusztrációk',
  'header.nav.vectors': 'Vektorgrafikák',
  'header.nav.music': 'Zene',
  'header.nav.ai': 'MI-generátor',
  'header.nav.boards': 'Táblák',
  'header.nav.pricing': 'Árak',
  'header.nav.main': 'Fő navigáció',
  'header.signIn': 'Bejelentkezés',
  'header.join': 'Regisztráció',
  'header.cart': 'Kosár',
  'header.home': '{site} – kezdőlap',

  'searchbar.label': 'Keresés',
  'searchbar.placeholder.image': 'Képek keresése',
  'searchbar.placeholder.film': 'Videók keresése',
  'searchbar.submit': 'Keresés',
  'searchbar.type': 'Médiatípus',
  'searchbar.type.image': 'Képek',
  'searchbar.type.film': 'Videók',
  'searchbar.type.videotemplate': 'Videósablonok',

  'search.title': '{phrase} – stockfotók és képek',
  'search.titleAll': 'Stockfotók és képek',
  'search.titleFilm': '{phrase} – stockvideók és felvételek',
  'search.titleFilmAll': 'Stockvideók és felvételek',
  'search.heading': '{phrase}',
  'search.headingAll': 'A gyűjtemény böngészése',
  'search.results.count': '{count, plural, =0 {Nincs találat} one {# találat} other {# találat}}',
  'search.tabs.label': 'Médiatípus',
  'search.tabs.images': 'Képek',
  'search.tabs.film': 'Videók',
  'search.sort.label': 'Rendezés',
  'search.sort.best': 'Legjobb egyezés',
  'search.sort.newest': 'Legújabb',
  'search.sort.oldest': 'Legrégebbi',
  'search.sort.mostpopular': 'Legnépszerűbb',
  'search.results.label': 'Keresési találatok',
  'search.empty.title': 'Nem találtunk semmit erre: „{phrase}”',
  'search.empty.hint':
    'Ellenőrizze a helyesírást, próbálkozzon kevesebb vagy általánosabb szóval, vagy keressen az összes médiatípusban.',
  'search.pagination.label': 'Oldalak',
  'search.pagination.previous': 'Előző',
  'search.pagination.next': 'Következő',
  'search.pagination.page': 'Oldal: {page}/{pages}',
  'search.pagination.goto': 'Ugrás erre az oldalra: {page}',

  'asset.family.creative': 'Kreatív',
  'asset.family.editorial': 'Szerkesztői',
  'asset.type.image': 'Kép',
  'asset.type.film': 'Videó',
  'asset.type.videotemplate': 'Videósablon',
  'asset.license.rf': 'Jogdíjmentes',
  'asset.license.rm': 'Jogkezelt',
  'asset.license.rr': 'Előre tisztázott jogok',
  'asset.license.rf.explain':
    'Egyszer fizet, és többször felhasználhatja, bármilyen projektben, időkorlát nélkül.',
  'asset.license.rm.explain':
    'Egy meghatározott felhasználásra szóló licenc, amelynek ára a felhasználás módjától, helyétől és időtartamától függ.',
  'asset.license.rr.explain':
    'Meghatározott felhasználásra szóló, rögzített árú licenc, előre tisztázott jogokkal.',
  'asset.duration': '{seconds} mp',
  'asset.openDetails': 'Részletek megtekintése: {title}',

  'detail.breadcrumb': 'Morzsamenü',
  'detail.assetId': 'Fájlazonosító',
  'detail.license': 'Licenc típusa',
  'detail.collection': 'Gyűjtemény',
  'detail.contributor': 'Szerző',
  'detail.dimensions': 'Méretek',
  'detail.pixels': '{width} × {height} px',
  'detail.dateTaken': 'Készítés dátuma',
  'detail.uploaded': 'Feltöltve',
  'detail.location': 'Helyszín',
  'detail.event': 'Esemény',
  'detail.people': 'Személyek',
  'detail.releaseStatus': 'Hozzájárulási információk',
  'detail.release.released': 'Hozzájárulás rendelkezésre áll',
  'detail.release.notreleased': 'Nincs hozzájárulás. További információ',
  'detail.editorialNotice':
    'Csak szerkesztői felhasználásra. Kereskedelmi, promóciós vagy reklámcélra nem használható.',
  'detail.frameRate': 'Képkockasebesség',
  'detail.definition': 'Felbontás',
  'detail.durationLabel': 'Időtartam',
  'detail.keywords': 'Kulcsszavak',
  'detail.related': 'Hasonló tartalmak',
  'detail.caption': 'Leírás',
  'detail.previewAlt': 'Előnézet: {title}',
  'detail.offline': 'Ez a fájl offline állapotban van, ezért a kézbesítése tovább tarthat.',

  'notFound.title': 'Nem találjuk ezt az oldalt',
  'notFound.body':
    'Lehet, hogy a hivatkozás hibás, vagy az oldal máshová került. Próbálkozzon inkább kereséssel.',
  'gone.title': 'Ez a tartalom már nem érhető el',
  'gone.body': 'Eltávolítottuk a gyűjteményünkből. Hasonló tartalmak továbbra is elérhetők lehetnek.',
  'error.home': 'Ugrás a kezdőlapra',

  'home.explore': 'Felfedezés',
  'home.popular': 'Most népszerű',
  'home.category.creativeImages': 'Kreatív képek',
  'home.category.editorial': 'Szerkesztői',
  'home.category.video': 'Videók',
  'home.category.illustrations': 'Illusztrációk',
  'home.category.vectors': 'Vektorgrafikák',

  'licenseInfo.title': 'A licencek röviden',
  'licenseInfo.intro':
    'Minden fájlra a három licenctípus egyike vonatkozik. A licenctípus határozza meg, hogyan használhatja a fájlt, és hogyan alakul az ára.',
  'licenseInfo.editorial':
    'A szerkesztői tartalmak valós személyeket, helyeket és eseményeket mutatnak be. Kizárólag hírekben, kommentárokban és oktatásban használhatók, reklámozásra vagy promócióra soha.',

  'footer.about': 'Névjegy',
  'footer.aboutUs': 'Rólunk',
  'footer.careers': 'Dolgozzon velünk',
  'footer.company': 'Vállalat',
  'footer.contactSales': 'Kapcsolat az értékesítéssel',
  'footer.searchGuide': 'Keresési útmutató',
  'footer.licensing': 'Licencelés',
  'footer.licenseInfo': 'Licencinformációk',
  'footer.help': 'Súgó',
  'footer.contact': 'Kapcsolat',
  'footer.legal': 'Jogi információk',
  'footer.terms': 'Felhasználási feltételek',
  'footer.privacy': 'Adatvédelmi irányelvek',
  'footer.editorialPolicy': 'Szerkesztői irányelvek',
  'footer.copyright': '© {year} {site}. Minden jog fenntartva.',
  'footer.country': 'Ország és nyelv',
  'footer.countryApply': 'Alkalmaz',
  'searchbar.image.title': 'Keresés kép alapján',
  'searchbar.image.hint':
    'Húzzon ide egy képet, vagy válasszon egyet az eszközéről. JPEG, PNG, WebP vagy GIF, legfeljebb {size} MB.',
  'searchbar.image.choose': 'Kép kiválasztása',
  'searchbar.image.dropHere': 'Engedje el a képet a kereséshez',
  'searchbar.image.uploading': 'Hasonló képek keresése…',
  'searchbar.image.close': 'Bezárás',
  'searchbar.image.errorType': 'Ez a fájl nem JPEG-, PNG-, WebP- vagy GIF-kép.',
  'searchbar.image.errorSize': 'A kép nagyobb {size} MB-nál.',
  'searchbar.image.errorUnreadable': 'Ezt a fájlt nem sikerült képként beolvasni.',
  'searchbar.image.errorFailed': 'A keresést nem sikerült elindítani. Próbálja újra.',
  'header.menu': 'Menü',
  'home.count': 'Elemek a gyűjteményben: {total, number}',
  'home.description':
    '{site}: keressen fotókat, illusztrációkat, vektorgrafikákat és videókat, mentse őket táblákra, és licencelje őket a munkájához. Elemek a gyűjteményben: {total, number}.',
  'search.description':
    'Fotók, illusztrációk és videók a(z) „{phrase}” kifejezésre – {site}, licencelési lehetőségekkel és árakkal.',
  'search.descriptionAll':
    'Fotók, illusztrációk és videók böngészése – {site}, licencelési lehetőségekkel és árakkal.',
};

export default messages;
