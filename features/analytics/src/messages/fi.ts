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
  'analytics.consent.group.C0003.desc': 'Muistaa valinnat, kuten maan ja kielen.',
  'analytics.consent.group.C0004': 'Kohdennus',
  'analytics.consent.group.C0004.desc': 'Auttaa näyttämään kiinnostuksen kohteitasi vastaavia tarjouksia.',
  'analytics.consent.group.C0005': 'Sosiaalinen media',
  'analytics.consent.group.C0005.desc': 'Mahdollistaa kuvien jakamisen sosiaalisissa verkostoissa.',
};

export default messages;
