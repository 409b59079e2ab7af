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
  'downloads.size.eps': 'EPS (vektori)',
  'downloads.size.ai': 'AI (vektori)',
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
    'EPS- tai AI-tiedostoista tuodut vektorit voi suurella lisenssillä tai tilauksen lisenssillä ladata myös juuri sinä tiedostona, tavu tavulta: lisenssihistoriasi tarjoaa sen nimellä ”EPS (vektori)” tai ”AI (vektori)” JPEG-tiedoston vieressä. Pienet ja keskikokoiset lisenssit lataavat vain JPEG-tiedoston; muut vektorit ladataan JPEG-muodossa.',
  'downloads.faq.video.title': 'Videoleikkeet',
  'downloads.faq.video.sizes':
    'Leikkeet lisensoidaan SD-, HD- (pitkä sivu vähintään 1 280 px) tai 4K-laatuisina (3 840 px) leikkeen oman resoluution rajoissa: 4K on tarjolla vain 4K:na kuvatuille leikkeille.',
  'downloads.faq.video.preview':
    'Ennen ostoa jokaisesta leikkeestä on 4 sekunnin vesileimattu esikatselu (WebM, 480 px leveä) ja pysäytyskuva.',
  'downloads.faq.video.download':
    'Lisensoidut leikkeet ladataan H.264-koodattuina MP4-tiedostoina lisensoidussa tarkkuudessa, leikkeen omalla kuvataajuudella ja pituudella, ja tekijätiedot ja tekijänoikeus ovat tiedoston metatiedoissa. Leike tehdään sinulle, kun se ladataan ensimmäisen kerran (SD-koossa sekunneissa, 4K-koossa minuutissa tai kahdessa): sivu näyttää edistymisen, ja lataus alkaa itsestään.',
  'downloads.faq.again.title': 'Lataa uudelleen',
  'downloads.faq.again.body':
    'Jokaisen lisensoidun tiedoston voi ladata uudelleen maksutta lisenssihistoriastasi. Kun ostat tiedoston, tilausvahvistussähköpostissa on myös latauslinkki, joka toimii 7 päivää ilman kirjautumista.',
  'downloads.faq.again.link': 'Siirry lisenssihistoriaan',
  'downloads.faq.link': 'Ohjeita tiedostojen käyttöön',
  'downloads.comps.title': 'Luonnoskuvat',
  'downloads.comps.intro':
    'Vesileimattuja luonnoskuvia saa käyttää maksutta taitoissa ja luonnoksissa 30 päivän ajan lataamisesta. Lisensoi aineisto, jotta voit käyttää sitä lopullisessa työssä.',
  'downloads.comps.usable': 'Käytettävissä taitoissa {date} asti',
  'downloads.comps.expired': 'Luonnoskäyttö päättyi {date}: lisensoi aineisto, jos haluat jatkaa sen käyttöä',
  'downloads.comps.license': 'Lisensoi tämä aineisto',
  'downloads.drawer.button': 'Lataukset',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Lataukset (# käynnissä)} other {Lataukset (# käynnissä)}}',
  'downloads.drawer.title': 'Latauksesi',
  'downloads.drawer.close': 'Sulje',
  'downloads.drawer.inProgress': 'Käynnissä',
  'downloads.drawer.done': 'Valmiit',
  'downloads.drawer.empty': 'Ei vielä latauksia. Lataamasi lisensoidut tiedostot näkyvät tässä.',
  'downloads.drawer.history': 'Kaikki lisenssit ja lataukset',
  'downloads.drawer.again': 'Lataa uudelleen',
  'downloads.drawer.download': 'Lataa',
  'downloads.drawer.zip':
    '{count, plural, one {# tiedosto yhdessä zip-tiedostossa} other {# tiedostoa yhdessä zip-tiedostossa}}',
  'downloads.drawer.state.preparing': 'Valmistellaan tiedostoja: {percent} %',
  'downloads.drawer.state.ready': 'Valmis ladattavaksi',
  'downloads.drawer.state.sending': 'Ladataan: {percent} %',
  'downloads.drawer.state.paused':
    'Pysähtyi kohtaan {percent} %: jatka latausta selaimesi latauksista tai lataa tiedosto uudelleen',
  'downloads.drawer.state.done': 'Ladattu',
  'downloads.clip.title': 'Leikettäsi valmistellaan',
  'downloads.clip.intro':
    '”{title}” tehdään lisenssisi sallimassa koossa. Lataus alkaa tässä heti, kun leike on valmis: 4K-koossa siihen menee minuutti tai kaksi.',
  'downloads.clip.ready': 'Valmis: lataus alkaa.',
  'downloads.clip.retry': 'Lataa, kun valmis',
  'downloads.zip.planOffer':
    '{count, plural, one {Voit lisensoida pakettisi {plan} avulla # muun valitun kuvan.} other {Voit lisensoida pakettisi {plan} avulla # muuta valittua kuvaa.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Lisensoi # pakettini avulla ja lisää se} other {Lisensoi # pakettini avulla ja lisää ne}}',
};

export default messages;
