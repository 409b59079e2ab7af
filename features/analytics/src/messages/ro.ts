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
  'analytics.consent.group.C0003.desc':
    'Reține preferințe suplimentare. Magazinul nu folosește în prezent niciun astfel de cookie.',
  'analytics.consent.group.C0004': 'Direcționare',
  'analytics.consent.group.C0004.desc':
    'Permite instrumentelor de marketing să adapteze ofertele pentru dvs. Niciunul nu rulează dacă operatorul magazinului nu îl adaugă.',
  'analytics.consent.group.C0005': 'Rețele sociale',
  'analytics.consent.group.C0005.desc':
    'Butoane de distribuire și rețele sociale încorporate. Magazinul nu are în prezent niciunul.',
  'analytics.operator.title': 'Statistici magazin',
  'analytics.operator.intro': 'Ultimele {days} zile pe acest site, din evenimentele înregistrate de magazin.',
  'analytics.operator.searchesPerDay': 'Căutări pe zi',
  'analytics.operator.showFigures': 'Arată cifrele',
  'analytics.operator.funnel': 'De la căutare la cumpărare',
  'analytics.operator.topQueries': 'Cele mai frecvente căutări',
  'analytics.operator.zeroResults': 'Căutări fără rezultate',
  'analytics.operator.zeroResultsIntro':
    'Expresii care nu au găsit nimic: adaugă imagini sau cuvinte cheie pentru ele.',
  'analytics.operator.topAssets': 'Cele mai vizualizate materiale',
  'analytics.operator.topBoards': 'Panouri cu cele mai multe salvări',
  'analytics.operator.consent': 'Consimțământ pe țări',
  'analytics.operator.vitals': 'Indicatori web pe pagină (percentila 75)',
  'analytics.operator.empty': 'Nimic înregistrat încă.',
  'analytics.operator.col.day': 'Zi',
  'analytics.operator.col.count': 'Număr',
  'analytics.operator.col.step': 'Pas',
  'analytics.operator.col.visitors': 'Vizitatori',
  'analytics.operator.col.phrase': 'Expresie',
  'analytics.operator.col.country': 'Țară',
  'analytics.operator.col.acceptedAll': 'Au acceptat tot',
  'analytics.operator.col.performance': 'Au permis performanța',
  'analytics.operator.col.page': 'Pagină',
  'analytics.operator.col.metric': 'Indicator',
  'analytics.operator.col.threshold': 'Bun / slab de la',
  'analytics.operator.rating.good': 'Bun',
  'analytics.operator.rating.needs-improvement': 'De îmbunătățit',
  'analytics.operator.rating.poor': 'Slab',
  'analytics.operator.console': 'Consola operatorului',
};

export default messages;
