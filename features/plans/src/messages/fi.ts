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
};

export default messages;
