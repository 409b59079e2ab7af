import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Tietosuojavalintasi',
  'analytics.consent.intro':
    'Käytämme evästeitä kaupan toimintaan ja luvallasi käytön mittaamiseen sekä sopivien tarjousten näyttämiseen.',
  'analytics.consent.acceptAll': 'Hyväksy kaikki',
  'analytics.consent.rejectAll': 'Vain välttämättömät',
  'analytics.consent.customise': 'Valitse evästeet',
  'analytics.consent.save': 'Tallenna valinnat',
  'analytics.consent.close': 'Sulje ja hyväksy kaikki evästeet',
  'analytics.consent.alwaysOn': 'Aina käytössä',
  'analytics.consent.settings': 'Evästeasetukset',
  'analytics.consent.pageIntro':
    'Valitse, mitä evästeitä tämä kauppa saa käyttää. Voit muuttaa valintaasi milloin tahansa jokaisen sivun alalaidan linkistä.',
  'analytics.consent.group.C0001': 'Välttämättömät',
  'analytics.consent.group.C0001.desc':
    'Kirjautuminen, ostoskori ja tietoturva. Näitä ei voi poistaa käytöstä.',
  'analytics.consent.group.C0002': 'Suorituskyky',
  'analytics.consent.group.C0002.desc':
    'Laskee käynnit ja mittaa sivujen nopeuden, jotta voimme parantaa kauppaa.',
  'analytics.consent.group.C0003': 'Toiminnalliset',
  'analytics.consent.group.C0003.desc':
    'Muistaa lisäasetuksia. Kauppa ei tällä hetkellä käytä tällaisia evästeitä.',
  'analytics.consent.group.C0004': 'Kohdennus',
  'analytics.consent.group.C0004.desc':
    'Antaa markkinointityökalujen räätälöidä tarjouksia sinulle. Mitään ei ole käytössä, ellei kaupan ylläpitäjä lisää niitä.',
  'analytics.consent.group.C0005': 'Sosiaalinen media',
  'analytics.consent.group.C0005.desc':
    'Jakopainikkeet ja upotetut sosiaaliset verkostot. Kaupassa ei tällä hetkellä ole niitä.',
  'analytics.operator.title': 'Kaupan analytiikka',
  'analytics.operator.intro':
    'Tämän sivuston viimeiset {days} päivää kaupan tallentamien tapahtumien perusteella.',
  'analytics.operator.searchesPerDay': 'Haut päivässä',
  'analytics.operator.showFigures': 'Näytä luvut',
  'analytics.operator.funnel': 'Hausta ostoon',
  'analytics.operator.topQueries': 'Suosituimmat haut',
  'analytics.operator.zeroResults': 'Haut ilman tuloksia',
  'analytics.operator.zeroResultsIntro':
    'Hakusanat, jotka eivät löytäneet mitään: lisää niille kuvia tai avainsanoja.',
  'analytics.operator.topAssets': 'Katsotuimmat sisällöt',
  'analytics.operator.topBoards': 'Taulut, joihin tallennettu eniten',
  'analytics.operator.consent': 'Suostumus maittain',
  'analytics.operator.vitals': 'Verkkosivujen tunnusluvut sivuittain (75. persentiili)',
  'analytics.operator.empty': 'Ei vielä tallennettuja tietoja.',
  'analytics.operator.col.day': 'Päivä',
  'analytics.operator.col.count': 'Määrä',
  'analytics.operator.col.step': 'Vaihe',
  'analytics.operator.col.visitors': 'Kävijät',
  'analytics.operator.col.phrase': 'Hakusana',
  'analytics.operator.col.country': 'Maa',
  'analytics.operator.col.acceptedAll': 'Hyväksyi kaikki',
  'analytics.operator.col.performance': 'Salli suorituskyvyn',
  'analytics.operator.col.page': 'Sivu',
  'analytics.operator.col.metric': 'Mittari',
  'analytics.operator.col.threshold': 'Hyvä / huono alkaen',
  'analytics.operator.rating.good': 'Hyvä',
  'analytics.operator.rating.needs-improvement': 'Parannettavaa',
  'analytics.operator.rating.poor': 'Huono',
  'analytics.operator.console': 'Ylläpitokonsoli',
};

export default messages;
