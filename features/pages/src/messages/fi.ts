import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Käyttöehdot',
  'pages.terms.summary': 'Säännöt {site}-palvelun käytöstä, lisenssien ostamisesta ja tilistä.',
  'pages.privacy.title': 'Tietosuojaseloste',
  'pages.privacy.summary':
    'Mitä henkilötietoja {site} säilyttää, miksi ja kuinka kauan, sekä oikeutesi niihin.',
  'pages.eula.title': 'Lisenssisopimus',
  'pages.eula.summary': 'Mitä saat tehdä {site}-palvelusta lisensoimallasi sisällöllä, lisenssityypeittäin.',
  'pages.editorial-policy.title': 'Toimituksellinen linja',
  'pages.editorial-policy.summary':
    'Miten toimitukselliset kuvat kuvatekstitetään ja korjataan ja mihin niitä saa käyttää.',
  'pages.contact.title': 'Ota yhteyttä',
  'pages.contact.summary':
    'Näin tavoitat {site}-palvelun ylläpitäjät: myynti, tilaukset, lisenssit ja tietosuoja.',
  'pages.modern-slavery.title': 'Selvitys nykyajan orjuudesta',
  'pages.modern-slavery.summary':
    'Toimet, joilla {site}-palvelun ylläpitäjä torjuu pakkotyötä liiketoiminnassaan.',
  'pages.help-licenses.title': 'Lisenssiohje',
  'pages.help-licenses.summary':
    'Rojaltivapaat, käyttöoikeusrajoitetut ja rights-ready-lisenssit selkokielellä.',
  'pages.api.title': 'Kehittäjärajapinta',
  'pages.api.summary': 'Mitä kehittäjä voi käyttää nyt: JSON-rajapinnat, joita kaupan omat sivut kutsuvat.',
  'pages.faq-basics.title': 'Usein kysyttyä: perusteet',
  'pages.faq-basics.summary': 'Lyhyet vastaukset tilauksista, latauksista, tileistä ja peruuttamisesta.',
  'pages.upgrade.title': 'Tilauksen päivittäminen',
  'pages.upgrade.summary': 'Miten tilauksen vaihtaa suurempaan ja mitä vaihto maksaa.',
  'pages.englishOnly': 'Tämän sivun koko teksti on saatavilla englanniksi.',
  'pages.onThisPage': 'Tällä sivulla',
  'pages.sitemap.title': 'Sivukartta',
  'pages.sitemap.summary': 'Kaikki {site}-palvelun sivut yhdessä paikassa.',
  'pages.sitemap.browse': 'Hae ja selaa',
  'pages.sitemap.account': 'Oma tili',
  'pages.sitemap.help': 'Ohjeet ja juridiikka',
  'pages.sitemap.company': 'Yritys',
  'pages.sitemap.countries': 'Maat ja kielet',
  'pages.sitemap.signIn': 'Kirjaudu sisään',
  'pages.sitemap.register': 'Luo tili',
  'pages.sitemap.cart': 'Ostoskori',
  'pages.sitemap.boards': 'Taulut',
  'pages.sitemap.curatedSets': 'Kootut kokoelmat',
  'pages.sitemap.plans': 'Tilaukset ja hinnat',
  'pages.sitemap.usingFiles': 'Tiedostojen käyttö',
  'pages.country.summary': '{site} – maa: {country}, sivujen kieli: {language}.',
  'pages.country.prices': 'Hinnat näytetään valuutassa {currency}.',
  'pages.country.choose': 'Osta maasta: {country}',
  'pages.country.search': 'Aloita haku',
  'pages.country.other': 'Muut maat',
  'pages.world.title': 'Koko maailma',
  'pages.world.summary':
    'Ostatko maasta, jota ei ole luettelossa? {site} näyttää silloin sivut englanniksi ja hinnat Yhdysvaltain dollareina.',
  'pages.browse.images.title': 'Luovat kuvat',
  'pages.browse.images.summary':
    'Valokuvia, kuvituksia ja vektoreita mainontaan, suunnitteluun ja julkaisuun.',
  'pages.browse.photos.title': 'Kuvapankin valokuvat',
  'pages.browse.photos.summary':
    'Luovaa valokuvausta ihmisistä, paikoista ja ideoista, valmiina lisensoitavaksi työhösi.',
  'pages.browse.illustrations.title': 'Kuvapankin kuvitukset',
  'pages.browse.illustrations.summary':
    'Piirrettyjä ja maalattuja kuvituksia tarinoihin, tuotteisiin ja kampanjoihin.',
  'pages.browse.vectors.title': 'Kuvapankin vektorit',
  'pages.browse.vectors.summary':
    'Vektorigrafiikkaa, jota voi skaalata mihin kokoon tahansa: kuvakkeita, kuvioita, karttoja ja näkymiä.',
  'pages.browse.video.title': 'Luova video',
  'pages.browse.video.summary': 'Kuvapankin videomateriaalia ja leikkeitä elokuviin, mainoksiin ja someen.',
  'pages.browse.stockVideos.title': 'Kuvapankin videot',
  'pages.browse.stockVideos.summary': 'Rojaltivapaita ja rights-ready-leikkeitä SD-, HD- ja 4K-laatuna.',
  'pages.browse.count': 'Kokoelmassa: {total, number}',
  'pages.browse.popular': 'Suositut haut',
  'pages.browse.collection': 'Kokoelma: {name}',
  'pages.browse.seeAll': 'Näytä kaikki ({total, number})',
  'pages.browse.events': 'Selaa tapahtumittain, henkilöittäin ja paikoittain',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Tarinoita {site}-palvelun toimituksellisesta kokoelmasta: uusimmat tapahtumat kuvineen.',
  'pages.download.pictures': 'Kuvia: {total, number}',
  'pages.download.empty':
    'Ei vielä tarinoita: toimituksellinen aineisto näkyy täällä, kun se lisätään kokoelmaan.',
  'pages.blog.title': 'Blogi',
  'pages.blog.summary': 'Uutisia ja oppaita: {site}.',
  'pages.blog.englishOnly': 'Kirjoitukset ovat englanniksi.',
  'pages.blog.empty': 'Ei vielä kirjoituksia.',
  'pages.browse.editorial.title': 'Toimitukselliset kuvat',
  'pages.browse.editorial.summary':
    'Uutisia, urheilua, viihdettä, muotia ja arkistoa: todellisia tapahtumia toimitukselliseen käyttöön.',
  'pages.browse.archival.title': 'Arkistokuvat',
  'pages.browse.archival.summary': 'Kuvia menneistä tapahtumista ja ajoista historiaan ja kommentointiin.',
  'pages.browse.entertainment.title': 'Viihdekuvat',
  'pages.browse.entertainment.summary': 'Ensi-illat, konsertit, festivaalit ja palkintogaalat.',
  'pages.browse.fashion.title': 'Muotikuvat',
  'pages.browse.fashion.summary': 'Näytökset, mallistot ja niiden tekijät.',
  'pages.browse.news.title': 'Uutiskuvat',
  'pages.browse.news.summary': 'Politiikka, yhteiskunta ja päivän tapahtumat.',
  'pages.browse.sport.title': 'Urheilukuvat',
  'pages.browse.sport.summary': 'Ottelut, kilpailut ja mestaruudet sellaisina kuin ne tapahtuivat.',
  'pages.browse.editorialVideo.title': 'Toimituksellinen video',
  'pages.browse.editorialVideo.summary':
    'Kuvamateriaalia todellisista tapahtumista uutisiin ja dokumentteihin.',
  'pages.browse.userGenerated.title': 'Käyttäjien kuvaama materiaali',
  'pages.browse.userGenerated.summary':
    'Uutiset tapahtumahetkellä: mielenosoitukset, tiedotustilaisuudet ja katukuva paikan päällä kuvattuina.',
  'pages.browse.userGenerated.note':
    'Yksikään tämän luettelon leike ei ole yksityishenkilön toimittama, joten mitään ei ole merkitty käyttäjien kuvaamaksi. Sivu näyttää luettelon toimituksellisen uutismateriaalin, eli aiheet, joita tällaiset leikkeet yleensä kattavat.',
  'pages.browse.archiveFilm.title': 'Arkistofilmi',
  'pages.browse.archiveFilm.summary':
    'Kuvamateriaalia menneiltä vuosikymmeniltä: tapahtumat, kadut ja ihmiset sellaisina kuin ne olivat.',
  'pages.browse.archiveFilm.note':
    'Tässä luettelossa ei ole BBC Motion Gallery -kokoelmaa. Tämä osoite näyttää luettelon oman arkistofilmikokoelman, {name}.',
  'pages.browse.newsFilm.title': 'Uutisarkiston videomateriaali',
  'pages.browse.newsFilm.summary':
    'Tiedotustilaisuudet, puheet ja mielenosoitukset uutisia varten kuvattuina.',
  'pages.browse.newsFilm.note':
    'Tässä luettelossa ei ole NBC News Archives -kokoelmaa. Tämä osoite näyttää luettelon oman uutisfilmikokoelman, {name}.',
  'pages.browse.unreleased.title': 'Kuvat ilman lupaa',
  'pages.browse.unreleased.summary':
    'Luovat kuvat ilman malli- tai omaisuuslupaa: mitä se tarkoittaa ja mitä tällaisia kuvia kaupassa on.',
  'pages.browse.unreleased.note':
    'Lupa on kuvattujen ihmisten tai kuvatun omaisuuden omistajan allekirjoittama suostumus. Kuvaa ilman lupaa saa käyttää siellä, missä lupaa ei tarvita, esimerkiksi artikkelin kuvituksena, mutta ei koskaan minkään mainostamiseen tai suosittelemiseen. Hakua ei voi rajata näihin kuviin, joten ne näytetään tässä.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Mitä {site}-sivuston kävijät etsivät ja lataavat, laskettuna kaupan omista hauista ja latauksista.',
  'pages.vgps.insights.title': 'Näkemykset',
  'pages.vgps.insights.summary':
    'Aiheet, joiden haut ovat kasvaneet {site}-sivustolla viimeisten {days} päivän aikana, haetuimmat aiheet ja mitä on ladattu.',
  'pages.vgps.results.title': 'Kaikki hakutrendit',
  'pages.vgps.results.summary':
    'Jokainen hakulause, jota vähintään kaksi kävijää on hakenut {site}-sivustolla viimeisten {days} päivän aikana, verrattuna sitä edeltäviin {days} päivään.',
  'pages.vgps.dashboard.title': 'Koontinäyttö',
  'pages.vgps.dashboard.summary':
    'Haut ja lataukset {site}-sivustolla päivä päivältä viimeisten {days} päivän ajalta.',
  'pages.vgps.searches': 'Haut viimeisten {days} päivän aikana',
  'pages.vgps.downloads': 'Lataukset viimeisten {days} päivän aikana',
  'pages.vgps.change': '{change} verrattuna edeltäviin {days} päivään',
  'pages.vgps.new': 'uusi',
  'pages.vgps.rising': 'Nousevat haut',
  'pages.vgps.top': 'Haetuimmat',
  'pages.vgps.subjects': 'Ladatuimmat aiheet',
  'pages.vgps.mediaTypes': 'Mitä haetaan',
  'pages.vgps.downloadKinds': 'Mitä ladataan',
  'pages.vgps.searchesPerDay': 'Hakuja päivässä',
  'pages.vgps.downloadsPerDay': 'Latauksia päivässä',
  'pages.vgps.tooFewSearches':
    'Hakuja on vielä liian vähän trendin näyttämiseen: {total, number} viimeisten {days} päivän aikana. Trendit näkyvät täällä, kun kävijät hakevat.',
  'pages.vgps.tooFewDownloads':
    'Latauksia on vielä liian vähän trendin näyttämiseen: {total, number} viimeisten {days} päivän aikana.',
  'pages.vgps.col.phrase': 'Haku',
  'pages.vgps.col.now': 'Viimeiset {days} päivää',
  'pages.vgps.col.before': 'Edeltävät {days} päivää',
  'pages.vgps.col.change': 'Muutos',
  'pages.vgps.method':
    'Näin luvut syntyvät: jokainen kävijän katsoma tulossivu lasketaan yhdeksi hauksi; lauseet, joita alle kaksi kävijää on hakenut, jätetään pois, jottei ketään voi tunnistaa hauistaan. Lataukset lasketaan kaupan molemmilta sivustoilta. Jakson pituus on {days} päivää.',
  'pages.tools.image.title': 'Käänteinen kuvahaku',
  'pages.tools.image.summary':
    'Lataa kuva löytääksesi saman kuvan tai sitä muistuttavia kuvia sivustolta {site}.',
  'pages.tools.image.label': 'Kuva (JPEG, PNG, WebP tai GIF, enintään {max, number} Mt)',
  'pages.tools.image.how':
    'Kauppa vertaa kuvasi yleistä muotoa ja värejä jokaiseen kokoelman kuvaan, joten myös pienennetyt, uudelleen pakatut ja hieman rajatut kopiot löytyvät. Kuvasi säilytetään 24 tuntia, jotta tuloksia voi jakaa, ja poistetaan sitten.',
  'pages.tools.video.title': 'Käänteinen videohaku',
  'pages.tools.video.summary':
    'Lataa lyhyt leike löytääksesi sitä muistuttavaa videomateriaalia sivustolta {site}.',
  'pages.tools.video.label':
    'Leike (MP4, WebM tai QuickTime, enintään {max, number} Mt ja {seconds, number} sekuntia)',
  'pages.tools.video.how':
    'Kauppa ottaa leikkeesi keskeltä yhden ruudun ja hakee sillä videomateriaalista, kuten käänteinen kuvahaku tekee. Leike poistetaan heti, kun ruutu on otettu; ruutu 24 tunnin kuluttua.',
  'pages.tools.submit': 'Hae',
  'pages.tools.working': 'Haetaan…',
  'pages.tools.howTitle': 'Näin se toimii',
  'pages.tools.noscript':
    'Tämä haku tarvitsee JavaScriptiä tiedoston lähettämiseen. Ota se käyttöön tai käytä hakupalkkia.',
  'pages.tools.error.empty': 'Valitse ensin tiedosto.',
  'pages.tools.error.failed': 'Hakua ei voitu aloittaa. Lataa sivu uudelleen ja yritä uudestaan.',
  'pages.tools.error.tooLarge': 'Tiedosto on suurempi kuin {max, number} Mt. Valitse pienempi.',
  'pages.tools.error.imageType':
    'Haku ei pysty lukemaan tätä kuvaa. Valitse JPEG-, PNG-, WebP- tai GIF-tiedosto.',
  'pages.tools.error.videoType':
    'Haku ei pysty lukemaan tätä leikettä. Valitse MP4-, WebM- tai QuickTime-tiedosto.',
  'pages.tools.error.unreadable': 'Tiedostoa ei voitu lukea. Se voi olla vioittunut; valitse toinen.',
  'pages.tools.error.tooLong':
    'Leike on pidempi kuin {seconds, number} sekuntia. Lyhennä sitä tai valitse lyhyempi.',
  'pages.tools.error.busy': 'Muita leikkeitä luetaan juuri nyt. Yritä hetken kuluttua uudelleen.',
};

export default messages;
