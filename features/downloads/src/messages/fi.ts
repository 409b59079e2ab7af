import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Lisenssit ja lataukset',
  'downloads.history.intro': 'Kaikki lisenssisi uusimmasta alkaen, jokaisen latauksineen.',
  'downloads.history.introTeam':
    'Kaikki sinun ja tiimisi lisenssit uusimmasta alkaen, jokaisen latauksineen.',
  'downloads.filter.legend': 'Etsi lisenssi',
  'downloads.filter.search': 'Otsikko tai aineiston tunnus',
  'downloads.filter.from': 'Myönnetty alkaen',
  'downloads.filter.to': 'Myönnetty asti',
  'downloads.filter.user': 'Tiimin jäsen',
  'downloads.filter.everyone': 'Kaikki',
  'downloads.filter.submit': 'Hae',
  'downloads.filter.reset': 'Tyhjennä',
  'downloads.filter.bad':
    'Tarkista kenttä: päivämäärät kirjoitetaan VVVV-KK-PP, ja ensimmäinen on ennen toista.',
  'downloads.export': 'Vie CSV-tiedostona',
  'downloads.empty': 'Yksikään lisenssi ei vastaa suodattimia.',
  'downloads.model.rf': 'Rojaltivapaa',
  'downloads.model.rm': 'Oikeuksiltaan hallittu',
  'downloads.model.rr': 'Oikeudet valmiina',
  'downloads.size.small': 'Pieni',
  'downloads.size.medium': 'Keskikokoinen',
  'downloads.size.large': 'Suuri (alkuperäinen)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.licence.id': 'Lisenssi {id}',
  'downloads.licence.order': 'Tilaus {number}',
  'downloads.licence.plan': 'Paketti: {plan}',
  'downloads.licence.projectCode': 'Projektikoodi: {code}',
  'downloads.licence.granted': 'Myönnetty {date}',
  'downloads.licence.holder': 'Lisensoitu käyttäjälle {name}',
  'downloads.licence.useBy': 'Käytettävä viimeistään {date}',
  'downloads.licence.usage': 'Käyttö: {usage}',
  'downloads.licence.download': 'Lataa uudelleen',
  'downloads.licence.certificate': 'Lisenssitodistus (PDF)',
  'downloads.list.caption': 'Lisenssin {id} lataukset',
  'downloads.list.none': 'Ei vielä ladattu.',
  'downloads.list.when': 'Milloin',
  'downloads.list.who': 'Kuka',
  'downloads.list.size': 'Koko',
  'downloads.list.type': 'Tyyppi',
  'downloads.list.anonymous': 'Linkki tilaussähköpostista',
  'downloads.type.single': 'Lataus',
  'downloads.type.re_download': 'Uusintalataus',
  'downloads.type.anonymous': 'Sähköpostilinkki',
  'downloads.type.multiple': 'Monilataus',
  'downloads.page.label': 'Sivut',
  'downloads.page.previous': 'Edellinen',
  'downloads.page.next': 'Seuraava',
  'downloads.page.current': 'Sivu {n}',
  'downloads.csv.asset': 'Aineiston tunnus',
  'downloads.csv.title': 'Otsikko',
  'downloads.csv.model': 'Lisenssimalli',
  'downloads.csv.obtained': 'Hankittu',
  'downloads.csv.downloads': 'Lataukset',
  'downloads.csv.lastDownload': 'Viimeisin lataus',
  'downloads.csv.licence': 'Lisenssin tunnus',
  'downloads.csv.projectCode': 'Projektikoodi',
  'downloads.csv.granted': 'Myönnetty',
  'downloads.csv.useBy': 'Käytettävä viimeistään',
  'downloads.csv.holder': 'Lisenssin haltija',
  'downloads.cert.title': 'Lisenssitodistus',
  'downloads.cert.licensor': 'Lisenssinantaja',
  'downloads.cert.licensee': 'Lisenssinsaaja',
  'downloads.cert.asset': 'Aineisto',
  'downloads.cert.terms':
    'Myönnetty lisenssisopimuksen {url} mukaisesti. Kuka tahansa voi tarkistaa todistuksen lisenssinantajalta lisenssin tunnuksella.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Latauksesi',
  'downloads.zip.ready':
    '{count, plural, one {# lisensoitu tiedosto on valmiina yhdessä zip-tiedostossa.} other {# lisensoitua tiedostoa on valmiina yhdessä zip-tiedostossa.}}',
  'downloads.zip.download': 'Lataa zip',
  'downloads.zip.notLicensed':
    'Jätetty pois, koska sinulla ei ole niihin lisenssiä (hanki lisenssi ensin): {ids}',
  'downloads.zip.notFile': 'Jätetty pois, koska ne eivät ole still-kuvatiedostoja: {ids}',
  'downloads.zip.none':
    'Sinulla ei ole lisenssiä yhteenkään valituista kuvista. Hanki lisenssi ensin ja lataa ne sitten täältä.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Tämä latauslinkki ei kelpaa',
  'downloads.anon.invalid.body':
    'Linkkiä on ehkä muutettu tai se on kopioitu vajaana. Käytä linkkiä täsmälleen sellaisena kuin se on tilaussähköpostissasi, tai kirjaudu sisään ja lataa tiedosto lisensseistäsi.',
  'downloads.anon.expired.title': 'Tämä latauslinkki on vanhentunut',
  'downloads.anon.expired.body':
    'Tilaussähköpostin latauslinkit toimivat 7 päivää. Kirjaudu sisään ja lataa tiedosto uudelleen lisensseistäsi maksutta.',
  'downloads.anon.history': 'Siirry lisensseihisi',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Tiedostojen käyttö',
  'downloads.faq.intro':
    'Mitä saat, kun lataat lisensoidun tiedoston tästä kaupasta: tiedostomuodot, koot, värit ja tiedoston mukana kulkeva lisenssi.',
  'downloads.faq.toc': 'Tällä sivulla',
  'downloads.faq.photos.title': 'Valokuvat',
  'downloads.faq.photos.sizes':
    'Valokuvia myydään enintään kolmessa koossa: pieni on pitkältä sivultaan 800 px, keskikoko 2 000 px ja suuri on itse alkuperäinen. Kokoa tarjotaan vain, jos se on alkuperäistä pienempi; mitään ei koskaan suurenneta.',
  'downloads.faq.photos.format':
    'Jokainen valokuva ladataan JPEG-tiedostona. Pieni ja keskikoko pienennetään alkuperäisestä ja tallennetaan laadulla 90; suuri on alkuperäinen, tallennettu laadulla 90 ja täydellä värierottelulla.',
  'downloads.faq.photos.colour':
    'Tiedostot ovat sRGB-väriavaruudessa, joka on näyttöjen ja verkon standardi. Painatusta varten muunna ne kuvankäsittelyohjelmassa painotalon profiiliin ja tarkista ensin vedos.',
  'downloads.faq.photos.rights':
    'Lisenssisi kulkee tiedoston mukana: sen XMP-metatiedoissa mainitaan tekijä, lisenssinhaltija ja lisenssiehtojen osoite. Säilytä nämä metatiedot, kun muokkaat tai viet tiedostoa.',
  'downloads.faq.illustrations.title': 'Piirrokset ja vektorigrafiikka',
  'downloads.faq.illustrations.body':
    'Piirrokset ja vektorigrafiikka ladataan kuten valokuvat: JPEG-tiedostoina yllä mainituissa ko’oissa, sRGB-muodossa, lisenssi XMP-metatiedoissa.',
  'downloads.faq.illustrations.vector':
    'Kauppa ei vielä toimita vektorilähdetiedostoja (EPS, AI tai SVG). Jos tarvitset vektorin mahdollisimman suurena, valitse suuri koko.',
  'downloads.faq.video.title': 'Videoleikkeet',
  'downloads.faq.video.sizes':
    'Leikkeet lisensoidaan SD-, HD- (pitkä sivu vähintään 1 280 px) tai 4K-laatuisina (3 840 px) leikkeen oman resoluution rajoissa: 4K on tarjolla vain 4K:na kuvatuille leikkeille.',
  'downloads.faq.video.preview':
    'Ennen ostoa jokaisesta leikkeestä on 4 sekunnin vesileimattu esikatselu (WebM, 480 px leveä) ja pysäytyskuva.',
  'downloads.faq.video.download':
    'Lisensoituja leikkeitä ei vielä voi ladata tästä kaupasta. Leikelisenssisi ovat edelleen voimassa ja näkyvät lisenssihistoriassasi, kukin lisenssitodistuksineen.',
  'downloads.faq.again.title': 'Lataa uudelleen',
  'downloads.faq.again.body':
    'Jokaisen lisensoidun tiedoston voi ladata uudelleen maksutta lisenssihistoriastasi. Kun ostat tiedoston, tilausvahvistussähköpostissa on myös latauslinkki, joka toimii 7 päivää ilman kirjautumista.',
  'downloads.faq.again.link': 'Siirry lisenssihistoriaan',
  'downloads.faq.link': 'Ohjeita tiedostojen käyttöön',
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
