import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Paketit ja hinnat',
  'plans.spend.title': 'Käytä pakettiasi',
  'plans.spend.usesDownloads':
    'Käyttää {units, plural, one {# latauksen} other {# latausta}}, käytettävissä {available, number}',
  'plans.spend.usesCredits':
    'Käyttää {units, plural, one {# krediitin} other {# krediittiä}}, käytettävissä {available, number}',
  'plans.spend.overage': 'Latauskatto ylitetty: laskutetaan seuraavan uusimisen yhteydessä',
  'plans.spend.refused.not_rf': 'Paketeilla voi lisensoida vain rojaltivapaita tiedostoja',
  'plans.spend.refused.media': 'Tämä paketti ei kata tämäntyyppisiä tiedostoja',
  'plans.spend.refused.tier': 'Essentials-paketit kattavat vain Essentials-tiedostot',
  'plans.spend.refused.agreement': 'Tämä tiedosto ei kuulu tähän sopimukseen',
  'plans.spend.refused.not_delivered': 'Ei toimitettu tämän sopimuksen kautta, tai latausaika on päättynyt',
  'plans.spend.refused.not_enough': 'Tässä paketissa ei ole tarpeeksi jäljellä',
  'plans.spend.extended':
    'Lisää laajennettu lisenssi: {credits, plural, one {# krediitti lisää} other {# krediittiä lisää}}',
  'plans.spend.projectCode': 'Projektikoodi',
  'plans.spend.projectCodeHint': 'Pakollinen, jos sopimus sitä edellyttää',
  'plans.spend.note': 'Huomautus (valinnainen)',
  'plans.spend.optional': '(valinnainen)',
  'plans.spend.submit': 'Lisensoi paketillani',
  'plans.spend.confirmTitle': 'Vahvista lisenssi',
  'plans.spend.confirmBody': 'Lisensoidaanko ”{title}” paketilla {plan}?',
  'plans.spend.confirm': 'Vahvista ja lisensoi',
  'plans.spend.back': 'Takaisin tiedostoon',
  'plans.spend.licensedTitle': 'Lisensoitu',
  'plans.spend.licensedBody': '”{title}” on nyt lisensoitu sinulle.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# lataus} other {# latausta}} jäljellä paketissa {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {# krediitti} other {# krediittiä}} jäljellä paketissa {plan}.',
  'plans.spend.download': 'Lataa tiedosto',
  'plans.spend.held': 'Sinulla on jo lisenssi tähän tiedostoon: lataa se uudelleen maksutta.',
  'plans.spend.getPlan': 'Lataa tarvitsemasi paketilla.',
  'plans.spend.seePlans': 'Katso tilaukset',
  'plans.spend.seeCredits': 'Osta krediittejä',
  'plans.spend.noneUsable': 'Mikään paketeistasi ei kata tätä tiedostoa.',
  'plans.spend.useBy':
    'Kun pakettisi päättyy, lataus, jota ei ole käytetty projektissa {days} päivän kuluessa, menettää lisenssinsä.',
  'plans.spend.yourPlans': 'Pakettisi',
  'plans.pricing.title': 'Tilaukset ja hinnat',
  'plans.pricing.intro':
    'Maksa kuvista ja videoista työtapasi mukaan: krediittejä tarpeen mukaan, tilaus säännölliseen työhön tai latauspaketti.',
  'plans.pricing.rates':
    'Hinnat valuutassa {currency}, muunnettu Yhdysvaltain dollareista {date} vaihtokursseilla.',
  'plans.pricing.priceUnavailable': 'Hinta ei saatavilla',
  'plans.pricing.addToCart': 'Lisää ostoskoriin',
  'plans.pricing.viewPlan': 'Näytä tilaus',
  'plans.pricing.back': 'Kaikki tilaukset ja hinnat',
  'plans.pricing.credits.title': 'Krediittipaketit',
  'plans.pricing.credits.intro':
    'Maksa kerran ja käytä krediitit mihin tahansa rojaltivapaaseen kuvaan tai videoon.',
  'plans.pricing.perCredit': '{price} krediitiltä',
  'plans.pricing.subscriptions.title': 'Kestotilaukset',
  'plans.pricing.subscriptions.intro':
    'Tietty määrä latauksia joka kuukausi. Maksa kuukausittain tai kerralla vuodeksi ja siirrä käyttämättömät lataukset vuoden sisällä.',
  'plans.pricing.term.legend': 'Laskutus',
  'plans.pricing.term.monthly': 'Kuukausittain',
  'plans.pricing.term.annual': 'Vuosittain',
  'plans.pricing.perMonth': '{price} kuukaudessa',
  'plans.pricing.perYear': '{price} vuodessa',
  'plans.pricing.video.title': 'Premium plus video',
  'plans.pricing.video.intro': 'Signature plus -tilaukset kattavat kaikki rojaltivapaat kuvat ja videot.',
  'plans.pricing.imagePacks.title': 'Kuvapaketit',
  'plans.pricing.imagePacks.intro': 'Tietty määrä latauksia yhdessä koossa, maksetaan kerran.',
  'plans.pricing.custom.title': 'Räätälöity media',
  'plans.pricing.custom.intro':
    'Lähetä meille toimeksiantoja, niin luomme sinulle yksinoikeudellisia kuvia ja videoita.',
  'plans.pricing.premium.title': 'Premium Access -sopimukset',
  'plans.pricing.premium.intro': 'Vuosisopimukset yrityksille, kussakin vuoden latauskatto.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus video',
  'plans.pricing.size.small': 'pieni',
  'plans.pricing.size.medium': 'keskikokoinen',
  'plans.pricing.size.high': 'korkea resoluutio',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Toimituksellinen tilaus',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Räätälöity media',
  'plans.pricing.credits': '{count, plural, one {# krediitti} other {# krediittiä}}',
  'plans.pricing.imagePack': '{count, plural, one {# kuva} other {# kuvaa}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# lataus kuukaudessa} other {# latausta kuukaudessa}}',
  'plans.pricing.downloadsPerYear': '{count, plural, one {# lataus vuodessa} other {# latausta vuodessa}}',
  'plans.pricing.customAssets':
    '{count, plural, one {# yksinoikeudellinen aineisto} other {# yksinoikeudellista aineistoa}}',
  'plans.pricing.faq.title': 'Kysymyksiä tilauksista',
  'plans.pricing.faq.cancel.q': 'Voinko peruuttaa tilauksen?',
  'plans.pricing.faq.cancel.a':
    'Kyllä, milloin tahansa. Kuukausitilaus on voimassa maksetun kuukauden loppuun. Vuositilaus lakkaa uusiutumasta ja on voimassa vuotensa loppuun; ennenaikaisesta päättämisestä ei peritä maksua eikä aloitettua vuotta hyvitetä.',
  'plans.pricing.faq.rollover.q': 'Mitä käyttämättömille latauksille tapahtuu?',
  'plans.pricing.faq.rollover.a':
    'Vuositilauksessa käyttämättömät kuukausittaiset lataukset siirtyvät vuoden sisällä, eivät seuraavalle vuodelle.',
  'plans.pricing.faq.expiry.q': 'Vanhenevatko krediitit ja kuvapaketit?',
  'plans.pricing.faq.expiry.a':
    'Eivät, kunhan kirjaudut sisään vähintään kerran vuodessa. Käyttämätön paketti voidaan hyvittää {days} päivän kuluessa.',
  'plans.pricing.faq.licence.q': 'Kuinka kauan voin käyttää tilauksen latausta?',
  'plans.pricing.faq.licence.a':
    'Lataus, jota ei ole käytetty projektissa {days} päivän kuluessa tilauksen päättymisestä, menettää lisenssinsä.',
  'plans.pricing.faq.payment.q': 'Entä jos uusintamaksu epäonnistuu?',
  'plans.pricing.faq.payment.a':
    'Sitä yritetään uudelleen {count} kertaa {days} päivän aikana, minkä jälkeen tilaus raukeaa.',
  'plans.pricing.faq.tax.q': 'Sisältävätkö hinnat verot?',
  'plans.terms.title': 'Sitoumus ja peruutus',
  'plans.terms.includes': 'Mitä sisältyy',
  'plans.terms.commitment': 'Kokonaissitoumus',
  'plans.terms.cancellation': 'Peruutus',
  'plans.terms.refund': 'Hyvitys',
  'plans.terms.renewal': 'Uusiminen',
  'plans.terms.monthly.commitment':
    '{price}, veloitetaan joka kuukausi. Ei sitoumusta maksetun kuukauden jälkeen.',
  'plans.terms.monthly.cancel': 'Peruuta milloin tahansa: tilaus on voimassa maksetun kuukauden loppuun.',
  'plans.terms.annual.commitment':
    '{price}, yksi maksu {months} kuukaudelta. Uusiutuu vuosittain, ellet peruuta.',
  'plans.terms.annual.cancel':
    'Peruuta milloin tahansa: se pysäyttää seuraavan uusimisen, ja tilaus on voimassa vuoden loppuun. Ei maksua ennenaikaisesta päättämisestä eikä aloitetun vuoden hyvitystä.',
  'plans.terms.annual.notice': 'Lähetämme sinulle sähköpostia {days} päivää ennen jokaista uusimista.',
  'plans.terms.retries':
    'Epäonnistunutta uusintamaksua yritetään uudelleen {count} kertaa {days} päivän aikana, minkä jälkeen tilaus raukeaa.',
  'plans.terms.pack.commitment': '{price}, yksi maksu.',
  'plans.terms.pack.refund': 'Käyttämätön paketti voidaan hyvittää {days} päivän kuluessa.',
  'plans.terms.pack.expiry': 'Ei vanhene koskaan, kun kirjaudut sisään vähintään kerran vuodessa.',
  'plans.terms.credits.expiry':
    'Krediitit eivät vanhene koskaan, kun kirjaudut sisään vähintään kerran vuodessa.',
  'plans.terms.tier.essentials': 'Vain Essentials-kuvat (ei yksinoikeudelliset).',
  'plans.terms.tier.signature': 'Kaikki rojaltivapaat kuvat.',
  'plans.terms.tier.signatureplus': 'Kaikki rojaltivapaat kuvat ja videot.',
  'plans.terms.rollover':
    'Käyttämättömät kuukausittaiset lataukset siirtyvät vuoden sisällä (eivät seuraavalle vuodelle).',
  'plans.terms.useBy':
    'Lataus, jota ei ole käytetty projektissa {days} päivän kuluessa tilauksen päättymisestä, menettää lisenssinsä.',
  'plans.terms.costs': 'Mitä aineisto maksaa',
  'plans.terms.cost.essentialsImage': 'Essentials-kuva',
  'plans.terms.cost.signatureImage': 'Signature-kuva',
  'plans.terms.cost.essentialsVideo': 'Essentials-video',
  'plans.terms.cost.signatureVideo': 'Signature-video',
  'plans.terms.cost.extended': 'Laajennettu lisenssi',
  'plans.terms.cost.extendedCredits': '+{image} kuvasta, +{video} videosta',
  'plans.terms.cap': 'Enintään {count, plural, one {# lataus} other {# latausta}} vuodessa.',
  'plans.terms.projectCode': 'Jokainen lataus kysyy projektikoodia.',
  'plans.terms.overage':
    'Katon ylittävät lataukset veloitetaan {price} kappaleelta seuraavan uusimisen yhteydessä.',
  'plans.terms.custom.delivery':
    'Jokaisen sinulle luodun aineiston voi ladata {days} päivän ajan toimituksesta.',
  'plans.terms.tax': 'Hinnat eivät sisällä veroja; vero lisätään kassalla laskutusmaasi mukaan.',
};

export default messages;
