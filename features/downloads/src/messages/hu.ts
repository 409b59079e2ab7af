import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licencek és letöltések',
  'downloads.history.intro': 'Az összes licence, a legújabbal kezdve, minden letöltésükkel.',
  'downloads.history.introTeam':
    'Az Ön és csapata összes licence, a legújabbal kezdve, minden letöltésükkel.',
  'downloads.filter.legend': 'Licenc keresése',
  'downloads.filter.search': 'Cím vagy fájlazonosító',
  'downloads.filter.from': 'Kiadva ettől',
  'downloads.filter.to': 'Kiadva eddig',
  'downloads.filter.user': 'Csapattag',
  'downloads.filter.everyone': 'Mindenki',
  'downloads.filter.submit': 'Keresés',
  'downloads.filter.reset': 'Törlés',
  'downloads.filter.bad': 'Ellenőrizze a mezőt: a dátumok formája ÉÉÉÉ-HH-NN, és az első a második elé esik.',
  'downloads.export': 'Exportálás CSV-be',
  'downloads.empty': 'Egy licenc sem felel meg a szűrőknek.',
  'downloads.model.rf': 'Jogdíjmentes',
  'downloads.model.rm': 'Jogkezelt',
  'downloads.model.rr': 'Előre tisztázott jogú',
  'downloads.size.small': 'Kicsi',
  'downloads.size.medium': 'Közepes',
  'downloads.size.large': 'Nagy (eredeti)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vektoros)',
  'downloads.size.ai': 'AI (vektoros)',
  'downloads.licence.id': 'Licenc: {id}',
  'downloads.licence.order': 'Rendelés: {number}',
  'downloads.licence.plan': 'Csomag: {plan}',
  'downloads.licence.projectCode': 'Projektkód: {code}',
  'downloads.licence.granted': 'Kiadva: {date}',
  'downloads.licence.holder': 'Licencbirtokos: {name}',
  'downloads.licence.useBy': 'Felhasználható eddig: {date}',
  'downloads.licence.usage': 'Felhasználás: {usage}',
  'downloads.licence.download': 'Újbóli letöltés',
  'downloads.licence.certificate': 'Licenctanúsítvány (PDF)',
  'downloads.list.caption': 'A(z) {id} licenc letöltései',
  'downloads.list.none': 'Még nincs letöltve.',
  'downloads.list.when': 'Mikor',
  'downloads.list.who': 'Ki',
  'downloads.list.size': 'Méret',
  'downloads.list.type': 'Típus',
  'downloads.list.anonymous': 'Link a rendelési e-mailből',
  'downloads.type.single': 'Letöltés',
  'downloads.type.re_download': 'Ismételt letöltés',
  'downloads.type.anonymous': 'E-mailes link',
  'downloads.type.multiple': 'Többszörös letöltés',
  'downloads.page.label': 'Oldalak',
  'downloads.page.previous': 'Előző',
  'downloads.page.next': 'Következő',
  'downloads.page.current': '{n}. oldal',
  'downloads.csv.asset': 'Fájlazonosító',
  'downloads.csv.title': 'Cím',
  'downloads.csv.model': 'Licencmodell',
  'downloads.csv.obtained': 'Beszerzés módja',
  'downloads.csv.downloads': 'Letöltések',
  'downloads.csv.lastDownload': 'Utolsó letöltés',
  'downloads.csv.licence': 'Licencazonosító',
  'downloads.csv.projectCode': 'Projektkód',
  'downloads.csv.granted': 'Kiadva',
  'downloads.csv.useBy': 'Felhasználható eddig',
  'downloads.csv.holder': 'Licencbirtokos',
  'downloads.cert.title': 'Licenctanúsítvány',
  'downloads.cert.licensor': 'Licencadó',
  'downloads.cert.licensee': 'Licencvevő',
  'downloads.cert.asset': 'Fájl',
  'downloads.cert.terms':
    'Kiadva a(z) {url} címen található licencszerződés alapján. A tanúsítványt bárki ellenőrizheti a licencadónál a licencazonosítóval.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Az Ön letöltése',
  'downloads.zip.ready':
    '{count, plural, one {# licencelt fájl készen áll egy zip-fájlban.} other {# licencelt fájl készen áll egy zip-fájlban.}}',
  'downloads.zip.download': 'Zip letöltése',
  'downloads.zip.notLicensed': 'Kimaradt, mert nincs hozzá licence (előbb licencelje): {ids}',
  'downloads.zip.notFile': 'Kimaradt, mert nem állóképfájl: {ids}',
  'downloads.zip.none':
    'A kiválasztott képek egyikéhez sincs licence. Előbb licencelje őket, aztán itt letöltheti.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Ez a letöltési link érvénytelen',
  'downloads.anon.invalid.body':
    'Lehet, hogy a linket módosították, vagy nem teljesen másolták ki. Használja a linket pontosan úgy, ahogy a rendelési e-mailben szerepel, vagy jelentkezzen be, és töltse le a fájlt a licencei közül.',
  'downloads.anon.expired.title': 'Ez a letöltési link lejárt',
  'downloads.anon.expired.body':
    'A rendelési e-mail letöltési linkjei 7 napig működnek. Jelentkezzen be, és töltse le újra a fájlt a licencei közül, díjmentesen.',
  'downloads.anon.history': 'Ugrás a licenceihez',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'A fájlok használata',
  'downloads.faq.intro':
    'Mit kap, amikor letölt egy licencelt fájlt ebből az áruházból: formátumok, méretek, színek és a fájllal együtt járó licenc.',
  'downloads.faq.toc': 'Ezen az oldalon',
  'downloads.faq.photos.title': 'Fotók',
  'downloads.faq.photos.sizes':
    'A fotók legfeljebb három méretben kaphatók: a kicsi a hosszabb oldalán 800 px, a közepes 2000 px, a nagy pedig maga az eredeti. Egy méretet csak akkor kínálunk, ha kisebb az eredetinél; semmit sem nagyítunk fel.',
  'downloads.faq.photos.format':
    'Minden fotó JPEG-fájlként töltődik le. A kicsi és a közepes méret az eredetiből kicsinyítve, 90-es minőséggel készül; a nagy az eredeti, 90-es minőséggel, teljes színrészletességgel mentve.',
  'downloads.faq.photos.colour':
    'A fájlok sRGB színtérben vannak, amely a képernyők és a web szabványa. Nyomtatáshoz képszerkesztőjében alakítsa át őket a nyomda profiljára, és előbb nézzen meg egy próbanyomatot.',
  'downloads.faq.photos.rights':
    'A licenc a fájllal együtt jár: XMP-metaadatai megnevezik az alkotót, a licencbirtokost és a licencfeltételek helyét. Szerkesztéskor vagy exportáláskor őrizze meg ezeket a metaadatokat.',
  'downloads.faq.illustrations.title': 'Illusztrációk és vektorgrafikák',
  'downloads.faq.illustrations.body':
    'Az illusztrációk és vektorgrafikák úgy töltődnek le, mint a fotók: JPEG-fájlokként a fenti méretekben, sRGB-ben, a licenccel az XMP-metaadatokban.',
  'downloads.faq.illustrations.vector':
    'Az EPS- vagy AI-fájlból importált vektorgrafikák nagy licenccel vagy előfizetéses licenccel az eredeti fájlként is letölthetők, bájtra pontosan: a licenctörténet a JPEG mellett „EPS (vektoros)” vagy „AI (vektoros)” néven kínálja. Kis és közepes licenccel csak a JPEG tölthető le; a többi vektorgrafika JPEG-ként töltődik le.',
  'downloads.faq.video.title': 'Videoklipek',
  'downloads.faq.video.sizes':
    'A klipek SD, HD (a hosszabb oldal legalább 1280 px) vagy 4K (3840 px) felbontásban licencelhetők, a klip saját felbontásáig: 4K csak a 4K-ban rögzített klipekhez érhető el.',
  'downloads.faq.video.preview':
    'Vásárlás előtt minden kliphez tartozik egy 4 másodperces, vízjeles előnézet (WebM, 480 px széles) és egy állókép.',
  'downloads.faq.video.download':
    'A licencelt klipek H.264 kódolású MP4-fájlként tölthetők le a licencelt felbontásban, a klip saját képkockasebességével és hosszával, a fájl metaadataiban a készítő nevével és a szerzői jogi adatokkal. A klip az első letöltéskor készül el Önnek (SD esetén másodpercek, 4K esetén egy-két perc alatt): az oldal mutatja a folyamatot, és a letöltés magától elindul.',
  'downloads.faq.again.title': 'Újbóli letöltés',
  'downloads.faq.again.body':
    'Minden licencelt fájl díjmentesen újra letölthető a licenctörténetből. Ha fájlt vásárol, a rendelés visszaigazoló e-mailje is tartalmaz hozzá egy letöltési linket, amely bejelentkezés nélkül 7 napig működik.',
  'downloads.faq.again.link': 'Ugrás a licenctörténethez',
  'downloads.faq.link': 'Segítség a fájlok használatához',
  'downloads.comps.title': 'Tervezőképek',
  'downloads.comps.intro':
    'A vízjeles tervezőképek a letöltéstől számított 30 napig ingyen használhatók tördeléshez és látványtervekhez. A végleges munkához licencelje a tartalmat.',
  'downloads.comps.usable': 'Tördeléshez használható eddig: {date}',
  'downloads.comps.expired':
    'A tervezési időszak lejárt ({date}): a további használathoz licencelje a tartalmat',
  'downloads.comps.license': 'Tartalom licencelése',
  'downloads.drawer.button': 'Letöltések',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Letöltések (# folyamatban)} other {Letöltések (# folyamatban)}}',
  'downloads.drawer.title': 'Az Ön letöltései',
  'downloads.drawer.close': 'Bezárás',
  'downloads.drawer.inProgress': 'Folyamatban',
  'downloads.drawer.done': 'Kész',
  'downloads.drawer.empty': 'Még nincs letöltés. Az Ön által letöltött licencelt fájlok itt jelennek meg.',
  'downloads.drawer.history': 'Összes licenc és letöltés',
  'downloads.drawer.again': 'Újbóli letöltés',
  'downloads.drawer.download': 'Letöltés',
  'downloads.drawer.zip': '{count, plural, one {# fájl egy zip-fájlban} other {# fájl egy zip-fájlban}}',
  'downloads.drawer.state.preparing': 'Fájlok előkészítése: {percent}%',
  'downloads.drawer.state.ready': 'Letöltésre kész',
  'downloads.drawer.state.sending': 'Letöltés: {percent}%',
  'downloads.drawer.state.paused':
    'Leállt {percent}%-nál: folytassa a böngésző letöltései között, vagy töltse le újra',
  'downloads.drawer.state.done': 'Letöltve',
  'downloads.clip.title': 'A klip előkészítése',
  'downloads.clip.intro':
    'A(z) „{title}” a licence által biztosított méretben készül. A letöltés itt indul, amint elkészül: 4K esetén ez egy-két perc.',
  'downloads.clip.ready': 'Kész: a letöltés elindul.',
  'downloads.clip.retry': 'Letöltés, ha elkészült',
  'downloads.zip.planOffer':
    '{count, plural, one {A(z) {plan} csomagjával további # kiválasztott tartalmat licencelhet.} other {A(z) {plan} csomagjával további # kiválasztott tartalmat licencelhet.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {# tartalom licencelése a csomagommal és hozzáadása} other {# tartalom licencelése a csomagommal és hozzáadása}}',
};

export default messages;
