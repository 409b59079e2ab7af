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
};

export default messages;
