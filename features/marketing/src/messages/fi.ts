import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Lisää: {site}',
  'marketing.comingSoon': 'Tulossa pian',
  'marketing.searchCollection': 'Hae kokoelmasta',

  'marketing.ai.title': 'Kuvien luominen tekoälyllä',
  'marketing.ai.description':
    'Kuvien luominen ja muokkaaminen tekoälyllä on pian tulossa palveluun {site}. Sillä välin voit hakea kokoelmasta.',
  'marketing.ai.heading': 'Luo ja muokkaa kuvia tekoälyllä',
  'marketing.ai.lead':
    'Tuomme kuvien luomisen ja muokkaamisen tekoälyllä palveluun {site}. Työkalut eivät ole vielä käytettävissä: tällä sivulla kerrotaan, mitä on suunnitteilla.',
  'marketing.ai.planned': 'Suunnitteilla',
  'marketing.ai.generate.title': 'Luo kuvauksen perusteella',
  'marketing.ai.generate.body': 'Kuvaile tarvitsemasi kuva omin sanoin ja valitse useista vaihtoehdoista.',
  'marketing.ai.modify.title': 'Muokkaa kuvaa',
  'marketing.ai.modify.body':
    'Laajenna kuva-alaa, vaihda tausta tai muuta kuvan yksityiskohtia poistumatta kaupasta.',
  'marketing.ai.history.title': 'Jatka siitä, mihin jäit',
  'marketing.ai.history.body':
    'Luomasi kuvat tallentuvat historiaan, joten voit palata kuvaukseen ja tarkentaa sitä.',
  'marketing.ai.terms.title': 'Ehdot selvillä etukäteen',
  'marketing.ai.terms.body':
    'Luoduista kuvista näkyy ennen latausta, miten niitä saa käyttää, aivan kuten jo nyt jokaisesta kokoelman sisällöstä.',
  'marketing.ai.today.title': 'Saatavilla jo nyt',
  'marketing.ai.today.body':
    'Kokoelman valokuvia, kuvituksia, vektorikuvia ja videoita voi hakea jo nyt, ja jokaisen lisenssiehdot on selitetty.',

  'marketing.contact.title': 'Ota yhteyttä myyntiin',
  'marketing.contact.description':
    'Kysy palvelun {site} myyntitiimiltä tiimilisensseistä, volyymiostoista ja räätälöidyistä ehdoista.',
  'marketing.contact.heading': 'Keskustele myyntitiimimme kanssa',
  'marketing.contact.lead':
    'Tarvitsetko lisenssejä tiimille, suureen projektiin tai tavallisesta poikkeavaan käyttöön? Kerro tarpeistasi, niin vastaamme sähköpostitse.',
  'marketing.contact.topics.title': 'Voimme auttaa näissä',
  'marketing.contact.topics.team': 'Lisenssit tiimeille ja useille käyttäjille',
  'marketing.contact.topics.volume': 'Volyymiostot ja toistuvat ostot',
  'marketing.contact.topics.custom': 'Räätälöidyt lisenssiehdot ja laajennetut oikeudet',
  'marketing.contact.topics.invoicing': 'Laskutus ja ostotilaukset',
  'marketing.contact.form.title': 'Yhteydenottosi',
  'marketing.contact.form.required': 'Kaikki kentät ovat pakollisia, ellei niitä ole merkitty valinnaisiksi.',
  'marketing.contact.field.name': 'Koko nimi',
  'marketing.contact.field.email': 'Työsähköposti',
  'marketing.contact.field.company': 'Yritys tai organisaatio',
  'marketing.contact.field.optional': 'valinnainen',
  'marketing.contact.field.country': 'Maa',
  'marketing.contact.field.countryPlaceholder': 'Valitse maa',
  'marketing.contact.field.message': 'Miten voimme auttaa?',
  'marketing.contact.field.messageHint':
    'Kerro projektistasi, tarvitsemastasi sisällöstä ja siitä, miten aiot käyttää sitä.',
  'marketing.contact.submit': 'Lähetä yhteydenotto',
  'marketing.contact.privacy': 'Käytämme näitä tietoja vain yhteydenottoosi vastaamiseen.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Korjaa # kenttä lähettääksesi yhteydenoton.} other {Korjaa # kenttää lähettääksesi yhteydenoton.}}',
  'marketing.contact.errors.nameRequired': 'Kirjoita nimesi.',
  'marketing.contact.errors.emailRequired': 'Kirjoita sähköpostiosoitteesi.',
  'marketing.contact.errors.emailInvalid': 'Kirjoita sähköpostiosoite muodossa nimi@example.com.',
  'marketing.contact.errors.countryRequired': 'Valitse maasi luettelosta.',
  'marketing.contact.errors.messageRequired': 'Kerro, miten voimme auttaa.',
  'marketing.contact.errors.messageTooShort': 'Kirjoita vähintään {min, number} merkkiä.',
  'marketing.contact.errors.tooLong': 'Käytä enintään {max, number} merkkiä.',
  'marketing.contact.thanks.title': 'Kiitos! Yhteydenottosi on lähetetty.',
  'marketing.contact.thanks.body':
    'Myyntitiimimme vastaa antamaasi sähköpostiosoitteeseen. Sillä välin voit jatkaa kokoelman tutkimista.',

  'marketing.guide.title': 'Hakuopas',
  'marketing.guide.description':
    'Näin haet palvelusta {site}: sanat, tarkat ilmaukset, pois jätettävät sanat, mediatyypit, kategoriat ja lajittelu.',
  'marketing.guide.heading': 'Näin haet',
  'marketing.guide.lead':
    'Muutamalla yksinkertaisella keinolla löydät oikean kuvan tai videoleikkeen nopeammin.',
  'marketing.guide.syntax.title': 'Mitä kirjoittaa',
  'marketing.guide.words.title': 'Aloita muutamalla sanalla',
  'marketing.guide.words.body':
    'Kuvaile, mitä kuvassa pitäisi olla. Tulokset sisältävät kaikki kirjoittamasi sanat missä tahansa järjestyksessä, ja myös sanan muut muodot lasketaan: mountains löytää myös mountain.',
  'marketing.guide.phrase.title': 'Tarkat ilmaukset lainausmerkeissä',
  'marketing.guide.phrase.body':
    'Kirjoita sanat lainausmerkkeihin, niin löydät ne vierekkäin tässä järjestyksessä.',
  'marketing.guide.exclude.title': 'Jätä sanoja pois miinusmerkillä',
  'marketing.guide.exclude.body':
    'Kirjoita miinusmerkki suoraan sanan eteen, niin tuloksista poistetaan ne, joissa sana esiintyy.',
  'marketing.guide.either.title': 'Jompikumpi sana: ”or”',
  'marketing.guide.either.body':
    'Kirjoita or kahden sanan väliin, niin löydät tulokset, joissa on jompikumpi sanoista.',
  'marketing.guide.tryExample': 'Hae: {query}',
  'marketing.guide.narrow.title': 'Rajaa tuloksia',
  'marketing.guide.types.title': 'Valitse mediatyyppi',
  'marketing.guide.types.body':
    'Valitse hakupalkista kuvat tai videot ennen hakua tai vaihda tulosten yläpuolella olevilla välilehdillä. Jokainen välilehti näyttää tulostensa määrän.',
  'marketing.guide.filters.title': 'Käytä suodattimia',
  'marketing.guide.filters.body':
    'Tulosten vieressä olevalla suodatinpaneelilla voit rajata tuloksia suunnan, värin, henkilömäärän, päivämäärän ja muiden tietojen mukaan; tarjolla olevat suodattimet riippuvat mediatyypistä. Käytössä olevat suodattimet näkyvät tulosten yläpuolella, ja voit poistaa ne yksitellen tai kaikki kerralla.',
  'marketing.guide.browse.title': 'Selaa kategorioittain',
  'marketing.guide.browse.body':
    'Päävalikosta pääset suoraan kokoelman kategorioihin, kuten kuvituksiin tai videoihin.',
  'marketing.guide.sort.title': 'Lajittele tulokset',
  'marketing.guide.sort.body':
    'Tulokset lajitellaan osuvuuden mukaan, ellet valitse muuta järjestystä, kuten uusimmat tai suosituimmat ensin.',
  'marketing.guide.language.title': 'Hae englanniksi',
  'marketing.guide.language.body':
    'Tämän kokoelman otsikot ja avainsanat on kirjoitettu englanniksi, joten englanninkielisillä hakusanoilla löytyy eniten tuloksia.',

  'marketing.about.title': 'Tietoa meistä',
  'marketing.about.description':
    'Keitä olemme: kuvapankkikauppa, joka toimii Lightboxilla, avoimen lähdekoodin ohjelmistolla valokuvien, kuvitusten, vektorikuvien ja videoiden lisensointiin.',
  'marketing.about.heading': 'Tietoa: {site}',
  'marketing.about.lead':
    'Tämä kauppa tarjoaa kuvapankin valokuvia, kuvituksia, vektorikuvia ja videoita. Se toimii Lightboxilla, avoimen lähdekoodin ohjelmistolla, jolla mediakokoelmaa voi hakea, esitellä ja lisensoida omilta palvelimilta.',
  'marketing.about.mission.title': 'Mitä teemme',
  'marketing.about.mission.body':
    'Autamme ihmisiä löytämään kuvia ja videomateriaalia työhönsä ja lisensoimaan ne selkein ehdoin. Jokaisesta sisällöstä näkyy sen lisenssityyppi ja selkeä kuvaus siitä, mitä se sallii.',
  'marketing.about.sites.title': 'Kaksi kauppaa, yksi kokoelma',
  'marketing.about.sites.body':
    'Yksi Lightbox-asennus pyörittää premium-kauppaa ja tilauskauppaa samalla luettelolla. Kummallakin on oma ilmeensä ja sävynsä; haku ja lisensointi toimivat molemmissa samoin.',
  'marketing.about.open.title': 'Avoin lähdekoodi, oma palvelin',
  'marketing.about.open.body':
    'Lightbox julkaistaan MIT-lisenssillä. Toimisto tai kustantaja voi ajaa sitä omalla palvelimellaan omalla luettelollaan ja säilyttää tietonsa haluamassaan paikassa.',
  'marketing.about.languages.title': 'Tehty monille kielille',
  'marketing.about.languages.body':
    'Molemmat kaupat ovat saatavilla 25 kielellä. Kävijät valitsevat maansa ja kielensä, ja linkit, päivämäärät ja luvut seuraavat tätä valintaa.',
  'marketing.about.principles.title': 'Mikä meille on tärkeää',
  'marketing.about.principles.clarity':
    'Selkeät lisenssit: tiedät, mitä sisällöllä saa tehdä, ennen kuin käytät sitä.',
  'marketing.about.principles.speed':
    'Nopea haku: tulokset muodostetaan palvelimella ja ne näkyvät odottamatta skriptejä.',
  'marketing.about.principles.access':
    'Saavutettavuus: jokainen sivu on suunniteltu toimimaan näppäimistöllä ja ruudunlukijalla.',
  'marketing.about.principles.privacy':
    'Yksityisyys: kävijöiden tiedot pysyvät kauppaa ylläpitävän organisaation palvelimilla.',

  'marketing.work.title': 'Työskentele kanssamme',
  'marketing.work.description':
    'Lightbox on avointa lähdekoodia. Lue, miten voit osallistua koodilla, käännöksillä, suunnittelulla ja dokumentaatiolla.',
  'marketing.work.heading': 'Rakenna Lightboxia kanssamme',
  'marketing.work.lead':
    'Lightbox, tämän kaupan taustalla oleva ohjelmisto, on avoimen lähdekoodin projekti. Paras tapa työskennellä kanssamme on osallistua: koodi, käännökset, suunnittelu, testaus ja dokumentaatio ovat kaikki tervetulleita.',
  'marketing.work.ways.title': 'Tapoja osallistua',
  'marketing.work.code.title': 'Koodi',
  'marketing.work.code.body':
    'Lightbox on kirjoitettu TypeScriptillä: jokainen näkymä Reactilla, palvelin Fastifylla ja tiedot PostgreSQL:ssä. Korjaa kohtaamasi virhe tai ota hoitaaksesi avoin tiketti.',
  'marketing.work.translations.title': 'Käännökset',
  'marketing.work.translations.body':
    'Jokainen näkymä on saatavilla 25 kielellä. Äidinkieliset puhujat voivat parantaa sanamuotoja ja pitää jokaisen kielen täydellisenä, kun uutta tekstiä lisätään.',
  'marketing.work.design.title': 'Suunnittelu ja saavutettavuus',
  'marketing.work.design.body':
    'Auta tekemään molemmista kaupoista selkeitä, nopeita ja helppokäyttöisiä näppäimistöllä ja ruudunlukijalla.',
  'marketing.work.testing.title': 'Testaus',
  'marketing.work.testing.body':
    'Kokeile uusia versioita omalla luettelollasi ja selaimillasi, ja ilmoita kaikesta, mikä ei toimi niin kuin pitäisi.',
  'marketing.work.reports.title': 'Virheilmoitukset ja ideat',
  'marketing.work.reports.body':
    'Selkeä ilmoitus, jossa on ongelman toistamisen vaiheet, on yksi hyödyllisimmistä tavoista osallistua.',
  'marketing.work.docs.title': 'Dokumentaatio',
  'marketing.work.docs.body':
    'Paranna ohjeita niille, jotka asentavat, määrittävät ja ylläpitävät Lightboxia.',
  'marketing.work.start.title': 'Näin pääset alkuun',
  'marketing.work.start.install':
    'Hae lähdekoodi ja asenna riippuvuudet Node.js:n versiolla 20 tai uudemmalla.',
  'marketing.work.start.run':
    'Käynnistä molemmat kaupat paikallisesti sulautetun tietokannan ja esittelyluettelon kanssa.',
  'marketing.work.start.check':
    'Ennen kuin ehdotat muutosta, aja tyyppitarkistus, linter, käännösten kattavuustarkistus ja kaikki testit.',
  'marketing.work.start.focus':
    'Pidä jokainen muutos rajattuna, sijoita testit testattavan koodin viereen ja kerro, mitä muutos tekee ja miksi.',
  'marketing.work.business.title': 'Käytätkö tätä kauppaa yrityksessäsi?',
  'marketing.work.business.body':
    'Jos haluat keskustella sisällön lisensoinnista tiimille tai suureen projektiin, myyntitiimimme auttaa mielellään.',
};

export default messages;
