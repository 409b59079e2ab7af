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
  'analytics.consent.group.C0003.desc':
    'Ricorda preferenze aggiuntive. Al momento questo negozio non usa cookie di questo tipo.',
  'analytics.consent.group.C0004': 'Pubblicità mirata',
  'analytics.consent.group.C0004.desc':
    'Consente a strumenti di marketing di adattare le offerte a te. Nessuno è attivo finché il gestore del negozio non lo aggiunge.',
  'analytics.consent.group.C0005': 'Social media',
  'analytics.consent.group.C0005.desc':
    'Pulsanti di condivisione e social network incorporati. Al momento questo negozio non ne ha.',
  'analytics.operator.title': 'Statistiche del negozio',
  'analytics.operator.intro': 'Gli ultimi {days} giorni su questo sito, dagli eventi registrati dal negozio.',
  'analytics.operator.searchesPerDay': 'Ricerche al giorno',
  'analytics.operator.showFigures': 'Mostra i dati',
  'analytics.operator.funnel': 'Dalla ricerca all’acquisto',
  'analytics.operator.topQueries': 'Ricerche più frequenti',
  'analytics.operator.zeroResults': 'Ricerche senza risultati',
  'analytics.operator.zeroResultsIntro':
    'Frasi che non hanno trovato nulla: aggiungi immagini o parole chiave.',
  'analytics.operator.topAssets': 'Contenuti più visti',
  'analytics.operator.topBoards': 'Bacheche con più salvataggi',
  'analytics.operator.consent': 'Consenso per paese',
  'analytics.operator.vitals': 'Web vitals per pagina (75° percentile)',
  'analytics.operator.empty': 'Ancora nessun dato.',
  'analytics.operator.col.day': 'Giorno',
  'analytics.operator.col.count': 'Numero',
  'analytics.operator.col.step': 'Passaggio',
  'analytics.operator.col.visitors': 'Visitatori',
  'analytics.operator.col.phrase': 'Frase',
  'analytics.operator.col.country': 'Paese',
  'analytics.operator.col.acceptedAll': 'Accettato tutto',
  'analytics.operator.col.performance': 'Prestazioni consentite',
  'analytics.operator.col.page': 'Pagina',
  'analytics.operator.col.metric': 'Metrica',
  'analytics.operator.col.threshold': 'Buono / scarso da',
  'analytics.operator.rating.good': 'Buono',
  'analytics.operator.rating.needs-improvement': 'Da migliorare',
  'analytics.operator.rating.poor': 'Scarso',
  'analytics.operator.console': 'Console operatore',
};

export default messages;
