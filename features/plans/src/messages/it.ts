import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Piani e prezzi',
  'plans.spend.title': 'Usa il tuo piano',
  'plans.spend.usesDownloads':
    'Usa {units, plural, one {# download} many {# di download} other {# download}} dei tuoi {available, number}',
  'plans.spend.usesCredits':
    'Usa {units, plural, one {# credito} many {# di crediti} other {# crediti}} dei tuoi {available, number}',
  'plans.spend.overage': 'Oltre il limite di download: addebitato con il prossimo rinnovo',
  'plans.spend.refused.not_rf': 'I piani concedono in licenza solo file royalty-free',
  'plans.spend.refused.media': 'Questo piano non copre questo tipo di file',
  'plans.spend.refused.tier': 'I piani Essentials coprono solo i file Essentials',
  'plans.spend.refused.agreement': 'Questo file non fa parte di questo contratto',
  'plans.spend.refused.not_delivered':
    'Non consegnato per questo contratto, o oltre la scadenza per il download',
  'plans.spend.refused.not_enough': 'Saldo insufficiente su questo piano',
  'plans.spend.extended':
    'Aggiungi la licenza estesa: {credits, plural, one {# credito in più} many {# di crediti in più} other {# crediti in più}}',
  'plans.spend.projectCode': 'Codice progetto',
  'plans.spend.projectCodeHint': 'Obbligatorio se il contratto lo richiede',
  'plans.spend.note': 'Nota (facoltativa)',
  'plans.spend.optional': '(facoltativo)',
  'plans.spend.submit': 'Acquista la licenza con il mio piano',
  'plans.spend.confirmTitle': 'Conferma la licenza',
  'plans.spend.confirmBody': 'Acquistare la licenza di «{title}» con {plan}?',
  'plans.spend.confirm': 'Conferma e acquista la licenza',
  'plans.spend.back': 'Torna al file',
  'plans.spend.licensedTitle': 'Licenza acquisita',
  'plans.spend.licensedBody': 'La licenza di «{title}» ora è tua.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# download rimanente} many {# di download rimanenti} other {# download rimanenti}} su {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {# credito rimanente} many {# di crediti rimanenti} other {# crediti rimanenti}} su {plan}.',
  'plans.spend.download': 'Scarica il file',
  'plans.spend.held': 'Hai già una licenza per questo file: scaricalo di nuovo senza costi.',
  'plans.spend.getPlan': 'Scarica ciò che ti serve con un piano.',
  'plans.spend.seePlans': 'Vedi gli abbonamenti',
  'plans.spend.seeCredits': 'Acquista crediti',
  'plans.spend.noneUsable': 'Nessuno dei tuoi piani copre questo file.',
  'plans.spend.useBy':
    'Al termine del piano, un download non usato in un progetto entro {days} giorni perde la licenza.',
  'plans.spend.yourPlans': 'I tuoi piani',
};

export default messages;
