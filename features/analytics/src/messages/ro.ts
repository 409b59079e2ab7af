import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Opțiunile tale de confidențialitate',
  'analytics.consent.intro':
    'Folosim cookie-uri pentru funcționarea magazinului și, cu permisiunea ta, pentru a măsura utilizarea și a-ți arăta oferte potrivite.',
  'analytics.consent.acceptAll': 'Acceptă tot',
  'analytics.consent.rejectAll': 'Doar necesare',
  'analytics.consent.customise': 'Alege cookie-urile',
  'analytics.consent.save': 'Salvează opțiunile',
  'analytics.consent.close': 'Închide și acceptă toate cookie-urile',
  'analytics.consent.alwaysOn': 'Mereu active',
  'analytics.consent.settings': 'Setări cookie-uri',
  'analytics.consent.pageIntro':
    'Alege ce cookie-uri poate folosi acest magazin. Te poți răzgândi oricând din linkul din subsolul fiecărei pagini.',
  'analytics.consent.group.C0001': 'Strict necesare',
  'analytics.consent.group.C0001.desc': 'Autentificare, coș și securitate. Nu pot fi dezactivate.',
  'analytics.consent.group.C0002': 'Performanță',
  'analytics.consent.group.C0002.desc':
    'Numără vizitele și măsoară viteza paginilor ca să îmbunătățim magazinul.',
  'analytics.consent.group.C0003': 'Funcționale',
  'analytics.consent.group.C0003.desc': 'Rețin opțiuni precum țara și limba.',
  'analytics.consent.group.C0004': 'Direcționare',
  'analytics.consent.group.C0004.desc': 'Ne ajută să îți arătăm oferte după interesele tale.',
  'analytics.consent.group.C0005': 'Rețele sociale',
  'analytics.consent.group.C0005.desc': 'Îți permit să distribui imagini pe rețelele sociale.',
};

export default messages;
