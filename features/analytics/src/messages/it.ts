import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Le tue scelte sulla privacy',
  'analytics.consent.intro':
    'Usiamo i cookie per far funzionare il negozio e, con il tuo consenso, per misurarne l’uso e mostrarti offerte adatte a te.',
  'analytics.consent.acceptAll': 'Accetta tutti',
  'analytics.consent.rejectAll': 'Solo necessari',
  'analytics.consent.customise': 'Scegli i cookie',
  'analytics.consent.save': 'Salva le scelte',
  'analytics.consent.close': 'Chiudi e accetta tutti i cookie',
  'analytics.consent.alwaysOn': 'Sempre attivi',
  'analytics.consent.settings': 'Impostazioni cookie',
  'analytics.consent.pageIntro':
    'Scegli quali cookie può usare questo negozio. Puoi cambiare idea in qualsiasi momento dal link in fondo a ogni pagina.',
  'analytics.consent.group.C0001': 'Strettamente necessari',
  'analytics.consent.group.C0001.desc': 'Accesso, carrello e sicurezza. Non possono essere disattivati.',
  'analytics.consent.group.C0002': 'Prestazioni',
  'analytics.consent.group.C0002.desc':
    'Conta le visite e misura la velocità delle pagine per migliorare il negozio.',
  'analytics.consent.group.C0003': 'Funzionali',
  'analytics.consent.group.C0003.desc': 'Ricorda scelte come il paese e la lingua.',
  'analytics.consent.group.C0004': 'Pubblicità mirata',
  'analytics.consent.group.C0004.desc': 'Ci aiuta a mostrarti offerte in linea con i tuoi interessi.',
  'analytics.consent.group.C0005': 'Social media',
  'analytics.consent.group.C0005.desc': 'Consente di condividere immagini sui social network.',
};

export default messages;
